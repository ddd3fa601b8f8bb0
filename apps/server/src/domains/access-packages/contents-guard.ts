import { accessPackageResource, Permissions } from '@portcullis/api-client/contract';
import { hooksFor } from '../../engine/resources/hooks-for';
import { holderOf } from '../../engine/access/effective';
import { AccessRefused } from '../../engine/access/refusal';
import { SUPER_ADMIN_GRANT } from '../../engine/auth/session-user';
import type { Queryable } from '../../db/types';

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
  beforeSave: async (ctx, input, existing) => {
    if (!existing || !ctx.user) return;
    const changed = APPROVAL_FIELDS.filter(
      (name) => name in input && JSON.stringify(input[name] ?? null) !== JSON.stringify(existing[name] ?? null),
    );
    if (changed.length === 0) return;
    await requireHoldsPackageContents(
      ctx.db,
      ctx.user.userId,
      [existing.AccessPackageId],
      (title) => `You cannot change who approves the access package "${title}": you do not hold what it gives.`,
    );
  },
  beforeRelationChange: async (ctx, record, change) => {
    const sql = CONFERS_SQL[change.relation];
    if (!sql) return;
    const holder = await holderOf(ctx.db, ctx.user!.userId);
    if (holder.isSuperAdmin) return;
    const missing = await notHeld(ctx.db, holder.names, { [change.relation]: [...change.objectIds] });
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

/** What the bundled objects (ids per relation) confer that `held` lacks, sorted, each once. */
async function notHeld(
  db: Queryable,
  held: ReadonlySet<string>,
  objects: Readonly<Record<string, readonly string[] | string>>,
): Promise<string[]> {
  const missing = new Set<string>();
  for (const [kind, sql] of Object.entries(CONFERS_SQL)) {
    const ids = objects[kind];
    if (!Array.isArray(ids) || ids.length === 0) continue;
    for (const row of await db.query<{ name: string }>(sql, [ids])) if (!held.has(row.name)) missing.add(row.name);
  }
  return [...missing].sort();
}

/** The fields that say who decides a package's requests: its stages, their approvers, or its flow. */
const APPROVAL_FIELDS = [
  'ApprovalStages',
  'FirstApproverIds',
  'SecondApproverIds',
  'FallbackApproverIds',
  'FlowId',
] as const;

/** Everything the packages give: each bundled object's permission names, as `CONFERS_SQL` reads them. */
const PACKAGE_CONTENTS_SQL = `
  SELECT p.access_package_id AS id, p.title,
    ARRAY(SELECT group_def_id FROM access_package_groups x WHERE x.access_package_id = p.access_package_id) AS groups,
    ARRAY(SELECT role_def_id FROM access_package_roles x WHERE x.access_package_id = p.access_package_id) AS roles,
    ARRAY(SELECT permission_def_id FROM access_package_permissions x WHERE x.access_package_id = p.access_package_id) AS permissions,
    ARRAY(SELECT application_id FROM access_package_applications x WHERE x.access_package_id = p.access_package_id) AS applications
  FROM access_packages p WHERE p.access_package_id = ANY($1::uuid[]) ORDER BY p.title`;

/**
 * Choosing who approves a package's requests is choosing who may hand out what it gives (delivery runs
 * as the system), so it needs what changing its contents needs: holding everything it gives. Guards a
 * package's approval settings and the stages of a flow packages use (issue 27's review).
 */
export async function requireHoldsPackageContents(
  db: Queryable,
  userId: string,
  packageIds: readonly string[],
  refusal: (packageTitle: string) => string,
): Promise<void> {
  if (packageIds.length === 0) return;
  const holder = await holderOf(db, userId);
  if (holder.isSuperAdmin) return;
  const packages = await db.query<Record<string, string[]> & { id: string; title: string }>(PACKAGE_CONTENTS_SQL, [
    [...packageIds],
  ]);
  for (const pkg of packages) {
    const missing = await notHeld(db, holder.names, pkg);
    if (missing.length) throw new AccessRefused(refusal(pkg.title), 'AccessPackage', pkg.id, missing);
  }
}
