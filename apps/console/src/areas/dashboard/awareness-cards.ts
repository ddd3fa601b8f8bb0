import {
  Permissions,
  enumName,
  ApplicationKeyType,
  type ExpiredKeyRow,
  type FailedSourceRow,
  type PagedData,
  type PagedRequest,
  type UserStatistics,
  type UserSummaryRow,
} from '@portcullis/api-client';
import { api } from '../../api';
import { links, type Href } from '../../routes/index';
import { dateTimeCell } from '../shared/cells';

/** A column of an awareness modal: `sortKey` is the server's allow-listed column. */
export interface CardColumn<Row> {
  title: string;
  sortKey: string;
  value: (row: Row) => string;
  /** Link target of the cell, and the permission the link needs (spec §2.2, §6). */
  link?: (row: Row) => { href: Href; permission: string };
}

export interface AwarenessCard<Row> {
  id: string;
  title: string;
  count: (s: UserStatistics) => number;
  /** Column searched by the modal's search box (contains). */
  searchColumn: string;
  columns: CardColumn<Row>[];
  emptyText: string;
  fetchPage: (request: PagedRequest, signal: AbortSignal) => Promise<PagedData<Row> | null>;
  rowKey: (row: Row) => string;
}

const date = (value: string | null) => dateTimeCell(value);

const userColumns = (dateTitle: string): CardColumn<UserSummaryRow>[] => [
  {
    title: 'User Name',
    sortKey: 'UserName',
    value: (r) => r.UserName,
    link: (r) => ({ href: links.userView({ id: String(r.UserId) }), permission: Permissions.UserView }),
  },
  { title: 'Display Name', sortKey: 'DisplayName', value: (r) => r.DisplayName ?? '' },
  { title: 'Source', sortKey: 'SourceTitle', value: (r) => r.SourceTitle ?? '' },
  { title: dateTitle, sortKey: 'Date', value: (r) => date(r.Date) },
];

const unwrap = async <T>(promise: Promise<{ Success: boolean; Data: T | null }>) => {
  const env = await promise;
  return env.Success ? env.Data : null;
};

/** Keeps each card's row type while they share one list. */
const defineCard = <Row>(card: AwarenessCard<Row>) => card as unknown as AwarenessCard<unknown>;

/**
 * The six awareness cards of spec §2.2. Empty texts the spec gives are used verbatim; for the three it
 * does not give, we wrote similar sentences.
 */
export const awarenessCards: AwarenessCard<unknown>[] = [
  defineCard<UserSummaryRow>({
    id: 'locked',
    title: 'Locked Users',
    count: (s) => s.LockUserCount,
    searchColumn: 'UserName',
    columns: userColumns('Locked Until'),
    emptyText: "You don't have any locked users!",
    rowKey: (r) => r.UserId,
    fetchPage: (body, signal) => unwrap(api.dashboard.lockedUsers({ body }, { signal })),
  }),
  defineCard<UserSummaryRow>({
    id: 'mfa',
    title: 'MFA Disabled Users',
    count: (s) => s.MFADisabledUserCount,
    searchColumn: 'UserName',
    columns: userColumns('Created'),
    emptyText: 'All of your users have MFA enabled!',
    rowKey: (r) => r.UserId,
    fetchPage: (body, signal) => unwrap(api.dashboard.mfaDisabledUsers({ body }, { signal })),
  }),
  defineCard<UserSummaryRow>({
    id: 'logins',
    title: 'Latest Logins',
    count: (s) => s.SuccessLoginUserCount,
    searchColumn: 'UserName',
    columns: userColumns('Last Login'),
    emptyText: 'Nobody has signed in yet.',
    rowKey: (r) => r.UserId,
    fetchPage: (body, signal) => unwrap(api.dashboard.successedLoginUsers({ body }, { signal })),
  }),
  defineCard<UserSummaryRow>({
    id: 'failed',
    title: 'Last Failed Login Users',
    count: (s) => s.FailedLoginUserCount,
    searchColumn: 'UserName',
    columns: userColumns('Last Failed Login'),
    emptyText: "You don't have any failed logins!",
    rowKey: (r) => r.UserId,
    fetchPage: (body, signal) => unwrap(api.dashboard.failedLoginUsers({ body }, { signal })),
  }),
  defineCard<ExpiredKeyRow>({
    id: 'keys',
    title: 'Expired Application Keys',
    count: (s) => s.ExpiredApplicationKeyCount,
    searchColumn: 'ApplicationTitle',
    columns: [
      {
        title: 'Application',
        sortKey: 'ApplicationTitle',
        value: (r) => r.ApplicationTitle,
        link: (r) => ({
          href: links.applicationView({ id: String(r.ApplicationId) }, { hash: 'Keys' }),
          permission: Permissions.ApplicationView,
        }),
      },
      { title: 'Type', sortKey: 'KeyType', value: (r) => String(enumName(ApplicationKeyType, r.KeyType) ?? r.KeyType) },
      { title: 'Expiration Date', sortKey: 'ExpirationDate', value: (r) => date(r.ExpirationDate) },
    ],
    emptyText: "You don't have any expired application keys!",
    rowKey: (r) => r.ApplicationKeyId,
    fetchPage: (body, signal) => unwrap(api.dashboard.expiredApplicationKeys({ body }, { signal })),
  }),
  defineCard<FailedSourceRow>({
    id: 'sources',
    title: 'Failed User Sources',
    count: (s) => s.FailedSyncSourceCount,
    searchColumn: 'Title',
    columns: [
      {
        title: 'Source',
        sortKey: 'Title',
        value: (r) => r.Title,
        link: (r) => ({
          href: links.userSourceSave({ id: String(r.UserSourceId) }),
          permission: Permissions.UserSourceEdit,
        }),
      },
      { title: 'Name', sortKey: 'Name', value: (r) => r.Name },
      { title: 'Last Sync', sortKey: 'LastSyncUpdateDate', value: (r) => date(r.LastSyncUpdateDate) },
    ],
    emptyText: 'Your all sources are synced successfully, and healthy!',
    rowKey: (r) => r.UserSourceId,
    fetchPage: (body, signal) => unwrap(api.dashboard.failedSyncSources({ body }, { signal })),
  }),
];
