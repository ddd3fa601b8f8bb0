import { PACKAGE_OBJECT_KINDS, type PackageObjectKind } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { badRequest, conflict } from '../../engine/calls/errors';
import { provisionAfterAssignment, type QueueContext } from '../provisioning/provision-job';

/**
 * The grant code of access packages. A package's contents reach a user through the same links the
 * user view edits (group_members, user_roles, user_permissions, user_applications), so everything
 * that reads access (sign-in, permissions, certification) sees them with no special case, and the
 * no-escalation guard of the calling write compares them like any other change.
 *
 * Provenance: `access_package_grants` records what each assignment holds; `package_only_links` marks
 * the links that exist only because a package made them (migration 060 clears a mark when the same
 * access is granted any other way). Removing an assignment removes a link only when it is marked and
 * no other assignment of the user holds it: access also granted directly or by another package stays.
 *
 * Provisioning: a delivery or a removal touches the user's applications as a direct assignment does,
 * so each enabled provision service serving one of the package's applications provisions the user
 * again (`provisionAfterAssignment`): the account is created or re-enabled after a delivery and
 * re-checked after a removal — disabled unless the user still holds the application another way.
 */

/** Where grants run: the write's transaction, the server (its job queue), the call's reply when there is one. */
export type GrantContext = QueueContext;

/** Provisions `userId` again in the services serving each of `applicationIds`. */
async function provisionApplications(ctx: GrantContext, userId: string, applicationIds: readonly string[]) {
  for (const applicationId of applicationIds) await provisionAfterAssignment(ctx, userId, applicationId);
}

/** How a bundled kind is linked to a user (table and object column, written in code). */
export const USER_LINK: Record<PackageObjectKind, { table: string; column: string }> = {
  applications: { table: 'user_applications', column: 'application_id' },
  groups: { table: 'group_members', column: 'group_def_id' },
  roles: { table: 'user_roles', column: 'role_def_id' },
  permissions: { table: 'user_permissions', column: 'permission_def_id' },
};

export interface PackageRow {
  access_package_id: string;
  title: string;
  state: number;
  valid_from: Date | null;
  valid_until: Date | null;
  assignment_days: number | null;
  catalog_enabled: boolean;
}

/** Loads a package with what decides whether it can be assigned now (null when there is none). */
export async function loadPackage(db: Queryable, id: string): Promise<PackageRow | null> {
  const [row] = await db.query<PackageRow>(
    `SELECT p.access_package_id, p.title, p.state, p.valid_from, p.valid_until, p.assignment_days, c.is_enabled AS catalog_enabled
       FROM access_packages p JOIN catalogs c ON c.catalog_id = p.catalog_id WHERE p.access_package_id = $1`,
    [id],
  );
  return row ?? null;
}

/** Why a package cannot be assigned now, or null. */
export function unavailableReason(pkg: PackageRow, now = new Date()): string | null {
  if (pkg.state !== 1) return `The access package "${pkg.title}" is disabled.`;
  if (pkg.valid_from && pkg.valid_from > now) return `The access package "${pkg.title}" is not available yet.`;
  if (pkg.valid_until && pkg.valid_until <= now) return `The access package "${pkg.title}" is no longer available.`;
  return null;
}

export interface Delivery {
  packageId: string;
  userId: string;
  /** null: the package's duration (AssignmentDays), or never when it has none. */
  expirationDate?: string | null;
  accessRequestId?: string | null;
  assignedBy: string | null;
}

/**
 * Assigns a package to a user and grants its contents (a second assignment of the same package renews
 * it and grants what was added to the package since). Runs inside the caller's write transaction and
 * grant scope. Returns the assignment's id.
 */
