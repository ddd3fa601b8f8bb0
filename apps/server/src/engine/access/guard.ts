import type { Grants, ManagedRef, RequestInput } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { SUPER_ADMIN_GRANT } from '../auth/session-user';
import { firstProtectedUser, holderOf, type Holder } from './effective';
import { setGrantScope } from './scope';
import { AccessRefused, protectedAccountRefusal } from './refusal';
import { refuseRestrictedGroupChange } from './sign-in-guard';

export { AccessRefused, protectedAccountRefusal };

type PrincipalKind = 'user' | 'group' | 'role' | 'permission';
interface Change {
  kind: PrincipalKind;
  id: string;
  name: string;
  change: 'gain' | 'loss';
  /** How the principal read before the write (null for one the write created). */
  label: string | null;
}

/** What a guarded write changed: principals that gained anything, and principals that lost super-admin rights. */
const CHANGES_SQL = `
  WITH principals AS (SELECT DISTINCT s.kind, s.id FROM access_snapshots s),
  now AS (
    SELECT 'user'::text AS kind, g.user_id AS id, g.name FROM user_grants_of(ARRAY(SELECT p.id FROM principals p WHERE p.kind = 'user')) g
    UNION ALL
    SELECT 'group', g.group_def_id, g.name FROM group_grants_of(ARRAY(SELECT p.id FROM principals p WHERE p.kind = 'group')) g
    UNION ALL
    SELECT 'role', r.role_def_id, r.name FROM role_grants r JOIN principals p ON p.kind = 'role' AND p.id = r.role_def_id
    UNION ALL
    SELECT 'permission', d.permission_def_id, d.name FROM permission_defs d
      JOIN principals p ON p.kind = 'permission' AND p.id = d.permission_def_id WHERE d.state = 1
  ),
  before AS (SELECT s.kind, s.id, s.name FROM access_snapshots s WHERE s.name <> ''),
  changes AS (
    SELECT x.kind, x.id, x.name, 'gain' AS change FROM (SELECT * FROM now EXCEPT SELECT * FROM before) x
    UNION ALL
    SELECT y.kind, y.id, y.name, 'loss' FROM (
      SELECT * FROM before WHERE name = '${SUPER_ADMIN_GRANT}' EXCEPT SELECT * FROM now WHERE name = '${SUPER_ADMIN_GRANT}') y)
  SELECT c.kind, c.id::text AS id, c.name, c.change,
         (SELECT m.label FROM access_snapshots m WHERE m.kind = c.kind AND m.id = c.id AND m.name = '') AS label
    FROM changes c`;

const LABEL_SQL: Record<PrincipalKind, string> = {
  user: 'SELECT user_name AS label FROM users WHERE user_id = $1',
  group: 'SELECT title AS label FROM group_defs WHERE group_def_id = $1',
  role: 'SELECT title AS label FROM role_defs WHERE role_def_id = $1',
  permission: 'SELECT name AS label FROM permission_defs WHERE permission_def_id = $1',
};
const KIND_WORD: Record<PrincipalKind, string> = {
  user: 'user',
  group: 'group',
  role: 'role',
  permission: 'permission definition',
};
const TARGET_TYPE: Record<PrincipalKind, string> = {
  user: 'User',
  group: 'GroupDef',
  role: 'RoleDef',
  permission: 'PermissionDef',
};

async function labelOf(db: Queryable, change: Change): Promise<string> {
  const [row] = change.label
    ? [{ label: change.label }]
    : await db.query<{ label: string }>(LABEL_SQL[change.kind], [change.id]);
  return `${KIND_WORD[change.kind]} "${row?.label ?? change.id}"`;
}

/** The user a device, an alias or an owner assignment of a user belongs to. */
const OWNER_SQL = {
  device: 'SELECT user_id::text AS id FROM user_devices WHERE device_id = $1',
  alias: 'SELECT user_id::text AS id FROM user_aliases WHERE user_alias_id = $1',
  objectOwner:
    "SELECT object_id::text AS id FROM object_owners WHERE object_owner_id = $1 AND lower(object_type_name) = 'user'",
} as const;

export const LAST_SUPER_ADMIN =
  'The last enabled super admin cannot be disabled, deleted or demoted: make another user a super admin first.';

const superAdminCount = async (db: Queryable) =>
  (await db.query<{ n: number }>('SELECT enabled_super_admin_count() AS n'))[0]!.n;

/**
 * Enforces a call's `grants` declaration inside its write transaction (see Grants in the contract):
 * `begin` opens the grant scope and checks the accounts the request names; the handler may name more
 * (`manageUsers`); `finish` compares what every touched principal holds now with what it held before.
 */
export class GrantGuard {
  private holder: Holder | null = null;
  private superAdminsBefore = 0;
  private hasNamedAccounts = false;

