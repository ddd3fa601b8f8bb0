import { describe, expect, it } from 'vitest';
import { FilterOperator, type Filter, type PagedRequest } from '@portcullis/api-client/contract';
import { compilePaging, reverseOrderBy, type ListSpec } from './paging';
import { ApiError } from './errors';

/**
 * The paging compiler turns every list request into SQL, so these tests pin the exact SQL text and
 * bound parameters without a database: the allow-list, every operator 0–10, lists, dates and the
 * ORDER BY tie-breaker.
 */
const spec: ListSpec = {
  columns: {
    UserName: { sql: 'u.user_name', type: 'text', isNotNull: true },
    Email: { sql: 'u.email', type: 'text' },
    Age: { sql: 'u.age', type: 'number' },
    CreatedDate: { sql: 'u.created_at', type: 'date' },
    IsEnabled: { sql: 'u.is_enabled', type: 'boolean' },
    PasswordHash: { sql: 'u.password_hash', type: 'text', sortable: false, filterable: false },
    Notes: { sql: 'u.notes', type: 'text', sortable: false },
    Avatar: { sql: 'u.avatar', type: 'text', filterable: false },
  },
  defaultOrder: 'u.user_name ASC, u.id ASC',
  tieBreaker: 'u.id',
};

const page = (over: Partial<PagedRequest> = {}): PagedRequest => ({ CurrentPage: 1, ItemPerPage: 25, ...over });
const where = (filter: Filter, startParams: unknown[] = []) => {
  const compiled = compilePaging(page({ Filters: [filter] }), spec, startParams);
  return { where: compiled.where, params: compiled.params };
};
/** The ApiError a call throws, so its status, message and field errors can be asserted. */
const refusal = (run: () => unknown): ApiError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('paging compiler: pages and defaults', () => {
  it('selects every row in the default order on the first page when nothing is asked', () => {
    expect(compilePaging(page(), spec)).toEqual({
      where: 'TRUE',
      orderBy: 'u.user_name ASC, u.id ASC',
      limit: 25,
      offset: 0,
      params: [],
      usesJoined: false,
    });
  });

  it('skips (page − 1) × page size rows and takes one page', () => {
    const compiled = compilePaging(page({ CurrentPage: 3, ItemPerPage: 50 }), spec);
    expect(compiled.limit).toBe(50);
    expect(compiled.offset).toBe(100);
  });

  it('numbers its parameters after the caller’s own and leaves the caller’s array untouched', () => {
    const start = ['tenant-1', 7];
    const compiled = compilePaging(page({ Filters: [{ Column: 'Email', Value: 'ada', Operator: 0 }] }), spec, start);
    expect(compiled.where).toBe('lower(u.email) = lower($3)');
    expect(compiled.params).toEqual(['tenant-1', 7, 'ada']);
    expect(start).toEqual(['tenant-1', 7]);
  });
});

