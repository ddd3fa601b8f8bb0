import type { AnyField } from '../resources/fields';
import { checkFieldValue, requiredText, type FieldProblem } from '../resources/validate';

/**
 * The form model (issue 27, §2.10 forms): what a form definition's fields are, how an answer is checked
 * and how the designer's live preview renders them. React-free: the console's designer and preview and
 * the server's check of a requester's answers run this one module, so the preview shows exactly the
 * messages the server answers with (§5 messages, `validate.ts`).
 */

/** §5 "Input type is limited to text, email, date, number, password, tel, url". */
export const FORM_INPUT_TYPES = ['text', 'email', 'date', 'number', 'password', 'tel', 'url'] as const;
/** A field's type: one of the §5 input types, or a choice from the field's lookup list. */
export const FORM_FIELD_TYPES = [...FORM_INPUT_TYPES, 'select'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Titles of the field types in the designer. */
export const FORM_FIELD_TYPE_TITLES: Readonly<Record<FormFieldType, string>> = {
  text: 'Text',
  email: 'E-mail',
  date: 'Date',
  number: 'Number',
  password: 'Password',
  tel: 'Telephone',
  url: 'Web address',
  select: 'Choice from a list',
};

/** One field of a form definition, as stored (the `Fields` item list of a form). */
export interface FormFieldSpec {
  /** The answer's key: a letter, then letters, digits or underscores (at most 40). */
  Key: string;
  Label: string;
  Type: FormFieldType;
  IsRequired: boolean;
  /** Text types: fewest and most characters. */
  MinLength?: number | null;
  MaxLength?: number | null;
  /** Number: smallest and largest value. */
  Min?: number | null;
  Max?: number | null;
  /** Select: the lookup list the requester chooses from. */
  Options?: string[];
  Help?: string | null;
}

/** A requester's answers, by field key: text for every type but number. */
export type FormAnswers = Record<string, string | number | null>;

export const MAX_FORM_FIELDS = 30;
const KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const TEL = /^\+?[0-9 ().-]{3,30}$/;
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const SPEC_KEYS = new Set([
  'Key',
  'Label',
  'Type',
  'IsRequired',
  'MinLength',
  'MaxLength',
  'Min',
  'Max',
  'Options',
  'Help',
]);

const isCount = (v: unknown) => v === null || v === undefined || (Number.isInteger(v) && (v as number) >= 0);
const isNumberOrEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'number' && Number.isFinite(v));
const isText = (v: unknown, max: number) =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max && !INVISIBLE.test(v);

/** Why one field of a definition is malformed, or null. `n` is its 1-based position, for the message. */
function fieldSpecProblem(item: unknown, n: number): string | null {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return `Field ${n} must be an object.`;
  const f = item as Record<string, unknown>;
  const unknown = Object.keys(f).find((k) => !SPEC_KEYS.has(k));
  if (unknown) return `Field ${n} has an unknown setting ${unknown.slice(0, 40)}.`;
  if (!isText(f.Label, 100)) return `Field ${n}: Label is required (at most 100 characters).`;
  const label = String(f.Label);
  if (typeof f.Key !== 'string' || !KEY.test(f.Key))
    return `${label}: Key must start with a letter and hold only letters, digits and underscores (at most 40).`;
  if (!FORM_FIELD_TYPES.includes(f.Type as FormFieldType))
    return `${label}: Type must be one of: ${FORM_FIELD_TYPES.join(', ')}.`;
  if (typeof f.IsRequired !== 'boolean') return `${label}: Required must be yes or no.`;
  if (!isCount(f.MinLength) || !isCount(f.MaxLength)) return `${label}: lengths must be whole numbers.`;
  if (typeof f.MaxLength === 'number' && (f.MaxLength < 1 || f.MaxLength > 2000))
    return `${label}: the most characters must be between 1 and 2000.`;
  if (typeof f.MinLength === 'number' && typeof f.MaxLength === 'number' && f.MinLength > f.MaxLength)
    return `${label}: the fewest characters cannot be more than the most.`;
  if (!isNumberOrEmpty(f.Min) || !isNumberOrEmpty(f.Max)) return `${label}: Min and Max must be numbers.`;
  if (typeof f.Min === 'number' && typeof f.Max === 'number' && f.Min > f.Max)
    return `${label}: Min cannot be more than Max.`;
  if (f.Help !== null && f.Help !== undefined && (typeof f.Help !== 'string' || f.Help.length > 300))
    return `${label}: Help must be text of at most 300 characters.`;
  if (f.Type === 'select') {
    const options = f.Options;
    if (!Array.isArray(options) || options.length === 0) return `${label}: a choice needs at least one option.`;
    if (options.length > 50) return `${label}: a choice takes at most 50 options.`;
    if (options.some((o) => !isText(o, 100))) return `${label}: every option needs text (at most 100 characters).`;
    if (new Set(options.map((o: string) => o.trim().toLowerCase())).size !== options.length)
      return `${label}: the same option is listed twice.`;
  } else if (f.Options !== undefined && (!Array.isArray(f.Options) || f.Options.length > 0))
    return `${label}: only a choice has options.`;
  return null;
}