  constructor(
    private readonly db: Queryable,
    private readonly actorId: string,
    private readonly grants: Grants,
    private readonly input: RequestInput,
  ) {}

  async begin(): Promise<void> {
    this.holder = await holderOf(this.db, this.actorId);
    await setGrantScope(this.db, this.holder.isSuperAdmin ? 'super' : 'guarded');
    this.superAdminsBefore = await superAdminCount(this.db);
    if (this.grants.manages) {
      this.hasNamedAccounts = true;
      await this.manage(this.grants.manages(this.input));
    }
  }

  /**
   * Remembers what these users hold before the write changes them, in one query (the database would
   * otherwise do it row by row as the write touches them). Nothing to do for a super admin.
   */
  async snapshotUsers(userIds: readonly string[]): Promise<void> {
    if (this.requireHolder().isSuperAdmin || userIds.length === 0) return;
    await this.db.query('SELECT access_snapshot_users($1::uuid[])', [[...new Set(userIds)]]);
  }

  /** Refuses the write unless the caller may manage every one of these users. */
  async manageUsers(userIds: readonly string[]): Promise<void> {
    this.hasNamedAccounts = true;
    await this.snapshotUsers(userIds);
    const found = await firstProtectedUser(this.db, this.requireHolder(), userIds);
    if (found) throw protectedAccountRefusal(found);
  }

  async manage(refs: readonly ManagedRef[]): Promise<void> {
    const users: string[] = [];
    for (const ref of refs) {
      if ('user' in ref) users.push(ref.user);
      else if ('userOf' in ref) {
        const [owner] = await this.db.query<{ id: string }>(OWNER_SQL[ref.userOf], [ref.id]);
        if (owner) users.push(owner.id);
      } else await this.manageRule(ref.ruleOf);
    }
    await this.manageUsers(users);
  }

  /** A rule decides who joins the groups that use it: the caller must hold all those groups confer. */
  private async manageRule(ruleId: string): Promise<void> {
    const holder = this.requireHolder();
    if (holder.isSuperAdmin) return;
    const [row] = await this.db.query<{ group_def_id: string; title: string; name: string }>(
      `SELECT g.group_def_id, g.title, gg.name FROM group_grants_of(ARRAY(SELECT group_def_id FROM group_defs WHERE rule_id = $1)) gg
         JOIN group_defs g ON g.group_def_id = gg.group_def_id
        WHERE NOT (gg.name = ANY ($2::text[])) ORDER BY g.title, gg.name LIMIT 1`,
      [ruleId, [...holder.names]],
    );
    if (!row) return;
    throw new AccessRefused(
      row.name === SUPER_ADMIN_GRANT
        ? `This rule decides the members of group "${row.title}", which confers super-admin rights: only a super admin can change it.`
        : `This rule decides the members of group "${row.title}", which confers ${row.name}: you do not hold it.`,
      'Rule',
      ruleId,
      [row.name],
    );
  }

  /** After the handler: no principal gained what the caller lacks, and an enabled super admin is left. */
  async finish(): Promise<void> {
    const holder = this.requireHolder();
    if (this.grants.confers.includes('account') && !this.hasNamedAccounts)
      throw new Error('A write that manages accounts did not name them (grants.manages or guard.manageUsers).');
    if (!holder.isSuperAdmin) {
      const changes = await this.db.query<Change>(CHANGES_SQL);
      const groups = await this.db.query<{ id: string }>(
        "SELECT DISTINCT id::text AS id FROM access_snapshots WHERE kind = 'group'",
      );
      await this.db.query('DELETE FROM access_snapshots');
      const gains = changes.filter((c) => c.change === 'gain' && !holder.names.has(c.name));
      const lost = changes.find((c) => c.change === 'loss');
      const first = gains.find((c) => c.name === SUPER_ADMIN_GRANT) ?? gains[0] ?? lost;
      if (first) {
        const who = await labelOf(this.db, first);
        const missing = [...new Set(gains.map((c) => c.name))];
        throw new AccessRefused(
          first.change === 'loss'
            ? `Only a super admin can remove super-admin rights (${who}).`
            : first.name === SUPER_ADMIN_GRANT
              ? `Only a super admin can grant super-admin rights (${who}).`
              : `You cannot give ${who} the permission ${first.name}: you do not hold it yourself.`,
          TARGET_TYPE[first.kind],
          first.id,
          missing.length ? missing : [SUPER_ADMIN_GRANT],
        );
      }
      await refuseRestrictedGroupChange(
        this.db,
        holder,
        groups.map((g) => g.id),
      );
    }
    if (this.superAdminsBefore > 0 && (await superAdminCount(this.db)) === 0)
      throw new AccessRefused(LAST_SUPER_ADMIN, 'User', null);
  }

  private requireHolder(): Holder {
    if (!this.holder) throw new Error('GrantGuard.begin() must run first.');
    return this.holder;
  }
}
