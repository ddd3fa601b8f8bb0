import type { RuleGroup, RuleNode } from './types';
import { checkRule, type CheckedRule } from './checks';
import type { RuleSchema } from './schema';

export interface CompiledSql {
  /** A boolean SQL expression for a WHERE clause; values are $n parameters. */
  sql: string;
  params: unknown[];
}

/** Escapes LIKE wildcards (`%`, `_`) and the escape character so user text matches literally (`ESCAPE '\\'`, the default). */
export const escapeLike = (v: string): string => v.replace(/[\\%_]/g, (c) => '\\' + c);

function compileRule({ binding, family, operator, value }: CheckedRule, bind: (v: unknown) => string): string {
  const col = binding.column;
  switch (family) {
    case 'STRING': {
      if (operator === 'is_empty') return `(${col} IS NULL OR ${col} = '')`;
      if (operator === 'is_not_empty') return `(${col} IS NOT NULL AND ${col} <> '')`;
      // lower(col) LIKE lower(pattern) is what ILIKE does, written so that expression indexes on
      // lower(col) (btree text_pattern_ops for prefixes, pg_trgm for the rest) can serve it.
      const v = value as string;
      const positive =
        operator === 'equal' || operator === 'not_equal'
          ? `lower(${col}) = lower(${bind(v)})`
          : operator === 'begins_with' || operator === 'not_begins_with'
            ? `lower(${col}) LIKE lower(${bind(escapeLike(v) + '%')})`
            : operator === 'ends_with' || operator === 'not_ends_with'
              ? `lower(${col}) LIKE lower(${bind('%' + escapeLike(v))})`
              : `lower(${col}) LIKE lower(${bind('%' + escapeLike(v) + '%')})`;
      return operator.startsWith('not_') ? `NOT COALESCE(${positive}, false)` : positive;
    }
    case 'NUMBER':
    case 'DATE': {
      const sqlOp =
        operator === 'is'
          ? '='
          : operator === 'less'
            ? '<'
            : operator === 'less_or_equal'
              ? '<='
              : operator === 'greater'
                ? '>'
                : '>=';
      if (family === 'NUMBER') return `${col} ${sqlOp} ${bind(value)}::double precision`;
      if (binding.type === 'DATE') return utcDayRange(col, operator, value as string, bind);
      return `${col} ${sqlOp} ${bind(new Date(value as number).toISOString())}::timestamptz`;
    }
    case 'BOOLEAN':
      return `${col} = ${bind(value)}`;
    case 'ENUM': {
      const positive = `${col}::text = ANY(${bind(value)}::text[])`;
      return operator === 'in' ? positive : `NOT COALESCE(${positive}, false)`;
    }
    case 'ARRAY': {
      const size = `COALESCE(cardinality(${col}), 0)`;
      if (operator === 'any') return `${size} > 0`;
      if (operator === 'empty') return `${size} = 0`;
      const p = bind(value);
      if (operator === 'equal')
        return `(${size} > 0 AND COALESCE(${col}::text[] @> ${p}::text[] AND ${col}::text[] <@ ${p}::text[], false))`;
      const overlaps = `${col}::text[] && ${p}::text[]`;
      return operator === 'in' ? overlaps : `NOT COALESCE(${overlaps}, false)`;
    }
  }
}

/**
 * A UTC calendar-day comparison on a timestamptz column, as a range on the column itself (sargable:
 * an index on the column serves it), never a cast of the column to a date.
 */
function utcDayRange(col: string, operator: string, day: string, bind: (v: unknown) => string): string {
  const start = `${day}T00:00:00.000Z`;
  const next = new Date(Date.parse(start) + 86_400_000).toISOString();
  switch (operator) {
    case 'is':
      return `(${col} >= ${bind(start)}::timestamptz AND ${col} < ${bind(next)}::timestamptz)`;
    case 'less':
      return `${col} < ${bind(start)}::timestamptz`;
    case 'less_or_equal':
      return `${col} < ${bind(next)}::timestamptz`;
    case 'greater':
      return `${col} >= ${bind(next)}::timestamptz`;
    default: // greater_or_equal
      return `${col} >= ${bind(start)}::timestamptz`;
  }
}

/**
 * Positive predicates are left bare: a NULL in a WHERE clause, an AND or an OR behaves as false,
 * exactly like `evaluate`; only negations wrap their operand in COALESCE(…, false), because NOT NULL
 * is still NULL. Bare predicates also keep the planner's selectivity estimates intact.
 *
 * Compiles a rule tree to a parameterised WHERE expression for PostgreSQL. Columns come only from the
 * schema (an allow-list written by the server); every value is bound. Parameters are numbered from
 * `startIndex` so the caller can put its own first.
 */
export function compileRuleToSql(
  node: RuleNode | RuleGroup,
  schema: RuleSchema,
  options: { startIndex?: number } = {},
): CompiledSql {
  const params: unknown[] = [];
  const first = options.startIndex ?? 1;
  const bind = (v: unknown) => {
    params.push(v);
    return `$${first + params.length - 1}`;
  };
  const walk = (n: RuleNode | RuleGroup): string => {
    if (n.group) {
      if (n.rules.length === 0) return n.type === 'AND' ? 'TRUE' : 'FALSE';
      return `(${n.rules.map(walk).join(n.type === 'AND' ? ' AND ' : ' OR ')})`;
    }
    return compileRule(checkRule(n, schema), bind);
  };
  return { sql: walk(node), params };
}
