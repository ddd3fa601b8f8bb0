import { UserAccessPackagesTab } from '../../governance/UserAccessPackagesTab';
import { useState, type ReactNode } from 'react';
import {
  ConfirmDialog,
  LockedLink,
  PageHeader,
  Tabs,
  useAccess,
  type PageHeaderAction,
  PageLayout,
  destructiveVerb,
} from '@portcullis/ui';
import {
  columnTitleOf,
  factFieldNames,
  fieldOf,
  Permissions,
  UserType,
  userResource,
  type User,
} from '@portcullis/api-client';
import { displayValue } from '../../shared/resource/display';
import { userSourceTitle, userStateBadge } from './user-cells';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { navigate } from '../../../shell/navigate';
import { useLoad, useRecord } from '../../shared/forms';
import { RecordState } from '../../shared/RecordState';
import { Facts } from '../../shared/resource/Facts';
import { ApplicationsTab, AssignedObjectsTab } from './UserObjectTabs';
import { UserAuthenticatorsTab } from './UserAuthenticatorsTab';
import { SharedPasswordSection } from './SharedPasswordSection';
import {
  AgreementsTab,
  AliasesTab,
  AttributesTab,
  AuditTab,
  DevicesTab,
  OwnersTab,
  ResourcesTab,
  SessionsTab,
} from './UserActivityTabs';
import { links } from '../../../routes/index';
import { dateTimeCell } from '../../shared/cells';

const when = (iso: string | null) => dateTimeCell(iso, 'Never');

/** The view names the type and the state as the list's columns do; other facts by their field's title. */
const termOf = (name: string) =>
  name === 'UserType' || name === 'IsEnabled' ? columnTitleOf(userResource, name) : fieldOf(userResource, name).title;

/**
 * The user's facts: the definition's (`facts`),
 * the state as the list's badge, then what only a user has (super admin, MFA) before the dates.
 */
function UserFacts({ user, lastLogin }: { user: User; lastLogin: string | null }) {
  const own: Partial<Record<string, ReactNode>> = {
    SourceTitle: user.UserSource?.Title ?? userSourceTitle(user),
    IsEnabled: userStateBadge(user),
    LastLoginDate: when(lastLogin),
    CreatedDate: when(user.CreatedDate),
  };
  const facts = factFieldNames(userResource).map((name): [string, ReactNode] => [
    termOf(name),
    name in own
      ? own[name]
      : displayValue(fieldOf(userResource, name), (user as unknown as Record<string, unknown>)[name]),
  ]);
  const dates = facts.findIndex(([term]) => term === termOf('LastLoginDate'));
  facts.splice(
    dates,
    0,
    ['Super admin', user.IsSuperAdmin ? `Yes, since ${when(user.SuperAdminStartDate)}` : 'No'],
    ['Multi-factor authentication', user.IsMfaEnabled ? 'On' : 'Off'],
  );
  return <Facts facts={facts} />;
}

/**
 * Directory → UserView (`users/view/:id`): the profile and the tabs of §2.3. The object scope tabs
 * of §6 come first; Resources are shown but not selectable there (spec), the user's resources are in
 * Resource history and Pending resources; Access packages lists the packages held (read-only).
 */
export function UserViewPage({ params }: ScreenProps) {
  const id = params.id!;
  const { state, reload } = useRecord<User>(
    () => api.users.view({ params: { id } }, { suppressErrorToast: true }),
    [id],
    { queryKey: ['user', id] },
  );
  return (
    <RecordState state={state} what="user" backTo={links.listUser()} backLabel="Back to Users" onRetry={reload}>
      {(user) => <UserView user={user} />}
    </RecordState>
  );
}

/** Spec §3: these tabs are listed but not selectable in the user view; the tooltip says where to look. */
const RESOURCES_REASON = 'Not available in the user view: see Resource history and Pending resources.';

