import type { Queryable } from '../../db/types';
import { SUPER_ADMIN_GRANT } from '../auth/session-user';

/**
 * What a caller holds, read inside the write's transaction (the session cache may be two seconds old).
 * `names` are permission strings; a super admin holds everything.
 */
export interface Holder {
  userId: string;
  isSuperAdmin: boolean;
  names: ReadonlySet<string>;
}

/** The effective permissions of one user (migration 010 defines them). */
export async function holderOf(db: Queryable, userId: string): Promise<Holder> {
  const rows = await db.query<{ name: string }>('SELECT g.name FROM user_grants_of(ARRAY[$1::uuid]) g', [userId]);
  const names = new Set(rows.map((r) => r.name));
  return { userId, isSuperAdmin: names.has(SUPER_ADMIN_GRANT), names };
}

/** A user the caller may not manage, and one thing they hold that the caller does not ('*': super admin). */
export interface ProtectedUser {
  userId: string;
  userName: string;
  missing: string;
}

/**
 * The first of `userIds` whose effective permissions are not a subset of the caller's (super admins
 * are managed only by super admins), or null when the caller may manage all of them.
 */
export async function firstProtectedUser(
  db: Queryable,
  holder: Holder,
  userIds: readonly string[],
): Promise<ProtectedUser | null> {
  if (holder.isSuperAdmin || userIds.length === 0) return null;
  const [row] = await db.query<{ user_id: string; user_name: string; name: string }>(
    `SELECT g.user_id, u.user_name, g.name FROM user_grants_of($1::uuid[]) g JOIN users u ON u.user_id = g.user_id
      WHERE NOT (g.name = ANY ($2::text[]))
      ORDER BY (g.name = '${SUPER_ADMIN_GRANT}') DESC, u.user_name, g.name LIMIT 1`,
    [[...new Set(userIds)], [...holder.names]],
  );
  return row ? { userId: row.user_id, userName: row.user_name, missing: row.name } : null;
}

/** Which of `userIds` the caller may manage. */
export async function manageableUsers(db: Queryable, holder: Holder, userIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(userIds)];
  if (holder.isSuperAdmin) return unique;
  const rows = await db.query<{ user_id: string }>(
    'SELECT DISTINCT g.user_id FROM user_grants_of($1::uuid[]) g WHERE NOT (g.name = ANY ($2::text[]))',
    [unique, [...holder.names]],
  );
  const protectedIds = new Set(rows.map((r) => r.user_id));
  return unique.filter((id) => !protectedIds.has(id));
}

/** Which of the given roles, groups or permission definitions confer nothing the caller lacks. */
export async function grantableObjects(
  db: Queryable,
  holder: Holder,
  kind: 'roles' | 'groups' | 'permissions',
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (holder.isSuperAdmin) return unique;
  const grants =
    kind === 'roles'
      ? 'SELECT r.role_def_id AS id, r.name FROM role_grants r JOIN unnest($1::uuid[]) w(id) ON w.id = r.role_def_id'
      : kind === 'groups'
        ? 'SELECT g.group_def_id AS id, g.name FROM group_grants_of($1::uuid[]) g'
        : 'SELECT p.permission_def_id AS id, p.name FROM permission_defs p JOIN unnest($1::uuid[]) w(id) ON w.id = p.permission_def_id WHERE p.state = 1';
  const rows = await db.query<{ id: string }>(
    `SELECT DISTINCT x.id FROM (${grants}) x WHERE NOT (x.name = ANY ($2::text[]))`,
    [unique, [...holder.names]],
  );
  const locked = new Set(rows.map((r) => r.id));
  return unique.filter((id) => !locked.has(id));
}
