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

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Epoch milliseconds of a Date or an ISO 8601 date / date-time string, else NaN. Impossible dates
 * (February 30, month 13, hour 24, minute 60) are refused rather than rolled over as `Date.parse`
 * does. Decision: a date-time without an offset is read as UTC, so the server and every browser read
 * the same instant whatever their time zone (the value editor always writes UTC).
 */
export function parseInstant(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string') return Number.NaN;
  const m = ISO_DATE_TIME.exec(value.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = m as unknown as string[];
  // Date.parse refuses month 13 and minute or second 60, but rolls February 30 over to March and
  // reads hour 24 as the next day: those two are refused here.
  if (new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDate() !== Number(d) || Number(h) > 23)
    return Number.NaN;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}.${fraction.padEnd(3, '0').slice(0, 3)}${offset}`);
}

/** UTC calendar day "YYYY-MM-DD" of a date value (a Date, an ISO string or epoch ms), or null. */
export function utcDay(value: unknown): string | null {
  const ms = typeof value === 'number' ? value : parseInstant(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : null;
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
      // Number(' ') is 0 and Number(true) is 1: only a number or decimal text is a number here.
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && DECIMAL.test(raw.trim()) ? Number(raw) : NaN;
      if (!Number.isFinite(n)) throw new RuleValidationError('Enter a number.', rule.id);
      return { binding, family, operator, value: n };
    }
    case 'BOOLEAN':
      if (typeof raw === 'boolean') return { binding, family, operator, value: raw };
      if (raw === 'true' || raw === 'false') return { binding, family, operator, value: raw === 'true' };
      throw new RuleValidationError('Choose true or false.', rule.id);
    case 'DATE': {
      const ms = parseInstant(raw);
      if (binding.type === 'DATE') {
        if (Number.isNaN(ms)) throw new RuleValidationError('Enter a valid date.', rule.id);
        return { binding, family, operator, value: utcDay(ms) };
      }
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
