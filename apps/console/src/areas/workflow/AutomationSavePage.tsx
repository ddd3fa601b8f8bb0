import { useEffect, useState } from 'react';
import { Button, NameTitleField, PageHeader, Skeleton, Switch, PageLayout } from '@portcullis/ui';
import {
  collectErrorMessages,
  type Rule,
  type RuleGroup,
  type RulePreviewResult,
  type RuleProperty,
} from '@portcullis/api-client';
import { PreviewPanel, RuleBuilder, newGroup, type ObjectLookup } from '@portcullis/rule-builder';
import { api } from '../../api';
import { appState } from '../../state/app-store';
import { useFocusFirstInvalid, useRecord } from '../shared/forms';
import { RecordState } from '../shared/RecordState';
import { useRuleChangeReview } from '../shared/RuleChangeReview';
import { RuleFileMenu } from './RuleFileDialogs';
import { RuleActionsEditor } from './RuleActionsEditor';
import { actionProblems, toActions, toDrafts, type ActionDraft } from './rule-actions-draft';
import type { ScreenProps } from '../../routes/route-types';
import { navigate } from '../../routes/navigate';
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
 * selects. A rule that does not exist shows the not-found state with a way back to the list.
 */
export function AutomationSavePage({ params }: ScreenProps) {
  const id = params.id;
  const { state, reload } = useRecord<Rule>(
    id ? () => api.rules.get({ params: { id } }, { suppressErrorToast: true }) : null,
    [id],
  );
  if (!id) return <RuleForm id={undefined} ownerName={null} initial={NEW_DRAFT()} />;
  return (
    <RecordState
      state={state}
      what="automation rule"
      backTo={links.automationList()}
      backLabel="Back to Automation"
      onRetry={reload}
    >
      {(rule) => (
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
      )}
    </RecordState>
  );
}

const NEW_DRAFT = (): Draft => ({
  title: '',
  name: '',
  isEnabled: true,
  tree: newGroup(crypto.randomUUID(), true),
  actions: [],
});

function RuleForm({ id, initial, ownerName }: { id: string | undefined; initial: Draft; ownerName: string | null }) {
  const [properties, setProperties] = useState<RuleProperty[] | null>(null);
  const [draft, setDraft] = useState<Draft>(initial);
  const [result, setResult] = useState<RulePreviewResult | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const { formRef, failed } = useFocusFirstInvalid();
  const { review, dialog } = useRuleChangeReview('rule');

  useEffect(() => {
    void api.rules.properties().then((env) => setProperties(env.Data ?? []));
    if (id)
      void api.rules
        .ruleResult({ body: { RuleId: id } }, { suppressErrorToast: true })
        .then((env) => setResult(env.Data));
    return () => {
      appState.isFormChanged = false;
    };
  }, [id]);

  const edit = (next: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...next }));
    appState.isFormChanged = true;
  };

  const save = async () => {
    setShowErrors(true);
    if (!draft.title.trim() || !draft.name.trim() || actionProblems(draft.actions).size > 0) return failed();
    const isTreeChanged = JSON.stringify(draft.tree) !== JSON.stringify(initial.tree);
    if (
      id &&
      isTreeChanged &&
      !(await review(() =>
        api.rules.simulate({ body: { RuleId: id, Tree: draft.tree } }, { suppressErrorToast: true }),
      ))
    )
      return;
    const env = await api.rules.index({
      body: {
        RuleId: id,
        Name: draft.name,
        Title: draft.title,
        IsEnabled: draft.isEnabled,
        Tree: draft.tree,
        Actions: toActions(draft.actions),
      },
    });
    if (env.Success) {
      appState.isFormChanged = false;
      navigate(links.automationList(), { force: true });
    } else {
      setErrors(collectErrorMessages(env));
      failed();
    }
  };

  if (!properties)
    return (
      <PageLayout>
        <Skeleton variant="header" label="Loading rule properties..." />
      </PageLayout>
    );
  return (
    <PageLayout header={<PageHeader title={id ? `Edit ${initial.title}` : 'Create rule'} />}>
      <form
        ref={formRef}
        noValidate
        aria-label={id ? `Edit ${initial.title}` : 'Create rule'}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        css={{ display: 'grid', gap: 16, maxWidth: 960 }}
      >
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
        {errors.length > 0 && (
          <ul role="alert" aria-label="Problems">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
        <PreviewPanel
          result={result}
          userHref={(userId) => links.userView({ id: userId })}
          onError={() => {
            setShowErrors(true);
            failed();
          }}
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
        <div css={{ display: 'flex', gap: 8 }}>
          <Button type="submit" variant="primary">
            Save
          </Button>
          <Button type="button" variant="secondary" onClick={() => navigate(links.automationList())}>
            Cancel
          </Button>
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
        </div>
      </form>
      {dialog}
    </PageLayout>
  );
}