export async function deliverPackage(ctx: GrantContext, delivery: Delivery): Promise<string> {
  const { db } = ctx;
  const pkg = await loadPackage(db, delivery.packageId);
  if (!pkg) throw badRequest('The access package does not exist.');
  const reason = unavailableReason(pkg);
  if (reason) throw conflict(reason);
  const [assignment] = await db.query<{ assignment_id: string }>(
    `INSERT INTO access_package_assignments (assignment_id, access_package_id, user_id, expiration_date, access_request_id, assigned_by)
     VALUES (gen_random_uuid(), $1, $2,
             coalesce($3::timestamptz, CASE WHEN $4::int IS NULL THEN NULL ELSE now() + make_interval(days => $4::int) END), $5, $6)
     ON CONFLICT (access_package_id, user_id) DO UPDATE
       SET expiration_date = EXCLUDED.expiration_date, assigned_date = now(),
           access_request_id = coalesce(EXCLUDED.access_request_id, access_package_assignments.access_request_id)
     RETURNING assignment_id`,
    [
      delivery.packageId,
      delivery.userId,
      delivery.expirationDate ?? null,
      pkg.assignment_days,
      delivery.accessRequestId ?? null,
      delivery.assignedBy,
    ],
  );
  const assignmentId = assignment!.assignment_id;
  await db.query("SELECT set_config('portcullis.package_delivery', 'on', true)");
  try {
    for (const kind of PACKAGE_OBJECT_KINDS) {
      const { table, column } = USER_LINK[kind];
      const objects = `SELECT ${column} FROM access_package_${kind} WHERE access_package_id = $1`;
      // Links this delivery creates are marked as the packages' own.
      await db.query(
        `WITH made AS (
           INSERT INTO ${table} (user_id, ${column}) SELECT $2, x.${column} FROM (${objects}) x
           ON CONFLICT DO NOTHING RETURNING ${column})
         INSERT INTO package_only_links (user_id, kind, object_id) SELECT $2, $3, ${column} FROM made ON CONFLICT DO NOTHING`,
        [delivery.packageId, delivery.userId, kind],
      );
      await db.query(
        `INSERT INTO access_package_grants (assignment_id, user_id, kind, object_id)
         SELECT $4, $2, $3, x.${column} FROM (${objects}) x ON CONFLICT DO NOTHING`,
        [delivery.packageId, delivery.userId, kind, assignmentId],
      );
    }
  } finally {
    await db.query("SELECT set_config('portcullis.package_delivery', 'off', true)");
  }
  const applications = await db.query<{ application_id: string }>(
    'SELECT application_id FROM access_package_applications WHERE access_package_id = $1 ORDER BY application_id',
    [delivery.packageId],
  );
  await provisionApplications(
    ctx,
    delivery.userId,
    applications.map((a) => a.application_id),
  );
  return assignmentId;
}

/**
 * Removes an assignment and the links only it still justified. Returns the user and package it was
 * of, or null when there is no such assignment.
 */
export async function revokeAssignment(
  ctx: GrantContext,
  assignmentId: string,
): Promise<{ userId: string; packageId: string; packageTitle: string } | null> {
  const { db } = ctx;
  // The applications this assignment held, read before its grant rows go with it.
  const applications = await db.query<{ object_id: string }>(
    "SELECT object_id FROM access_package_grants WHERE assignment_id = $1 AND kind = 'applications' ORDER BY object_id",
    [assignmentId],
  );
  const [row] = await db.query<{ user_id: string; access_package_id: string; title: string }>(
    `DELETE FROM access_package_assignments a USING access_packages p
      WHERE a.assignment_id = $1 AND p.access_package_id = a.access_package_id
      RETURNING a.user_id, a.access_package_id, p.title`,
    [assignmentId],
  );
  if (!row) return null;
  // The assignment's grant rows went with it (ON DELETE CASCADE): what no other assignment holds and
  // only packages made is removed.
  for (const kind of PACKAGE_OBJECT_KINDS) {
    const { table, column } = USER_LINK[kind];
    await db.query(
      `WITH orphaned AS (
         DELETE FROM package_only_links m
          WHERE m.user_id = $1 AND m.kind = $2
            AND NOT EXISTS (SELECT 1 FROM access_package_grants g
                             WHERE g.user_id = m.user_id AND g.kind = m.kind AND g.object_id = m.object_id)
          RETURNING m.object_id)
       DELETE FROM ${table} l USING orphaned o WHERE l.user_id = $1 AND l.${column} = o.object_id`,
      [row.user_id, kind],
    );
  }
  await provisionApplications(
    ctx,
    row.user_id,
    applications.map((a) => a.object_id),
  );
  return { userId: row.user_id, packageId: row.access_package_id, packageTitle: row.title };
}
