import { useState } from 'react';
import {
  Badge,
  ConfirmDialog,
  EmptyState,
  Modal,
  PageHeader,
  Skeleton,
  Tabs,
  PageLayout,
  RowActions,
  destructiveVerb,
} from '@portcullis/ui';
import { invalidateQueries, DataTable, type DataTableColumn } from '@portcullis/datatable';
import {
  countOf,
  Permissions,
  type AssignedObject,
  type GroupDef,
  type GroupDefRow,
  type GroupPrivilege,
} from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { navigate } from '../../../shell/navigate';
import { useLoad, useRecord } from '../../shared/forms';
import { RecordState } from '../../shared/RecordState';
import { ConsoleLink, routerLink } from '../../shared/ConsoleLink';
import { links } from '../../../routes/index';
import { AddObject } from '../users/UserObjectTabs';
import { countText, dateCell, pageOf } from '../../shared/cells';

/** Removal of a group: with child groups, the administrator says whether they go too or move up a level. */
function RemoveGroupDialog({ group, onClose }: { group: GroupDefRow | null; onClose: (removed: boolean) => void }) {
  const { data: hasChildren } = useLoad<boolean>(
    () =>
      group
        ? api.groups.hasGroupDefChild({ params: { id: group.GroupDefId } })
        : Promise.resolve({ Success: true, Data: false }),
    [group?.GroupDefId],
  );
  if (!group) return null;
  const remove = async (deleteChildren?: 'true' | 'false') => {
    const env = await api.groups.removeGroupDef({
      params: { id: group.GroupDefId },
      query: deleteChildren ? { hasChildren: 'true', deleteChildren } : {},
    });
    onClose(env.Success);
  };
  if (hasChildren) {
    return (
      <Modal
        isOpen
        role="alertdialog"
        onClose={() => onClose(false)}
        title={`Delete ${group.Title}?`}
        actions={{
          cancel: { label: 'Cancel', onClick: () => onClose(false) },
          others: [{ label: 'Move child groups up', onClick: () => void remove('false') }],
          confirm: { label: 'Delete with child groups', isDestructive: true, onClick: () => void remove('true') },
        }}
      >
        This group has child groups. Delete them with it, or move them up to this group's parent?
      </Modal>
    );
  }
  return (
    <ConfirmDialog
      isOpen
      title={`Delete ${group.Title}?`}
      confirmLabel={destructiveVerb('delete')}
      isDestructive
      onClose={() => onClose(false)}
      onConfirm={() => remove()}
    >
      Its members lose what the group gave them.
    </ConfirmDialog>
  );
}

/** Directory → Groups (GroupDefList). */
export function GroupDefListPage({ route }: ScreenProps) {
  const [removing, setRemoving] = useState<GroupDefRow | null>(null);
  const columns: DataTableColumn<GroupDefRow>[] = [
    {
      id: 'Title',
      title: 'Title',
      cell: (g) => <ConsoleLink to={links.groupDefObjects({ id: g.GroupDefId })}>{g.Title}</ConsoleLink>,
    },
    { id: 'Name', title: 'Name', cell: (g) => g.Name },
    { id: 'ParentTitle', title: 'Parent', cell: (g) => g.ParentTitle ?? '' },
    {
      id: 'State',
      title: 'State',
      cell: (g) => (g.State === 1 ? <Badge tone="success">Enabled</Badge> : <Badge tone="neutral">Disabled</Badge>),
    },
    { id: 'MemberCount', title: 'Members', isSortable: false, cell: (g) => countText(g.MemberCount) },
    { id: 'CreatedDate', title: 'Created', cell: (g) => dateCell(g.CreatedDate) },
    {
      id: 'actions',
      title: 'Actions',
      isSortable: false,
      cell: (g) => (
        <RowActions
          objectName={g.Title}
          actions={[
            { id: 'privileges', label: 'Privileges', ...routerLink(links.groupDefPrivileges({ id: g.GroupDefId })) },
            {
              id: 'edit',
              label: 'Edit',
              permission: Permissions.GroupDefEdit,
              ...routerLink(links.groupDefSave({ id: g.GroupDefId })),
            },
            { id: 'delete', destroys: 'delete', permission: Permissions.GroupDefEdit, onClick: () => setRemoving(g) },
          ]}
        />
      ),
    },
  ];
  return (
    <PageLayout
      header={
        <PageHeader
          title={route.title}
          description="Groups of users, with the roles and permissions they give."
          primaryAction={{
            id: 'create',
            label: 'Create group',
            permission: Permissions.GroupDefEdit,
            onClick: () => navigate(links.groupDefSave()),
          }}
        />
      }
    >
      <DataTable
        queryKey={['groups']}
        label="Groups"
        columns={columns}
        rowKey={(g) => g.GroupDefId}
        searchColumns={['Title', 'Name']}
        emptyText="No groups."
        fetchPage={async (request, { signal }) => pageOf(await api.groups.groupDefList({ body: request }, { signal }))}
      />
      <RemoveGroupDialog
        group={removing}
        onClose={(removed) => {
          setRemoving(null);
          if (removed) invalidateQueries(['groups']);
        }}
      />
    </PageLayout>
  );
}

const KINDS = [
  { id: 'members', label: 'Members', type: 'User', noun: 'member' },
  { id: 'permissions', label: 'Permissions', type: 'Permission', noun: 'permission' },
  { id: 'roles', label: 'Roles', type: 'Role', noun: 'role' },
] as const;

