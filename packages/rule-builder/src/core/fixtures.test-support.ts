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