describe('paging compiler: allow-list', () => {
  it('refuses a filter on a column that is not listed, naming it in a 400 envelope error', () => {
    const error = refusal(() => where({ Column: 'password', Value: 'x' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Unknown column "password".');
    expect(error.errors).toEqual([{ Message: 'Unknown column "password".', Field: 'Filters' }]);
  });

  it('refuses a sort on a column that is not listed, with the Sorts field', () => {
    const error = refusal(() => compilePaging(page({ Sorts: [{ Column: 'nope', Asc: true }] }), spec));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ Message: 'Unknown column "nope".', Field: 'Sorts' }]);
  });

  it('refuses inherited object keys such as __proto__, constructor and toString as columns', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(refusal(() => where({ Column: name, Value: 'x' })).message).toBe(`Unknown column "${name}".`);
      expect(refusal(() => compilePaging(page({ Sorts: [{ Column: name, Asc: true }] }), spec)).status).toBe(400);
    }
  });

  it('refuses filtering on a column marked not filterable but still sorts by it', () => {
    expect(refusal(() => where({ Column: 'Avatar', Value: 'x' })).errors[0]!.Field).toBe('Filters');
    expect(compilePaging(page({ Sorts: [{ Column: 'Avatar', Asc: true }] }), spec).orderBy).toBe(
      'u.avatar ASC NULLS LAST, u.id ASC',
    );
  });

  it('refuses sorting by a column marked not sortable but still filters on it', () => {
    expect(refusal(() => compilePaging(page({ Sorts: [{ Column: 'Notes', Asc: false }] }), spec)).errors).toEqual([
      { Message: 'Unknown column "Notes".', Field: 'Sorts' },
    ]);
    expect(where({ Column: 'Notes', Value: 'x', Operator: 0 }).where).toBe('lower(u.notes) = lower($1)');
  });

  it('refuses a column that is neither sortable nor filterable for both uses', () => {
    expect(refusal(() => where({ Column: 'PasswordHash', Value: 'x' })).status).toBe(400);
    expect(refusal(() => compilePaging(page({ Sorts: [{ Column: 'PasswordHash', Asc: true }] }), spec)).status).toBe(
      400,
    );
  });

  it('refuses a search over several columns when any of them is not allowed', () => {
    const error = refusal(() => where({ Column: 'Email', Columns: ['Email', 'PasswordHash'], Value: 'x' }));
    expect(error.message).toBe('Unknown column "PasswordHash".');
  });

  it('keeps hostile values out of the SQL text: they are only bound', () => {
    const hostile = "x'); DROP TABLE users; --";
    const { where: sql, params } = where({ Column: 'Email', Value: hostile, Operator: FilterOperator.Equals });
    expect(sql).toBe('lower(u.email) = lower($1)');
    expect(params).toEqual([hostile]);
  });
});

describe('paging compiler: text operators 0–4', () => {
  it('Equals (0) compares case-insensitively', () => {
    expect(where({ Column: 'Email', Value: 'Ada@Example.org', Operator: 0 })).toEqual({
      where: 'lower(u.email) = lower($1)',
      params: ['Ada@Example.org'],
    });
  });

  it('NotEquals (1) also keeps rows whose value is NULL', () => {
    expect(where({ Column: 'Email', Value: 'ada', Operator: 1 })).toEqual({
      where: '(u.email IS NULL OR lower(u.email) <> lower($1))',
      params: ['ada'],
    });
  });

  it('BeginsWith (2) is a prefix LIKE', () => {
    expect(where({ Column: 'Email', Value: 'ada', Operator: 2 })).toEqual({
      where: 'lower(u.email) LIKE lower($1)',
      params: ['ada%'],
    });
  });

  it('EndsWith (3) is a suffix LIKE', () => {
    expect(where({ Column: 'Email', Value: 'example.org', Operator: 3 })).toEqual({
      where: 'lower(u.email) LIKE lower($1)',
      params: ['%example.org'],
    });
  });

  it('Contains (4) is an infix LIKE', () => {
    expect(where({ Column: 'Email', Value: 'lace', Operator: 4 })).toEqual({
      where: 'lower(u.email) LIKE lower($1)',
      params: ['%lace%'],
    });
  });

  it('a text filter without an operator is a prefix match (spec §5: otherwise prefix)', () => {
    expect(where({ Column: 'UserName', Value: 'ad' })).toEqual({
      where: 'lower(u.user_name) LIKE lower($1)',
      params: ['ad%'],
    });
  });

  it('escapes %, _ and \\ in LIKE values so they match themselves, for every LIKE operator', () => {
    const value = '50%_off\\x';
    expect(where({ Column: 'Email', Value: value, Operator: 2 }).params).toEqual(['50\\%\\_off\\\\x%']);
    expect(where({ Column: 'Email', Value: value, Operator: 3 }).params).toEqual(['%50\\%\\_off\\\\x']);
    expect(where({ Column: 'Email', Value: value, Operator: 4 }).params).toEqual(['%50\\%\\_off\\\\x%']);
    expect(where({ Column: 'Email', Value: '%%__', Operator: 4 }).params).toEqual(['%\\%\\%\\_\\_%']);
  });

  it('does not escape equality values: = compares the text as typed', () => {
    expect(where({ Column: 'Email', Value: '50%_off', Operator: 0 }).params).toEqual(['50%_off']);
    expect(where({ Column: 'Email', Value: '50%_off', Operator: 1 }).params).toEqual(['50%_off']);
  });

  it('compares numbers and booleans given for a text column as their text', () => {
    expect(where({ Column: 'Email', Value: 42, Operator: 0 }).params).toEqual(['42']);
    expect(where({ Column: 'Email', Value: false, Operator: 4 }).params).toEqual(['%false%']);
  });

  it('refuses the ordering operators 5–8 on text columns', () => {
    for (const op of [5, 6, 7, 8]) {
      expect(refusal(() => where({ Column: 'Email', Value: 'a', Operator: op })).message).toBe(
        `Operator ${op} does not apply to text columns.`,
      );
    }
  });
});

