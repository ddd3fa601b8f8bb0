import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { edgeTable, labelsExcept, type EdgeRow, type EdgeSelection } from './fixtures.test-support';

/**
 * Every STRING operator of spec §5 on its own, compiled and run on PGlite and evaluated in memory on
 * the same edge values: NULL, empty, case, LIKE wildcards, backslash, leading and trailing matches,
 * Turkish letters and padding. Each case names the exact rows it must select, so an operator that
 * behaves like another (equals as contains, ends with as begins with) fails.
 */
const rows: EdgeRow[] = [
  'NULL',
  'EMPTY',
  'Ada',
  'ADA LOVELACE',
  'lovelace, ada',
  'a_b',
  'axb',
  '50% off',
  '5000',
  'cut off',
  'C:\\temp',
  'C:temp',
  'ÇAĞRI',
  'çağrı',
  'İstanbul',
  'istanbul',
  'ISTANBUL',
  'ıstanbul',
  '  padded  ',
].map((label) => ({ label, value: label === 'NULL' ? null : label === 'EMPTY' ? '' : label }));
const not = (...labels: string[]) => labelsExcept(rows, ...labels);

let db: PGlite;
let probe: (operator: string, value?: unknown) => Promise<EdgeSelection>;
beforeAll(async () => {
  db = new PGlite();
  probe = await edgeTable(db, 'name', rows);
}, 120_000); // PGlite starts in seconds, more on a busy machine
afterAll(async () => db?.close());

const selects = async (operator: string, value: unknown, expected: string[]) =>
  expect(await probe(operator, value)).toEqual({ sql: expected, memory: expected });

describe('STRING operators each select exactly their rows (PGlite and evaluate)', () => {
  it('equals matches the whole text, ignoring case, and nothing that merely contains it', async () => {
    await selects('equal', 'ada', ['Ada']);
    await selects('equal', 'ADA', ['Ada']);
  });
  it('not equals selects every other row, NULL and empty included', async () => {
    await selects('not_equal', 'ada', not('Ada'));
  });
  it('begins with matches a leading match only', async () => {
    await selects('begins_with', 'ada', ['Ada', 'ADA LOVELACE']);
  });
  it('not begins with selects the rest, NULL included', async () => {
    await selects('not_begins_with', 'ada', not('Ada', 'ADA LOVELACE'));
  });
  it('ends with matches a trailing match only', async () => {
    await selects('ends_with', 'ada', ['Ada', 'lovelace, ada']);
  });
  it('not ends with selects the rest, NULL included', async () => {
    await selects('not_ends_with', 'ada', not('Ada', 'lovelace, ada'));
  });
  it('contains matches anywhere, ignoring case', async () => {
    await selects('contains', 'ada', ['Ada', 'ADA LOVELACE', 'lovelace, ada']);
    await selects('contains', 'LOVE', ['ADA LOVELACE', 'lovelace, ada']);
  });
  it('not contains selects the rest, NULL included', async () => {
    await selects('not_contains', 'ada', not('Ada', 'ADA LOVELACE', 'lovelace, ada'));
  });
  it('is empty selects NULL and the empty text', async () => {
    await selects('is_empty', null, ['NULL', 'EMPTY']);
  });
  it('is not empty selects every row with text, padding included', async () => {
    await selects('is_not_empty', null, not('NULL', 'EMPTY'));
  });
  it('takes no value for is empty / is not empty: a stray value is ignored', async () => {
    await selects('is_empty', 'Ada', ['NULL', 'EMPTY']);
    await selects('is_not_empty', 'zzz', not('NULL', 'EMPTY'));
  });
});

describe('STRING values are literal: %, _ and \\ are not wildcards', () => {
  it('_ matches only an underscore, for every LIKE operator', async () => {
    await selects('contains', '_', ['a_b']);
    await selects('begins_with', 'a_', ['a_b']);
    await selects('ends_with', '_b', ['a_b']);
    await selects('not_contains', '_', not('a_b'));
  });
  it('% matches only a percent sign, for every LIKE operator', async () => {
    await selects('contains', '%', ['50% off']);
    await selects('begins_with', '50%', ['50% off']);
    await selects('ends_with', '% off', ['50% off']);
    await selects('not_begins_with', '50%', not('50% off'));
  });
  it('\\ matches only a backslash and does not escape the next letter', async () => {
    await selects('contains', '\\', ['C:\\temp']);
    await selects('begins_with', 'C:\\t', ['C:\\temp']);
    await selects('ends_with', ':\\temp', ['C:\\temp']);
    await selects('not_ends_with', ':\\temp', not('C:\\temp'));
  });
  it('equals compares wildcards as plain characters', async () => {
    await selects('equal', 'a_b', ['a_b']);
    await selects('equal', '50%', []);
    await selects('not_equal', 'a_b', not('a_b'));
  });
});

describe('STRING case folding, Turkish letters and padding', () => {
  it('folds Turkish capitals letter by letter (Ç→ç, Ğ→ğ, İ→i, I→i) and keeps dotless ı distinct', async () => {
    await selects('equal', 'ÇAĞRI', ['ÇAĞRI']);
    await selects('equal', 'çağrı', ['çağrı']);
    await selects('equal', 'çağri', ['ÇAĞRI']);
    await selects('contains', 'ağr', ['ÇAĞRI', 'çağrı']);
    await selects('equal', 'istanbul', ['İstanbul', 'istanbul', 'ISTANBUL']);
    await selects('begins_with', 'İST', ['İstanbul', 'istanbul', 'ISTANBUL']);
    await selects('begins_with', 'ı', ['ıstanbul']);
    await selects('ends_with', 'BUL', ['İstanbul', 'istanbul', 'ISTANBUL', 'ıstanbul']);
  });
  it('does not trim: padding is part of the text', async () => {
    await selects('equal', 'padded', []);
    await selects('contains', 'padded', ['  padded  ']);
    await selects('begins_with', ' ', ['  padded  ']);
    await selects('ends_with', ' ', ['  padded  ']);
  });
  it('compares a number value as its text', async () => {
    await selects('equal', 5000, ['5000']);
    await selects('begins_with', 50, ['50% off', '5000']);
  });
});
