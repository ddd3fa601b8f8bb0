import { formFieldNames, type AnyResource } from './define';
import type { AnyField, Fields, TextFormat } from './fields';
import { isTimeZone, rangeProblem } from './network';

/** One problem of a save, beside its field (the envelope's error items carry the same shape). */
export interface FieldProblem {
  Field: string;
  Message: string;
}

/** Control, bidirectional-override and zero-width characters: never allowed in names and titles. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why a text breaks its field's format, or null. */
export function formatProblem(format: TextFormat | undefined, title: string, value: string): string | null {
  if (format === 'cidr') {
    const problem = rangeProblem(value);
    return problem ? `${title}: ${problem}` : null;
  }
  if (format === 'timeZone' && !isTimeZone(value.trim()))
    return `${title} must be a time zone such as Europe/Istanbul.`;
  return null;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Spec §5 required message. */
export const requiredText = (title: string) => `${title} is required.`;

/**
 * Checks one value against its field; returns the message of the first rule it breaks, or null.
 * The console shows it beside the field before saving; the server checks the same on every save.
 */
export function checkFieldValue(f: AnyField, value: unknown, isCreate = true): string | null {
  if (f.isReadOnly) return null;
  if (f.kind === 'itemList') return checkItemList(f, value);
  if (f.kind === 'json')
    return isEmpty(value) ? (f.isRequired ? requiredText(f.title) : null) : (f.checkValue?.(value) ?? null);
  if (f.kind === 'textList' || f.kind === 'choiceList' || f.kind === 'refList' || f.kind === 'objectList')
    return checkList(f, value);
  // A secret left empty on update keeps the stored one.
  if (isEmpty(value)) return f.isRequired && (isCreate || !f.isWriteOnly) ? requiredText(f.title) : null;
  switch (f.kind) {
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return `${f.title} must be a number.`;
      if (f.isInteger && !Number.isInteger(value)) return `${f.title} must be a whole number.`;
      if (f.min !== undefined && value < f.min) return `${f.title} must be at least ${f.min}.`;
      if (f.max !== undefined && value > f.max) return `${f.title} must be at most ${f.max}.`;
      return null;
    }
    case 'boolean':
      return typeof value === 'boolean' ? null : `${f.title} must be yes or no.`;
    case 'choice':
      return f.choices?.some((c) => c.value === value)
        ? null
        : `${f.title} must be one of: ${(f.choices ?? []).map((c) => c.title).join(', ')}.`;
    default:
      return checkText(f, value);
  }
}

function checkText(f: AnyField, value: unknown): string | null {
  if (typeof value !== 'string') return `${f.title} must be text.`;
  if (f.maxLength !== undefined && value.length > f.maxLength)
    return `${f.title} must be at most ${f.maxLength} characters.`;
  if ((f.kind === 'name' || f.kind === 'title' || f.kind === 'text') && INVISIBLE.test(value))
    return `${f.title} must not contain control or invisible characters.`;
  if (f.kind === 'email' && !EMAIL.test(value.trim())) return `${f.title} must be an e-mail address.`;
  if (f.kind === 'url' && !/^https?:\/\/[^\s]+$/i.test(value.trim()))
    return `${f.title} must be a web address starting with https://.`;
  if (f.kind === 'date' && (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))))
    return `${f.title} must be a date (YYYY-MM-DD).`;
  if (f.kind === 'dateTime' && Number.isNaN(Date.parse(value))) return `${f.title} must be a date and time.`;
  return formatProblem(f.format, f.title, value);
}

function checkItemList(f: AnyField, value: unknown): string | null {
  const items = value ?? [];
  if (!Array.isArray(items)) return `${f.title} must be a list.`;
  if (f.isRequired && items.length === 0) return `${f.title} needs at least one value.`;
  if (f.maxItems !== undefined && items.length > f.maxItems) return `${f.title} takes at most ${f.maxItems} values.`;
  return f.checkItems?.(items) ?? null;
}

function checkList(f: AnyField, value: unknown): string | null {
  const items = value ?? [];
  if (f.kind === 'choiceList') {
    if (!Array.isArray(items) || items.some((i) => !f.choices?.some((c) => c.value === i)))
      return `${f.title} must be chosen from: ${(f.choices ?? []).map((c) => c.title).join(', ')}.`;
  } else if (!Array.isArray(items) || items.some((i) => typeof i !== 'string'))
    return `${f.title} must be a list of texts.`;
  if (f.isRequired && items.length === 0) return `${f.title} needs at least one value.`;
  if (f.maxItems !== undefined && items.length > f.maxItems) return `${f.title} takes at most ${f.maxItems} values.`;
  if (f.kind === 'choiceList')
    return new Set(items).size === items.length ? null : `${f.title} has the same value twice.`;
  if ((f.kind === 'refList' || f.kind === 'objectList') && items.some((i: string) => !GUID.test(i)))
    return `${f.title} must be a list of ids.`;
  if (items.some((i: string) => !i.trim())) return `${f.title} has an empty value.`;
  if (f.maxLength !== undefined && items.some((i: string) => i.length > f.maxLength!))
    return `Each value of ${f.title} must be at most ${f.maxLength} characters.`;
  const lower = items.map((i: string) => i.trim().toLowerCase());
  if (new Set(lower).size !== lower.length) return `${f.title} has the same value twice.`;
  for (const item of items as string[]) {
    const problem = formatProblem(f.format, f.title, item);
    if (problem) return problem;
  }
  return null;
}

/** Whether a field applies to this input (its `shownWhen` condition holds, or it has none). */
export function isFieldShown(f: Pick<AnyField, 'shownWhen'>, input: Record<string, unknown>): boolean {
  return Object.entries(f.shownWhen ?? {}).every(([other, values]) => values.includes(input[other]));
}

/** Every problem of a save's input (only the form's fields that apply are checked), in form order. */
export function checkSaveInput(def: AnyResource, input: Record<string, unknown>, isCreate: boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const fields = def.fields as Fields;
  for (const name of formFieldNames(def)) {
    const f = fields[name];
    if (!f || !isFieldShown(f, input)) continue;
    const message = checkFieldValue(f, input[name], isCreate);
    if (message) problems.push({ Field: name, Message: message });
  }
  return problems;
}
