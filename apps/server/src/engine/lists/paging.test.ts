import { describe, expect, it } from 'vitest';
import { FilterOperator } from '@portcullis/api-client/contract';
import { compilePaging } from './paging';
import { page, refusal, spec, where } from './paging-test-kit';

/**
 * The paging compiler turns every list request into SQL, so these tests pin the exact SQL text and
 * bound parameters without a database: the allow-list, every operator 0–10, lists, dates and the
 * ORDER BY tie-breaker.
 */

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
