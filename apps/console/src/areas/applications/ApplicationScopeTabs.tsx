import { useState } from 'react';
import { Badge, Button, PermissionGate } from '@portcullis/ui';
import { type DataTableColumn, invalidateQueries } from '@portcullis/datatable';
import {
  applicationResource,
  Permissions,
  type Application,
  type ApplicationMember,
  type ApplicationSession,
} from '@portcullis/api-client';
import { api } from '../../api';
import { recordQueryKey } from '../shared/resource/resource-client';
import { links } from '../../routes/index';
import { navigate } from '../../shell/navigate';
import { ConsoleLink } from '../shared/ConsoleLink';
import { AuditEntriesTable } from '../shared/AuditEntriesTable';
import { ChildTable, childTab, type ChildOwner } from '../shared/resource/ChildTable';
import { countText, dateCell, dateTimeCell, pageOf } from '../shared/cells';
import { AddObject } from '../directory/users/UserObjectTabs';
import { applicationUserColumns } from './ApplicationUserColumns';

const edit = applicationResource.access.edit;

/** An application as the owner of its tabs, keyed under its record so a save refreshes them. */
export const applicationOwner = (app: Application): ChildOwner => ({
  queryKey: recordQueryKey(applicationResource, app.ApplicationId),
  title: 'Application',
  prefix: 'app',
});

/** The application's users: account name, state, validity; each opens its application user view. */
export function ApplicationUsersTab({ app }: { app: Application }) {
  const columns = applicationUserColumns('application');
  return (
    <ChildTable
      header={
        <PermissionGate permission={edit}>
          <div css={{ marginBottom: 12 }}>
            <Button
              variant="secondary"
              onClick={() => navigate(links.applicationUserSave({ applicationId: app.ApplicationId }))}
            >
              Assign user
            </Button>
          </div>
        </PermissionGate>
      }
      tab={childTab(applicationOwner(app), 'users')}
      columns={columns}
      rowKey={(u) => u.ApplicationUserId}
      searchColumns={['UserName', 'AccountName']}
      emptyText="Nobody is assigned to this application yet."
      fetchPage={(request, signal) =>
        api.applications.userList({ body: { ...request, ApplicationId: app.ApplicationId } }, { signal })
      }
    />
  );
}

/** §6 application → members: the groups whose members (and their subgroups' members) may use it. */
export function ApplicationMembersTab({ app }: { app: Application }) {
  const refresh = () => invalidateQueries(recordQueryKey(applicationResource, app.ApplicationId));
  const columns: DataTableColumn<ApplicationMember>[] = [
    { id: 'Title', title: 'Group', cell: (m) => m.Title },
    { id: 'Name', title: 'Name', cell: (m) => m.Name },
    { id: 'MemberCount', title: 'Users', isSortable: false, cell: (m) => countText(m.MemberCount) },
    { id: 'AssignedDate', title: 'Assigned', cell: (m) => dateCell(m.AssignedDate) },
  ];
  return (
    <ChildTable
      header={
        <>
          <p css={{ marginTop: 0 }}>Members of these groups, and of their subgroups, may use {app.Title}.</p>
          <AddObject
            label="Add group"
            objectTypeName="Group"
            permission={edit}
            onAdd={async (id) => {
              await api.applications.assignMembers({ params: { id: app.ApplicationId }, body: { GroupDefIds: [id] } });
              refresh();
            }}
          />
        </>
      }
      tab={childTab(applicationOwner(app), 'members')}
      columns={columns}
      rowKey={(m) => m.GroupDefId}
      searchColumns={['Title', 'Name']}
      emptyText="No groups are assigned to this application."
      rowActions={{
        permission: edit,
        objectName: (m) => m.Title,
        actions: (m) => [
          {
            id: 'remove',
            destroys: 'remove',
            onClick: async () => {
              await api.applications.unassignMembers({
                params: { id: app.ApplicationId },
                body: { GroupDefIds: [m.GroupDefId] },
              });
              refresh();
            },
          },
        ],
      }}
      fetchPage={(request, signal) =>
        api.applications.memberList({ params: { id: app.ApplicationId }, body: request }, { signal })
      }
    />
  );
}

/** Single sign-on sessions of the application; the Sessions area holds the full list with actions. */
export function ApplicationSessionsTab({ app }: { app: Application }) {
  const columns: DataTableColumn<ApplicationSession>[] = [
    { id: 'UserName', title: 'User', cell: (s) => s.UserName },
    { id: 'CountryCode', title: 'Country', cell: (s) => s.CountryCode ?? '' },
    { id: 'CreatedDate', title: 'Started', cell: (s) => dateTimeCell(s.CreatedDate) },
    { id: 'LastActivityDate', title: 'Last seen', cell: (s) => dateTimeCell(s.LastActivityDate) },
    {
      id: 'IsActive',
      title: 'State',
      isSortable: false,
      cell: (s) => (s.IsActive ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Idle</Badge>),
    },
  ];
  return (
    <ChildTable
      header={
        <PermissionGate permission={Permissions.SessionList}>
          <p css={{ marginTop: 0 }}>
            <ConsoleLink to={links.activeSessions({ applicationId: app.ApplicationId })}>
              Open the active sessions of {app.Title}
            </ConsoleLink>
          </p>
        </PermissionGate>
      }
      tab={childTab(applicationOwner(app), 'sessions')}
      columns={columns}
      rowKey={(s) => s.SessionId}
      emptyText="Nobody has signed in to this application yet."
      fetchPage={(request, signal) =>
        api.applications.sessionList({ params: { id: app.ApplicationId }, body: request }, { signal })
      }
    />
  );
}

/** Audit entries about the application, its keys, users and members. */
export function ApplicationAuditTab({ app }: { app: Application }) {
  return (
    <AuditEntriesTable
      queryKey={[...recordQueryKey(applicationResource, app.ApplicationId), 'audit']}
      label="Application audit"
      historyName="app-audit"
      searchColumns={['Description']}
      emptyText="Nothing was recorded about this application yet."
      fetchPage={async (request, { signal }) =>
        pageOf(await api.applications.auditList({ params: { id: app.ApplicationId }, body: request }, { signal }))
      }
    />
  );
}
