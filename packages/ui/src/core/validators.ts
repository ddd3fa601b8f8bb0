import { parseDateValue } from './dates';
import { formatMessage, uiMessages } from './messages';

/** A validator returns an error message, or null when the value is valid. */
export type Validator<T = unknown> = (value: T) => string | null;

/**
 * The required message of §5: '{field} is required.', '{field}s are required.' when plural,
 * else 'This field is required.' when no field name is given.
 */
export function requiredMessage(field?: string, isPlural = false): string {
  if (!field) return uiMessages.requiredGeneric;
  return formatMessage(isPlural ? uiMessages.requiredPlural : uiMessages.requiredSingular, { field });
}

/** True for null, undefined, blank strings and empty arrays. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Builds the required validator for a field (see {@link requiredMessage}). */
export function requiredValidator(field?: string, isPlural = false): Validator {
  return (value) => (isEmptyValue(value) ? requiredMessage(field, isPlural) : null);
}

/**
 * expiration-date validator (§5): the value must be a future date, else 'You should select future date.'
 * Empty values pass: combine with the required validator to demand a value.
 */
export function validateExpirationDate(value: unknown, now: Date = new Date()): string | null {
  if (isEmptyValue(value)) return null;
  // The minimum date (§9's "no date") is in the past, so it fails here too.
  const date = parseDateValue(value as string | Date);
  return date && date.getTime() > now.getTime() ? null : uiMessages.expirationDateInvalid;
}

/** json validator (§5): the text must parse as JSON, else 'You should type as JSON.' Empty passes. */
export function validateJson(value: unknown): string | null {
  if (isEmptyValue(value)) return null;
  if (typeof value !== 'string') return uiMessages.jsonInvalid;
  try {
    JSON.parse(value);
    return null;
  } catch {
    return uiMessages.jsonInvalid;
  }
}

const monthNames = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const weekdayNames = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

interface CronField {
  min: number;
  max: number;
  /** Names standing for numbers, the first name meaning `min`. */
  names?: string[];
}

/** Field bounds of §5: minute 0-59, hour 0-23, day 1-31, month 1-12 (names), weekday 0-6 (names). */
const cronFields: CronField[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: monthNames },
  { min: 0, max: 6, names: weekdayNames },
];
const secondsField: CronField = { min: 0, max: 59 };

function parseCronValue(token: string, field: CronField): number | null {
  if (/^\d+$/.test(token)) {
    const n = Number(token);
    return n >= field.min && n <= field.max ? n : null;
  }
  const index = field.names?.indexOf(token.toUpperCase()) ?? -1;
  return index >= 0 ? field.min + index : null;
}

function isValidCronItem(item: string, field: CronField): boolean {
  // split gives at least one piece; an empty range ('/5') matches no value below.
  const [range, step, ...extra] = item.split('/') as [string, string?, ...string[]];
  if (extra.length > 0) return false;
  if (step !== undefined && !(/^\d+$/.test(step) && Number(step) >= 1 && Number(step) <= field.max)) return false;
  if (range === '*') return true;
  const bounds = range.split('-');
  if (bounds.length > 2) return false;
  const values = bounds.map((b) => parseCronValue(b, field));
  if (values.some((v) => v === null)) return false;
  return values.length === 1 || (values[0] as number) <= (values[1] as number);
}

/**
 * True when `expression` is a cron of five fields (minute hour day month weekday), or six with
 * seconds first; each field may be `*`, a value, a range `a-b`, a list `a,b`, a step `x/n`, and
 * month and weekday may use names (JAN…DEC, SUN…SAT).
 */
export function isValidCron(expression: string): boolean {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5 && parts.length !== 6) return false;
  const fields = parts.length === 6 ? [secondsField, ...cronFields] : cronFields;
  return parts.every((part, i) => {
    const field = fields[i] as CronField;
    return part.split(',').every((item) => isValidCronItem(item, field));
  });
}

/** cron validator (§5): 'You should type valid cron.' for an invalid expression. Empty passes. */
export function validateCron(value: unknown): string | null {
  if (isEmptyValue(value)) return null;
  return typeof value === 'string' && isValidCron(value) ? null : uiMessages.cronInvalid;
}

/** Runs validators in order and returns the first message, or null. */
export function runValidators<T>(value: T, validators: ReadonlyArray<Validator<T>>): string | null {
  for (const validate of validators) {
    const message = validate(value);
    if (message) return message;
  }
  return null;
}
