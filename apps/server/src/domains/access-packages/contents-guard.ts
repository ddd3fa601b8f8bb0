import { accessPackageResource } from '@portcullis/api-client/contract';
import { hooksFor } from '../../resources/hooks-for';
import { holderOf } from '../../access/effective';
import { AccessRefused } from '../../access/refusal';
import { SUPER_ADMIN_GRANT } from '../../http/auth';

/** What one bundled object confers (permission names; '*' for super-admin rights). */
const CONFERS_SQL: Record<string, string> = {
  groups: 'SELECT g.name FROM group_grants_of($1::uuid[]) g',
  roles: 'SELECT r.name FROM role_grants r WHERE r.role_def_id = ANY($1::uuid[])',
  permissions: 'SELECT p.name FROM permission_defs p WHERE p.permission_def_id = ANY($1::uuid[]) AND p.state = 1',
};

/**
 * A package may hold only what its editor holds: requests are delivered by the system under the
 * package's policy (an approver need not hold what they approve, as in Entra ID), so the check that
 * keeps a package from carrying access past the no-escalation rule is made when contents are added.
 * Assigning a package directly is guarded again for whoever assigns it. Applications confer no console
 * permission (migration 010), so adding one needs only the package's edit permission.
 */
export const accessPackageHooks = hooksFor(accessPackageResource, {
  beforeRelationChange: async (ctx, record, change) => {
    const sql = CONFERS_SQL[change.relation];
    if (!change.isAssign || !sql) return;
    const holder = await holderOf(ctx.db, ctx.user!.userId);
    if (holder.isSuperAdmin) return;
    const rows = await ctx.db.query<{ name: string }>(sql, [[...change.objectIds]]);
    const missing = [...new Set(rows.map((r) => r.name).filter((n) => !holder.names.has(n)))].sort();
    if (missing.length === 0) return;
    throw new AccessRefused(
      missing.includes(SUPER_ADMIN_GRANT)
        ? `Only a super admin can put super-admin rights in an access package.`
        : `You cannot put ${missing[0]} in the access package "${record.Title}": you do not hold it yourself.`,
      'AccessPackage',
      record.AccessPackageId,
      missing,
    );
  },
});
