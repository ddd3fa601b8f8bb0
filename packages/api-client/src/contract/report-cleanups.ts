import { z } from 'zod';
import { call, responds } from './define';
import { GuidSchema } from './paging';
import { Permissions } from './permissions';

/** A row of the Orphan Accounts report: `app:{applicationUserId}` or `source:{userSourceId}:{sourceUserId}`. */
export const ORPHAN_ACCOUNT_ROW =
  /^(app:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|source:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}:.{1,400})$/s;

const OrphanAccountRowsSchema = z.strictObject({
  RowIds: z
    .array(z.string().max(450).regex(ORPHAN_ACCOUNT_ROW, 'Not a row of the Orphan Accounts report.'))
    .min(1)
    .max(1000),
});
type OrphanAccountRows = z.output<typeof OrphanAccountRowsSchema>;

/**
 * What removing these orphan account rows needs besides the report: Application.Edit for application
 * accounts (as removing a user from an application by hand), UserSource.Edit for source accounts.
 */
export const orphanAccountPermissions = (rowIds: readonly string[]): string[] => [
  Permissions.ReportOrphanAccounts,
  ...(rowIds.some((id) => id.startsWith('app:')) ? [Permissions.ApplicationEdit] : []),
  ...(rowIds.some((id) => id.startsWith('source:')) ? [Permissions.UserSourceEdit] : []),
];

/**
 * The orphan clean-ups of the reports (issue 29) besides orphan groups (contract/reports.ts): each
 * removes rows picked on its report that are still orphans when it runs (409 otherwise, nothing
 * removed), through the same rules as removing them one by one by hand, with one audit entry per call
 * naming what it removed. They declare `grants`, so the server's no-escalation rules apply.
 */
export const reportCleanupCalls = {
  removeOrphanAccounts: call({
    method: 'POST',
    path: '/Report/orphan-accounts/Remove',
    access: {
      kind: 'request',
      permissions: [Permissions.ReportOrphanAccounts, Permissions.ApplicationEdit, Permissions.UserSourceEdit],
      require: ({ body }: { body: OrphanAccountRows }) => orphanAccountPermissions(body.RowIds),
    },
    isWrite: true,
    grants: { confers: ['application', 'account'] },
    body: OrphanAccountRowsSchema,
    data: responds<{ Removed: number }>(),
    summary:
      "Removes orphan accounts chosen on the report: a disabled user's application accounts (as /application/user/remove does) and source accounts no directory user matches, from the source's account list (designed).",
  }),
  removeOrphanRoles: call({
    method: 'POST',
    path: '/Report/orphan-roles/Remove',
    access: {
      kind: 'request',
      permissions: [Permissions.ReportOrphanRoles, Permissions.RoleDefEdit],
      require: () => [Permissions.ReportOrphanRoles, Permissions.RoleDefEdit],
    },
    isWrite: true,
    grants: { confers: ['role', 'group', 'user'] },
    body: z.strictObject({ RoleDefIds: z.array(GuidSchema).min(1).max(1000) }),
    data: responds<{ Removed: number }>(),
    summary:
      'Removes orphan roles (no enabled holder) chosen on the report, each as /role/def/remove would (designed).',
  }),
  removeOrphanPermissions: call({
    method: 'POST',
    path: '/Report/orphan-permissions/Remove',
    access: {
      kind: 'request',
      permissions: [Permissions.ReportOrphanPermissions, Permissions.PermissionDefEdit],
      require: () => [Permissions.ReportOrphanPermissions, Permissions.PermissionDefEdit],
    },
    isWrite: true,
    grants: { confers: ['permission', 'role', 'group', 'user'] },
    body: z.strictObject({ PermissionDefIds: z.array(GuidSchema).min(1).max(1000) }),
    data: responds<{ Removed: number }>(),
    summary:
      'Removes orphan permission definitions (held by no one) chosen on the report, each as /permission/def/remove would (designed).',
  }),
} as const;
