import {
  FormField,
  NameTitleField,
  PageHeader,
  Select,
  Skeleton,
  Switch,
  Textarea,
  type SelectOption,
  PageLayout,
} from '@portcullis/ui';
import type { GroupDef, RuleOption } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { useLoad, useRecord } from '../../shared/forms';
import { links } from '../../../routes/index';
import { EditForm } from '../../shared/resource/EditForm';
import { RecordState } from '../../shared/RecordState';
import { useRuleChangeReview } from '../../shared/RuleChangeReview';

interface GroupDraft {
  Title: string;
  Name: string;
  Description: string;
  ParentId: string | null;
  State: number;
  RuleId: string | null;
}

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

/** GroupDefSave: name and title, description, state, parent and an optional membership rule. */
export function GroupDefSavePage({ params }: ScreenProps) {
  const id = params.id;
  const { state, reload } = useRecord<GroupDef>(
    id ? () => api.groups.groupDef({ params: { id } }, { suppressErrorToast: true }) : null,
    [id],
  );
  if (!id) return <GroupForm group={null} />;
  return (
    <RecordState state={state} what="group" backTo={links.groupDefList()} backLabel="Back to Groups" onRetry={reload}>
      {(group) => <GroupForm group={group} />}
    </RecordState>
  );
}

function GroupForm({ group }: { group: GroupDef | null }) {
  const id = group?.GroupDefId;
  const { data: groups } = useLoad<GroupDef[]>(async () => {
    const list = (await api.groups.groupDefList({ body: { CurrentPage: 1, ItemPerPage: 1000 } })).Data?.Data ?? [];
    return api.groups.groupDefsDetail({ body: { GroupDefIds: list.map((g) => g.GroupDefId) } });
  }, []);
  const { data: rules } = useLoad<RuleOption[]>(() => api.rules.select(undefined, { suppressErrorToast: true }), []);
  const { review, dialog } = useRuleChangeReview('group');
  return (
    <PageLayout header={<PageHeader title={group ? `Edit ${group.Title}` : 'Create group'} />}>
      <EditForm<GroupDraft>
        label="Group"
        deps={[id]}
        cancelHref={id ? links.groupDefObjects({ id }) : links.groupDefList()}
        load={async () => ({
          Title: group?.Title ?? '',
          Name: group?.Name ?? '',
          Description: group?.Description ?? '',
          ParentId: group?.ParentId ?? null,
          State: group?.State ?? 1,
          RuleId: group?.RuleId ?? null,
        })}
        validate={(d) => ({ Title: !d.Title.trim() || !d.Name.trim() ? 'Title and name are required.' : undefined })}
        save={async (d) => {
          const isRuleChanged = d.RuleId !== null && d.RuleId !== (group?.RuleId ?? null);
          const ruleId = d.RuleId;
          if (
            ruleId &&
            isRuleChanged &&
            !(await review(() =>
              api.groups.simulateMembership({ body: { GroupDefId: id, RuleId: ruleId } }, { suppressErrorToast: true }),
            ))
          )
            return null;
          return api.groups.saveGroupDef({
            body: {
              GroupDefId: id,
              Name: d.Name,
              Title: d.Title,
              Description: d.Description || null,
              ParentId: d.ParentId,
              State: d.State === 1 ? 1 : 0,
              RuleId: d.RuleId,
            },
          });
        }}
        after={(data) => links.groupDefObjects({ id: (data as GroupDef).GroupDefId })}
        fields={(d, edit, errors, showErrors) => (
          <>
            <NameTitleField
              value={{ title: d.Title, name: d.Name }}
              onChange={(v) => edit({ Title: v.title, Name: v.name })}
              isNameEdited={Boolean(id)}
              showErrors={showErrors}
            />
            <FormField label="Description" error={errors.Description}>
              <Textarea value={d.Description} onChange={(e) => edit({ Description: e.target.value })} />
            </FormField>
            <Switch label="Enabled" isChecked={d.State === 1} onChange={(on) => edit({ State: on ? 1 : 0 })} />
            {groups ? (
              <FormField
                label="Parent group"
                help="The group this one sits under. None keeps it at the top level."
                error={errors.ParentId}
              >
                <Select
                  options={parentOptions(groups, id)}
                  value={d.ParentId}
                  onChange={(ParentId) => edit({ ParentId })}
                  hasNoneOption
                  placeholder="No parent (top level)"
                />
              </FormField>
            ) : (
              <Skeleton variant="text" label="Loading groups..." />
            )}
            <FormField
              label="Membership rule"
              help="With a rule, members are exactly the users the rule passes (re-evaluated on save and on Synchronise)."
            >
              <Select
                options={(rules ?? []).map((r) => ({ value: r.RuleId, label: r.Title }))}
                value={d.RuleId}
                onChange={(RuleId) => edit({ RuleId })}
                hasNoneOption
              />
            </FormField>
          </>
        )}
      />
      {dialog}
    </PageLayout>
  );
}
