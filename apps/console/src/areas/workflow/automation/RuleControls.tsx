import { useState } from 'react';
import { Switch } from '@portcullis/ui';
import type { RuleAction, RuleGroup } from '@portcullis/api-client';
import { PreviewPanel, RuleBuilder, type ObjectLookup } from '@portcullis/rule-builder';
import { api } from '../../../api';
import { links } from '../../../routes/index';
import type { ControlProps } from '../../shared/resource/overrides';
import { RuleActionsEditor } from '../RuleActionsEditor';
import { toActions, toDrafts, type ActionDraft } from '../rule-actions-draft';
import { useRuleForm } from './RuleFormContext';

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

/** The rule's Enabled field as a switch (the form's other yes/no fields are checkboxes). */
export function EnabledControl(props: ControlProps<never>) {
  const { value, onChange } = props as unknown as ControlProps<boolean>;
  return <Switch label="Enabled" isChecked={Boolean(value)} onChange={onChange} />;
}

/** The rule's tree: the visual builder, and the preview of the users the draft selects. */
export function RuleTreeControl(props: ControlProps<never>) {
  const { value, onChange, showErrors } = props as unknown as ControlProps<RuleGroup>;
  const { properties, result } = useRuleForm();
  // A failed preview marks the builder's incomplete rules, as a submitted form does.
  const [isRevealed, setRevealed] = useState(false);
  return (
    <>
      <RuleBuilder
        value={value}
        onChange={onChange}
        properties={[...properties]}
        label="Rule conditions"
        objectLookup={objectLookup}
        showProblems={Boolean(showErrors) || isRevealed}
      />
      <PreviewPanel
        result={result}
        userHref={(userId) => links.userView({ id: userId })}
        onError={() => setRevealed(true)}
        fetchPassedUsers={async (page, pageSize) => {
          const env = await api.rules.passedUsers(
            { body: { Users: { CurrentPage: page, ItemPerPage: pageSize }, Rules: value } },
            { suppressErrorToast: true },
          );
          if (!env.Success || !env.Data) throw new Error(env.Message ?? 'Preview failed');
          return env.Data;
        }}
      />
    </>
  );
}

/**
 * The rule's actions: the editor keeps its rows (with keys, so rows stay put while they move) and the
 * draft gets the actions as the save sends them.
 */
export function RuleActionsControl(props: ControlProps<never>) {
  const { value, onChange, showErrors, saved: record } = props as unknown as ControlProps<RuleAction[] | null>;
  const [rows, setRows] = useState<ActionDraft[]>(() => toDrafts(value ?? []));
  return (
    <RuleActionsEditor
      value={rows}
      onChange={(next) => {
        setRows(next);
        onChange(toActions(next));
      }}
      showProblems={Boolean(showErrors)}
      ownerName={(record?.OwnerUserName as string | null | undefined) ?? null}
    />
  );
}
