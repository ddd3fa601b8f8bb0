import { describe, expect, it } from 'vitest';
import type { RuleGroup, RuleNode, RulePropertyType } from './types';
import { compileRuleToSql } from './compile-sql';
import { RuleValidationError, schemaFromProperties } from './schema';
import { testSchema } from './fixtures.test-support';

/** The exact SQL text and parameters per operator: what the server runs, without a database. */
const leaf = (property: string, operator: string, value: unknown = null): RuleNode => ({
  id: `${property}-${operator}`,
  group: false,
  propertygroup: 'user',
  property,
  operator,
  value,
});
const group = (type: 'AND' | 'OR', ...rules: RuleNode[]): RuleGroup => ({ id: 'g', group: true, type, rules });
const sqlOf = (property: string, operator: string, value?: unknown) =>
  compileRuleToSql(leaf(property, operator, value), testSchema);

describe('compileRuleToSql: STRING', () => {
  it('equals and not equals compare lower-cased text, the negation NULL-safe', () => {
    expect(sqlOf('name', 'equal', 'Ada')).toEqual({ sql: 'lower(name) = lower($1)', params: ['Ada'] });
    expect(sqlOf('name', 'not_equal', 'Ada')).toEqual({
      sql: 'NOT COALESCE(lower(name) = lower($1), false)',
      params: ['Ada'],
    });
  });
  it('begins with, ends with and contains match lower(column) LIKE an escaped pattern (what ILIKE does, index-friendly)', () => {
    expect(sqlOf('name', 'begins_with', 'a_%\\')).toEqual({
      sql: 'lower(name) LIKE lower($1)',
      params: ['a\\_\\%\\\\%'],
    });
    expect(sqlOf('name', 'ends_with', 'a_%\\')).toEqual({
      sql: 'lower(name) LIKE lower($1)',
      params: ['%a\\_\\%\\\\'],
    });
    expect(sqlOf('name', 'contains', 'a_%\\')).toEqual({
      sql: 'lower(name) LIKE lower($1)',
      params: ['%a\\_\\%\\\\%'],
    });
  });
  it('their negations wrap the same pattern in NOT COALESCE(…, false)', () => {
    expect(sqlOf('name', 'not_begins_with', 'x')).toEqual({
      sql: 'NOT COALESCE(lower(name) LIKE lower($1), false)',
      params: ['x%'],
    });
    expect(sqlOf('name', 'not_ends_with', 'x')).toEqual({
      sql: 'NOT COALESCE(lower(name) LIKE lower($1), false)',
      params: ['%x'],
    });
    expect(sqlOf('name', 'not_contains', 'x')).toEqual({
      sql: 'NOT COALESCE(lower(name) LIKE lower($1), false)',
      params: ['%x%'],
    });
  });
  it('is empty and is not empty test NULL and the empty text and bind nothing', () => {
    expect(sqlOf('email', 'is_empty')).toEqual({ sql: "(email IS NULL OR email = '')", params: [] });
    expect(sqlOf('email', 'is_not_empty')).toEqual({ sql: "(email IS NOT NULL AND email <> '')", params: [] });
  });
});

describe('compileRuleToSql: NUMBER, DATE, DATETIME, BOOLEAN', () => {
  it('maps is / lower than / lower than equal / greater than / greater than equal to = < <= > >=', () => {
    const ops = { is: '=', less: '<', less_or_equal: '<=', greater: '>', greater_or_equal: '>=' };
    for (const [operator, sql] of Object.entries(ops)) {
      expect(sqlOf('age', operator, '7')).toEqual({ sql: `age ${sql} $1::double precision`, params: [7] });
      expect(sqlOf('lastSeen', operator, '2026-01-01T10:00:00+02:00')).toEqual({
        sql: `last_seen ${sql} $1::timestamptz`,
        params: ['2026-01-01T08:00:00.000Z'],
      });
    }
  });
  it('compares a DATE (a UTC day) as a range on the timestamp column itself, never a cast of the column', () => {
    const day = (operator: string) => sqlOf('born', operator, '2026-01-01T10:00:00Z');
    expect(day('is')).toEqual({
      sql: '(born >= $1::timestamptz AND born < $2::timestamptz)',
      params: ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z'],
    });
    expect(day('less')).toEqual({ sql: 'born < $1::timestamptz', params: ['2026-01-01T00:00:00.000Z'] });
    expect(day('less_or_equal')).toEqual({ sql: 'born < $1::timestamptz', params: ['2026-01-02T00:00:00.000Z'] });
    expect(day('greater')).toEqual({ sql: 'born >= $1::timestamptz', params: ['2026-01-02T00:00:00.000Z'] });
    expect(day('greater_or_equal')).toEqual({ sql: 'born >= $1::timestamptz', params: ['2026-01-01T00:00:00.000Z'] });
    // The last day of a year rolls over; the value's own time of day does not matter.
    expect(sqlOf('born', 'greater', '2025-12-31T23:30:00Z').params).toEqual(['2026-01-01T00:00:00.000Z']);
  });
  it('binds a BOOLEAN as a boolean', () => {
    expect(sqlOf('isActive', 'is', 'false')).toEqual({ sql: 'is_active = $1', params: [false] });
  });
});

