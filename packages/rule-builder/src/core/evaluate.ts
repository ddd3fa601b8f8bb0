import type { RuleGroup, RuleNode } from './types';
import { checkRule, parseInstant, utcDay, type CheckedRule } from './checks';
import type { RuleSchema } from './schema';

/** A user (or any subject) as property name → value; missing means null. */
export type Subject = Readonly<Record<string, unknown>>;

/**
 * Lower-cases every letter by its own simple Unicode mapping (Ç → ç, İ → i, I → i; ı stays ı), as
 * PostgreSQL's lower() and ILIKE do under a UTF-8 character type (PGlite's, and a default install's),
 * so `evaluate` and the compiled SQL agree on Turkish and other non-ASCII letters. Under the C locale
 * PostgreSQL folds ASCII letters only. Letter by letter (not String.toLowerCase on the whole text),
 * because that maps İ to two characters and Σ by its context.
 */
export const foldCase = (s: string) => s.replace(/[\p{Lu}\p{Lt}]/gu, (c) => (c === '\u0130' ? 'i' : c.toLowerCase()));

/** A subject's date as epoch ms: Dates and ISO strings (offset-less means UTC) or epoch ms; else NaN. */
const subjectInstant = (v: unknown) => (typeof v === 'number' ? v : parseInstant(v));

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
      // A value that is missing or unreadable (not a number, not a date) matches no comparison, as NULL in SQL.
      let left: number | string | null;
      if (family === 'NUMBER')
        left = typeof actual === 'number' ? actual : typeof actual === 'string' && actual.trim() ? Number(actual) : NaN;
      else if (binding.type === 'DATE') left = utcDay(actual);
      else left = subjectInstant(actual);
      if (left === null || Number.isNaN(left)) return false;
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
      // checkRule refuses an empty list, so an empty or missing array never equals the wanted one.
      if (operator === 'equal') return held.every((h) => wanted.includes(h)) && wanted.every((w) => held.includes(w));
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
    // Every child is evaluated, without short-circuit, so an invalid rule is refused for every
    // subject (as compileRuleToSql refuses it) rather than only for those the rules before it miss.
    const results = node.rules.map((child) => evaluate(child, subject, schema));
    return node.type === 'AND' ? results.every(Boolean) : results.some(Boolean);
  }
  return evaluateRule(checkRule(node, schema), subject, node.property!);
}
