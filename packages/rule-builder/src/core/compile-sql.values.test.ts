import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { edgeTable, labelsExcept, type EdgeRow, type EdgeSelection } from './fixtures.test-support';

/**
 * Every NUMBER, DATE, DATETIME, BOOLEAN, ENUM and ARRAY operator of spec §5 on its own, compiled and
 * run on PGlite and evaluated in memory on the same edge values (NULL, boundaries, midnight, other
 * time zones, subsets and supersets), each case naming the exact rows it must select.
 */
const labelled = (values: unknown[]): EdgeRow[] =>
  values.map((value) => ({ label: value === null ? 'NULL' : JSON.stringify(value), value }));

const numbers = labelled([null, -1e308, -1, 0, 0.5, 1, 1.0000000000000002, 2, Number.MAX_VALUE]);
const days = labelled([
  null,
  '2025-12-31T23:59:59Z',
  '2026-01-01T00:30:00+01:00', // 2025-12-31 in UTC
  '2026-01-01T00:00:00Z',
  '2026-01-01T23:59:59.999Z',
  '2026-01-01T20:00:00-05:00', // 2026-01-02 in UTC
  '2026-01-02T00:00:00Z',
]);
const instants = labelled([
  null,
  '2025-12-31T23:59:59.999Z',
  '2026-01-01T00:00:00Z',
  '2026-01-01T01:00:00+01:00', // the same instant as midnight UTC
  '2026-01-01T00:00:00.001Z',
  '2026-06-15T12:00:00Z',
]);
const booleans = labelled([null, true, false]);
const departments = labelled([null, 'eng', 'ENG', 'ops', 'hr']);
const tags = labelled([null, [], ['a'], ['a', 'b'], ['b', 'a'], ['a', 'b', 'c'], ['c']]);

let db: PGlite;
type Probe = (operator: string, value?: unknown) => Promise<EdgeSelection>;
const probes: Record<string, Probe> = {};
beforeAll(async () => {
  db = new PGlite();
  probes.age = await edgeTable(db, 'age', numbers);
  probes.born = await edgeTable(db, 'born', days);
  probes.lastSeen = await edgeTable(db, 'lastSeen', instants);
  probes.isActive = await edgeTable(db, 'isActive', booleans);
  probes.department = await edgeTable(db, 'department', departments);
  probes.tags = await edgeTable(db, 'tags', tags);
}, 120_000); // PGlite starts in seconds, more on a busy machine
afterAll(async () => db?.close());

const selects = async (property: string, operator: string, value: unknown, expected: string[]) =>
  expect(await probes[property]!(operator, value)).toEqual({ sql: expected, memory: expected });

describe('NUMBER operators at their boundaries (PGlite and evaluate)', () => {
  it('is matches the exact number only, from a number or decimal text', async () => {
    await selects('age', 'is', 1, ['1']);
    await selects('age', 'is', '1', ['1']);
    await selects('age', 'is', ' 1e0 ', ['1']);
    await selects('age', 'is', 1.0000000000000002, ['1.0000000000000002']);
    await selects('age', 'is', -0, ['0']);
  });
  it('lower than excludes the bound and NULL', async () => {
    await selects('age', 'less', 1, ['-1e+308', '-1', '0', '0.5']);
    await selects('age', 'less', -1e308, []);
  });
  it('lower than equal includes the bound', async () => {
    await selects('age', 'less_or_equal', 1, ['-1e+308', '-1', '0', '0.5', '1']);
  });
  it('greater than excludes the bound and NULL', async () => {
    await selects('age', 'greater', 1, ['1.0000000000000002', '2', '1.7976931348623157e+308']);
  });
  it('greater than equal includes the bound, up to the largest number', async () => {
    await selects('age', 'greater_or_equal', 1, ['1', '1.0000000000000002', '2', '1.7976931348623157e+308']);
    await selects('age', 'greater_or_equal', Number.MAX_VALUE, ['1.7976931348623157e+308']);
  });
});

describe('DATE operators compare UTC calendar days (PGlite and evaluate)', () => {
  const jan1 = ['"2026-01-01T00:00:00Z"', '"2026-01-01T23:59:59.999Z"'];
  const before = ['"2025-12-31T23:59:59Z"', '"2026-01-01T00:30:00+01:00"'];
  const after = ['"2026-01-01T20:00:00-05:00"', '"2026-01-02T00:00:00Z"'];
  it('is selects the whole UTC day, from midnight to its last millisecond', async () => {
    await selects('born', 'is', '2026-01-01', jan1);
  });
  it('is takes the UTC day of a value written with a time or another offset', async () => {
    await selects('born', 'is', '2026-01-01T12:00:00Z', jan1);
    await selects('born', 'is', '2026-01-02T00:30:00+01:00', jan1);
  });
  it('lower than / lower than equal / greater than / greater than equal split at the day', async () => {
    await selects('born', 'less', '2026-01-01', before);
    await selects('born', 'less_or_equal', '2026-01-01', [...before, ...jan1]);
    await selects('born', 'greater', '2026-01-01', after);
    await selects('born', 'greater_or_equal', '2026-01-01', [...jan1, ...after]);
  });
  it('selects the same rows whatever the database session time zone', async () => {
    await db.exec(`SET TimeZone = 'Pacific/Kiritimati'`);
    try {
      await selects('born', 'is', '2026-01-01', jan1);
    } finally {
      await db.exec('RESET TimeZone');
    }
  });
});