function UserView({ user }: { user: User }) {
  const id = user.UserId;
  const { data: lastLogin } = useLoad<string | null>(
    () => api.users.lastLoginDate({ params: { id } }, { suppressErrorToast: true }),
    [id],
  );
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const access = useAccess();
  // Issue 11: a protected account (it holds what the caller does not) is shown, not managed.
  const canManage = user.CanManage !== false;

  const tabs = [
    { id: 'applications', label: 'Applications', content: <ApplicationsTab userId={id} canManage={canManage} /> },
    { id: 'groups', label: 'Groups', content: <AssignedObjectsTab userId={id} kind="groups" canManage={canManage} /> },
    { id: 'roles', label: 'Roles', content: <AssignedObjectsTab userId={id} kind="roles" canManage={canManage} /> },
    {
      id: 'permissions',
      label: 'Permissions',
      content: <AssignedObjectsTab userId={id} kind="permissions" canManage={canManage} />,
    },
    { id: 'resources', label: 'Resources', isDisabled: true, disabledReason: RESOURCES_REASON },
    { id: 'access-packages', label: 'Access packages', content: <UserAccessPackagesTab userId={id} /> },
    { id: 'sessions', label: 'Sessions', content: <SessionsTab userId={id} /> },
    { id: 'devices', label: 'Devices', content: <DevicesTab userId={id} canManage={canManage} /> },
    {
      id: 'authenticators',
      label: 'Authenticators',
      content: <UserAuthenticatorsTab userId={id} canManage={canManage} />,
    },
    { id: 'aliases', label: 'Aliases', content: <AliasesTab userId={id} canManage={canManage} /> },
    { id: 'owners', label: 'Owners', content: <OwnersTab userId={id} /> },
    { id: 'attributes', label: 'Attributes', content: <AttributesTab userId={id} /> },
    { id: 'audit', label: 'Audit', content: <AuditTab userId={id} /> },
    { id: 'agreements', label: 'Agreements', content: <AgreementsTab userId={id} /> },
    {
      id: 'resources-history',
      label: 'Resource history',
      content: <ResourcesTab userId={id} which="resourcesHistory" />,
    },
    {
      id: 'resources-pending',
      label: 'Pending resources',
      content: <ResourcesTab userId={id} which="resourcesPending" />,
    },
  ];

  const manageActions: PageHeaderAction[] = [
    {
      id: 'edit',
      label: 'Edit',
      permission: Permissions.UserEdit,
      onClick: () => navigate(links.saveUser({ id })),
    },
    {
      id: 'passwords',
      label: 'Passwords',
      permission: Permissions.UserEdit,
      onClick: () => navigate(links.userPasswords({ id })),
    },
    {
      id: 'delete',
      destroys: 'delete',
      permission: Permissions.UserDelete,
      onClick: () => setIsDeleteOpen(true),
    },
  ];

  return (
    <PageLayout
      header={
        <PageHeader
          title={user.FormattedName}
          description={user.IsSuperAdmin ? 'Super admin' : (user.SourceTitle ?? undefined)}
          avatar={{ name: user.FormattedName, photoUrl: user.ProfilePhotoUrl }}
          actions={canManage ? manageActions : []}
        />
      }
    >
      {!canManage && (
        <div role="group" aria-label="Protected account" css={{ display: 'flex', gap: 16, marginBottom: 8 }}>
          {manageActions
            .filter((a) => !a.permission || access.hasPermission(a.permission))
            .map((a) => (
              <LockedLink key={a.id}>{a.label}</LockedLink>
            ))}
        </div>
      )}
      <UserFacts user={user} lastLogin={lastLogin} />
      {user.UserType === UserType.Shared && <SharedPasswordSection accountId={id} canManage={canManage} />}
      <Tabs label="User details" items={tabs} defaultSelectedId="applications" />
      <ConfirmDialog
        isOpen={isDeleteOpen}
        title={`Delete ${user.UserName}?`}
        confirmLabel={destructiveVerb('delete')}
        isDestructive
        onClose={() => setIsDeleteOpen(false)}
        onConfirm={async () => {
          const env = await api.users.removeUser({ params: { id } });
          setIsDeleteOpen(false);
          if (env.Success) navigate(links.listUser());
        }}
      >
        The user, their sessions, devices and assignments are removed. This cannot be undone.
      </ConfirmDialog>
    </PageLayout>
  );
}
