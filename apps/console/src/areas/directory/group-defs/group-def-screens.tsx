import { Badge } from '@portcullis/ui';
import { invalidateQueries } from '@portcullis/datatable';
import { GroupDefState, groupDefResource, Permissions, type GroupDef } from '@portcullis/api-client';
import { api } from '../../../api';
import { links } from '../../../routes/index';
import { navigate } from '../../../shell/navigate';
import { routerLink } from '../../shared/ConsoleLink';
import { recordQueryKey } from '../../shared/resource/resource-client';
import { resourceScreen } from '../../shared/resource/screens';
import type { ControlProps } from '../../shared/resource/overrides';
import { GroupObjectTabs, RemoveGroupDialog } from './GroupDefPages';
import { ParentControl, RuleControl, useGroupRuleReview } from './group-def-controls';

const stateBadge = (g: GroupDef) =>
  g.State === GroupDefState.Enabled ? <Badge tone="success">Enabled</Badge> : <Badge tone="neutral">Disabled</Badge>;

/** Directory → Groups (GroupDefList): the generic list, its state as a badge, Privileges and Edit per row. */
export const GroupDefList = resourceScreen(groupDefResource, 'list', {
  cells: { State: stateBadge },
  rowActions: (g) => [
    { id: 'privileges', label: 'Privileges', ...routerLink(links.groupDefPrivileges({ id: g.GroupDefId })) },
    {
      id: 'edit',
      label: 'Edit',
      permission: Permissions.GroupDefEdit,
      ...routerLink(links.groupDefSave({ id: g.GroupDefId })),
    },
  ],
});

/**
 * GroupDefObjects (`defs/:id/objects`): the generic view of a group, its members, permissions and roles
 * as tabs below, Privileges and (for a rule-based group) Synchronise now; removal asks what happens to
 * child groups.
 */
export const GroupDefView = resourceScreen(groupDefResource, 'view', {
  facts: { State: stateBadge },
  viewActions: (g) => [
    { id: 'privileges', label: 'Privileges', onClick: () => navigate(links.groupDefPrivileges({ id: g.GroupDefId })) },
    ...(g.RuleId
      ? [
          {
            id: 'sync',
            label: 'Synchronise now',
            permission: Permissions.GroupDefEdit,
            onClick: async () => {
              await api.groups.syncGroupDef({ params: { id: g.GroupDefId } });
              invalidateQueries(recordQueryKey(groupDefResource, g.GroupDefId));
            },
          },
        ]
      : []),
  ],
  viewBelow: (g) => <GroupObjectTabs group={g} />,
  removeDialog: (g, onClose) => <RemoveGroupDialog group={g} onClose={onClose} />,
});

/** GroupDefSave: the generic form; the parent from the tree, the membership rule reviewed before it changes. */
export const GroupDefSave = resourceScreen(groupDefResource, 'save', {
  formLabel: 'Group',
  controls: {
    ParentId: (p) => <ParentControl {...(p as unknown as ControlProps<string | null>)} />,
    RuleId: (p) => <RuleControl {...(p as unknown as ControlProps<string | null>)} />,
  },
  useSaveReview: useGroupRuleReview,
});
