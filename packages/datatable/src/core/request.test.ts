import { describe, expect, it } from 'vitest';
import { buildPagedRequest } from './request';

describe('paged request building', () => {
  it('drops empty filters, turns the search into a contains filter over several columns and keeps the sort', () => {
    const req = buildPagedRequest(
      { page: 3, limit: 50, filters: { search: 'ada', UserType: '0', Email: '' } },
      { sort: { Column: 'UserName', Asc: false }, searchColumns: ['UserName', 'Email'], scope: 2 },
    );
    expect(req).toEqual({
      CurrentPage: 3, ItemPerPage: 50, Sorts: [{ Column: 'UserName', Asc: false }], Scope: 2,
      Filters: [
        { Column: 'UserName', Columns: ['UserName', 'Email'], Value: 'ada', Operator: 4 },
        { Column: 'UserType', Value: '0', Operator: 0 },
      ],
    });
  });
  it('leaves out Scope when none is given and ignores a search without columns', () => {
    expect(buildPagedRequest({ page: 1, limit: 25, filters: { search: 'x' } })).toEqual({ CurrentPage: 1, ItemPerPage: 25, Sorts: [], Filters: [] });
  });
});

describe('header sorting', () => {
  it('sorts ascending first, then toggles, and reports aria-sort', async () => {
    const { nextSort, sortDirection } = await import('./request');
    expect(nextSort(null, 'UserName')).toEqual({ Column: 'UserName', Asc: true });
    expect(nextSort({ Column: 'UserName', Asc: true }, 'UserName')).toEqual({ Column: 'UserName', Asc: false });
    expect(nextSort({ Column: 'UserName', Asc: false }, 'Email')).toEqual({ Column: 'Email', Asc: true });
    expect(sortDirection({ Column: 'Email', Asc: false }, 'Email')).toBe('descending');
    expect(sortDirection(null, 'Email')).toBe('none');
  });
});
