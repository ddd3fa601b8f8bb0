import { contract, countOf, userResource, type User, type UserOption } from '@portcullis/api-client/contract';
import { resourceListHandler } from '../../engine/resources/crud';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { badRequest } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { evictUserSessions, formatName, type SessionUser } from '../../engine/auth/session-user';
import { holderOf, manageableUsers } from '../../engine/access/effective';
import { FROM_USERS, loadUser, SELECT_USER, toRow, userListSpec, type UserDbRow } from './user-records';
import { compilePaging } from '../../engine/lists/paging';
import { userSourceHandlers } from './user-sources';
import { userViewHandlers } from './user-view';
import { userPasswordHandlers, policyErrors, setPassword } from './user-passwords';
import { sharedRevealHandlers } from '../shared-reveals/handlers';
import { sourcePolicy } from '../password-policies/password-policies';
import { userImportHandlers } from './user-import';
import { escapeLike } from '../../engine/sql/query-helpers';
import { checkUserName, nameKey } from '../../engine/names/name-checks';
import { provisionAfterUserChange } from '../provisioning/provision-job';

const userOptions = async (
  db: Queryable,
  search: string | undefined,
  limit: number,
  userType = -1,
): Promise<UserOption[]> => {
  const rows = await db.query<UserDbRow>(
    `SELECT ${SELECT_USER} FROM ${FROM_USERS} WHERE ($1::text IS NULL OR lower(u.user_name) LIKE lower($1) || '%' OR lower(u.email) LIKE lower($1) || '%')
        AND ($3::int = -1 OR u.user_type = $3)
      ORDER BY u.user_name LIMIT $2`,
    [search?.trim() ? escapeLike(search.trim()) : null, limit, userType],
  );
  return rows.map((r) => ({ UserId: r.user_id, UserName: r.user_name, Email: r.email, FormattedName: formatName(r) }));
};

/**
 * The user as the caller sees it on UserView and the edit form: whether the caller may manage the
 * account (the console locks what it may not), and super admin by role as well as by flag.
 */
async function withManagement(db: Queryable, actor: SessionUser, user: User): Promise<User> {
  const holder = await holderOf(db, actor.userId);
  const [target, canManage] = await Promise.all([
    holderOf(db, user.UserId),
    manageableUsers(db, holder, [user.UserId]),
  ]);
  return { ...user, IsSuperAdmin: target.isSuperAdmin, CanManage: canManage.length === 1 };
}

async function checkSource(db: Queryable, sourceId: string): Promise<void> {
  const [source] = await db.query('SELECT 1 FROM user_sources WHERE user_source_id = $1 AND NOT is_removed', [
    sourceId,
  ]);
  if (!source)
    throw badRequest('The user source does not exist.', [{ Message: 'Choose a user source.', Field: 'UserSourceId' }]);
}

/** Where the bulk action applies: the chosen ids, or every user matching the list filters (minus exceptions). */
async function bulkTargets(
  db: Queryable,
  body: {
    UserIds?: string[];
    AllMatching?: { Filters?: Parameters<typeof compilePaging>[0]['Filters']; ExceptIds?: string[] };
  },
): Promise<string[]> {
  if (body.UserIds?.length) return [...new Set(body.UserIds)];
  if (!body.AllMatching) throw badRequest('Choose users: UserIds, or AllMatching with the list filters.');
  const paging = compilePaging({ CurrentPage: 1, ItemPerPage: 1, Filters: body.AllMatching.Filters }, userListSpec, [
    body.AllMatching.ExceptIds ?? [],
  ]);
  const rows = await db.query<{ user_id: string }>(
    `SELECT u.user_id FROM ${FROM_USERS} WHERE NOT (u.user_id = ANY($1::uuid[])) AND (${paging.where})`,
    paging.params,
  );
  return rows.map((r) => r.user_id);
}

const userFields = (b: {
  UserName: string;
  FirstName?: string | null;
  LastName?: string | null;
  DisplayName?: string | null;
  Email?: string | null;
  UserSourceId: string;
  UserType: 0 | 1;
  IsEnabled: boolean;
}) => [
  b.UserName,
  b.FirstName ?? null,
  b.LastName ?? null,
  b.DisplayName ?? null,
  b.Email ?? null,
  b.UserSourceId,
  b.UserType,
  b.IsEnabled,
];

/**
 * Users domain (spec §7 Users): the list and look-ups, create/save/remove and bulk actions here;
 * user sources, UserView tabs, passwords and imports in their own modules.
 */
