import { FormField, Select, Skeleton, type SelectOption } from '@portcullis/ui';
import { groupDefResource, type GroupDef, type RuleOption } from '@portcullis/api-client';
import { api } from '../../../api';
import { useLoad } from '../../shared/forms';
import { useRuleChangeReview } from '../../shared/RuleChangeReview';
import { resourceClient } from '../../shared/resource/resource-client';
import type { ControlProps, SaveReview } from '../../shared/resource/overrides';

/**
 * The groups a group may move under, in tree order, each described by its path ('in Engineering ›
 * Backend'). The group itself and its descendants are left out: a group cannot sit under itself.
 */
export function parentOptions(groups: readonly GroupDef[], ownId: string | undefined): SelectOption[] {
  const byParent = new Map<string | null, GroupDef[]>();
  const ids = new Set(groups.map((g) => g.GroupDefId));
  for (const g of groups) {
    const parent = g.ParentId && ids.has(g.ParentId) ? g.ParentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), g]);
  }
  const options: SelectOption[] = [];
  const walk = (parentId: string | null, path: string[]) => {
    const children = [...(byParent.get(parentId) ?? [])].sort((a, b) => a.Title.localeCompare(b.Title));
    for (const g of children) {
      if (g.GroupDefId === ownId) continue;
      options.push({
        value: g.GroupDefId,
        label: g.Title,
        ...(path.length ? { description: `in ${path.join(' › ')}` } : {}),
      });
      walk(g.GroupDefId, [...path, g.Title]);
    }
  };
  walk(null, []);
  return options;
}

/** The parent group, picked from the tree (the group and its descendants left out). */
export function ParentControl({ value, onChange, saved, error }: ControlProps<string | null>) {
  const { data } = useLoad(() => resourceClient(groupDefResource).list({ CurrentPage: 1, ItemPerPage: 1000 }), []);
  const f = groupDefResource.fields.ParentId;
  if (!data) return <Skeleton variant="text" label="Loading groups..." />;
  return (
    <FormField label={f.title} help={f.help} error={error}>
      <Select
        options={parentOptions(data.Data as GroupDef[], saved?.GroupDefId as string | undefined)}
        value={value}
        onChange={onChange}
        hasNoneOption
        placeholder="No parent (top level)"
      />
    </FormField>
  );
}

/** The membership rule: one of the automation rules (written in the rule builder), or none (static members). */
export function RuleControl({ value, onChange, error }: ControlProps<string | null>) {
  const { data: rules } = useLoad<RuleOption[]>(() => api.rules.select(undefined, { suppressErrorToast: true }), []);
  const f = groupDefResource.fields.RuleId;
  return (
    <FormField label={f.title} help={f.help} error={error}>
      <Select
        options={(rules ?? []).map((r) => ({ value: r.RuleId, label: r.Title }))}
        value={value}
        onChange={onChange}
        hasNoneOption
      />
    </FormField>
  );
}

/**
 * Before a group's membership rule changes, who joins and who leaves (Entra's dynamic-membership
 * validation): asked only when the rule changed to another one.
 */
export function useGroupRuleReview(): SaveReview {
  const { review, dialog } = useRuleChangeReview('group');
  return {
    dialog,
    confirm: async (draft, saved) => {
      const ruleId = (draft.RuleId as string | null) ?? null;
      if (!ruleId || ruleId === ((saved?.RuleId as string | null | undefined) ?? null)) return true;
      const GroupDefId = (saved?.GroupDefId as string | undefined) ?? undefined;
      return review(() =>
        api.groups.simulateMembership({ body: { GroupDefId, RuleId: ruleId } }, { suppressErrorToast: true }),
      );
    },
  };
}
