import { describe, expect, it } from 'vitest';
import type { PagedRequest } from '@portcullis/api-client/contract';
import { compilePaging, reverseOrderBy, type ListSpec } from './paging';
import { page, refusal, spec, where } from './paging-test-kit';

/** The paging compiler, continued: date ranges, lists, several filters, sorting and joined columns. */
describe('paging compiler: date ranges', () => {
  it('binds a date bound as a UTC ISO instant, whatever offset it was written with', () => {
    expect(where({ Column: 'CreatedDate', Value: '2026-11-01T00:00:00+01:00', Operator: 8 })).toEqual({
      where: 'u.created_at >= $1',
      params: ['2026-10-31T23:00:00.000Z'],
    });
    expect(where({ Column: 'CreatedDate', Value: '2026-11-30T23:59:00.000Z', Operator: 6 })).toEqual({
      where: 'u.created_at <= $1',
      params: ['2026-11-30T23:59:00.000Z'],
    });
  });

  it('reads a date-only value as midnight UTC', () => {
    expect(where({ Column: 'CreatedDate', Value: '2026-02-28', Operator: 7 })).toEqual({
      where: 'u.created_at > $1',
      params: ['2026-02-28T00:00:00.000Z'],
    });
  });

  it('a from/to pair is two AND-ed bounds with their own parameters', () => {
    const compiled = compilePaging(
      page({
        Filters: [
          { Column: 'CreatedDate', Value: '2026-01-01T00:00:00Z', Operator: 8 },
          { Column: 'CreatedDate', Value: '2026-01-31T23:59:00Z', Operator: 6 },
        ],
      }),
      spec,
    );
    expect(compiled.where).toBe('u.created_at >= $1 AND u.created_at <= $2');
    expect(compiled.params).toEqual(['2026-01-01T00:00:00.000Z', '2026-01-31T23:59:00.000Z']);
  });

  it('refuses a value that is not a date', () => {
    const error = refusal(() => where({ Column: 'CreatedDate', Value: 'nonsense', Operator: 8 }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('"nonsense" is not a date.');
  });
});

describe('paging compiler: lists (In 9, Between 10)', () => {
  it('In (9) matches any of the listed values, each converted for the column', () => {
    expect(where({ Column: 'Age', Value: ['1', 2], Operator: 9 })).toEqual({
      where: 'u.age = ANY($1)',
      params: [[1, 2]],
    });
    expect(where({ Column: 'Email', Value: ['a@x', 5], Operator: 9 })).toEqual({
      where: 'u.email = ANY($1)',
      params: [['a@x', '5']],
    });
    expect(where({ Column: 'CreatedDate', Value: ['2026-01-01'], Operator: 9 }).params).toEqual([
      ['2026-01-01T00:00:00.000Z'],
    ]);
  });

  it('Between (10) binds both ends, inclusive', () => {
    expect(where({ Column: 'Age', Value: [18, '65'], Operator: 10 })).toEqual({
      where: 'u.age BETWEEN $1 AND $2',
      params: [18, 65],
    });
    expect(where({ Column: 'CreatedDate', Value: ['2026-01-01', '2026-01-02T12:00:00Z'], Operator: 10 })).toEqual({
      where: 'u.created_at BETWEEN $1 AND $2',
      params: ['2026-01-01T00:00:00.000Z', '2026-01-02T12:00:00.000Z'],
    });
  });

  it('Between needs exactly two values', () => {
    expect(refusal(() => where({ Column: 'Age', Value: [1], Operator: 10 })).message).toBe(
      'Between needs exactly two values.',
    );
    expect(refusal(() => where({ Column: 'Age', Value: [1, 2, 3], Operator: 10 })).message).toBe(
      'Between needs exactly two values.',
    );
  });

  it('refuses a list with any other operator, or with none', () => {
    for (const op of [0, 1, 2, 3, 4, 5, 6, 7, 8]) {
      expect(refusal(() => where({ Column: 'Age', Value: [1, 2], Operator: op })).message).toBe(
        'A list value needs the In or Between operator.',
      );
    }
    expect(refusal(() => where({ Column: 'Email', Value: ['a'] })).status).toBe(400);
    expect(refusal(() => where({ Column: 'Age', Value: [1] })).message).toBe(
      'A list value needs the In or Between operator.',
    );
  });

  it('refuses a list holding a value the column cannot take', () => {
    expect(refusal(() => where({ Column: 'Age', Value: ['1', 'x'], Operator: 9 })).message).toBe(
      '"x" is not a number.',
    );
    expect(refusal(() => where({ Column: 'CreatedDate', Value: ['2026-01-01', 'later'], Operator: 10 })).message).toBe(
      '"later" is not a date.',
    );
  });
});

describe('paging compiler: several filters and the global search', () => {
  it('drops empty filters (spec §5) but keeps 0 and false', () => {
    const compiled = compilePaging(
      page({
        Filters: [
          { Column: 'Email', Value: '' },
          { Column: 'Email', Value: null },
          { Column: 'Age', Value: [], Operator: 9 },
          { Column: 'Age', Value: 0, Operator: 0 },
          { Column: 'IsEnabled', Value: false },
        ],
      }),
      spec,
    );
    expect(compiled.where).toBe('u.age = $1 AND u.is_enabled = $2');
    expect(compiled.params).toEqual([0, false]);
  });

  it('does not check the column of a dropped empty filter', () => {
    expect(compilePaging(page({ Filters: [{ Column: 'Avatar', Value: '' }] }), spec).where).toBe('TRUE');
  });

  it('AND-s separate filters in order', () => {
    const compiled = compilePaging(
      page({
        Filters: [
          { Column: 'UserName', Value: 'ad', Operator: 2 },
          { Column: 'Age', Value: 30, Operator: 7 },
        ],
      }),
      spec,
    );
    expect(compiled.where).toBe('lower(u.user_name) LIKE lower($1) AND u.age > $2');
    expect(compiled.params).toEqual(['ad%', 30]);
  });

  it('OR-s the columns of one search filter inside parentheses, one parameter per column', () => {
    expect(where({ Column: 'UserName', Columns: ['UserName', 'Email'], Value: 'ada', Operator: 4 })).toEqual({
      where: '(lower(u.user_name) LIKE lower($1) OR lower(u.email) LIKE lower($2))',
      params: ['%ada%', '%ada%'],
    });
  });

  it('searches Column alone when Columns is empty or has a single entry', () => {
    expect(where({ Column: 'Email', Columns: [], Value: 'ada', Operator: 4 }).where).toBe(
      'lower(u.email) LIKE lower($1)',
    );
    expect(where({ Column: 'UserName', Columns: ['Email'], Value: 'ada', Operator: 4 }).where).toBe(
      'lower(u.email) LIKE lower($1)',
    );
  });
});

describe('paging compiler: sorting and its tie-breaker', () => {
  const order = (sorts: PagedRequest['Sorts'], tieBreaker = spec.tieBreaker) =>
    compilePaging(page({ Sorts: sorts }), { ...spec, tieBreaker }).orderBy;

  it('appends the tie-breaker in the first sort’s direction so pages never overlap', () => {
    expect(order([{ Column: 'Email', Asc: true }])).toBe('u.email ASC NULLS LAST, u.id ASC');
    expect(order([{ Column: 'Email', Asc: false }])).toBe('u.email DESC NULLS LAST, u.id DESC');
  });

  it('leaves NULLS LAST out for a column that is never NULL', () => {
    expect(order([{ Column: 'UserName', Asc: false }])).toBe('u.user_name DESC, u.id DESC');
  });

  it('keeps several sorts in order and follows the first one’s direction for the tie-breaker', () => {
    expect(
      order([
        { Column: 'Age', Asc: false },
        { Column: 'UserName', Asc: true },
      ]),
    ).toBe('u.age DESC NULLS LAST, u.user_name ASC, u.id DESC');
  });

  it('keeps a tie-breaker that fixes its own direction, in any letter case', () => {
    expect(order([{ Column: 'Email', Asc: false }], 'u.id ASC')).toBe('u.email DESC NULLS LAST, u.id ASC');
    expect(order([{ Column: 'Email', Asc: true }], 'u.id desc')).toBe('u.email ASC NULLS LAST, u.id desc');
  });

  it('gives a direction to a tie-breaker whose name merely ends in asc or desc', () => {
    expect(order([{ Column: 'Email', Asc: true }], 't.nodesc')).toBe('u.email ASC NULLS LAST, t.nodesc ASC');
    expect(order([{ Column: 'Email', Asc: false }], 't.basc')).toBe('u.email DESC NULLS LAST, t.basc DESC');
  });

  it('gives the sort’s direction to the last column of a composite tie-breaker', () => {
    expect(order([{ Column: 'Email', Asc: false }], 'u.rank ASC, u.id')).toBe(
      'u.email DESC NULLS LAST, u.rank ASC, u.id DESC',
    );
  });

  it('uses the default order when the request has no sorts', () => {
    expect(order([])).toBe('u.user_name ASC, u.id ASC');
    expect(order(undefined)).toBe('u.user_name ASC, u.id ASC');
  });
});

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

describe('paging compiler: joined columns', () => {
  it('says whether a filter or a sort names a joined column', () => {
    const joined: ListSpec = {
      ...spec,
      columns: { ...spec.columns, SourceTitle: { sql: 's.title', type: 'text', isJoined: true } },
    };
    expect(compilePaging(page({ Filters: [{ Column: 'Email', Value: 'x' }] }), joined).usesJoined).toBe(false);
    expect(compilePaging(page({ Filters: [{ Column: 'SourceTitle', Value: 'x' }] }), joined).usesJoined).toBe(true);
    expect(compilePaging(page({ Sorts: [{ Column: 'SourceTitle', Asc: true }] }), joined).usesJoined).toBe(true);
  });
});
