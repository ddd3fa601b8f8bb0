import { useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  CopyButton,
  FormField,
  Modal,
  PermissionGate,
  TextInput,
  useAccess,
  destructiveVerb,
} from '@portcullis/ui';
import { invalidateQueries, type DataTableColumn } from '@portcullis/datatable';
import {
  Permissions,
  type ObjectOwner,
  type UserAgreement,
  type UserAlias,
  type UserAttribute,
  type UserDevice,
  type UserResource,
  type UserSession,
  ObjectOwnerType,
  enumName,
} from '@portcullis/api-client';
import { api } from '../../../api';
import { countryCell, dateCell, pageOf } from '../../shared/cells';
import { ChildStaticTable, ChildTable, childTab } from '../../shared/resource/ChildTable';
import { ManageGate, userOwner } from './UserObjectTabs';
import { ConsoleLink } from '../../shared/ConsoleLink';
import { AuditEntriesTable } from '../../shared/AuditEntriesTable';
import { links } from '../../../routes/index';
import { ALL_APPLICATIONS } from '../../sessions/session-display';

/**
 * Single sign-on sessions of the user. Each opens its session detail, and the Sessions area's list of
 * this user's sessions (where they can be terminated) is one link away, for whoever may list sessions.
 */
export function SessionsTab({ userId }: { userId: string }) {
  const canOpen = useAccess().hasPermission(Permissions.SessionList);
  const columns: DataTableColumn<UserSession>[] = [
    {
      id: 'ApplicationTitle',
      title: 'Application',
      cell: (s) =>
        canOpen ? (
          <ConsoleLink
            to={links.sessionDetail({ id: s.SessionId })}
            label={`Session of ${s.ApplicationTitle ?? 'an unknown application'}`}
          >
            {s.ApplicationTitle ?? '- Unknown -'}
          </ConsoleLink>
        ) : (
          (s.ApplicationTitle ?? '- Unknown -')
        ),
    },
    { id: 'CountryCode', title: 'Country', cell: (s) => countryCell(s.CountryCode) },
    { id: 'CreatedDate', title: 'Started', isSortable: false, cell: (s) => dateCell(s.CreatedDate) },
    { id: 'LastActivityDate', title: 'Last activity', cell: (s) => dateCell(s.LastActivityDate) },
  ];
  return (
    <ChildTable
      header={
        canOpen && (
          <p css={{ margin: 0 }}>
            <ConsoleLink to={links.activeSessions({ applicationId: ALL_APPLICATIONS, userId })}>
              Manage this user's sessions
            </ConsoleLink>
          </p>
        )
      }
      tab={childTab(userOwner(userId), 'sessions')}
      columns={columns}
      rowKey={(s) => s.SessionId}
      emptyText="No sessions."
      fetchPage={(request, signal) => api.users.sessions({ params: { id: userId }, body: request }, { signal })}
    />
  );
}

/** Audit entries where the user acted or was the target. */
export function AuditTab({ userId }: { userId: string }) {
  return (
    <AuditEntriesTable
      queryKey={['user', userId, 'audit']}
      label="User audit"
      historyName="u-audit"
      emptyText="No audit entries."
      fetchPage={async (request, { signal }) =>
        pageOf(await api.users.auditList({ body: { ...request, UserId: userId } }, { signal }))
      }
    />
  );
}

export function AgreementsTab({ userId }: { userId: string }) {
  const columns: DataTableColumn<UserAgreement>[] = [
    { id: 'Title', title: 'Agreement', cell: (a) => a.Title },
    { id: 'Date', title: 'Accepted', cell: (a) => dateCell(a.AcceptedDate) },
  ];
  return (
    <ChildTable
      tab={childTab(userOwner(userId), 'agreements')}
      columns={columns}
      rowKey={(a) => a.AgreementId}
      emptyText="No agreements accepted."
      fetchPage={(request, signal) => api.users.agreementList({ body: { ...request, UserId: userId } }, { signal })}
    />
  );
}

/** Resources: granted (current), history (granted and revoked) or pending requests. */
export function ResourcesTab({
  userId,
  which,
}: {
  userId: string;
  which: 'resources' | 'resourcesHistory' | 'resourcesPending';
}) {
  const columns: DataTableColumn<UserResource>[] = [
    { id: 'Title', title: 'Resource', cell: (r) => r.Title },
    { id: 'Type', title: 'Type', isSortable: false, cell: (r) => r.ResourceDefTypeTitle },
    {
      id: 'State',
      title: 'State',
      isSortable: false,
      cell: (r) => (
        <Badge tone={r.State === 'Granted' ? 'success' : r.State === 'Pending' ? 'warning' : 'neutral'}>
          {r.State}
        </Badge>
      ),
    },
    { id: 'Date', title: 'Date', cell: (r) => dateCell(r.Date) },
  ];
  return (
    <ChildTable
      tab={childTab(userOwner(userId), which)}
      columns={columns}
      rowKey={(r) => r.ResourceId}
      emptyText="No resources."
      fetchPage={(request, signal) => api.users[which]({ params: { id: userId }, body: request }, { signal })}
    />
  );
}

