import { useEffect, useState } from 'react';
import { Button, NameTitleField, PageHeader, Skeleton, Switch } from '@portcullis/ui';
import {
  collectErrorMessages,
  type RuleGroup,
  type RulePreviewResult,
  type RuleProperty,
} from '@portcullis/api-client';
import { PreviewPanel, RuleBuilder, newGroup, type ObjectLookup } from '@portcullis/rule-builder';
import { api } from '../../api';
import { appState } from '../../state/app-store';
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
}

/** Create or edit an automation rule with the visual builder and a live preview of the users it selects. */
export function AutomationSavePage({ params, route }: ScreenProps) {
  const id = params.id;
  const [properties, setProperties] = useState<RuleProperty[] | null>(null);
  const [draft, setDraft] = useState<Draft | null>(
    id ? null : { title: '', name: '', isEnabled: true, tree: newGroup(crypto.randomUUID(), true) },
  );
  const [result, setResult] = useState<RulePreviewResult | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [showErrors, setShowErrors] = useState(false);

  useEffect(() => {
    void api.rules.properties().then((env) => setProperties(env.Data ?? []));
    if (id) {
      void api.rules.get({ params: { id } }).then((env) => {
        if (env.Data)
          setDraft({ title: env.Data.Title, name: env.Data.Name, isEnabled: env.Data.IsEnabled, tree: env.Data.Tree });
      });
      void api.rules
        .ruleResult({ body: { RuleId: id } }, { suppressErrorToast: true })
        .then((env) => setResult(env.Data));
    }
    return () => {
      appState.isFormChanged = false;
    };
  }, [id]);

  const edit = (next: Partial<Draft>) => {
    setDraft((d) => (d ? { ...d, ...next } : d));
    appState.isFormChanged = true;
  };

  const save = async () => {
    if (!draft) return;
    setShowErrors(true);
    if (!draft.title.trim() || !draft.name.trim()) return;
    const env = await api.rules.index({
      body: { RuleId: id, Name: draft.name, Title: draft.title, IsEnabled: draft.isEnabled, Tree: draft.tree },
    });
    if (env.Success) {
      appState.isFormChanged = false;
      navigate(links.automationList());
    } else setErrors(collectErrorMessages(env));
  };

  if (!draft || !properties) return <Skeleton variant="header" />;
  return (
    <>
      <PageHeader title={id ? `Edit ${draft.title}` : 'Create rule'} description={route.title} />
      <div css={{ display: 'grid', gap: 16, maxWidth: 960 }}>
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
          userHref={(id) => links.userView({ id })}
          onError={() => setShowErrors(true)}
          fetchPassedUsers={async (page, pageSize) => {
            const env = await api.rules.passedUsers(
              { body: { Users: { CurrentPage: page, ItemPerPage: pageSize }, Rules: draft.tree } },
              { suppressErrorToast: true },
            );
            if (!env.Success || !env.Data) throw new Error(env.Message ?? 'Preview failed');
            return env.Data;
          }}
        />
        <div css={{ display: 'flex', gap: 8 }}>
          <Button onClick={() => void save()}>Save</Button>
          <Button variant="secondary" onClick={() => navigate(links.automationList())}>
            Cancel
          </Button>
        </div>
      </div>
    </>
  );
}
