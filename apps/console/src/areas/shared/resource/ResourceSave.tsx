import { NameTitleField, PageHeader, validateCron, PageLayout } from '@portcullis/ui';
import {
  checkSaveInput,
  fieldOf,
  formFieldNames,
  idOf,
  isFieldShown,
  isListField,
  titleOf,
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
 * come from the definition (or an override's subset) and render as kit controls; the definition's
 * rules (§5 messages) are checked before saving and the server's field errors show beside the fields.
 * Saving goes to the record's view (or the list).
 */
export function ResourceSave({
  params,
  definition: def,
  partition,
  overrides = {},
}: ScreenProps & { definition: AnyResource; partition?: string; overrides?: ResourceOverrides }) {
  const id = recordIdOf(def, params);
  const links = resourceLinks(def, partition);
  const client = resourceClient(def, partition);
  // The draft holds every writable field (a save sends the whole record); the form may show a subset.
  const allNames = formFieldNames(def);
  const fieldsOf = overrides.formFields;
  const names = fieldsOf
    ? [...(typeof fieldsOf === 'function' ? fieldsOf({ params, isCreate: !id }) : fieldsOf)]
    : allNames;
  const backTo = overrides.backTo?.(params);
  // The screen's overrides never change, so this hook is called the same way on every render.
  const review = (overrides.useSaveReview ?? useNoSaveReview)();
  return (
    <SavedRecord<Row>
      id={id}
      get={client.get}
      what={def.noun}
      backTo={backTo ?? links.list?.()}
      backLabel={overrides.backLabel}
    >
      {(saved) => {
        const record = saved ?? {};
        const isCreate = !id;
        const back: Href | undefined = backTo ?? (id ? (links.view?.(id) ?? links.list?.()) : links.list?.());
        const pageTitle =
          overrides.pageTitle?.((saved ?? null) as never) ??
          (isCreate ? `Create ${def.noun}` : `Edit ${titleOf(def, record)}`);
        const hasPair =
          names.some((n) => fieldOf(def, n).kind === 'title') && names.some((n) => fieldOf(def, n).kind === 'name');
        return (
          <PageLayout
            header={
              <PageHeader
                title={pageTitle}
                description={overrides.formDescription?.(isCreate) ?? (isCreate ? def.description : def.titles.one)}
              />
            }
          >
            <EditForm<Row>
              label={overrides.isFormNamedByTitle ? pageTitle : (overrides.formLabel ?? `Save ${def.noun}`)}
              submitLabel={overrides.submitLabel?.(isCreate)}
              deps={[id]}
              cancelHref={back ?? ('/' as Href)}
              load={async () =>
                isCreate
                  ? { ...initialDraft(def, allNames), ...(await overrides.createDefaults?.(params)) }
                  : Object.fromEntries(allNames.map((n) => [n, record[n]]))
              }
              validate={(draft) => {
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
              save={async (draft) =>
                (await review.confirm(draft, saved ?? null))
                  ? overrides.save
                    ? overrides.save(applicableDraft(def, draft), id)
                    : client.save(applicableDraft(def, draft), id)
                  : null
              }
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
                    const f = fieldOf(def, name);
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
            {review.dialog}
          </PageLayout>
        );
      }}
    </SavedRecord>
  );
}