function GroupObjects({ groupId, kind }: { groupId: string; kind: (typeof KINDS)[number] }) {
  // Members are users: their user name (the link) and display name; other objects: title and name.
  const isMembers = kind.id === 'members';
  const columns: DataTableColumn<AssignedObject>[] = [
    {
      id: isMembers ? 'Name' : 'Title',
      title: isMembers ? 'User name' : 'Title',
      cell: (o) => (isMembers ? <ConsoleLink to={links.userView({ id: o.ObjectId })}>{o.Name}</ConsoleLink> : o.Title),
    },
    {
      id: isMembers ? 'Title' : 'Name',
      title: isMembers ? 'Display name' : 'Name',
      cell: (o) => (isMembers ? o.Title : o.Name),
    },
    {
      id: 'actions',
      title: 'Actions',
      isSortable: false,
      cell: (o) => (
        <RowActions
          objectName={isMembers ? o.Name : o.Title}
          actions={[
            {
              id: 'remove',
              destroys: 'remove',
              permission: Permissions.GroupDefEdit,
              onClick: async () => {
                await api.groups.unassignObjects({
                  params: { id: groupId },
                  body: { Kind: kind.id, ObjectIds: [o.ObjectId] },
                });
                invalidateQueries(['group', groupId]);
              },
            },
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <AddObject
        label={`Add ${kind.noun}`}
        objectTypeName={kind.type}
        grantKind={kind.id === 'members' ? 'users' : kind.id}
        permission={Permissions.GroupDefEdit}
        onAdd={async (objectId) => {
          await api.groups.assignObjects({ params: { id: groupId }, body: { Kind: kind.id, ObjectIds: [objectId] } });
          invalidateQueries(['group', groupId]);
        }}
      />
      <DataTable
        queryKey={['group', groupId, kind.id]}
        label={`Group ${kind.id}`}
        historyName={`g-${kind.id}`}
        columns={columns}
        rowKey={(o) => o.ObjectId}
        searchColumns={['Name', 'Title']}
        emptyText={`No ${kind.id}.`}
        fetchPage={async (request, { signal }) =>
          pageOf(
            await api.groups.objectList({ params: { id: groupId }, body: { ...request, Kind: kind.id } }, { signal }),
          )
        }
      />
    </>
  );
}

/** GroupDefObjects (`defs/:id/objects`): members, permissions and roles of a group (§6). */
export function GroupDefObjectsPage({ params }: ScreenProps) {
  const id = params.id!;
  const { state, reload } = useRecord<GroupDef>(
    () => api.groups.groupDef({ params: { id } }, { suppressErrorToast: true }),
    [id],
    { queryKey: ['group', id] },
  );
  return (
    <RecordState state={state} what="group" backTo={links.groupDefList()} backLabel="Back to Groups" onRetry={reload}>
      {(group) => <GroupObjectsView group={group} reload={reload} />}
    </RecordState>
  );
}

function GroupObjectsView({ group, reload }: { group: GroupDef; reload: () => void }) {
  const id = group.GroupDefId;
  return (
    <PageLayout
      header={
        <PageHeader
          title={group.Title}
          description={`${countOf(group.MemberCount, 'member')}${group.ParentTitle ? ` · in ${group.ParentTitle}` : ''}`}
          primaryAction={{
            id: 'edit',
            label: 'Edit',
            permission: Permissions.GroupDefEdit,
            onClick: () => navigate(links.groupDefSave({ id })),
          }}
          actions={[
            {
              id: 'privileges',
              label: 'Privileges',
              onClick: () => navigate(links.groupDefPrivileges({ id })),
            },
            ...(group.RuleId
              ? [
                  {
                    id: 'sync',
                    label: 'Synchronise now',
                    permission: Permissions.GroupDefEdit,
                    onClick: async () => {
                      await api.groups.syncGroupDef({ params: { id } });
                      reload();
                    },
                  },
                ]
              : []),
          ]}
        />
      }
    >
      <Tabs
        label="Group objects"
        defaultSelectedId="members"
        items={KINDS.map((k) => ({ id: k.id, label: k.label, content: <GroupObjects groupId={id} kind={k} /> }))}
      />
    </PageLayout>
  );
}

/** GroupDefPrivileges (`defs/:id/privileges`): the effective permissions a group gives, directly or through roles. */
export function GroupDefPrivilegesPage({ params }: ScreenProps) {
  const id = params.id!;
  const { data: group } = useLoad<GroupDef>(() => api.groups.groupDef({ params: { id } }), [id]);
  const { data: privileges } = useLoad<GroupPrivilege[]>(() => api.groups.privileges({ params: { id } }), [id]);
  if (!group || !privileges)
    return (
      <PageLayout>
        <Skeleton variant="table" label="Loading privileges..." />
      </PageLayout>
    );
  return (
    <PageLayout
      header={<PageHeader title={`${group.Title} privileges`} description="What members get from this group." />}
    >
      {privileges.length === 0 ? (
        <EmptyState title="This group gives no permissions." />
      ) : (
        <table
          aria-label="Group privileges"
          css={{
            borderCollapse: 'collapse',
            '& th, & td': { textAlign: 'left', padding: '6px 8px', borderBottom: '1px solid rgba(127,127,127,0.2)' },
          }}
        >
          <thead>
            <tr>
              <th>Permission</th>
              <th>Name</th>
              <th>Given by</th>
            </tr>
          </thead>
          <tbody>
            {privileges.map((p) => (
              <tr key={`${p.PermissionDefId}-${p.Via}`}>
                <td>{p.Title}</td>
                <td>{p.Name}</td>
                <td>{p.Via}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PageLayout>
  );
}