describe('compileRuleToSql: ENUM and ARRAY', () => {
  it('ENUM in is ANY of a text array; not in is its NULL-safe negation', () => {
    expect(sqlOf('department', 'in', ['eng'])).toEqual({
      sql: 'department::text = ANY($1::text[])',
      params: [['eng']],
    });
    expect(sqlOf('department', 'not_in', 'eng')).toEqual({
      sql: 'NOT COALESCE(department::text = ANY($1::text[]), false)',
      params: [['eng']],
    });
  });
  it('ARRAY any / empty count the elements, NULL counting as none', () => {
    expect(sqlOf('tags', 'any')).toEqual({ sql: 'COALESCE(cardinality(tags), 0) > 0', params: [] });
    expect(sqlOf('tags', 'empty')).toEqual({ sql: 'COALESCE(cardinality(tags), 0) = 0', params: [] });
  });
  it('ARRAY equals needs both containments on a non-empty array; in overlaps; not in does not', () => {
    expect(sqlOf('tags', 'equal', ['a', 'b'])).toEqual({
      sql: '(COALESCE(cardinality(tags), 0) > 0 AND COALESCE(tags::text[] @> $1::text[] AND tags::text[] <@ $1::text[], false))',
      params: [['a', 'b']],
    });
    expect(sqlOf('tags', 'in', ['a'])).toEqual({ sql: 'tags::text[] && $1::text[]', params: [['a']] });
    expect(sqlOf('tags', 'not_in', ['a'])).toEqual({
      sql: 'NOT COALESCE(tags::text[] && $1::text[], false)',
      params: [['a']],
    });
  });
});

describe('compileRuleToSql: groups and parameter numbering', () => {
  it('an empty AND group is TRUE and an empty OR group is FALSE', () => {
    expect(compileRuleToSql(group('AND'), testSchema)).toEqual({ sql: 'TRUE', params: [] });
    expect(compileRuleToSql(group('OR'), testSchema)).toEqual({ sql: 'FALSE', params: [] });
  });
  it('joins a group’s rules with its own AND or OR inside parentheses, nested groups too', () => {
    const tree = group(
      'OR',
      leaf('age', 'less', 3),
      group('AND', leaf('name', 'equal', 'x'), leaf('isActive', 'is', true)),
      group('AND'),
    );
    expect(compileRuleToSql(tree, testSchema)).toEqual({
      sql: '(age < $1::double precision OR (lower(name) = lower($2) AND is_active = $3) OR TRUE)',
      params: [3, 'x', true],
    });
  });
  it('numbers parameters from 1, or from startIndex so the caller can bind its own first', () => {
    const tree = group('AND', leaf('age', 'is', 1), leaf('name', 'equal', 'a'));
    expect(compileRuleToSql(tree, testSchema).sql).toBe('(age = $1::double precision AND lower(name) = lower($2))');
    expect(compileRuleToSql(tree, testSchema, { startIndex: 4 }).sql).toBe(
      '(age = $4::double precision AND lower(name) = lower($5))',
    );
  });
});

describe('schemaFromProperties and RuleValidationError', () => {
  it('binds only properties that have a column, with their type and multiple flag', () => {
    const property = (name: string, type: RulePropertyType, multiple?: boolean) => ({
      name,
      title: name,
      type,
      propertygroup: 'user',
      operators: [],
      ...(multiple === undefined ? {} : { options: { multiple } }),
    });
    expect(
      schemaFromProperties(
        [
          property('name', 'STRING'),
          property('tags', 'SELECT', true),
          property('dept', 'SELECT', false),
          property('x', 'NUMBER'),
        ],
        { name: 'u.name', tags: 'u.tags', dept: 'u.dept' },
      ),
    ).toEqual({
      name: { type: 'STRING', isMultiple: false, column: 'u.name' },
      tags: { type: 'SELECT', isMultiple: true, column: 'u.tags' },
      dept: { type: 'SELECT', isMultiple: false, column: 'u.dept' },
    });
  });
  it('names its error and keeps the rule id', () => {
    const error = new RuleValidationError('Enter a value.', 'r7');
    expect(error).toMatchObject({ name: 'RuleValidationError', message: 'Enter a value.', ruleId: 'r7' });
    expect(new RuleValidationError('x').ruleId).toBeNull();
  });
});
