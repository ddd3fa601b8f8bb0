import { useRef, useState, type ReactNode } from 'react';
import { AsyncSearchSelect, Button, FormField, LockedLink, PermissionGate, type SelectOption } from '@portcullis/ui';
import { searchObjects, type GrantKind } from '../../shared/object-search';
import { invalidateQueries, type DataTableColumn } from '@portcullis/datatable';
import { Permissions, type AssignedObject } from '@portcullis/api-client';
import { api } from '../../../api';
import { ChildTable, childTab, type ChildOwner } from '../../shared/resource/ChildTable';
import { links } from '../../../routes/index';
import { navigate } from '../../../shell/navigate';
import { applicationUserColumns } from '../../applications/ApplicationUserColumns';

export { searchObjects, type GrantKind } from '../../shared/object-search';

/**
 * Shows `children` when the caller may manage the user; otherwise the §6 locked state (with its
 * tooltip) when `lockedLabel` is given, else nothing. Protected accounts (issue 11) use it.
 */
export function ManageGate({
  canManage,
  lockedLabel,
  children,
}: {
  canManage: boolean;
  lockedLabel?: string;
  children: ReactNode;
}) {
  if (canManage) return <>{children}</>;
  return lockedLabel ? <LockedLink>{lockedLabel}</LockedLink> : null;
}

interface AddObjectProps {
  label: string;
  objectTypeName: string;
  onAdd: (id: string) => Promise<unknown>;
  /** Who may add. @default Permissions.UserEdit */
  permission?: string;
  /** Offer only objects of this kind the caller may grant or manage. */
  grantKind?: GrantKind;
  /** The caller may not change this account: show the locked state instead. @default false */
  isLocked?: boolean;
}

/** An async search picker plus an Add button, shown only to users holding `permission`. */
export function AddObject({
  label,
  objectTypeName,
  onAdd,
  permission = Permissions.UserEdit,
  grantKind,
  isLocked = false,
}: AddObjectProps) {
  const [chosen, setChosen] = useState<SelectOption | null>(null);
  const pickerRef = useRef<HTMLDivElement>(null);
  if (isLocked)
    return (
      <PermissionGate permission={permission}>
        <p>
          <LockedLink>{label}</LockedLink>
        </p>
      </PermissionGate>
    );
  return (
    <PermissionGate permission={permission}>
      <div css={{ display: 'flex', gap: 8, alignItems: 'flex-end', marginBottom: 12, maxWidth: 560 }}>
        <div ref={pickerRef} css={{ flex: 1 }}>
          <FormField label={label}>
            <AsyncSearchSelect
              search={searchObjects(objectTypeName, grantKind)}
              value={chosen}
              onChange={setChosen}
              placeholder="Type at least 3 characters..."
            />
          </FormField>
        </div>
        <Button
          disabled={!chosen}
          onClick={async () => {
            if (chosen) {
              await onAdd(chosen.value);
              setChosen(null);
              // The Add button disables itself: focus goes back to the picker for the next one.
              pickerRef.current?.querySelector<HTMLElement>('input, [role="combobox"]')?.focus();
            }
          }}
        >
          Add
        </Button>
      </div>
    </PermissionGate>
  );
}

/** A user as the owner of its tabs: every tab's rows are keyed under `['user', id]`. */
export const userOwner = (userId: string): ChildOwner => ({ queryKey: ['user', userId], title: 'User', prefix: 'u' });

const KIND_TYPE = { groups: 'Group', roles: 'Role', permissions: 'Permission' } as const;

/** Spec §6 user object scope: the user's groups, roles or direct permissions, with add and remove. */
export function AssignedObjectsTab({
  userId,
  kind,
  canManage = true,
}: {
  userId: string;
  kind: 'groups' | 'roles' | 'permissions';
  /** False for a protected account: nothing can be added or removed. @default true */
  canManage?: boolean;
}) {
  // A change of the user's groups or roles changes their permissions too: every tab of the user refetches.
  const refresh = () => invalidateQueries(['user', userId]);
  const columns: DataTableColumn<AssignedObject>[] = [
    { id: 'Title', title: 'Title', cell: (o) => o.Title },
    { id: 'Name', title: 'Name', cell: (o) => o.Name },
  ];
  return (
    <ChildTable
      header={
        <AddObject
          label={`Add ${KIND_TYPE[kind].toLowerCase()}`}
          objectTypeName={KIND_TYPE[kind]}
          grantKind={kind}
          isLocked={!canManage}
          onAdd={async (id) => {
            await api.users.assignObjects({ params: { id: userId }, body: { Kind: kind, ObjectIds: [id] } });
            refresh();
          }}
        />
      }
      tab={childTab(userOwner(userId), kind)}
      columns={columns}
      rowKey={(o) => o.ObjectId}
      emptyText={`No ${kind} assigned.`}
      rowActions={{
        permission: Permissions.UserEdit,
        canManage,
        objectName: (o) => o.Title,
        actions: (o) => [
          {
            id: 'remove',
            destroys: 'remove',
            onClick: async () => {
              await api.users.unassignObjects({
                params: { id: userId },
                body: { Kind: kind, ObjectIds: [o.ObjectId] },
              });
              refresh();
            },
          },
        ],
      }}
      fetchPage={(request, signal) =>
        api.users.objects({ params: { id: userId }, body: { ...request, Kind: kind } }, { signal })
      }
    />
  );
}

/** The user's applications with their login type labels (§7 applicationlist). */
export function ApplicationsTab({ userId, canManage = true }: { userId: string; canManage?: boolean }) {
  // The same rows as the application's Users tab: each opens its application user.
  const columns = applicationUserColumns('user');
  return (
    <ChildTable
      header={
        <>
          <AddObject
            label="Add application"
            objectTypeName="Application"
            isLocked={!canManage}
            onAdd={async (id) => {
              await api.users.assignApplication({ query: { userId }, body: { ApplicationIds: [id] } });
              invalidateQueries(['user', userId]);
            }}
          />
          <PermissionGate permission={Permissions.ApplicationEdit}>
            <div css={{ marginBottom: 12 }}>
              <Button variant="secondary" onClick={() => navigate(links.applicationUserSaveByUser({ userId }))}>
                Assign with account details
              </Button>
            </div>
          </PermissionGate>
        </>
      }
      tab={childTab(userOwner(userId), 'applications', 'u-apps')}
      columns={columns}
      rowKey={(a) => a.ApplicationId}
      emptyText="No applications assigned."
      fetchPage={(request, signal) => api.users.applicationList({ body: { ...request, UserId: userId } }, { signal })}
    />
  );
}
