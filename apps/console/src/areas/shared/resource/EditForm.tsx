import { useEffect, useState, type ReactNode } from 'react';
import { Button, Skeleton } from '@portcullis/ui';
import { collectErrorMessages, type Envelope } from '@portcullis/api-client';
import { navigate } from '../../../routes/navigate';
import type { Href } from '../../../routes/links';
import { fieldErrors, useDraft, useFocusFirstInvalid } from '../forms';

export interface EditFormProps<T extends object> {
  /** Loads the record (edit) or resolves the defaults (create). */
  load: () => Promise<T>;
  /**
   * Renders the fields; `errors` holds server messages by field; `form.reveal()` shows every field's
   * problem and focuses the first (a preview that found the draft invalid).
   */
  fields: (
    draft: T,
    edit: (next: Partial<T>) => void,
    errors: Record<string, string>,
    showErrors: boolean,
    form: { reveal: () => void },
  ) => ReactNode;
  /** Further buttons after Save and Cancel (a file menu, Send test). */
  actions?: (draft: T, edit: (next: Partial<T>) => void) => ReactNode;
  /** The form's widest, in pixels: a builder or a preview needs more than fields do. @default 640 */
  maxWidth?: number;
  /** Local checks before saving; a message per field. */
  validate?: (draft: T) => Partial<Record<string, string>>;
  /** Saves; `null` when the user stepped back before anything was sent (a review dialog's "Keep editing"). */
  save: (draft: T) => Promise<Envelope<unknown> | null>;
  /** Where to go after saving (given the reply's data). */
  after: (data: unknown) => Href;
  cancelHref: Href;
  label: string;
  deps: unknown[];
}

/**
 * The edit-form pattern of every save page: load, edit with the §4 form-changed flag, local checks,
 * save, server field errors beside the fields, then leave.
 */
export function EditForm<T extends object>({
  load,
  fields,
  validate,
  save,
  after,
  cancelHref,
  label,
  deps,
  actions,
  maxWidth = 640,
}: EditFormProps<T>) {
  const { draft, setDraft, edit, markSaved } = useDraft<T>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const { formRef, failed } = useFocusFirstInvalid();
  useEffect(() => {
    let isCurrent = true;
    void load().then((d) => {
      if (isCurrent) setDraft(d);
    });
    return () => {
      isCurrent = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (!draft) return <Skeleton variant="header" label="Loading..." />;
  const reveal = {
    reveal: () => {
      setShowErrors(true);
      failed();
    },
  };
  const submit = async () => {
    setShowErrors(true);
    const local = Object.fromEntries(
      Object.entries(validate?.(draft) ?? {}).filter((e): e is [string, string] => Boolean(e[1])),
    );
    setErrors(local);
    if (Object.keys(local).length) return failed();
    setIsSaving(true);
    const env = await save(draft);
    setIsSaving(false);
    if (!env) return;
    if (env.Success) {
      markSaved();
      navigate(after(env.Data), { force: true });
    } else {
      setErrors(fieldErrors(env));
      setMessages(collectErrorMessages(env));
      failed();
    }
  };
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      css={{ display: 'grid', gap: 16, maxWidth }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {fields(draft, edit, errors, showErrors, reveal)}
      {messages.length > 0 && (
        <div role="alert" css={(t) => ({ color: t.colors.danger })}>
          {messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
      <div css={{ display: 'flex', gap: 8 }}>
        <Button type="submit" variant="primary" isLoading={isSaving}>
          Save
        </Button>
        <Button type="button" variant="secondary" onClick={() => navigate(cancelHref)}>
          Cancel
        </Button>
        {actions?.(draft, edit)}
      </div>
    </form>
  );
}
