import type { Queryable } from '../../db/types';

/**
 * The users who own an object (spec §4 Object owner type: ManageBy 0, DirectManager 10,
 * GovernanceOwner 20), from the §7 object owner assignments. Owners decide about the object: they are
 * the approvers of access requests for a package and the reviewers of OwnerScope certification
 * campaigns. `objectType` is a §3 object type name, matched without regard to case ('User',
 * 'Application', 'AccessPackage' …); without `ownerType`, owners of every type. Ordered by user name.
 */
export async function ownersOf(
  db: Queryable,
  objectType: string,
  objectId: string,
  ownerType?: number,
): Promise<string[]> {
  const rows = await db.query<{ owner_user_id: string }>(
    `SELECT DISTINCT o.owner_user_id, u.user_name FROM object_owners o JOIN users u ON u.user_id = o.owner_user_id
      WHERE lower(o.object_type_name) = lower($1) AND o.object_id = $2 AND ($3::int IS NULL OR o.owner_type = $3::int)
      ORDER BY u.user_name`,
    [objectType, objectId, ownerType ?? null],
  );
  return rows.map((r) => r.owner_user_id);
}
