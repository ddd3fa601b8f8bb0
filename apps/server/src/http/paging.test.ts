import { describe, expect, it } from 'vitest';
import { reverseOrderBy } from './paging';

describe('reverseOrderBy', () => {
  it('flips direction and NULLS placement, spelling out the defaults', () => {
    expect(reverseOrderBy('u.created_date DESC, u.user_id DESC')).toBe(
      'u.created_date ASC NULLS LAST, u.user_id ASC NULLS LAST',
    );
    expect(reverseOrderBy('u.user_name ASC, u.user_id')).toBe(
      'u.user_name DESC NULLS FIRST, u.user_id DESC NULLS FIRST',
    );
    expect(reverseOrderBy('u.last_login_date DESC NULLS LAST, u.user_id DESC')).toBe(
      'u.last_login_date ASC NULLS FIRST, u.user_id ASC NULLS LAST',
    );
    expect(reverseOrderBy('x asc nulls first')).toBe('x DESC NULLS LAST');
  });

  it('keeps commas inside function calls and quotes within one term', () => {
    expect(reverseOrderBy("COALESCE(a.title, 'x,y') DESC, lower(b.name)")).toBe(
      "COALESCE(a.title, 'x,y') ASC NULLS LAST, lower(b.name) DESC NULLS FIRST",
    );
  });
});
