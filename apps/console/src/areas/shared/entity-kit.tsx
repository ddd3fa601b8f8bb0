import { useEffect, useState, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  FormField,
  PageHeader,
  Skeleton,
  TextInput,
  PageLayout,
  destructiveVerb,
  type DestructiveKind,
  RowActions,
} from '@portcullis/ui';
import { collectErrorMessages, type Envelope } from '@portcullis/api-client';
import { navigate } from '../../routes/navigate';
import type { Href } from '../../routes/links';
import { fieldErrors, useDraft, useFocusFirstInvalid, useLoad } from './forms';
import { MoveAnnouncement, MoveButtons, useItemMoves } from './item-moves';

/** A definition list of facts (label → value) used by the view pages. */
export function Facts({ facts }: { facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl css={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 24px', margin: '0 0 16px' }}>
      {facts.map(([term, value]) => (
        <div key={term} css={{ display: 'contents' }}>
          <dt css={(t) => ({ color: t.colors.textMuted })}>{term}</dt>
          <dd css={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A confirmed delete or remove that then goes to `afterHref` (or calls `onRemoved`, e.g. to reload a
 * record marked removed). `destroys` says which (the kit's one verb for it): 'delete' destroys the
 * object, 'remove' unlinks it from its parent.
 */
export function RemoveDialog({
  isOpen,
  onClose,
  destroys,
  objectName,
  parentName,
  text,
  remove,
  afterHref,
  onRemoved,
}: {
  isOpen: boolean;
  onClose: () => void;
  destroys: DestructiveKind;
  /** What goes ('Grace Allen'). */
  objectName: string;
  /** For a remove: what it leaves ('Payroll'), named in the title. */
  parentName?: string;
  text: ReactNode;
  remove: () => Promise<Envelope<unknown>>;
  afterHref?: Href;
  onRemoved?: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={`${destructiveVerb(destroys)} ${objectName}${parentName ? ` from ${parentName}` : ''}?`}
      confirmLabel={destructiveVerb(destroys)}
      isDestructive
      onClose={onClose}
      onConfirm={async () => {
        const env = await remove();
        onClose();
        if (!env.Success) return;
        if (afterHref) navigate(afterHref);
        else onRemoved?.();
      }}
    >
      {text}
    </ConfirmDialog>
  );
}

interface EditFormProps<T extends object> {
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
  /** The submit button's label. @default 'Save' */
  submitLabel?: string;
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
  submitLabel = 'Save',
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
          {submitLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={() => navigate(cancelHref)}>
          Cancel
        </Button>
        {actions?.(draft, edit)}
      </div>
    </form>
  );
}

/**
 * Manual ordering (sort pages): drag an item onto another, or use its Move up / Move down buttons
 * (the keyboard alternative). Save stores the order.
 */
export function SortList<T>({
  title,
  load,
  itemKey,
  itemLabel,
  save,
  backHref,
}: {
  title: string;
  load: () => Promise<T[]>;
  itemKey: (item: T) => string;
  itemLabel: (item: T) => string;
  save: (ids: string[]) => Promise<Envelope<unknown>>;
  backHref: Href;
}) {
  const { data } = useLoad<T[]>(async () => ({ Success: true, Data: await load() }), []);
  const [items, setItems] = useState<T[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const { move, announcement } = useItemMoves(items ?? [], setItems, itemLabel);
  useEffect(() => {
    if (data) setItems(data);
  }, [data]);
  if (!items)
    return (
      <PageLayout>
        <Skeleton variant="table" label="Loading..." />
      </PageLayout>
    );
  return (
    <PageLayout
      header={<PageHeader title={title} description="Drag items into place, or use Move up and Move down." />}
    >
      <ol
        aria-label={title}
        css={{ listStyle: 'none', padding: 0, margin: '0 0 16px', maxWidth: 560, display: 'grid', gap: 6 }}
      >
        {items.map((item, index) => (
          <li
            key={itemKey(item)}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => {
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            css={(t) => ({
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: '8px 12px',
              border: `1px solid ${t.colors.border}`,
              borderRadius: 6,
              background: t.colors.surface,
              cursor: 'grab',
            })}
          >
            <span css={{ flex: 1 }}>
              {index + 1}. {itemLabel(item)}
            </span>
            <MoveButtons name={itemLabel(item)} index={index} count={items.length} move={move} />
          </li>
        ))}
      </ol>
      <MoveAnnouncement text={announcement} />
      <div css={{ display: 'flex', gap: 8 }}>
        <Button
          variant="primary"
          onClick={async () => {
            const env = await save(items.map(itemKey));
            if (env.Success) navigate(backHref);
          }}
        >
          Save order
        </Button>
        <Button variant="secondary" onClick={() => navigate(backHref)}>
          Cancel
        </Button>
      </div>
    </PageLayout>
  );
}

interface Setting {
  Name: string;
  Value: string;
  IsSecret: boolean;
}

/** Connection settings of a source: name, value and a secret flag; a secret left empty keeps its stored value. */
export function SettingsEditor({
  load,
  save,
  backHref,
  title,
}: {
  load: () => Promise<Setting[]>;
  save: (settings: Setting[]) => Promise<Envelope<unknown>>;
  backHref: Href;
  title: string;
}) {
  return (
    <PageLayout
      header={
        <PageHeader title={title} description="Secret values are never shown; leave a secret empty to keep it." />
      }
    >
      <EditForm<{ settings: Setting[] }>
        label={title}
        deps={[]}
        cancelHref={backHref}
        after={() => backHref}
        load={async () => ({ settings: await load() })}
        validate={(d) => (d.settings.some((s) => !s.Name.trim()) ? { Settings: 'Every setting needs a name.' } : {})}
        save={(d) => save(d.settings.map((s) => ({ ...s, Name: s.Name.trim() })))}
        fields={(d, edit, errors) => (
          <>
            {d.settings.map((s, i) => {
              const change = (next: Partial<Setting>) =>
                edit({ settings: d.settings.map((x, j) => (j === i ? { ...x, ...next } : x)) });
              return (
                <fieldset
                  key={i}
                  css={{
                    display: 'grid',
                    gridTemplateColumns: '1fr 1fr auto auto',
                    gap: 8,
                    alignItems: 'end',
                    border: 0,
                    padding: 0,
                    margin: 0,
                  }}
                >
                  <FormField label={`Setting ${i + 1} name`}>
                    <TextInput value={s.Name} onChange={(e) => change({ Name: e.target.value })} />
                  </FormField>
                  <FormField label={`Setting ${i + 1} value`}>
                    <TextInput
                      type={s.IsSecret ? 'password' : 'text'}
                      value={s.Value}
                      onChange={(e) => change({ Value: e.target.value })}
                      placeholder={s.IsSecret ? 'Unchanged' : undefined}
                    />
                  </FormField>
                  <Checkbox
                    label="Secret"
                    checked={s.IsSecret}
                    onChange={(e) => change({ IsSecret: e.target.checked })}
                  />
                  <RowActions
                    objectName={`setting ${i + 1}`}
                    actions={[
                      {
                        id: 'delete',
                        destroys: 'delete',
                        onClick: () => edit({ settings: d.settings.filter((_, j) => j !== i) }),
                      },
                    ]}
                  />
                </fieldset>
              );
            })}
            {errors.Settings && <p role="alert">{errors.Settings}</p>}
            <div>
              <Button
                type="button"
                variant="secondary"
                onClick={() => edit({ settings: [...d.settings, { Name: '', Value: '', IsSecret: false }] })}
              >
                Add setting
              </Button>
            </div>
          </>
        )}
      />
    </PageLayout>
  );
}
