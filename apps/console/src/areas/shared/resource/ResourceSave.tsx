import { useState, type ReactNode } from 'react';
import { NameTitleField, PageHeader, validateCron, PageLayout, type PageHeaderAction } from '@portcullis/ui';
import {
  accessOf,
  checkSaveInput,
  fieldOf,
  formFieldNames,
  idOf,
  isFieldShown,
  isListField,
  recordFormProblems,
  titleOf,
  type AnyField,
  type AnyResource,
} from '@portcullis/api-client';
import type { ScreenProps } from '../../../routes/route-types';
import type { Href } from '../../../routes/links';
import { EditForm } from './EditForm';
import { SavedRecord } from '../RecordState';
import { FieldControl } from './controls';
import type { ResourceOverrides, SaveReview } from './overrides';
import { resourceClient } from './resource-client';
import { recordIdOf, resourceLinks } from './resource-routes';
import { RemoveDialog, removeHeaderAction } from './RemoveDialog';
import { accessFor } from './ResourceList';

type Row = Record<string, unknown>;

/** Kinds whose empty value is null: a picker's nothing ('' is no choice, number or moment, as the calls take it). */
const NULL_WHEN_EMPTY: ReadonlySet<string> = new Set(['choice', 'ref', 'number', 'date', 'dateTime']);

/** A new record's draft: every form field at its initial value (empty when it has none). */
function initialDraft(def: AnyResource, names: string[]): Row {
  return Object.fromEntries(
    names.map((name) => {
      const f = fieldOf(def, name);
      const empty = isListField(f) ? [] : f.kind === 'boolean' ? false : NULL_WHEN_EMPTY.has(f.kind) ? null : '';
      return [name, f.initial ?? empty];
    }),
  );
}

/**
 * The draft as the save sends it: a field that does not apply (shownWhen) goes empty (null, [] for a
 * list, false for a yes/no), as the server stores it, so a required field of another kind is not sent as '' and refused.
 */
function applicableDraft(def: AnyResource, draft: Row): Row {
  return Object.fromEntries(
    Object.entries(draft).map(([name, value]) => {
      const f = fieldOf(def, name);
      if (isFieldShown(f, draft)) return [name, value];
      return [name, isListField(f) ? [] : f.kind === 'boolean' ? false : null];
    }),
  );
}

/** No question before the save (the default of `useSaveReview`). */
const useNoSaveReview = (): SaveReview => ({ confirm: async () => true, dialog: null });

/**
 * The generic save page: create (no id) or edit (the record loaded, or the not-found state). Fields
 * come from the definition (or an override's subset), or from the loaded record (`recordForm`: a user's
 * profile values, one per property), and render as kit controls; the definition's rules (§5 messages)
 * are checked before saving and the server's field errors show beside the fields. Saving goes to the
 * record's view (or the list). A kind keyed by more than its route names first shows the override's
 * `recordChooser`, then the chosen record's form below it; `removeOnSave` adds Remove to the header.
 */