describe('paging compiler: number, date and boolean operators', () => {
  const cases: [number, string][] = [
    [0, 'u.age = $1'],
    [1, 'u.age IS DISTINCT FROM $1'],
    [5, 'u.age < $1'],
    [6, 'u.age <= $1'],
    [7, 'u.age > $1'],
    [8, 'u.age >= $1'],
  ];
  it.each(cases)('number operator %i compiles to %s with a bound number', (op, sql) => {
    expect(where({ Column: 'Age', Value: '42', Operator: op })).toEqual({ where: sql, params: [42] });
    expect(where({ Column: 'Age', Value: -0.5, Operator: op }).params).toEqual([-0.5]);
  });

  it('a number filter without an operator is equality', () => {
    expect(where({ Column: 'Age', Value: 0 })).toEqual({ where: 'u.age = $1', params: [0] });
  });

  it('refuses the text operators 2–4 on number, date and boolean columns', () => {
    for (const op of [2, 3, 4]) {
      expect(refusal(() => where({ Column: 'Age', Value: 1, Operator: op })).message).toBe(
        `Operator ${op} does not apply to number columns.`,
      );
      expect(refusal(() => where({ Column: 'CreatedDate', Value: '2026-01-01', Operator: op })).message).toBe(
        `Operator ${op} does not apply to date columns.`,
      );
      expect(refusal(() => where({ Column: 'IsEnabled', Value: true, Operator: op })).message).toBe(
        `Operator ${op} does not apply to boolean columns.`,
      );
    }
  });

  it('refuses In and Between with a single value instead of a list', () => {
    expect(refusal(() => where({ Column: 'Age', Value: 3, Operator: 9 })).message).toBe(
      'Operator 9 does not apply to number columns.',
    );
    expect(refusal(() => where({ Column: 'Email', Value: 'a', Operator: 10 })).message).toBe(
      'Operator 10 does not apply to text columns.',
    );
  });

  it('refuses a value that is not a number on a number column', () => {
    const error = refusal(() => where({ Column: 'Age', Value: 'abc', Operator: 0 }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('"abc" is not a number.');
    expect(refusal(() => where({ Column: 'Age', Value: 'Infinity', Operator: 0 })).message).toBe(
      '"Infinity" is not a number.',
    );
  });

  it('refuses blank text and true/false on a number column instead of reading them as 0 or 1', () => {
    expect(refusal(() => where({ Column: 'Age', Value: '   ', Operator: 0 })).message).toBe('"   " is not a number.');
    expect(refusal(() => where({ Column: 'Age', Value: true, Operator: 0 })).message).toBe('"true" is not a number.');
    expect(refusal(() => where({ Column: 'Age', Value: ['1', ''], Operator: 9 })).message).toBe('"" is not a number.');
  });

  it('binds booleans from true/false or "true"/"false" and refuses anything else', () => {
    expect(where({ Column: 'IsEnabled', Value: false })).toEqual({ where: 'u.is_enabled = $1', params: [false] });
    expect(where({ Column: 'IsEnabled', Value: 'true', Operator: 0 }).params).toEqual([true]);
    expect(where({ Column: 'IsEnabled', Value: 'false', Operator: 1 })).toEqual({
      where: 'u.is_enabled IS DISTINCT FROM $1',
      params: [false],
    });
    expect(refusal(() => where({ Column: 'IsEnabled', Value: 'yes' })).message).toBe('"yes" is not true or false.');
    expect(refusal(() => where({ Column: 'IsEnabled', Value: 1 })).message).toBe('"1" is not true or false.');
  });
});

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
