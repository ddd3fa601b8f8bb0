import { useEffect, useState } from 'react';
import { NameTitleField, PageHeader, Skeleton, Switch, PageLayout } from '@portcullis/ui';
import { type Rule, type RuleGroup, type RulePreviewResult, type RuleProperty } from '@portcullis/api-client';
import { PreviewPanel, RuleBuilder, newGroup, type ObjectLookup } from '@portcullis/rule-builder';
import { api } from '../../api';
import { EditForm } from '../shared/resource/EditForm';
import { SavedRecord } from '../shared/RecordState';
import { useRuleChangeReview } from '../shared/RuleChangeReview';
import { RuleFileMenu } from './RuleFileDialogs';
import { RuleActionsEditor } from './RuleActionsEditor';
import { actionProblems, toActions, toDrafts, type ActionDraft } from './rule-actions-draft';
import type { ScreenProps } from '../../routes/route-types';
import { links } from '../../routes/index';

/** OBJECT rule values are searched and labelled through the object-type calls (§7 Object types). */
const objectTypeName = (typeId: string) => (typeId === 'GroupDef' ? 'Group' : typeId);
const objectLookup: ObjectLookup = {
  search: async (typeId, text, signal) =>
    (
      (
        await api.objectTypes.searchObjectsByObjectType(
          { body: { ObjectTypeName: objectTypeName(typeId), SearchText: text } },
          { signal, suppressErrorToast: true },
        )
      ).Data ?? []
    ).map((o) => ({ id: o.ObjectId, label: o.Title })),
  labels: async (typeId, ids) =>
    (
      await api.objectTypes.objectsByObjectType(
        { body: { ObjectTypeName: objectTypeName(typeId), ObjectIds: ids } },
        { suppressErrorToast: true },
      )
    ).Data ?? [],
};

interface Draft {
  title: string;
  name: string;
  isEnabled: boolean;
  tree: RuleGroup;
  actions: ActionDraft[];
}

/**
 * Create or edit an automation rule with the visual builder and a live preview of the users it
 * selects, on the edit form every save page shares. A rule that does not exist shows the not-found
 * state with a way back to the list.
 */
export function AutomationSavePage({ params }: ScreenProps) {
  const id = params.id;
  return (
    <SavedRecord<Rule>
      id={id}
      get={(ruleId) => api.rules.get({ params: { id: ruleId } }, { suppressErrorToast: true })}
      what="automation rule"
      backTo={links.automationList()}
      backLabel="Back to Automation"
    >
      {(rule) =>
        rule ? (
          <RuleForm
            id={id}
            ownerName={rule.OwnerUserName}
            initial={{
              title: rule.Title,
              name: rule.Name,
              isEnabled: rule.IsEnabled,
              tree: rule.Tree,
              actions: toDrafts(rule.Actions),
            }}
          />
        ) : (
          <RuleForm id={undefined} ownerName={null} initial={NEW_DRAFT()} />
        )
      }
    </SavedRecord>
  );
}

const NEW_DRAFT = (): Draft => ({
  title: '',
  name: '',
  isEnabled: true,
  tree: newGroup(crypto.randomUUID(), true),
  actions: [],
});

/** The local problems that keep a rule from being sent (the fields show their own messages). */
const draftProblems = (draft: Draft) => ({
  Title: draft.title.trim() ? undefined : 'Title is required.',
  Name: draft.name.trim() ? undefined : 'Name is required.',
  Actions: actionProblems(draft.actions).size > 0 ? 'An action is incomplete.' : undefined,
});

function RuleForm({ id, initial, ownerName }: { id: string | undefined; initial: Draft; ownerName: string | null }) {
  const [properties, setProperties] = useState<RuleProperty[] | null>(null);
  const [result, setResult] = useState<RulePreviewResult | null>(null);
  const { review, dialog } = useRuleChangeReview('rule');

  useEffect(() => {
    void api.rules.properties().then((env) => setProperties(env.Data ?? []));
    if (id)
      void api.rules
        .ruleResult({ body: { RuleId: id } }, { suppressErrorToast: true })
        .then((env) => setResult(env.Data));
  }, [id]);

  const save = async (draft: Draft) => {
    const isTreeChanged = JSON.stringify(draft.tree) !== JSON.stringify(initial.tree);
    if (
      id &&
      isTreeChanged &&
      !(await review(() =>
        api.rules.simulate({ body: { RuleId: id, Tree: draft.tree } }, { suppressErrorToast: true }),
      ))
    )
      return null;
    return api.rules.index({
      body: {
        RuleId: id,
        Name: draft.name,
        Title: draft.title,
        IsEnabled: draft.isEnabled,
        Tree: draft.tree,
        Actions: toActions(draft.actions),
      },
    });
  };

  if (!properties)
    return (
      <PageLayout>
        <Skeleton variant="header" label="Loading rule properties..." />
      </PageLayout>
    );
  const title = id ? `Edit ${initial.title}` : 'Create rule';
  return (
    <PageLayout header={<PageHeader title={title} />}>
      <EditForm<Draft>
        label={title}
        maxWidth={960}
        deps={[id]}
        load={async () => initial}
        validate={draftProblems}
        save={save}
        after={() => links.automationList()}
        cancelHref={links.automationList()}
        fields={(draft, edit, _errors, showErrors, form) => (
          <>
            <NameTitleField
              value={{ title: draft.title, name: draft.name }}
              onChange={(v) => edit({ title: v.title, name: v.name })}
              isNameEdited={Boolean(id)}
              showErrors={showErrors}
            />
            <Switch label="Enabled" isChecked={draft.isEnabled} onChange={(isEnabled) => edit({ isEnabled })} />
            <RuleBuilder
              value={draft.tree}
              onChange={(tree) => edit({ tree })}
              properties={properties}
              label="Rule conditions"
              objectLookup={objectLookup}
              showProblems={showErrors}
            />
            <PreviewPanel
              result={result}
              userHref={(userId) => links.userView({ id: userId })}
              onError={form.reveal}
              fetchPassedUsers={async (page, pageSize) => {
                const env = await api.rules.passedUsers(
                  { body: { Users: { CurrentPage: page, ItemPerPage: pageSize }, Rules: draft.tree } },
                  { suppressErrorToast: true },
                );
                if (!env.Success || !env.Data) throw new Error(env.Message ?? 'Preview failed');
                return env.Data;
              }}
            />
            <RuleActionsEditor
              value={draft.actions}
              onChange={(actions) => edit({ actions })}
              showProblems={showErrors}
              ownerName={ownerName}
            />
          </>
        )}
        actions={(draft, edit) => (
          <RuleFileMenu
            tree={draft.tree}
            about={{ name: draft.name, title: draft.title }}
            properties={properties}
            onImport={(imported) =>
              edit({
                tree: imported.tree,
                ...(!draft.title && imported.title ? { title: imported.title } : {}),
                ...(!draft.name && imported.name ? { name: imported.name } : {}),
              })
            }
          />
        )}
      />
      {dialog}
    </PageLayout>
  );
}
