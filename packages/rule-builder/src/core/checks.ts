import type { RuleLeaf } from './types';
import { operatorFamily, operatorsFor, VALUELESS_OPERATORS, type OperatorFamily, type OperatorName } from './operators';
import { RuleValidationError, type PropertyBinding, type RuleSchema } from './schema';

/** A leaf rule resolved against the schema: what evaluate and compile both work from. */
export interface CheckedRule {
  binding: PropertyBinding;
  family: OperatorFamily;
  operator: OperatorName;
  /** The value converted for the family: string, number, boolean, epoch ms / UTC day, or a list. */
  value: unknown;
}

const isBlank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** UTC calendar day "YYYY-MM-DD" of a date value, or null. */
export function utcDay(value: unknown): string | null {
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

/** Validates one leaf (complete, known property, operator of its family, usable value) and converts its value. */
export function checkRule(rule: RuleLeaf, schema: RuleSchema): CheckedRule {
  if (!rule.property) throw new RuleValidationError('Choose a property.', rule.id);
  const binding = Object.prototype.hasOwnProperty.call(schema, rule.property) ? schema[rule.property] : undefined;
  if (!binding) throw new RuleValidationError(`Unknown property "${rule.property}".`, rule.id);
  if (!rule.operator) throw new RuleValidationError('Choose an operator.', rule.id);
  const family = operatorFamily(binding.type, binding.isMultiple);
  const operator = operatorsFor(binding.type, binding.isMultiple).find((o) => o.name === rule.operator)?.name;
  if (!operator)
    throw new RuleValidationError(`"${rule.operator}" does not apply to ${binding.type} properties.`, rule.id);
  if (VALUELESS_OPERATORS.has(operator)) return { binding, family, operator, value: null };
  const raw = rule.value;
  if (isBlank(raw)) throw new RuleValidationError('Enter a value.', rule.id);
  switch (family) {
    case 'STRING':
      if (typeof raw !== 'string' && typeof raw !== 'number') throw new RuleValidationError('Enter text.', rule.id);
      return { binding, family, operator, value: String(raw) };
    case 'NUMBER': {
      const n = typeof raw === 'number' ? raw : Number(raw);
      if (!Number.isFinite(n)) throw new RuleValidationError('Enter a number.', rule.id);
      return { binding, family, operator, value: n };
    }
    case 'BOOLEAN':
      if (typeof raw === 'boolean') return { binding, family, operator, value: raw };
      if (raw === 'true' || raw === 'false') return { binding, family, operator, value: raw === 'true' };
      throw new RuleValidationError('Choose true or false.', rule.id);
    case 'DATE': {
      if (binding.type === 'DATE') {
        const day = utcDay(raw);
        if (!day) throw new RuleValidationError('Enter a valid date.', rule.id);
        return { binding, family, operator, value: day };
      }
      const ms = new Date(String(raw)).getTime();
      if (Number.isNaN(ms)) throw new RuleValidationError('Enter a valid date and time.', rule.id);
      return { binding, family, operator, value: ms };
    }
    case 'ARRAY':
    case 'ENUM': {
      const list = (Array.isArray(raw) ? raw : [raw]).map(String);
      return { binding, family, operator, value: list };
    }
  }
}
