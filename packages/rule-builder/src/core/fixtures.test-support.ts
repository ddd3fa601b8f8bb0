import type { PGlite } from '@electric-sql/pglite';
import type { RuleLeaf } from './types';
import { compileRuleToSql } from './compile-sql';
import { evaluate } from './evaluate';
import type { RuleSchema } from './schema';

/** The schema the tests use: one property of every type, mapped to the test table's columns. */
export const testSchema: RuleSchema = {
  name: { type: 'STRING', column: 'name' },
  email: { type: 'STRING', column: 'email' },
  age: { type: 'NUMBER', column: 'age' },
  isActive: { type: 'BOOLEAN', column: 'is_active' },
  born: { type: 'DATE', column: 'born' },
  lastSeen: { type: 'DATETIME', column: 'last_seen' },
  department: { type: 'SELECT', column: 'department' },
  tags: { type: 'SELECT', isMultiple: true, column: 'tags' },
};

export const TEST_TABLE_SQL = `CREATE TABLE subjects (
  id int PRIMARY KEY, name text, email text, age double precision, is_active boolean,
  born timestamptz, last_seen timestamptz, department text, tags text[])`;

/** One row of an edge table: a label to assert on and the property's value in that row. */
export interface EdgeRow {
  label: string;
  value: unknown;
}

/** What one rule selects from an edge table, by the compiled SQL on PGlite and by `evaluate` in memory. */
export interface EdgeSelection {
  sql: string[];
  memory: string[];
}

/**
 * Creates a PGlite table holding one property's edge values, one row each, and returns a probe that
 * checks a single rule (not inside a tree) both ways and returns the labels each selects, in row order.
 */
export async function edgeTable(db: PGlite, property: string, rows: readonly EdgeRow[]) {
  const table = `edge_${property.toLowerCase()}`;
  const column = testSchema[property]!.column;
  await db.exec(`CREATE TABLE ${table} (pos int PRIMARY KEY, label text NOT NULL, name text, email text,
    age double precision, is_active boolean, born timestamptz, last_seen timestamptz, department text, tags text[])`);
  for (const [pos, row] of rows.entries())
    await db.query(`INSERT INTO ${table} (pos, label, ${column}) VALUES ($1, $2, $3)`, [pos, row.label, row.value]);
  return async (operator: string, value: unknown = null): Promise<EdgeSelection> => {
    const rule: RuleLeaf = { id: 'r', group: false, propertygroup: 'user', property, operator, value };
    const { sql, params } = compileRuleToSql(rule, testSchema);
    const result = await db.query<{ label: string }>(`SELECT label FROM ${table} WHERE ${sql} ORDER BY pos`, params);
    return {
      sql: result.rows.map((r) => r.label),
      memory: rows.filter((r) => evaluate(rule, { [property]: r.value }, testSchema)).map((r) => r.label),
    };
  };
}

/** The labels of `rows` except the given ones, in row order (the complement a negative operator selects). */
export const labelsExcept = (rows: readonly EdgeRow[], ...except: string[]) =>
  rows.map((r) => r.label).filter((l) => !except.includes(l));
