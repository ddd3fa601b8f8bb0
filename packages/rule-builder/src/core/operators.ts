import type { RulePropertyType } from './types';

/** Operator families of spec §5. */
export type OperatorFamily = 'STRING' | 'ARRAY' | 'BOOLEAN' | 'DATE' | 'NUMBER' | 'ENUM';

export type OperatorName =
  | 'equal'
  | 'not_equal'
  | 'begins_with'
  | 'not_begins_with'
  | 'ends_with'
  | 'not_ends_with'
  | 'contains'
  | 'not_contains'
  | 'is_empty'
  | 'is_not_empty'
  | 'any'
  | 'empty'
  | 'in'
  | 'not_in'
  | 'is'
  | 'less'
  | 'less_or_equal'
  | 'greater'
  | 'greater_or_equal';

export interface OperatorDef {
  name: OperatorName;
  title: string;
  /** Operators with no value input are hidden from the value editor (spec §5). */
  hide: boolean;
}

const op = (name: OperatorName, title: string, hide = false): OperatorDef => ({ name, title, hide });

/** Spec §5 "Rule operators by data type", in the spec's order. */
export const OPERATORS: Readonly<Record<OperatorFamily, readonly OperatorDef[]>> = {
  STRING: [
    op('equal', 'equals'),
    op('not_equal', 'not equals'),
    op('begins_with', 'begins with'),
    op('not_begins_with', 'not begins with'),
    op('ends_with', 'ends with'),
    op('not_ends_with', 'not ends with'),
    op('contains', 'contains'),
    op('not_contains', 'not contains'),
    op('is_empty', 'is empty', true),
    op('is_not_empty', 'is not empty', true),
  ],
  ARRAY: [
    op('equal', 'equals'),
    op('any', 'any', true),
    op('empty', 'empty', true),
    op('in', 'in'),
    op('not_in', 'not in'),
  ],
  BOOLEAN: [op('is', 'is')],
  DATE: [
    op('is', 'is'),
    op('less', 'lower than'),
    op('less_or_equal', 'lower than equal'),
    op('greater', 'greater than'),
    op('greater_or_equal', 'greater than equal'),
  ],
  NUMBER: [
    op('is', 'is'),
    op('less', 'lower than'),
    op('less_or_equal', 'lower than equal'),
    op('greater', 'greater than'),
    op('greater_or_equal', 'greater than equal'),
  ],
  ENUM: [op('in', 'in'), op('not_in', 'not in')],
};

/**
 * What each operator does to a property holding several values (OBJECT and multiple SELECT, the
 * ARRAY family of spec §5), in the words the builder shows as help: "equals" and "in" read alike
 * but differ (exact set vs. at least one shared value).
 */
export const ARRAY_OPERATOR_HELP: Readonly<Partial<Record<OperatorName, string>>> = {
  equal: 'Has exactly the chosen values, no more and no fewer.',
  any: 'Has at least one value, whichever it is.',
  empty: 'Has no value at all.',
  in: 'Has at least one of the chosen values.',
  not_in: 'Has none of the chosen values (or no value at all).',
};

/** ENUM (single SELECT) operators: the one value is, or is not, among the chosen ones. */
export const ENUM_OPERATOR_HELP: Readonly<Partial<Record<OperatorName, string>>> = {
  in: 'Is one of the chosen values.',
  not_in: 'Is none of the chosen values, or is not set.',
};

/** Names of the operators that take no value. */
export const VALUELESS_OPERATORS: ReadonlySet<OperatorName> = new Set(['is_empty', 'is_not_empty', 'any', 'empty']);

/**
 * The operator family of a property. Decision (the spec names property types and operator families
 * separately): DATE and DATETIME use DATE; SELECT with `multiple` and OBJECT (a set of linked objects)
 * use ARRAY; a single SELECT uses ENUM.
 */
export function operatorFamily(type: RulePropertyType, isMultiple = false): OperatorFamily {
  switch (type) {
    case 'STRING':
      return 'STRING';
    case 'NUMBER':
      return 'NUMBER';
    case 'BOOLEAN':
      return 'BOOLEAN';
    case 'DATE':
    case 'DATETIME':
      return 'DATE';
    case 'SELECT':
      return isMultiple ? 'ARRAY' : 'ENUM';
    case 'OBJECT':
      return 'ARRAY';
  }
}

export const operatorsFor = (type: RulePropertyType, isMultiple = false) => OPERATORS[operatorFamily(type, isMultiple)];