/** Devices with remove (confirmed) and a recovery code shown once. */
export function DevicesTab({ userId, canManage = true }: { userId: string; canManage?: boolean }) {
  const [removing, setRemoving] = useState<UserDevice | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const columns: DataTableColumn<UserDevice>[] = [
    { id: 'Name', title: 'Device', cell: (d) => d.Name },
    { id: 'Platform', title: 'Platform', cell: (d) => d.Platform },
    { id: 'LastSeenDate', title: 'Last seen', cell: (d) => dateCell(d.LastSeenDate) },
  ];
  return (
    <ChildTable
      tab={childTab(userOwner(userId), 'devices')}
      columns={columns}
      rowKey={(d) => d.DeviceId}
      emptyText="No devices."
      rowActions={{
        permission: Permissions.UserEdit,
        canManage,
        objectName: (d) => d.Name,
        actions: (d) => [
          {
            id: 'recovery-code',
            label: 'Recovery code',
            onClick: async () =>
              setCode((await api.users.deviceRecoveryCode({ params: { id: d.DeviceId } })).Data?.Code ?? null),
          },
          { id: 'delete', destroys: 'delete', onClick: () => setRemoving(d) },
        ],
      }}
      fetchPage={(request, signal) => api.users.deviceList({ body: { ...request, UserId: userId } }, { signal })}
    >
      <ConfirmDialog
        isOpen={removing !== null}
        title={`${destructiveVerb('delete')} ${removing?.Name ?? 'this device'}?`}
        confirmLabel={destructiveVerb('delete')}
        isDestructive
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing) await api.users.removeDevice({ params: { id: removing.DeviceId } });
          setRemoving(null);
          invalidateQueries(['user', userId]);
        }}
      >
        {removing?.Name} will have to be registered again.
      </ConfirmDialog>
      <Modal
        isOpen={code !== null}
        onClose={() => setCode(null)}
        title="Recovery code"
        actions={{ confirm: { label: 'Done', onClick: () => setCode(null) } }}
      >
        <p>Give this code to the user; it is shown only once.</p>
        <p css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <code>{code}</code>
          {code && <CopyButton text={code} label="Copy code" />}
        </p>
      </Modal>
    </ChildTable>
  );
}

/** Aliases (other names the user signs in with, optionally per application). */
export function AliasesTab({ userId, canManage = true }: { userId: string; canManage?: boolean }) {
  const [alias, setAlias] = useState('');
  const columns: DataTableColumn<UserAlias>[] = [
    { id: 'Alias', title: 'Alias', cell: (a) => a.Alias },
    {
      id: 'ApplicationTitle',
      title: 'Application',
      isSortable: false,
      cell: (a) => a.ApplicationTitle ?? 'All applications',
    },
  ];
  return (
    <ChildTable
      header={
        <PermissionGate permission={Permissions.UserEdit}>
          <ManageGate canManage={canManage} lockedLabel="Add alias">
            <form
              css={{ display: 'flex', gap: 8, alignItems: 'flex-end', marginBottom: 12, maxWidth: 480 }}
              onSubmit={async (e) => {
                e.preventDefault();
                if (!alias.trim()) return;
                const env = await api.users.assignUserAlias({ params: { id: userId }, body: { Alias: alias.trim() } });
                if (env.Success) {
                  setAlias('');
                  invalidateQueries(['user', userId]);
                }
              }}
            >
              <div css={{ flex: 1 }}>
                <FormField label="New alias">
                  <TextInput value={alias} onChange={(e) => setAlias(e.target.value)} />
                </FormField>
              </div>
              <Button type="submit" disabled={!alias.trim()}>
                Add alias
              </Button>
            </form>
          </ManageGate>
        </PermissionGate>
      }
      tab={childTab(userOwner(userId), 'aliases')}
      columns={columns}
      rowKey={(a) => a.UserAliasId}
      emptyText="No aliases."
      rowActions={{
        permission: Permissions.UserEdit,
        canManage,
        objectName: (a) => a.Alias,
        actions: (a) => [
          {
            id: 'delete',
            destroys: 'delete',
            onClick: async () => {
              await api.users.removeUserAlias({ params: { id: a.UserAliasId } });
              invalidateQueries(['user', userId]);
            },
          },
        ],
      }}
      fetchPage={(request, signal) => api.users.userAliasList({ body: { ...request, UserId: userId } }, { signal })}
    />
  );
}

export function OwnersTab({ userId }: { userId: string }) {
  return (
    <ChildStaticTable<ObjectOwner>
      load={() => api.users.getUserOwners({ params: { id: userId } })}
      deps={[userId]}
      label="User owners"
      emptyTitle="This user has no owners."
      rowKey={(o) => o.ObjectOwnerId}
      columns={[
        { title: 'Owner', cell: (o) => o.OwnerUserName },
        { title: 'Relation', cell: (o) => String(enumName(ObjectOwnerType, o.OwnerType) ?? o.OwnerType) },
        { title: 'Since', cell: (o) => dateCell(o.CreatedDate) },
      ]}
    />
  );
}

export function AttributesTab({ userId }: { userId: string }) {
  return (
    <ChildStaticTable<UserAttribute>
      load={() => api.users.attributes({ params: { id: userId } })}
      deps={[userId]}
      label="User attributes"
      emptyTitle="This user has no attributes."
      rowKey={(a) => a.Name}
      columns={[
        { title: 'Attribute', cell: (a) => a.Name },
        { title: 'Value', cell: (a) => a.Value ?? '' },
      ]}
    />
  );
}
