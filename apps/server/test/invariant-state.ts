import type { Queryable } from '../src/db/types';

/**
 * A reference reading of who holds what, computed here in TypeScript from the raw tables, on purpose
 * independent of the SQL the server uses (migration 010), so the invariant test checks the server's
 * definition rather than repeating it:
 * - a role confers its active permissions while active; an active super-admin role confers '*';
 * - a group confers what it and each ancestor (active ones) hold through permissions and roles;
 * - a user holds direct permissions, roles', groups' and '*' for the super-admin flag.
 */
export interface AccessState {
  /** Effective permissions of each user ('*' = super admin). */
  effective: Map<string, Set<string>>;
  /** What belongs to each user's account: its record and its direct links, devices and aliases. */
  accounts: Map<string, string>;
}

const SUPER = '*';

export async function readAccessState(db: Queryable): Promise<AccessState> {
  const q = <T>(sql: string) => db.query<T>(sql);
  const users = await q<Record<string, unknown> & { user_id: string; is_super_admin: boolean }>(
    `SELECT user_id::text, user_name, display_name, first_name, last_name, email, user_source_id::text, user_type, is_enabled,
            is_super_admin, password_hash, is_temporary_password, password_expired, locked_until::text FROM users ORDER BY user_id`,
  );
  const perms = await q<{ id: string; name: string; state: number }>(
    'SELECT permission_def_id::text AS id, name, state FROM permission_defs',
  );
  const roles = await q<{ id: string; state: number; is_super_admin: boolean }>(
    'SELECT role_def_id::text AS id, state, is_super_admin FROM role_defs',
  );
  const groups = await q<{ id: string; parent: string | null; state: number }>(
    'SELECT group_def_id::text AS id, parent_id::text AS parent, state FROM group_defs',
  );
  const pairs = (sql: string) => q<{ a: string; b: string }>(sql);
  const rolePerms = await pairs('SELECT role_def_id::text AS a, permission_def_id::text AS b FROM role_permissions');
  const groupRoles = await pairs('SELECT group_def_id::text AS a, role_def_id::text AS b FROM group_roles');
  const groupPerms = await pairs('SELECT group_def_id::text AS a, permission_def_id::text AS b FROM group_permissions');
  const members = await pairs('SELECT user_id::text AS a, group_def_id::text AS b FROM group_members');
  const userRoles = await pairs('SELECT user_id::text AS a, role_def_id::text AS b FROM user_roles');
  const userPerms = await pairs('SELECT user_id::text AS a, permission_def_id::text AS b FROM user_permissions');
  const userApps = await pairs('SELECT user_id::text AS a, application_id::text AS b FROM user_applications');
  const devices = await pairs(
    "SELECT user_id::text AS a, device_id::text || ':' || coalesce(recovery_code_hash, '') AS b FROM user_devices",
  );
  const aliases = await pairs(
    "SELECT user_id::text AS a, alias || ':' || coalesce(application_id::text, '') AS b FROM user_aliases",
  );

  const by = (rows: Array<{ a: string; b: string }>) => {
    const map = new Map<string, string[]>();
    for (const { a, b } of rows) map.set(a, [...(map.get(a) ?? []), b]);
    return map;
  };
  const activePerm = new Map(perms.filter((p) => p.state === 1).map((p) => [p.id, p.name]));
  const rolePermsBy = by(rolePerms);
  const roleGrants = new Map(
    roles.map((r) => {
      const names = new Set<string>();
      if (r.state === 1) {
        if (r.is_super_admin) names.add(SUPER);
        for (const p of rolePermsBy.get(r.id) ?? []) if (activePerm.has(p)) names.add(activePerm.get(p)!);
      }
      return [r.id, names];
    }),
  );
  const groupById = new Map(groups.map((g) => [g.id, g]));
  const groupRolesBy = by(groupRoles);
  const groupPermsBy = by(groupPerms);
  const groupGrants = new Map<string, Set<string>>();
  for (const g of groups) {
    const names = new Set<string>();
    let at: string | null = g.id;
    for (let depth = 0; at && depth <= 64; depth++) {
      const ancestor = groupById.get(at);
      if (!ancestor) break;
      if (ancestor.state === 1) {
        for (const p of groupPermsBy.get(at) ?? []) if (activePerm.has(p)) names.add(activePerm.get(p)!);
        for (const r of groupRolesBy.get(at) ?? []) for (const n of roleGrants.get(r) ?? []) names.add(n);
      }
      at = ancestor.parent;
    }
    groupGrants.set(g.id, names);
  }
  const membersBy = by(members);
  const userRolesBy = by(userRoles);
  const userPermsBy = by(userPerms);
  const appsBy = by(userApps);
  const devicesBy = by(devices);
  const aliasesBy = by(aliases);
  const effective = new Map<string, Set<string>>();
  const accounts = new Map<string, string>();
  for (const u of users) {
    const names = new Set<string>();
    if (u.is_super_admin) names.add(SUPER);
    for (const p of userPermsBy.get(u.user_id) ?? []) if (activePerm.has(p)) names.add(activePerm.get(p)!);
    for (const r of userRolesBy.get(u.user_id) ?? []) for (const n of roleGrants.get(r) ?? []) names.add(n);
    for (const g of membersBy.get(u.user_id) ?? []) for (const n of groupGrants.get(g) ?? []) names.add(n);
    effective.set(u.user_id, names);
    const sorted = (m: Map<string, string[]>) => [...(m.get(u.user_id) ?? [])].sort();
    accounts.set(
      u.user_id,
      JSON.stringify([
        u,
        sorted(userRolesBy),
        sorted(userPermsBy),
        sorted(appsBy),
        sorted(devicesBy),
        sorted(aliasesBy),
      ]),
    );
  }
  return { effective, accounts };
}

/** Whether `held` covers every permission in `wanted` ('*' covers everything). */
export const covers = (held: ReadonlySet<string>, wanted: Iterable<string>) =>
  held.has(SUPER) || [...wanted].every((n) => held.has(n));

/** What `after` holds that `before` did not. */
export const gained = (before: ReadonlySet<string> | undefined, after: ReadonlySet<string>) =>
  [...after].filter((n) => !before?.has(n));
