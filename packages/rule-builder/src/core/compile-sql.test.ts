import { describe, expect, it } from 'vitest';
import type { RuleLeaf } from '@portcullis/api-client';
import { compileRuleToSql } from './compile-sql';
import { testSchema } from './fixtures.test-support';

const one = (property: string, operator: string, value: unknown): RuleLeaf => ({
  id: '1',
  group: false,
  propertygroup: 'Test',
  property,
  operator,
  value,
});

/** The SQL shapes an index can serve: no function or cast applied to a column that an index would key on. */
describe('compileRuleToSql writes index-friendly SQL', () => {
  it('compares a UTC day as a range on the timestamp column itself', () => {
    const day = (operator: string) => compileRuleToSql(one('born', operator, '2026-01-01'), testSchema);
    expect(day('is')).toEqual({
      sql: '(born >= $1::timestamptz AND born < $2::timestamptz)',
      params: ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z'],
    });
    expect(day('less')).toEqual({ sql: 'born < $1::timestamptz', params: ['2026-01-01T00:00:00.000Z'] });
    expect(day('less_or_equal')).toEqual({ sql: 'born < $1::timestamptz', params: ['2026-01-02T00:00:00.000Z'] });
    expect(day('greater')).toEqual({ sql: 'born >= $1::timestamptz', params: ['2026-01-02T00:00:00.000Z'] });
    expect(day('greater_or_equal')).toEqual({ sql: 'born >= $1::timestamptz', params: ['2026-01-01T00:00:00.000Z'] });
    // The last day of a year rolls over correctly; the value's own time of day does not matter.
    expect(compileRuleToSql(one('born', 'greater', '2025-12-31T18:30:00Z'), testSchema).params).toEqual([
      '2026-01-01T00:00:00.000Z',
    ]);
  });

  it('matches text through lower(column), the expression lower() indexes are built on', () => {
    expect(compileRuleToSql(one('email', 'begins_with', 'Ad_'), testSchema)).toEqual({
      sql: 'lower(email) LIKE lower($1)',
      params: ['Ad\\_%'],
    });
    expect(compileRuleToSql(one('email', 'contains', 'EXAMPLE'), testSchema).sql).toBe('lower(email) LIKE lower($1)');
    expect(compileRuleToSql(one('email', 'not_ends_with', '.org'), testSchema)).toEqual({
      sql: 'NOT COALESCE(lower(email) LIKE lower($1), false)',
      params: ['%.org'],
    });
  });
});
