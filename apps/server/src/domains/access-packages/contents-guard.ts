import { accessPackageResource, Permissions } from '@portcullis/api-client/contract';
import { hooksFor } from '../../engine/resources/hooks-for';
import { holderOf } from '../../engine/access/effective';
import { AccessRefused } from '../../engine/access/refusal';
import { SUPER_ADMIN_GRANT } from '../../engine/auth/session-user';

/** What one bundled object confers (permission names; '*' for super-admin rights). */
const CONFERS_SQL: Record<string, string> = {
  groups: 'SELECT g.name FROM group_grants_of($1::uuid[]) g',
  roles: 'SELECT r.name FROM role_grants r WHERE r.role_def_id = ANY($1::uuid[])',
  permissions: 'SELECT p.name FROM permission_defs p WHERE p.permission_def_id = ANY($1::uuid[]) AND p.state = 1',
  // Applications confer no console permission (migration 010): managing who gets one is Application.Edit.
  applications: `SELECT '${Permissions.ApplicationEdit}'::text AS name WHERE cardinality($1::uuid[]) > 0`,
};

/**
 * A package's contents are managed only by those who hold them (adding and removing alike, as Entra ID
 * asks a catalog owner to own a resource before adding it): requests are delivered by the system under the
 * package's policy (an approver need not hold what they approve, as in Entra ID), so the check that
 * keeps a package from carrying access past the no-escalation rule is made when contents change.
 * Assigning a package directly is guarded again for whoever assigns it. An application needs
 * Application.Edit, what assigning applications to users needs.
 */
export const accessPackageHooks = hooksFor(accessPackageResource, {
  beforeRelationChange: async (ctx, record, change) => {
    const sql = CONFERS_SQL[change.relation];
    if (!sql) return;
    const holder = await holderOf(ctx.db, ctx.user!.userId);
    if (holder.isSuperAdmin) return;
    const rows = await ctx.db.query<{ name: string }>(sql, [[...change.objectIds]]);
    const missing = [...new Set(rows.map((r) => r.name).filter((n) => !holder.names.has(n)))].sort();
    if (missing.length === 0) return;
    throw new AccessRefused(
      missing.includes(SUPER_ADMIN_GRANT)
        ? 'Only a super admin can change super-admin rights in an access package.'
        : `You cannot ${change.isAssign ? 'put' : 'take'} ${missing[0]} ${change.isAssign ? 'in' : 'out of'} the access package "${record.Title}": you do not hold it yourself.`,
      'AccessPackage',
      record.AccessPackageId,
      missing,
    );
  },
});