export function ResourceSave({
  params: routeParams,
  definition: def,
  partition,
  overrides = {},
}: ScreenProps & { definition: AnyResource; partition?: string; overrides?: ResourceOverrides }) {
  // What a chooser picked completes the route's key (a user for a profile's values).
  const [chosen, setChosen] = useState<Readonly<Record<string, string>> | null>(null);
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  const isChoosing = Boolean(overrides.recordChooser) && !recordIdOf(def, routeParams);
  const params = isChoosing && chosen ? { ...routeParams, ...chosen } : routeParams;
  const id = recordIdOf(def, params);
  const links = resourceLinks(def, partition);
  const client = resourceClient(def, partition, params);
  // The draft holds every writable field (a save sends the whole record); the form may show a subset.
  const allNames = formFieldNames(def);
  const fieldsOf = overrides.formFields;
  const definedNames = fieldsOf
    ? [...(typeof fieldsOf === 'function' ? fieldsOf({ params, isCreate: !id }) : fieldsOf)]
    : allNames;
  const backTo = overrides.backTo?.(params);
  // The screen's overrides never change, so this hook is called the same way on every render.
  const review = (overrides.useSaveReview ?? useNoSaveReview)();
  const isCreate = !id;
  const back: Href | undefined = backTo ?? (id ? (links.view?.(id) ?? links.list?.()) : links.list?.());
  const titleOfPage = (saved: Row | null) =>
    overrides.pageTitle?.(saved as never) ?? (saved ? `Edit ${titleOf(def, saved)}` : `Create ${def.noun}`);
  const header = (saved: Row | null, actions?: PageHeaderAction[]) => (
    <PageHeader
      title={titleOfPage(saved)}
      description={overrides.formDescription?.(!saved, saved as never) ?? (saved ? def.titles.one : def.description)}
      actions={actions}
    />
  );

  const form = (saved: Row | null): ReactNode => {
    const record = saved ?? {};
    // A record form's fields are the loaded record's (a profile's properties); others are the definition's.
    const recordForm = def.recordForm && saved ? def.recordForm : null;
    const recordFields: Readonly<Record<string, AnyField>> | null = recordForm?.fields(saved as never) ?? null;
    const names = recordFields ? Object.keys(recordFields) : definedNames;
    const fieldNamed = (name: string): AnyField => recordFields?.[name] ?? fieldOf(def, name);
    const hasPair =
      !recordFields &&
      names.some((n) => fieldOf(def, n).kind === 'title') &&
      names.some((n) => fieldOf(def, n).kind === 'name');
    const pageTitle = titleOfPage(saved);
    const formLabel =
      typeof overrides.formLabel === 'function' ? overrides.formLabel(record as never) : overrides.formLabel;
    return (
      <EditForm<Row>
        key={id}
        label={overrides.isFormNamedByTitle ? pageTitle : (formLabel ?? `Save ${def.noun}`)}
        submitLabel={overrides.submitLabel?.(isCreate)}
        deps={[id]}
        cancelHref={back ?? ('/' as Href)}
        load={async () =>
          recordForm
            ? recordForm.draft(saved as never)
            : isCreate
              ? { ...initialDraft(def, allNames), ...(await overrides.createDefaults?.(params)) }
              : Object.fromEntries(allNames.map((n) => [n, record[n]]))
        }
        validate={(draft) => {
          if (recordForm) return recordFormProblems(recordForm, saved as never, draft);
          const problems = checkSaveInput(def, draft, isCreate);
          const errors: Record<string, string> = Object.fromEntries(problems.map((p) => [p.Field, p.Message]));
          for (const name of names) {
            const f = fieldOf(def, name);
            if (f.kind === 'cron' && draft[name] && !errors[name]) {
              const message = validateCron(String(draft[name]));
              if (message) errors[name] = message;
            }
          }
          return errors;
        }}
        save={async (draft) => {
          if (!(await review.confirm(draft, saved ?? null))) return null;
          const input = recordForm ? recordForm.input(saved as never, draft) : applicableDraft(def, draft);
          return overrides.save ? overrides.save(input, id) : client.save(input, id);
        }}
        actions={overrides.formActions && ((draft, edit) => overrides.formActions!(draft, edit, saved ?? null))}
        maxWidth={overrides.formMaxWidth}
        after={(data) =>
          overrides.afterSave?.(data as never, params) ??
          links.view?.(idOf(def, data as Row)) ??
          links.list?.() ??
          ('/' as Href)
        }
        fields={(draft, edit, errors, showErrors, form) => (
          <>
            {hasPair && (
              <NameTitleField
                value={{ title: String(draft[def.titleField] ?? ''), name: String(draft[def.nameField!] ?? '') }}
                onChange={(v) => edit({ [def.titleField]: v.title, [def.nameField!]: v.name })}
                isNameEdited={!isCreate}
                showErrors={showErrors}
              />
            )}
            {names.map((name) => {
              const f = fieldNamed(name);
              if ((hasPair && (f.kind === 'title' || f.kind === 'name')) || !isFieldShown(f, draft)) return null;
              const custom = overrides.controls?.[name];
              const onChange = (value: unknown) => edit({ [name]: value });
              return custom ? (
                <div key={name}>
                  {custom({
                    value: draft[name] as never,
                    onChange,
                    draft,
                    isCreate,
                    saved: saved ?? null,
                    error: errors[name],
                    showErrors,
                    edit,
                  })}
                </div>
              ) : (
                <FieldControl
                  key={name}
                  name={name}
                  f={f}
                  value={draft[name]}
                  onChange={onChange}
                  error={errors[name]}
                  isCreate={isCreate}
                  isRevealed={form.revealedSecrets.has(name)}
                  onToggleReveal={f.kind === 'secret' ? () => form.toggleSecret(name) : undefined}
                />
              );
            })}
            {overrides.formBelow?.({ draft, isCreate, errors })}
          </>
        )}
      />
    );
  };

  if (isChoosing)
    // The chooser stays while the chosen record loads below it (it keeps its choice and the focus).
    return (
      <PageLayout header={header(null)}>
        {overrides.recordChooser!(setChosen)}
        {id && (
          <SavedRecord<Row> id={id} get={client.get} what={def.noun} isInline>
            {(saved) => saved && form(saved)}
          </SavedRecord>
        )}
        {review.dialog}
      </PageLayout>
    );
  return (
    <SavedRecord<Row>
      id={id}
      get={client.get}
      what={def.noun}
      backTo={backTo ?? links.list?.()}
      backLabel={overrides.backLabel}
    >
      {(saved) => {
        const removeName = saved && def.calls.remove ? overrides.removeOnSave?.(saved as never) : undefined;
        const removeAction = removeHeaderAction('delete', accessOf(accessFor(def, partition), 'remove'), () =>
          setIsRemoveOpen(true),
        );
        return (
          <PageLayout header={header(saved, removeName ? [removeAction] : undefined)}>
            {form(saved)}
            {review.dialog}
            {removeName && (
              <RemoveDialog
                isOpen={isRemoveOpen}
                onClose={() => setIsRemoveOpen(false)}
                destroys="delete"
                objectName={removeName}
                afterHref={backTo ?? links.list?.()}
                text={def.removeText ?? `The ${def.noun} is removed.`}
                remove={() => client.remove(id!, saved)}
              />
            )}
          </PageLayout>
        );
      }}
    </SavedRecord>
  );
}
