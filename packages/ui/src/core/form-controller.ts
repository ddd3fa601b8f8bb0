import { createControllerStore } from './controller-store';

/**
 * A save form's state without React, as react-admin's `useEditController` / `useCreateController`
 * keep it headless: the draft, whether it changed since it loaded, field errors from local rules and
 * from the server's reply, the submit (saving → saved, or refused), create versus edit, and which
 * secret fields show their typed value. The skin (the console's `EditForm`) renders `getState()` and
 * calls the actions; `useFormController` binds it to React.
 *
 * The form kit takes its server call as a parameter (`save`) and reads the reply by its shape, the §3
 * envelope (`Success`, `Data`, `Message`, `Errors[{ Field, Message }]`), so this package does not
 * depend on the API client.
 */

/** The part of a save call's reply the form reads (the §3 envelope). */
export interface SaveReply {
  Success: boolean;
  Data?: unknown;
  Message?: string | null;
  Errors?: ReadonlyArray<{ Field?: string | null; Message?: string | null }> | null;
}

/** `loading` until the draft is there; `saving` while the call runs; `saved` once it succeeded. */
export type FormStatus = 'loading' | 'editing' | 'saving' | 'saved';

type Draft = Record<string, unknown>;

export interface FormState<T extends object = Draft> {
  status: FormStatus;
  /** The values being edited; null while loading. */
  draft: T | null;
  /** A new record (no id) rather than an existing one. */
  isCreate: boolean;
  /** The draft differs from what loaded (the §4 form-changed flag: leaving asks first). */
  isDirty: boolean;
  /** One message per field: the local rules' before a save, the server's after a refused one. */
  errors: Readonly<Record<string, string>>;
  /** The server's messages of a refused save, shown above the buttons. */
  messages: readonly string[];
  /** Whether fields show their problems (after the first submit, or `revealErrors`). */
  showErrors: boolean;
  /** Counts refused submits and reveals: the skin moves focus to the first invalid field when it grows. */
  failures: number;
  /** Secret fields whose typed value is shown in clear. */
  revealedSecrets: ReadonlySet<string>;
  /** The reply's data of the last successful save. */
  saved: unknown;
}

export interface FormControllerOptions<T extends object> {
  /** Loads the record (edit) or resolves the defaults (create). */
  load: () => Promise<T>;
  /** Saves; `null` when the user stepped back before anything was sent (a review dialog's "Keep editing"). */
  save: (draft: T) => Promise<SaveReply | null>;
  /** Local rules checked before saving: a message per field (empty or undefined: fine). */
  validate?: (draft: T) => Partial<Record<string, string | undefined>>;
  /** @default false */
  isCreate?: boolean;
}

/** What `submit` ended in. */
export type SubmitOutcome =
  | { outcome: 'saved'; data: unknown }
  | { outcome: 'invalid'; errors: Readonly<Record<string, string>> }
  | { outcome: 'refused'; reply: SaveReply }
  | { outcome: 'withdrawn' }
  | { outcome: 'busy' };

export interface FormController<T extends object = Draft> {
  getState: () => FormState<T>;
  subscribe: (listener: () => void) => () => void;
  /** (Re)loads the draft; a load started earlier that answers later is ignored. */
  load: () => Promise<void>;
  /** Changes some fields of the draft. */
  edit: (patch: Partial<T>) => void;
  /** Shows every field's problem now (a preview that found the draft invalid). */
  revealErrors: () => void;
  /** Shows or hides a secret field's typed value. */
  toggleSecret: (field: string) => void;
  /** Checks the local rules, then saves; a submit while one is saving is ignored (`busy`). */
  submit: () => Promise<SubmitOutcome>;
  /** Stops listening to calls in flight (the form left the page); a later `load` starts again. */
  dispose: () => void;
}

/** Server validation messages by request field (`body.Name` → `Name`), the first per field. */
export function replyFieldErrors(reply: Pick<SaveReply, 'Errors'> | null | undefined): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const e of reply?.Errors ?? []) {
    const field = (e.Field ?? '').replace(/^body\./, '');
    if (field && e.Message && !byField[field]) byField[field] = e.Message;
  }
  return byField;
}

/** The reply's error messages, in order. */
export const replyMessages = (reply: Pick<SaveReply, 'Errors'> | null | undefined): string[] =>
  (reply?.Errors ?? []).map((e) => e.Message).filter((m): m is string => typeof m === 'string' && m.length > 0);

/**
 * Whether two drafts hold the same values. Drafts are JSON bodies (a save sends them as such), so
 * comparing JSON values is enough: objects by their keys whatever the order, arrays in order.
 */
export function isSameDraftValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => isSameDraftValue(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => isSameDraftValue(left[key], right[key]));
}

const onlyMessages = (errors: Partial<Record<string, string | undefined>>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1])));

/** A form controller; call `load()` to fetch the draft (the React hook does on mount). */
export function createFormController<T extends object = Draft>(options: FormControllerOptions<T>): FormController<T> {
  const store = createControllerStore<FormState<T>>({
    status: 'loading',
    draft: null,
    isCreate: options.isCreate ?? false,
    isDirty: false,
    errors: {},
    messages: [],
    showErrors: false,
    failures: 0,
    revealedSecrets: new Set(),
    saved: null,
  });
  let loaded: T | null = null;
  let loadRound = 0;
  let isDisposed = false;
  const refuse = (patch: Partial<FormState<T>>) =>
    store.setState((s) => ({ ...patch, showErrors: true, failures: s.failures + 1 }));

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    async load() {
      const round = ++loadRound;
      isDisposed = false; // a form shown again (React's strict mode mounts twice) listens again
      store.setState({ status: 'loading' });
      const draft = await options.load();
      if (round !== loadRound || isDisposed) return;
      loaded = draft;
      store.setState({ status: 'editing', draft, isDirty: false, errors: {}, messages: [] });
    },
    edit(patch) {
      const { draft } = store.getState();
      if (!draft) return;
      const next = { ...draft, ...patch };
      store.setState({ draft: next, isDirty: !isSameDraftValue(next, loaded) });
    },
    revealErrors() {
      refuse({});
    },
    toggleSecret(field) {
      const revealed = new Set(store.getState().revealedSecrets);
      if (revealed.has(field)) revealed.delete(field);
      else revealed.add(field);
      store.setState({ revealedSecrets: revealed });
    },
    async submit() {
      const { draft, status } = store.getState();
      if (!draft || status === 'saving' || status === 'loading') return { outcome: 'busy' };
      const local = onlyMessages(options.validate?.(draft) ?? {});
      if (Object.keys(local).length) {
        refuse({ errors: local, messages: [] });
        return { outcome: 'invalid', errors: local };
      }
      store.setState({ status: 'saving', errors: {}, messages: [], showErrors: true });
      const reply = await options.save(draft);
      if (isDisposed) return reply?.Success ? { outcome: 'saved', data: reply.Data } : { outcome: 'withdrawn' };
      if (!reply) {
        store.setState({ status: 'editing' });
        return { outcome: 'withdrawn' };
      }
      if (reply.Success) {
        loaded = draft; // what was sent is now what is stored; edits made while saving stay unsaved
        store.setState((s) => ({
          status: 'saved',
          isDirty: !isSameDraftValue(s.draft, draft),
          saved: reply.Data ?? null,
        }));
        return { outcome: 'saved', data: reply.Data ?? null };
      }
      refuse({ status: 'editing', errors: replyFieldErrors(reply), messages: replyMessages(reply) });
      return { outcome: 'refused', reply };
    },
    dispose() {
      isDisposed = true;
      loadRound += 1;
    },
  };
}
