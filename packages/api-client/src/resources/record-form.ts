import type { AnyField } from './fields';
import { checkFieldValue } from './validate';

/**
 * A save form whose fields come from the loaded record rather than from the definition's `fields`: a
 * user's values in a profile have one field per property of the profile, and properties are data. The
 * generic save renders `fields(record)` with the generic controls, starts from `draft(record)`, checks
 * each field with `checkFieldValue` (the server's wording) and sends `input(record, draft)` to the save
 * call. Every part is a pure function of the record, so the form is the same wherever it is built.
 */
export interface RecordForm<R = never> {
  /** The form's fields by name, in order (the name is what the server names a problem by). */
  fields(record: R): Readonly<Record<string, AnyField>>;
  /** The draft the form starts from (what the leave guard compares with). */
  draft(record: R): Record<string, unknown>;
  /** The save call's body of the edited draft. */
  input(record: R, draft: Readonly<Record<string, unknown>>): Record<string, unknown>;
}

/** Local problems of a record form's draft by field name, worded as the server words them. */
export function recordFormProblems<R>(
  form: RecordForm<R>,
  record: R,
  draft: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [name, f] of Object.entries(form.fields(record))) {
    const message = checkFieldValue(f, draft[name]);
    if (message) problems[name] = message;
  }
  return problems;
}