describe('DATETIME operators compare instants (PGlite and evaluate)', () => {
  const midnight = ['"2026-01-01T00:00:00Z"', '"2026-01-01T01:00:00+01:00"'];
  it('is matches the same instant written with any offset', async () => {
    await selects('lastSeen', 'is', '2026-01-01T00:00:00Z', midnight);
    await selects('lastSeen', 'is', '2025-12-31T19:00:00-05:00', midnight);
  });
  it('reads a value without an offset, or a date alone, as UTC midnight', async () => {
    await selects('lastSeen', 'is', '2026-01-01T00:00:00', midnight);
    await selects('lastSeen', 'is', '2026-01-01', midnight);
  });
  it('lower than / lower than equal / greater than / greater than equal split at the millisecond', async () => {
    await selects('lastSeen', 'less', '2026-01-01T00:00:00Z', ['"2025-12-31T23:59:59.999Z"']);
    await selects('lastSeen', 'less_or_equal', '2026-01-01T00:00:00Z', ['"2025-12-31T23:59:59.999Z"', ...midnight]);
    await selects('lastSeen', 'greater', '2026-01-01T00:00:00Z', [
      '"2026-01-01T00:00:00.001Z"',
      '"2026-06-15T12:00:00Z"',
    ]);
    await selects('lastSeen', 'greater_or_equal', '2026-01-01T00:00:00Z', [
      ...midnight,
      '"2026-01-01T00:00:00.001Z"',
      '"2026-06-15T12:00:00Z"',
    ]);
  });
});

describe('BOOLEAN, ENUM and ARRAY operators (PGlite and evaluate)', () => {
  it('BOOLEAN is matches true or false, never NULL, from a boolean or its text', async () => {
    await selects('isActive', 'is', true, ['true']);
    await selects('isActive', 'is', false, ['false']);
    await selects('isActive', 'is', 'true', ['true']);
    await selects('isActive', 'is', 'false', ['false']);
  });
  it('ENUM in is case-sensitive membership; a single value is a list of one', async () => {
    await selects('department', 'in', ['eng'], ['"eng"']);
    await selects('department', 'in', 'eng', ['"eng"']);
    await selects('department', 'in', ['eng', 'ops'], ['"eng"', '"ops"']);
    await selects('department', 'in', ['x'], []);
  });
  it('ENUM not in selects every other value and NULL', async () => {
    await selects('department', 'not_in', ['eng'], labelsExcept(departments, '"eng"'));
    await selects('department', 'not_in', ['eng', 'ENG', 'ops', 'hr'], ['NULL']);
  });
  it('ARRAY equals is the same set in any order: neither a subset nor a superset', async () => {
    await selects('tags', 'equal', ['a', 'b'], ['["a","b"]', '["b","a"]']);
    await selects('tags', 'equal', ['b', 'a'], ['["a","b"]', '["b","a"]']);
    await selects('tags', 'equal', ['a'], ['["a"]']);
    await selects('tags', 'equal', ['a', 'a'], ['["a"]']);
    await selects('tags', 'equal', ['a', 'b', 'c', 'z'], []);
  });
  it('ARRAY any holds at least one value; empty holds none or is NULL', async () => {
    await selects('tags', 'any', null, labelsExcept(tags, 'NULL', '[]'));
    await selects('tags', 'empty', null, ['NULL', '[]']);
  });
  it('ARRAY in shares at least one value; a single value is a list of one', async () => {
    await selects('tags', 'in', ['a'], ['["a"]', '["a","b"]', '["b","a"]', '["a","b","c"]']);
    await selects('tags', 'in', ['c', 'z'], ['["a","b","c"]', '["c"]']);
    await selects('tags', 'in', 'c', ['["a","b","c"]', '["c"]']);
  });
  it('ARRAY not in shares no value, NULL and empty included', async () => {
    await selects('tags', 'not_in', ['a'], ['NULL', '[]', '["c"]']);
    await selects('tags', 'not_in', ['z'], labelsExcept(tags));
  });
});
