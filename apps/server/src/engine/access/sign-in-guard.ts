import type { Queryable } from '../../db/types';
import { SUPER_ADMIN_GRANT } from '../auth/session-user';
import { firstProtectedUser, holderOf, type Holder } from './effective';
import { protectedAccountRefusal } from './refusal';
import { unionAudiences, type Audience } from './sign-in-reach';

/** Users holding '*' by flag, by role or through a group (as enabled_super_admin_count counts them, disabled ones too). */
const SUPER_ADMINS_SQL = `SELECT s.user_id FROM users s WHERE s.is_super_admin
  UNION SELECT ur.user_id FROM user_roles ur JOIN role_grants rg ON rg.role_def_id = ur.role_def_id AND rg.name = '${SUPER_ADMIN_GRANT}'
  UNION SELECT gm.user_id FROM group_members gm
    JOIN group_grants_of(ARRAY(SELECT g.group_def_id FROM group_defs g)) gg ON gg.group_def_id = gm.group_def_id AND gg.name = '${SUPER_ADMIN_GRANT}'`;

/** A super admin follows the `admin` policy while there is one (domains/password-policies/password-policies.ts, userPolicy). */
const HELD_BY_ADMIN_POLICY = `(EXISTS (SELECT 1 FROM password_policies a WHERE a.category = 'admin') AND u.user_id IN (${SUPER_ADMINS_SQL}))`;

/** The SQL of one audience's user ids; `bind` adds a parameter and returns its placeholder. */
function audienceSql(audience: Audience, bind: (value: unknown) => string): string {
  switch (audience.kind) {
    case 'everyone':
      return 'SELECT user_id FROM users';
    case 'users':
      return `SELECT user_id FROM users WHERE user_id = ANY(${bind(audience.ids)}::uuid[])`;
    case 'groupMembers':
      return `SELECT user_id FROM group_members WHERE group_def_id = ANY(${bind(audience.ids)}::uuid[])`;
    case 'groupTreeMembers':
      return `WITH RECURSIVE tree (id, depth) AS (
          SELECT g.group_def_id, 0 FROM group_defs g WHERE g.group_def_id = ANY(${bind(audience.ids)}::uuid[])
          UNION ALL SELECT c.group_def_id, t.depth + 1 FROM group_defs c JOIN tree t ON c.parent_id = t.id WHERE t.depth < 64)
        SELECT gm.user_id FROM group_members gm JOIN tree ON tree.id = gm.group_def_id`;
    case 'roleHolders': {
      const roles = bind(audience.ids);
      return `SELECT ur.user_id FROM user_roles ur WHERE ur.role_def_id = ANY(${roles}::uuid[])
        UNION SELECT gm.user_id FROM group_members gm JOIN group_roles gr ON gr.group_def_id = gm.group_def_id
         WHERE gr.role_def_id = ANY(${roles}::uuid[])`;
    }
    case 'superAdmins':
      return SUPER_ADMINS_SQL;
    case 'sourcePolicyUsers':
      return `SELECT u.user_id FROM users u WHERE u.user_source_id = ${bind(audience.id)}::uuid AND NOT ${HELD_BY_ADMIN_POLICY}`;
    case 'defaultPolicyUsers':
      return `SELECT u.user_id FROM users u
         WHERE NOT EXISTS (SELECT 1 FROM password_policies p WHERE p.user_source_id = u.user_source_id)
           AND NOT ${HELD_BY_ADMIN_POLICY}`;
    case 'enrolledWith':
      return `SELECT user_id FROM mfa_enrolments WHERE authenticator_id = ANY(${bind(audience.ids)}::uuid[])`;
  }
}

/** The ids of the users the audiences hold, each once. */
export async function usersOf(db: Queryable, audiences: readonly Audience[]): Promise<string[]> {
  if (!audiences.length) return [];
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const parts = audiences.map((a) => `SELECT x.user_id FROM (${audienceSql(a, bind)}) x`);
  const rows = await db.query<{ id: string }>(
    `SELECT DISTINCT y.user_id::text AS id FROM (${parts.join(' UNION ALL ')}) y`,
    params,
  );
  return rows.map((r) => r.id);
}

/**
 * Refuses (403, audited as AccessRefused like every protected-account refusal) a write that changes
 * who may sign in, or how, for accounts the actor may not manage: someone holding a permission the
 * actor does not (super admins: only super admins). Run inside the write's transaction, before the
 * write, with what the record reaches before and after it. When it reaches everyone, the super admins
 * are looked at first: a non-super actor never covers them, and the answer then needs no other account.
 */
export async function refuseUnlessManagesAll(
  db: Queryable,
  actorId: string,
  ...audiences: ReadonlyArray<readonly Audience[]>
): Promise<void> {
  const audience = unionAudiences(...audiences);
  if (!audience.length) return;
  const holder = await holderOf(db, actorId);
  if (holder.isSuperAdmin) return;
  const rounds: Audience[][] = audience[0]!.kind === 'everyone' ? [[{ kind: 'superAdmins' }], audience] : [audience];
  for (const round of rounds) {
    const found = await firstProtectedUser(db, holder, await usersOf(db, round));
    if (found) throw protectedAccountRefusal(found);
  }
}

/**
 * After a grant write changed groups (their roles, permissions, parent or state): their direct members
 * may hold other roles through them now, and an access restriction on holders of a role may reach them
 * otherwise. While any enabled restriction applies to holders of roles, the members must all be
 * accounts the actor may manage (issue 23). A deleted group has no members left to weigh.
 */
export async function refuseRestrictedGroupChange(
  db: Queryable,
  holder: Holder,
  groupIds: readonly string[],
): Promise<void> {
  if (holder.isSuperAdmin || !groupIds.length) return;
  const [restricted] = await db.query(
    "SELECT 1 FROM access_restrictions r WHERE r.is_enabled AND r.applies_to = 'Roles' LIMIT 1",
  );
  if (!restricted) return;
  const found = await firstProtectedUser(db, holder, await usersOf(db, [{ kind: 'groupMembers', ids: groupIds }]));
  if (found) throw protectedAccountRefusal(found);
}