/** Why a form's field list is malformed (each field, unique keys, at most MAX_FORM_FIELDS), or null. */
export function formFieldsProblem(items: readonly unknown[]): string | null {
  if (items.length > MAX_FORM_FIELDS) return `A form takes at most ${MAX_FORM_FIELDS} fields.`;
  for (const [i, item] of items.entries()) {
    const problem = fieldSpecProblem(item, i + 1);
    if (problem) return problem;
  }
  const keys = (items as FormFieldSpec[]).map((f) => f.Key.toLowerCase());
  const twice = keys.find((k, i) => keys.indexOf(k) !== i);
  return twice ? `Two fields have the key ${twice}; keys must differ.` : null;
}

/** The resource field an answer is checked as (the §5 messages of validate.ts, one definition). */
function answerField(spec: FormFieldSpec): AnyField {
  const base = { title: spec.Label, isRequired: spec.IsRequired, isReadOnly: false, isWriteOnly: false } as const;
  switch (spec.Type) {
    case 'number':
      return { ...base, kind: 'number', min: spec.Min ?? undefined, max: spec.Max ?? undefined };
    case 'select':
      return { ...base, kind: 'choice', choices: (spec.Options ?? []).map((o) => ({ value: o, title: o })) };
    case 'email':
    case 'url':
    case 'date':
      return { ...base, kind: spec.Type, maxLength: spec.MaxLength ?? 2000 };
    default:
      return { ...base, kind: 'text', maxLength: spec.MaxLength ?? 2000 };
  }
}

/** The message of the first rule an answer breaks (§5 messages), or null. */
export function checkAnswer(spec: FormFieldSpec, value: unknown): string | null {
  const isEmpty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (isEmpty) return spec.IsRequired ? requiredText(spec.Label) : null;
  // §5: a date is valid only when not empty, not 0001-01-01 and parseable.
  if (spec.Type === 'date' && value === '0001-01-01') return `${spec.Label} must be a date (YYYY-MM-DD).`;
  const problem = checkFieldValue(answerField(spec), value);
  if (problem) return problem;
  if (typeof value === 'string' && spec.MinLength && value.length < spec.MinLength)
    return `${spec.Label} must be at least ${spec.MinLength} characters.`;
  if (spec.Type === 'tel' && !TEL.test(String(value))) return `${spec.Label} must be a telephone number.`;
  return null;
}

/**
 * Every problem of a requester's answers, in the form's order (Field: the field's key). An answer for
 * no field of the form is refused too, so nothing unasked is stored.
 */
export function checkAnswers(fields: readonly FormFieldSpec[], answers: unknown): FieldProblem[] {
  if (!answers || typeof answers !== 'object' || Array.isArray(answers))
    return [{ Field: 'FormAnswers', Message: 'The answers must be an object of field keys.' }];
  const given = answers as Record<string, unknown>;
  const problems: FieldProblem[] = [];
  for (const spec of fields) {
    const message = checkAnswer(spec, Object.hasOwn(given, spec.Key) ? given[spec.Key] : null);
    if (message) problems.push({ Field: spec.Key, Message: message });
  }
  const keys = new Set(fields.map((f) => f.Key));
  const extra = Object.keys(given).find((k) => !keys.has(k));
  if (extra) problems.push({ Field: 'FormAnswers', Message: `The form has no field ${extra.slice(0, 40)}.` });
  return problems;
}

/** The answers a form starts with: empty for every field. */
export const emptyAnswers = (fields: readonly FormFieldSpec[]): FormAnswers =>
  Object.fromEntries(fields.map((f) => [f.Key, null]));

/** An input's text as the answer of its field: a number field's text becomes a number (NaN text stays text, and is refused). */
export function answerFromInput(spec: FormFieldSpec, text: string): string | number | null {
  if (text === '') return null;
  if (spec.Type !== 'number') return text;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
}

/** Answers as question and answer pairs, in the form's order (what approvers read). */
export const answerPairs = (fields: readonly FormFieldSpec[], answers: FormAnswers) =>
  fields.map((f) => ({
    Question: f.Label,
    Answer: answers[f.Key] === null || answers[f.Key] === undefined ? '' : String(answers[f.Key]),
  }));

/** A new field for the designer: the next free key, a text field. */
export function newFormField(existing: readonly FormFieldSpec[], type: FormFieldType = 'text'): FormFieldSpec {
  let n = existing.length + 1;
  while (existing.some((f) => f.Key === `field${n}`)) n++;
  return {
    Key: `field${n}`,
    Label: `Field ${n}`,
    Type: type,
    IsRequired: false,
    ...(type === 'select' ? { Options: ['First option'] } : {}),
  };
}

/** Moves the item at `from` to `to` (keyboard and drag reordering share it). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const out = [...items];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}