export const usersHandlers: DomainHandlers<typeof contract.users> = {
  ...userSourceHandlers,
  ...userViewHandlers,
  ...userPasswordHandlers,
  ...sharedRevealHandlers,
  ...userImportHandlers,
  // The definition's paged list (engine/resources): its columns, filters, count cache and join-free keys.
  userList: resourceListHandler(userResource) as unknown as DomainHandlers<typeof contract.users>['userList'],
  get: async ({ db, params, user }) => ok(await withManagement(db, user!, await loadUser(db, params.id))),
  view: async ({ db, params, user }) => ok(await withManagement(db, user!, await loadUser(db, params.id))),
  users: async ({ db, query }) => ok(await userOptions(db, query.search, 10)),
  search: async ({ db, query }) => ok(await userOptions(db, query.search, 5)),
  userSearch: async ({ db, body }) => ok(await userOptions(db, body.SearchText, 5, body.UserType)),
  lastLoginDate: async ({ db, params }) => ok((await loadUser(db, params.id)).LastLoginDate),

  createUser: async ({ db, body, server }) => {
    await checkUserName(db, body.UserName, null, true);
    await checkSource(db, body.UserSourceId);
    // The policy of the new user's source (super-admin rights come later, through a grant).
    const policy = await sourcePolicy(db, body.UserSourceId);
    if (body.Password !== undefined) {
      const errors = policyErrors(body.Password, policy);
      if (errors.length)
        throw badRequest(
          errors[0]!,
          errors.map((Message) => ({ Message, Field: 'Password' })),
        );
    }
    const [row] = await db.query<{ user_id: string }>(
      `INSERT INTO users (user_id, user_name, first_name, last_name, display_name, email, user_source_id, user_type, is_enabled, user_name_skeleton)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING user_id`,
      [...userFields(body), nameKey(body.UserName)],
    );
    if (body.Password !== undefined)
      await setPassword(db, server.secretKey, row!.user_id, body.Password, body.IsTemporaryPassword ?? false, policy);
    const user = await loadUser(db, row!.user_id);
    return ok(user, {
      message: 'User created.',
      title: 'Users',
      audit: { type: 'UserCreated', targetType: 'User', targetId: user.UserId, description: user.UserName },
    });
  },

  save: async (ctx) => {
    const { db, body } = ctx;
    const before = await loadUser(db, body.UserId);
    await checkUserName(db, body.UserName, body.UserId, body.UserName !== before.UserName);
    await checkSource(db, body.UserSourceId);
    await db.query(
      `UPDATE users SET user_name = $2, first_name = $3, last_name = $4, display_name = $5, email = $6, user_source_id = $7, user_type = $8, is_enabled = $9,
              user_name_skeleton = $10
        WHERE user_id = $1`,
      [body.UserId, ...userFields(body), nameKey(body.UserName)],
    );
    if (before.IsEnabled && !body.IsEnabled) evictUserSessions([body.UserId]); // a disabled user's sessions end now
    await provisionAfterUserChange(ctx, [body.UserId]);
    const user = await loadUser(db, body.UserId);
    return ok(user, {
      message: 'User saved.',
      title: 'Users',
      audit: { targetType: 'User', targetId: user.UserId, description: user.UserName },
    });
  },

  validateEmail: async ({ db, body }) => {
    const isValid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.Email) && body.Email.length <= 320;
    const [taken] = isValid
      ? await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND user_id IS DISTINCT FROM $2 LIMIT 1', [
          body.Email,
          body.UserId ?? null,
        ])
      : [];
    return ok({ IsValid: isValid, IsTaken: Boolean(taken) });
  },

  duplicatedUsers: async ({ db }) => {
    const rows = await db.query<UserDbRow>(
      `SELECT ${SELECT_USER} FROM ${FROM_USERS}
        WHERE u.email IS NOT NULL AND lower(u.email) IN (SELECT lower(email) FROM users WHERE email IS NOT NULL GROUP BY lower(email) HAVING count(*) > 1)
        ORDER BY lower(u.email), u.user_name LIMIT 1000`,
    );
    return ok(rows.map(toRow));
  },

  removeUser: async ({ db, params, user }) => {
    if (params.id === user!.userId) throw badRequest('You cannot delete your own account.');
    const removed = await loadUser(db, params.id);
    await db.query('DELETE FROM users WHERE user_id = $1', [params.id]);
    evictUserSessions([params.id]);
    return ok(null, {
      message: 'User deleted.',
      audit: { targetType: 'User', targetId: params.id, description: removed.UserName },
    });
  },

  /** Every targeted user is managed by the action: one protected account among them refuses the whole action. */
  bulk: async (ctx) => {
    const { db, body, user, guard } = ctx;
    if (body.Action === 'assignGroup' && !body.GroupDefId)
      throw badRequest('Choose a group.', [{ Message: 'Choose a group.', Field: 'GroupDefId' }]);
    const ids = (await bulkTargets(db, body)).filter(
      (id) => !(body.Action !== 'enable' && body.Action !== 'assignGroup' && id === user!.userId),
    );
    await guard!.manageUsers(ids);
    let rows: unknown[] = [];
    if (body.Action === 'enable' || body.Action === 'disable') {
      rows = await db.query('UPDATE users SET is_enabled = $2 WHERE user_id = ANY($1::uuid[]) RETURNING 1', [
        ids,
        body.Action === 'enable',
      ]);
    } else if (body.Action === 'delete') {
      rows = await db.query('DELETE FROM users WHERE user_id = ANY($1::uuid[]) RETURNING 1', [ids]);
    } else {
      const [group] = await db.query('SELECT 1 FROM group_defs WHERE group_def_id = $1', [body.GroupDefId]);
      if (!group)
        throw badRequest('The group does not exist.', [{ Message: 'The group does not exist.', Field: 'GroupDefId' }]);
      rows = await db.query(
        'INSERT INTO group_members (group_def_id, user_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING RETURNING 1',
        [body.GroupDefId, ids],
      );
    }
    if (body.Action === 'disable' || body.Action === 'delete') evictUserSessions(ids);
    if (body.Action === 'enable' || body.Action === 'disable') await provisionAfterUserChange(ctx, ids);
    return ok(
      { AffectedCount: rows.length },
      {
        message: `${countOf(rows.length, 'user')} updated.`,
        audit: { targetType: 'User', targetId: null, description: `${body.Action}: ${countOf(rows.length, 'user')}` },
      },
    );
  },
};
