import { contract, type User, type UserOption, type UserRow, type UserSourceOption } from '@portcullis/api-client';
import type { DomainHandlers } from '../http/handlers';
import { ok } from '../http/handlers';
import type { ListSpec } from '../http/paging';
import { notFound } from '../http/errors';
import { notBuiltYet } from '../http/not-built';
import type { Queryable } from '../db/types';
import { formatName } from '../http/auth';
import { isoOrNull, pagedQuery } from './list-query';

/** Spec §2.3 ListUser filters: source, user type (AllUsers -1 is "no filter"), state, created range. */
const userListSpec: ListSpec = {
  columns: {
    UserName: { sql: 'u.user_name', type: 'text' },
    DisplayName: { sql: 'u.display_name', type: 'text' },
    Email: { sql: 'u.email', type: 'text' },
    SourceTitle: { sql: 's.title', type: 'text' },
    UserSourceId: { sql: 'u.user_source_id::text', type: 'text' },
    UserType: { sql: 'u.user_type', type: 'number' },
    IsEnabled: { sql: 'u.is_enabled', type: 'boolean' },
    CreatedDate: { sql: 'u.created_date', type: 'date' },
    LastLoginDate: { sql: 'u.last_login_date', type: 'date' },
  },
  defaultOrder: 'u.created_date DESC, u.user_id',
  tieBreaker: 'u.user_id',
};

interface UserDbRow {
  user_id: string; user_name: string; display_name: string | null; first_name: string | null; last_name: string | null; email: string | null;
  source_title: string | null; user_source_id: string | null; user_type: number; is_enabled: boolean; is_super_admin: boolean;
  super_admin_start_date: Date | null; is_mfa_enabled: boolean; locked_until: Date | null; last_login_date: Date | null;
  profile_photo_url: string | null; created_date: Date;
}

const SELECT_USER = `u.user_id, u.user_name, u.display_name, u.first_name, u.last_name, u.email, s.title AS source_title, u.user_source_id,
  u.user_type, u.is_enabled, u.is_super_admin, u.super_admin_start_date, u.is_mfa_enabled, u.locked_until, u.last_login_date, u.profile_photo_url, u.created_date`;
const FROM_USERS = 'users u LEFT JOIN user_sources s ON s.user_source_id = u.user_source_id';
const isLocked = (r: UserDbRow) => r.locked_until !== null && new Date(r.locked_until).getTime() > Date.now();

const toRow = (r: UserDbRow): UserRow => ({
  UserId: r.user_id, UserName: r.user_name, DisplayName: r.display_name, Email: r.email, FormattedName: formatName(r), SourceTitle: r.source_title,
  UserType: r.user_type, IsEnabled: r.is_enabled, IsLocked: isLocked(r), CreatedDate: new Date(r.created_date).toISOString(), LastLoginDate: isoOrNull(r.last_login_date),
});

const toUser = (r: UserDbRow): User => ({
  ...toRow(r),
  FullName: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
  FirstName: r.first_name, LastName: r.last_name,
  ProfilePhotoUrl: r.profile_photo_url, ProfilePhoto: r.profile_photo_url,
  UserSource: r.user_source_id && r.source_title ? { UserSourceId: r.user_source_id, Title: r.source_title } : null,
  IsSuperAdmin: r.is_super_admin, SuperAdminStartDate: isoOrNull(r.super_admin_start_date), IsMfaEnabled: r.is_mfa_enabled,
});

async function loadUser(db: Queryable, id: string): Promise<User> {
  const [row] = await db.query<UserDbRow>(`SELECT ${SELECT_USER} FROM ${FROM_USERS} WHERE u.user_id = $1`, [id]);
  if (!row) throw notFound('The user');
  return toUser(row);
}

const userOptions = async (db: Queryable, search: string | undefined, limit: number, userType = -1): Promise<UserOption[]> => {
  const rows = await db.query<UserDbRow>(
    `SELECT ${SELECT_USER} FROM ${FROM_USERS} WHERE ($1::text IS NULL OR lower(u.user_name) LIKE lower($1) || '%' OR lower(u.email) LIKE lower($1) || '%')
        AND ($3::int = -1 OR u.user_type = $3)
      ORDER BY u.user_name LIMIT $2`,
    [search?.trim() ? search.trim().replace(/[\\%_]/g, (c) => '\\' + c) : null, limit, userType],
  );
  return rows.map((r) => ({ UserId: r.user_id, UserName: r.user_name, Email: r.email, FormattedName: formatName(r) }));
};

const sourceOptions = (db: Queryable) =>
  db.query<UserSourceOption>('SELECT user_source_id AS "UserSourceId", title AS "Title", is_removed AS "IsRemoved" FROM user_sources ORDER BY title');

/**
 * Users domain (spec §7 Users). Built so far: the list and look-ups the console's user list and
 * pickers need; the rest answers 501 until the directory issue lands (#6).
 */
export const usersHandlers: DomainHandlers<typeof contract.users> = {
  ...notBuiltYet(contract.users),
  userList: async ({ db, body }) => ok(await pagedQuery<UserDbRow, UserRow>(db, body, userListSpec, SELECT_USER, `${FROM_USERS} WHERE TRUE`, toRow)),
  get: async ({ db, params }) => ok(await loadUser(db, params.id)),
  view: async ({ db, params }) => ok(await loadUser(db, params.id)),
  users: async ({ db, query }) => ok(await userOptions(db, query.search, 10)),
  search: async ({ db, query }) => ok(await userOptions(db, query.search, 5)),
  userSearch: async ({ db, body }) => ok(await userOptions(db, body.SearchText, 5, body.UserType)),
  lastLoginDate: async ({ db, params }) => ok((await loadUser(db, params.id)).LastLoginDate),
  sources: async ({ db }) => ok(await sourceOptions(db)),
  sourcesCompact: async ({ db }) => ok((await sourceOptions(db)).filter((s) => !s.IsRemoved)),
};
