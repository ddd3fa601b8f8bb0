import {
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
  groupDefResource,
  Permissions,
  type AssignedObject,
  type GroupDef,
  type GroupPrivilege,
} from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { useLoad } from '../../shared/forms';
import { ConsoleLink } from '../../shared/ConsoleLink';
import { links } from '../../../routes/index';
import { AddObject } from '../users/UserObjectTabs';
import { pageOf } from '../../shared/cells';
import { recordQueryKey } from '../../shared/resource/resource-client';

/** Removal of a group: with child groups, the administrator says whether they go too or move up a level. */
export function RemoveGroupDialog({ group, onClose }: { group: GroupDef | null; onClose: (removed: boolean) => void }) {
  if (!group) return null;
  const hasChildren = group.HasChildren;
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
      {groupDefResource.removeText}
    </ConfirmDialog>
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
                invalidateQueries(recordQueryKey(groupDefResource, groupId));
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
          invalidateQueries(recordQueryKey(groupDefResource, groupId));
        }}
      />
      <DataTable
        queryKey={[...recordQueryKey(groupDefResource, groupId), kind.id]}
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

/** The member tabs under a group's view (§6 group: members, permissions, roles). */
export function GroupObjectTabs({ group }: { group: GroupDef }) {
  return (
    <Tabs
      label="Group objects"
      defaultSelectedId="members"
      items={KINDS.map((k) => ({
        id: k.id,
        label: k.label,
        content: <GroupObjects groupId={group.GroupDefId} kind={k} />,
      }))}
    />
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
