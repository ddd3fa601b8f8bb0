import { Permissions } from '../contract/permissions';
import { defineReport } from './types';
import { count, date, perCategory, text, words } from './report-fields';

/**
 * Similar groups: pairs whose memberships overlap (Jaccard similarity at or above the threshold, 0.8 until
 * the URL names another), counted in SQL by the similar-groups job (started from the report page, with
 * progress; its pairs are kept until the next run), or on request in a small directory before any run.
 */
export const similarGroupReport = defineReport({
  name: 'similargroup',
  title: 'Similar Groups',
  description:
    'Pairs of groups whose members overlap strongly (Jaccard similarity: shared members ÷ members of either).',
  permission: Permissions.ReportSimilarGroup,
  columns: {
    PairId: text('Pair'),
    GroupA: text('Group'),
    GroupB: text('Similar group'),
    MembersA: count('Members'),
    MembersB: count('Members of similar group'),
    SharedMembers: count('Shared members'),
    Similarity: count('Similarity'),
  },
  rowKey: 'PairId',
  defaultSort: { Column: 'Similarity', Asc: false },
  searchColumns: ['GroupA', 'GroupB'],
  parameters: [{ column: 'Similarity', title: 'Similarity at least', kind: 'minimum', initial: '0.8' }],
  chart: null,
  exportName: 'SimilarGroupReport',
  emptyText: 'No two groups are this similar.',
});

/** Orphan accounts: application accounts of disabled users, and source accounts with no directory user. */
export const orphanAccountsReport = defineReport({
  name: 'orphan-accounts',
  title: 'Orphan Accounts',
  description: 'Application accounts whose user is disabled, and source accounts with no user in the directory.',
  permission: Permissions.ReportOrphanAccounts,
  columns: {
    RowId: text('Row'),
    Kind: text('Kind'),
    UserName: text('Account'),
    DisplayName: text('Display name'),
    Holder: text('Application or source'),
    Reason: text('Reason'),
  },
  rowKey: 'RowId',
  defaultSort: { Column: 'UserName', Asc: true },
  searchColumns: ['UserName', 'DisplayName'],
  parameters: [
    { column: 'Kind', title: 'Kind', kind: 'choice', choices: words('Application account', 'Source account') },
    { column: 'Holder', title: 'Application or source', kind: 'text' },
  ],
  chart: perCategory('Application or source', 'Accounts', 'Kind'),
  exportName: 'OrphanAccountsReport',
  emptyText: 'No orphan accounts.',
  // Source accounts leave only the source's account list here: a later sync lists them again while the
  // source still has them (the lasting fix is in the source). Removing them also needs UserSource.Edit.
  cleanup: {
    title: 'Remove accounts',
    confirm:
      "The selected application accounts are removed from their applications; source accounts leave the source's account list until its next sync lists them again.",
    access: Permissions.ApplicationEdit,
  },
});

/** Orphan roles: roles no enabled user holds, directly or through a group. */
export const orphanRolesReport = defineReport({
  name: 'orphan-roles',
  title: 'Orphan Roles',
  description: 'Roles no enabled user holds, directly or through a group.',
  permission: Permissions.ReportOrphanRoles,
  columns: {
    RoleDefId: text('Role id'),
    Title: text('Role'),
    Name: text('Name'),
    PermissionCount: count('Permissions'),
    CreatedDate: date('Created'),
  },
  rowKey: 'RoleDefId',
  defaultSort: { Column: 'Title', Asc: true },
  searchColumns: ['Title', 'Name'],
  parameters: [],
  chart: null,
  exportName: 'OrphanRolesReport',
  emptyText: 'Every role has a holder.',
  cleanup: {
    title: 'Remove roles',
    confirm: 'The selected roles are removed; their disabled holders and the groups holding them lose what they gave.',
    access: Permissions.RoleDefEdit,
  },
});

/** Orphan permissions: permission definitions no role, group or user holds. */
export const orphanPermissionsReport = defineReport({
  name: 'orphan-permissions',
  title: 'Orphan Permissions',
  description: 'Permission definitions no role, group or user holds.',
  permission: Permissions.ReportOrphanPermissions,
  columns: {
    PermissionDefId: text('Permission id'),
    Title: text('Permission'),
    Name: text('Name'),
    CreatedDate: date('Created'),
  },
  rowKey: 'PermissionDefId',
  defaultSort: { Column: 'Name', Asc: true },
  searchColumns: ['Title', 'Name'],
  parameters: [],
  chart: null,
  exportName: 'OrphanPermissionsReport',
  emptyText: 'Every permission is held.',
  cleanup: {
    title: 'Remove permissions',
    confirm: 'The selected permission definitions are removed; no role, group or user holds them.',
    access: Permissions.PermissionDefEdit,
  },
});

/** Orphan groups: groups with no members, or only disabled ones; removed in bulk through the group's grant rules. */
export const orphanGroupsReport = defineReport({
  name: 'orphan-groups',
  title: 'Orphan Groups',
  description: 'Groups with no members, or only disabled ones.',
  permission: Permissions.ReportOrphanGroups,
  columns: {
    GroupDefId: text('Group id'),
    Title: text('Group'),
    Name: text('Name'),
    Reason: text('Reason'),
    MemberCount: count('Members'),
    CreatedDate: date('Created'),
  },
  rowKey: 'GroupDefId',
  defaultSort: { Column: 'Title', Asc: true },
  searchColumns: ['Title', 'Name'],
  parameters: [
    { column: 'Reason', title: 'Reason', kind: 'choice', choices: words('No members', 'Only disabled members') },
  ],
  chart: perCategory('Reason', 'Groups', null),
  exportName: 'OrphanGroupsReport',
  emptyText: 'No orphan groups.',
  cleanup: {
    title: 'Remove groups',
    confirm: 'The selected groups are removed; their disabled members lose what the groups gave them.',
    access: Permissions.GroupDefEdit,
  },
});
