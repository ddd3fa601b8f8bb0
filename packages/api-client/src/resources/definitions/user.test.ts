import { describe, expect, it } from 'vitest';
import { UserType } from '../../entities/enums';
import type { UserRow } from '../../entities/directory';
import { columnTitleOf, listRowFieldNames } from '../define';
import { browserResource } from './browser';
import { USER_TYPE_CHOICES, userResource } from './user';

describe('the user definition', () => {
  it("takes the user types from §4's one table, leaving the filter's any value (-1) to the list", () => {
    expect(USER_TYPE_CHOICES).toEqual([
      { value: UserType.Standard, title: 'Standard' },
      { value: UserType.Shared, title: 'Shared' },
    ]);
    expect(userResource.list.anyValues).toEqual({ UserType: -1 });
  });

  it('lists rows of exactly the contract row shape (UserRow)', () => {
    const keys: Record<keyof UserRow, true> = {
      UserId: true,
      UserName: true,
      DisplayName: true,
      Email: true,
      FormattedName: true,
      SourceTitle: true,
      UserType: true,
      IsEnabled: true,
      IsLocked: true,
      CreatedDate: true,
      LastLoginDate: true,
    };
    expect([userResource.id, ...listRowFieldNames(userResource)].sort()).toEqual(Object.keys(keys).sort());
  });

  it('names list columns shorter than form labels only where it says so', () => {
    expect(columnTitleOf(userResource, 'UserType')).toBe('Type');
    expect(columnTitleOf(userResource, 'FirstName')).toBe('First name');
    expect(listRowFieldNames(browserResource)).toContain('CreatedDate');
  });
});
