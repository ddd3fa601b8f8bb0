import {
  ownValue,
  resourceByName,
  type AccessLookup,
  type AccessRelation,
  type RequestAccess,
  type RequestInput,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { SessionUser } from '../auth/session-user';
import { ApiError } from '../calls/errors';
import { expressionOf, fromOf } from '../resources/store-sql';

/** Object owner type ManageBy (§4): the users a shared account is delegated to. */
export const MANAGE_BY = 0;

/** Each stored value the contract's requirements may look up (a missing name is a compile error). */
const LOOKUPS: Record<AccessLookup, (db: Queryable, id: string, of?: string) => Promise<string | null>> = {
  resourcePartition: async (db, id, of) => {
    const def = resourceByName(of ?? '');
    if (!def.partition) return null;
    const [row] = await db.query<{ value: unknown }>(
      `SELECT ${expressionOf(def, def.partition.field)} AS value FROM ${fromOf(def, `${expressionOf(def, def.id)} = $1`)}`,
      [id],
    );
    return row ? String(row.value) : null;
  },
  objectTypeName: async (db, id) =>
    (
      await db.query<{ name: string }>('SELECT lower(name) AS name FROM object_types WHERE object_type_id = $1', [id])
    )[0]?.name ?? null,
};

/** Each relation the contract's requirements may name, with the refusal a caller outside it gets. */
const RELATIONS: Record<
  AccessRelation,
  { holds: (db: Queryable, userId: string, id: string) => Promise<boolean>; refusal: string }
> = {
  // Decision: only the users a shared account is delegated to may reveal it, not even super admins by role.
  // Unknown ids and standard accounts get the same answer, so the refusal tells nothing about the account.
  sharedAccountDelegate: {
    holds: async (db, userId, id) =>
      (
        await db.query(
          `SELECT 1 FROM object_owners o WHERE lower(o.object_type_name) = 'user' AND o.object_id = $1 AND o.owner_user_id = $2 AND o.owner_type = $3`,
          [id, userId, MANAGE_BY],
        )
      ).length > 0,
    refusal: 'This shared account is not delegated to you.',
  },
};

/** 403 naming the missing permission, as for a fixed permission. */
export function missingPermission(permission: string): ApiError {
  return new ApiError(403, "You don't have permission for this call.", 'Forbidden', [], {
    MissingPermissions: permission ? [permission] : [],
    MissingPack: null,
  });
}

/** Checks what a request-dependent call needs for this validated request (before its handler runs). */
export async function checkRequestAccess(
  db: Queryable,
  access: RequestAccess,
  user: SessionUser,
  input: RequestInput,
): Promise<void> {
  const holds = (permission: string) => user.isSuperAdmin || user.permissions.has(permission);
  for (const requirement of access.require(input)) {
    if (typeof requirement === 'string') {
      if (!holds(requirement)) throw missingPermission(requirement);
    } else if ('lookup' in requirement) {
      // No record: the handler answers 404. A stored value the contract does not map is refused (fail closed).
      const key = await LOOKUPS[requirement.lookup](db, requirement.id, requirement.of);
      if (key === null) continue;
      const permission = ownValue(requirement.permissions, key);
      if (!permission || !holds(permission)) throw missingPermission(permission ?? '');
    } else {
      const relation = RELATIONS[requirement.relation];
      if (!(await relation.holds(db, user.userId, requirement.id)))
        throw new ApiError(403, relation.refusal, 'Forbidden', [], { MissingPermissions: [], MissingPack: null });
    }
  }
}

/** 403 with MissingPermissions naming `permission` unless the user holds it. */
export function requirePermission(user: SessionUser, permission: string): void {
  if (user.isSuperAdmin || user.permissions.has(permission)) return;
  throw missingPermission(permission);
}
