import { Badge } from '@portcullis/ui';
import type { DataTableColumn } from '@portcullis/datatable';
import type { ApplicationUser, UserApplication } from '@portcullis/api-client';
import { links } from '../../routes/index';
import { ConsoleLink } from '../shared/ConsoleLink';
import { dateCell, dateTimeCell } from '../shared/cells';
import { applicationUserStanding } from './application-user-state';

/** An application user's state as a badge (applicationUserStanding). */
export function AppUserState({ u }: { u: ApplicationUser }) {
  const { label, tone } = applicationUserStanding(u, Date.now());
  return <Badge tone={tone}>{label}</Badge>;
}

/**
 * The row of an application user, written once: on the application's Users tab (`of: 'application'`,
 * titled by the user) and on the user's Applications tab (`of: 'user'`, titled by the application, with
 * the §7 login type). Each row opens its application user view.
 */
export function applicationUserColumns(of: 'application'): DataTableColumn<ApplicationUser>[];
export function applicationUserColumns(of: 'user'): DataTableColumn<UserApplication>[];
export function applicationUserColumns(of: 'application' | 'user'): DataTableColumn<UserApplication>[] {
  const open = (u: ApplicationUser) =>
    links.applicationUserView({ applicationId: u.ApplicationId, applicationUserId: u.ApplicationUserId });
  return [
    of === 'application'
      ? {
          id: 'UserName',
          title: 'User',
          cell: (u) => (
            <ConsoleLink to={open(u)}>
              {u.FormattedName} ({u.UserName})
            </ConsoleLink>
          ),
        }
      : { id: 'Title', title: 'Application', cell: (u) => <ConsoleLink to={open(u)}>{u.Title}</ConsoleLink> },
    { id: 'AccountName', title: 'Account name', cell: (u) => u.AccountName ?? u.UserName },
    ...(of === 'user'
      ? [{ id: 'LoginType', title: 'Login type', isSortable: false, cell: (u: UserApplication) => u.LoginTypeText }]
      : []),
    { id: 'State', title: 'State', cell: (u) => <AppUserState u={u} /> },
    { id: 'ValidUntil', title: 'Valid until', cell: (u) => dateTimeCell(u.ValidUntil, 'Always') },
    { id: of === 'user' ? 'Date' : 'AssignedDate', title: 'Assigned', cell: (u) => dateCell(u.AssignedDate) },
  ];
}
