import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { openPglite } from '../../db/pglite-engine';
import type { Db } from '../../db/types';
import type { ExportColumn } from './registry';
import { csvLineSql, csvQuoter } from './writers';

/** Fixed seed: the property test below is bounded by its runs and reproducible. */
const SEED = 20_261_125;

const columns = [
  { name: 'A', title: 'A', sql: '', type: 'text' },
  { name: 'B', title: 'B', sql: '', type: 'text' },
  { name: 'N', title: 'N', sql: '', type: 'number' },
] as unknown as ExportColumn[];
const separators: Record<string, string> = { ';': "';'", ',': "','", '|': "'|'", '\t': "E'\\t'" };

// Characters that decide quoting and guarding, beside plain and non-ASCII ones.
const cell = fc.option(
  fc
    .array(
      fc.constantFrom(
        'a',
        'Z',
        '0',
        ' ',
        '"',
        ';',
        ',',
        '|',
        '\t',
        '\n',
        '\r',
        '=',
        '+',
        '-',
        '@',
        "'",
        '\\',
        '.',
        'é',
        '🎉',
        '\u00a0',
      ),
      { maxLength: 8 },
    )
    .map((chars) => chars.join('')),
  { nil: null },
);

describe('csvLineSql', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(undefined);
  });
  afterAll(async () => db?.close());

  it('formats every line as the JS quoter does (RFC 4180 quoting, formula guard, empty and NULL alike)', async () => {
    const formatted = ['$1::text', '$2::text', '$3::int::text'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(separators)),
        cell,
        cell,
        fc.option(fc.integer(), { nil: null }),
        async (separator, a, b, n) => {
          const [row] = await db.query<{ line: string }>(
            `SELECT ${csvLineSql(columns, formatted, separators[separator]!)} AS line`,
            [a, b, n],
          );
          const quote = csvQuoter(separator);
          expect(row!.line).toBe([quote(a, true), quote(b, true), quote(n, false)].join(separator));
        },
      ),
      { seed: SEED, numRuns: 400 },
    );
  }, 180_000); // 400 queries on PGlite: seconds alone, longer on a loaded 2-core machine

  it('guards formulas, quotes what needs quoting and nothing else', async () => {
    const cases: Array<[string | null, string]> = [
      ['=SUM(A1)', "'=SUM(A1)"],
      ['-1', "'-1"],
      ['a;b', '"a;b"'],
      ['say "hi"', '"say ""hi"""'],
      ['line\nbreak', '"line\nbreak"'],
      ['\tstarts with a tab', "'\tstarts with a tab"],
      ['\rstarts with CR', '"\'\rstarts with CR"'],
      [' edge spaces ', ' edge spaces '],
      ['', ''],
      [null, ''],
    ];
    for (const [value, expected] of cases) {
      const [row] = await db.query<{ line: string }>(
        `SELECT ${csvLineSql(columns, ['$1::text', "''", 'NULL'], "';'")} AS line`,
        [value],
      );
      expect(row!.line).toBe(`${expected};;`);
    }
  });

  it('quotes a lone \\. in a one-column record, as COPY does', async () => {
    const one = columns.slice(0, 1);
    const [row] = await db.query<{ lone: string; two: string }>(
      `SELECT ${csvLineSql(one, ["'\\.'"], "';'")} AS lone, ${csvLineSql(columns.slice(0, 2), ["'\\.'", "'x'"], "';'")} AS two`,
    );
    expect(row).toEqual({ lone: '"\\."', two: '\\.;x' });
  });
});
