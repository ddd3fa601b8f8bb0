import type { Queryable } from '../src/db/types';
import { CONSOLE_APPLICATION_ID } from '@portcullis/api-client/contract';

/**
 * A reference reading of how each account signs in, for the invariant's second property (issue 23),
 * written here in TypeScript from the raw tables, on purpose apart from the server's guard
 * (src/engine/access/sign-in-reach.ts): the zones that decide anything (with their networks), the enabled
 * restrictions that hold the account (with the networks, browsers and platforms they name), the
 * password policy it follows, its factors (enrolments and their authenticators, and the password
 * authenticator), and the console application with its keys. Two readings are equal when nothing of
 * that changed for the account.
 */
type Row = Record<string, unknown> & { id: string };
/** Columns that move without any write that changes sign-in (touch dates, the last code used). */
const VOLATILE = ['updated_date', 'last_used_date', 'last_used_step', 'last_login_date'];

const rowsOf = async (db: Queryable, sql: string, params: unknown[] = []): Promise<Row[]> =>
  (await db.query<{ j: unknown }>(sql, params)).map(({ j }) => {
    const row = (typeof j === 'string' ? JSON.parse(j) : j) as Record<string, unknown>;
    for (const key of VOLATILE) delete row[key];
    return row as Row;
  });
const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
const stable = (rows: readonly unknown[]) => rows.map((r) => JSON.stringify(r)).sort();

/** How every account signs in, by user id; `superAdmins` are the users holding '*' (from invariant-state.ts). */
export async function readSignInState(db: Queryable, superAdmins: ReadonlySet<string>): Promise<Map<string, string>> {
  const zoneDefs = new Map(
    (await rowsOf(db, 'SELECT to_jsonb(zd) AS j FROM zone_defs zd')).map((d) => [String(d.zone_def_id), d.ranges]),
  );
  const zones = (await rowsOf(db, 'SELECT to_jsonb(z) AS j FROM zones z'))
    .filter((z) => Number(z.state) !== 0 || Number(z.mfa_required) !== 0)
    .map((z) => ({ ...z, ranges: zoneDefs.get(String(z.zone_def_id)) ?? null }));
  const browsers = stable(await rowsOf(db, 'SELECT to_jsonb(b) AS j FROM browsers b'));
  const platforms = stable(await rowsOf(db, 'SELECT to_jsonb(p) AS j FROM platforms p'));
  const restrictions = (await rowsOf(db, 'SELECT to_jsonb(r) AS j FROM access_restrictions r WHERE r.is_enabled')).map(
    (r) => ({
      row: r,
      ranges: jsonOf<string[]>(r.zone_def_ids ?? []).map((id) => zoneDefs.get(id) ?? null),
      browsers: r.browsers === 'Only' ? browsers : null,
      platforms: r.platforms === 'Only' ? platforms : null,
    }),
  );
  const policies = await rowsOf(db, 'SELECT to_jsonb(p) AS j FROM password_policies p');
  const authenticators = new Map(
    (await rowsOf(db, 'SELECT to_jsonb(a) AS j FROM authenticators a')).map((a) => [String(a.authenticator_id), a]),
  );
  const password = [...authenticators.values()].find((a) => a.authenticator_type === 'Password') ?? null;
  const consoleApp = JSON.stringify([
    await rowsOf(db, 'SELECT to_jsonb(a) AS j FROM applications a WHERE a.application_id = $1', [
      CONSOLE_APPLICATION_ID,
    ]),
    stable(
      await rowsOf(db, 'SELECT to_jsonb(k) AS j FROM application_keys k WHERE k.application_id = $1', [
        CONSOLE_APPLICATION_ID,
      ]),
    ),
  ]);
  const pairs = async (sql: string) => {
    const map = new Map<string, Set<string>>();
    for (const { a, b } of await db.query<{ a: string; b: string }>(sql))
      map.set(a, new Set([...(map.get(a) ?? []), b]));
    return map;
  };
  const groupsOf = await pairs('SELECT user_id::text AS a, group_def_id::text AS b FROM group_members');
  const directRoles = await pairs('SELECT user_id::text AS a, role_def_id::text AS b FROM user_roles');
  const groupRoles = await pairs('SELECT group_def_id::text AS a, role_def_id::text AS b FROM group_roles');
  const enrolments = await rowsOf(db, 'SELECT to_jsonb(e) AS j FROM mfa_enrolments e');
  const users = await db.query<{ id: string; source: string | null }>(
    'SELECT user_id::text AS id, user_source_id::text AS source FROM users',
  );
  const hasAdminPolicy = policies.some((p) => p.category === 'admin');

  const out = new Map<string, string>();
  for (const user of users) {
    const groups = groupsOf.get(user.id) ?? new Set<string>();
    const roles = new Set([
      ...(directRoles.get(user.id) ?? []),
      ...[...groups].flatMap((g) => [...(groupRoles.get(g) ?? [])]),
    ]);
    const holds = (r: Row) => {
      const ids = (key: string) => jsonOf<string[]>(r[key] ?? []);
      switch (r.applies_to) {
        case 'AllUsers':
          return true;
        case 'Users':
          return ids('user_ids').includes(user.id);
        case 'Groups':
          return ids('group_ids').some((g) => groups.has(g));
        case 'Roles':
          return ids('role_ids').some((g) => roles.has(g));
        default:
          return false;
      }
    };
    const policy =
      (hasAdminPolicy && superAdmins.has(user.id) ? policies.find((p) => p.category === 'admin') : undefined) ??
      policies.find((p) => p.user_source_id !== null && String(p.user_source_id) === user.source) ??
      policies.find((p) => p.category === 'default') ??
      null;
    const factors = enrolments
      .filter((e) => String(e.user_id) === user.id)
      .map((e) => ({ e, authenticator: authenticators.get(String(e.authenticator_id)) ?? null }));
    out.set(
      user.id,
      JSON.stringify({
        zones: stable(zones),
        restrictions: stable(restrictions.filter((r) => holds(r.row))),
        policy,
        factors: stable(factors),
        password,
        console: consoleApp,
      }),
    );
  }
  return out;
}
