import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PGlite } from '@electric-sql/pglite';
import type { RuleGroup, RuleNode } from './types';
import { evaluate } from './evaluate';
import { compileRuleToSql } from './compile-sql';
import { operatorsFor } from './operators';
import { testSchema, TEST_TABLE_SQL } from './fixtures.test-support';

/**
 * The differential property: for random trees and random subjects, the in-memory evaluator and the
 * compiled SQL (run on real PGlite) select exactly the same subjects.
 */
const SEED = 20261122;
const text = fc.oneof(fc.constant(null), fc.constant(''), fc.stringMatching(/^[aAbB_%\\ ]{0,4}$/));
const instant = fc.constantFrom(
  '2026-01-01T00:00:00.000Z',
  '2026-01-01T23:59:59.000Z',
  '2026-01-02T00:00:00.000Z',
  '2025-12-31T23:30:00.000Z',
  '2026-06-15T12:00:00.000Z',
);
const subjectArb = fc.record({
  name: text,
  email: text,
  age: fc.oneof(fc.constant(null), fc.integer({ min: -3, max: 3 }), fc.constantFrom(0.5, 2.5)),
  isActive: fc.oneof(fc.constant(null), fc.boolean()),
  born: fc.oneof(fc.constant(null), instant),
  lastSeen: fc.oneof(fc.constant(null), instant),
  department: fc.oneof(fc.constant(null), fc.constantFrom('eng', 'ops', 'HR')),
  tags: fc.oneof(fc.constant(null), fc.uniqueArray(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 })),
});
type SubjectRow = typeof subjectArb extends fc.Arbitrary<infer T> ? T : never;

const valueFor = (property: string): fc.Arbitrary<unknown> => {
  switch (testSchema[property]!.type) {
    case 'STRING':
      return fc.stringMatching(/^[aAbB_%\\]{1,3}$/);
    case 'NUMBER':
      return fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constant(0.5));
    case 'BOOLEAN':
      return fc.boolean();
    case 'DATE':
    case 'DATETIME':
      return instant;
    default:
      return testSchema[property]!.isMultiple
        ? fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'z'), { minLength: 1, maxLength: 3 })
        : fc.uniqueArray(fc.constantFrom('eng', 'ops', 'HR', 'x'), { minLength: 1, maxLength: 2 });
  }
};

let nextId = 0;
const leafArb: fc.Arbitrary<RuleNode> = fc.constantFrom(...Object.keys(testSchema)).chain((property) => {
  const binding = testSchema[property]!;
  return fc
    .tuple(fc.constantFrom(...operatorsFor(binding.type, binding.isMultiple).map((o) => o.name)), valueFor(property))
    .map(([operator, value]) => ({
      id: `r${nextId++}`,
      group: false as const,
      propertygroup: 'user',
      property,
      operator,
      value,
    }));
});
const treeArb: fc.Arbitrary<RuleGroup> = fc.letrec<{ group: RuleGroup; node: RuleNode }>((tie) => ({
  group: fc.record({
    id: fc.constant('g'),
    group: fc.constant(true as const),
    type: fc.constantFrom('AND' as const, 'OR' as const),
    rules: fc.array(tie('node'), { maxLength: 4 }),
  }),
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leafArb, tie('group')),
})).group;

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await db.exec(TEST_TABLE_SQL);
}, 120_000); // PGlite starts in seconds, more while the other PGlite test files start beside it
afterAll(async () => db?.close());

async function load(subjects: SubjectRow[]) {
  await db.exec('DELETE FROM subjects');
  for (const [i, s] of subjects.entries()) {
    await db.query('INSERT INTO subjects VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
      i,
      s.name,
      s.email,
      s.age,
      s.isActive,
      s.born,
      s.lastSeen,
      s.department,
      s.tags,
    ]);
  }
}

describe('evaluate and compiled SQL agree', () => {
  it('select the same subjects for random trees (seeded)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(subjectArb, { minLength: 1, maxLength: 25 }), treeArb, async (subjects, tree) => {
        await load(subjects);
        const { sql, params } = compileRuleToSql(tree, testSchema);
        const rows = await db.query<{ id: number }>(`SELECT id FROM subjects WHERE ${sql} ORDER BY id`, params);
        const expected = subjects.map((s, i) => (evaluate(tree, s, testSchema) ? i : -1)).filter((i) => i >= 0);
        expect(rows.rows.map((r) => r.id)).toEqual(expected);
      }),
      { seed: SEED, numRuns: 150 },
    );
  }, 180_000); // 150 trees against PGlite: bounded by runs, the limit only catches a hang
});
