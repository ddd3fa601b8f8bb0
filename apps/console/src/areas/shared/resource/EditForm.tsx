import { useEffect, type ReactNode } from 'react';
import { Button, Skeleton, useFormController } from '@portcullis/ui';
import type { Envelope } from '@portcullis/api-client';
import { navigate } from '../../../shell/navigate';
import type { Href } from '../../../routes/links';
import { appState } from '../../../state/app-store';
import { useFocusFirstInvalid } from '../forms';

export interface EditFormProps<T extends object> {
  /** Loads the record (edit) or resolves the defaults (create). */
  load: () => Promise<T>;
  /**
   * Renders the fields; `errors` holds server messages by field; `form.reveal()` shows every field's
   * problem and focuses the first (a preview that found the draft invalid); `form.revealedSecrets` and
   * `form.toggleSecret(field)` show or hide a secret field's typed value.
   */
  fields: (
    draft: T,
    edit: (next: Partial<T>) => void,
    errors: Record<string, string>,
    showErrors: boolean,
    form: { reveal: () => void; revealedSecrets: ReadonlySet<string>; toggleSecret: (field: string) => void },
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
  /** The submit button's label. @default 'Save' */
  submitLabel?: string;
}

/**
 * The edit-form pattern of every save page, rendering the kit's form controller
 * (`createFormController` in @portcullis/ui/core: draft, dirty, local and server field errors,
 * saving → saved): load, edit with the §4 form-changed flag (the leave guard reads it while the draft
 * differs from what loaded), local checks, save, server field errors beside the fields, then leave.
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
  submitLabel = 'Save',
}: EditFormProps<T>) {
  const [state, form] = useFormController<T>({ load, save, validate }, deps);
  const { formRef, failed } = useFocusFirstInvalid();
  useEffect(() => {
    if (state.failures > 0) failed();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.failures]);
  useEffect(() => {
    appState.isFormChanged = state.isDirty;
  }, [state.isDirty]);
  useEffect(
    () => () => {
      appState.isFormChanged = false;
    },
    [],
  );
  const { draft } = state;
  if (!draft) return <Skeleton variant="header" label="Loading..." />;
  const submit = async () => {
    const result = await form.submit();
    if (result.outcome !== 'saved') return;
    appState.isFormChanged = false;
    navigate(after(result.data), { force: true });
  };
  const formApi = {
    reveal: form.revealErrors,
    revealedSecrets: state.revealedSecrets,
    toggleSecret: form.toggleSecret,
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
      {fields(draft, form.edit, { ...state.errors }, state.showErrors, formApi)}
      {state.messages.length > 0 && (
        <div role="alert" css={(t) => ({ color: t.colors.danger })}>
          {state.messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
      <div css={{ display: 'flex', gap: 8 }}>
        <Button type="submit" variant="primary" isLoading={state.status === 'saving'}>
          {submitLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={() => navigate(cancelHref)}>
          Cancel
        </Button>
        {actions?.(draft, form.edit)}
      </div>
    </form>
  );
}
