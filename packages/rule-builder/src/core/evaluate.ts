import type { RuleGroup, RuleNode } from './types';
import { checkRule, utcDay, type CheckedRule } from './checks';
import type { RuleSchema } from './schema';

/** A user (or any subject) as property name → value; missing means null. */
export type Subject = Readonly<Record<string, unknown>>;

/** Lower-cases ASCII letters only, as PostgreSQL's lower() does in the C collation (see README). */
export const foldCase = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

function compare(a: number | string, b: number | string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function evaluateRule({ binding, family, operator, value }: CheckedRule, subject: Subject, property: string): boolean {
  const actual = subject[property];
  switch (family) {
    case 'STRING': {
      const s = actual === null || actual === undefined ? null : foldCase(String(actual));
      if (operator === 'is_empty') return s === null || s === '';
      if (operator === 'is_not_empty') return s !== null && s !== '';
      const v = foldCase(value as string);
      const positive =
        s !== null &&
        (operator === 'equal' || operator === 'not_equal'
          ? s === v
          : operator === 'begins_with' || operator === 'not_begins_with'
            ? s.startsWith(v)
            : operator === 'ends_with' || operator === 'not_ends_with'
              ? s.endsWith(v)
              : s.includes(v));
      return operator.startsWith('not_') ? !positive : positive;
    }
    case 'NUMBER':
    case 'DATE': {
      if (actual === null || actual === undefined) return false;
      let left: number | string;
      if (family === 'NUMBER') left = Number(actual);
      else if (binding.type === 'DATE') left = utcDay(actual) ?? '';
      else left = new Date(actual as string).getTime();
      const c = compare(left, value as number | string);
      return operator === 'is'
        ? c === 0
        : operator === 'less'
          ? c < 0
          : operator === 'less_or_equal'
            ? c <= 0
            : operator === 'greater'
              ? c > 0
              : c >= 0;
    }
    case 'BOOLEAN':
      return actual === value;
    case 'ENUM': {
      const isIn = actual !== null && actual !== undefined && (value as string[]).includes(String(actual));
      return operator === 'in' ? isIn : !isIn;
    }
    case 'ARRAY': {
      const held = Array.isArray(actual) ? actual.map(String) : [];
      if (operator === 'any') return held.length > 0;
      if (operator === 'empty') return held.length === 0;
      const wanted = value as string[];
      if (operator === 'equal')
        return held.length > 0 && held.every((h) => wanted.includes(h)) && wanted.every((w) => held.includes(w));
      const overlaps = held.some((h) => wanted.includes(h));
      return operator === 'in' ? overlaps : !overlaps;
    }
  }
}

/**
 * Evaluates a rule tree for one subject in memory. AND of nothing is true, OR of nothing is false.
 * Throws RuleValidationError for an incomplete or invalid rule, like compileRuleToSql.
 */
export function evaluate(node: RuleNode | RuleGroup, subject: Subject, schema: RuleSchema): boolean {
  if (node.group) {
    return node.type === 'AND'
      ? node.rules.every((child) => evaluate(child, subject, schema))
      : node.rules.some((child) => evaluate(child, subject, schema));
  }
  return evaluateRule(checkRule(node, schema), subject, node.property!);
}
