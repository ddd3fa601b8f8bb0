import { UserType, type User, type UserRow } from '@portcullis/api-client/contract';
import type { ListSpec } from '../../engine/lists/paging';
import { notFound } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { formatName } from '../../engine/auth/session-user';
import { isoOrNull } from '../../engine/lists/list-query';

/** How users are read: shared by the user list, the user calls and exports. */
/** Spec §2.3 ListUser filters: source, user type (AllUsers -1 is "no filter"), state, created range. */
export const userListSpec: ListSpec = {
  columns: {
    UserName: { sql: 'u.user_name', type: 'text', isNotNull: true },
    DisplayName: { sql: 'u.display_name', type: 'text' },
    Email: { sql: 'u.email', type: 'text' },
    SourceTitle: { sql: 's.title', type: 'text', isJoined: true },
    UserSourceId: { sql: 'u.user_source_id::text', type: 'text' },
    UserType: { sql: 'u.user_type', type: 'number', anyValue: UserType.AllUsers },
    IsEnabled: { sql: 'u.is_enabled', type: 'boolean' },
    CreatedDate: { sql: 'u.created_date', type: 'date', isNotNull: true },
    LastLoginDate: { sql: 'u.last_login_date', type: 'date' },
  },
  defaultOrder: 'u.created_date DESC, u.user_id DESC',
  tieBreaker: 'u.user_id',
};

export interface UserDbRow {
  user_id: string;
  user_name: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  source_title: string | null;
  user_source_id: string | null;
  user_type: number;
  is_enabled: boolean;
  is_super_admin: boolean;
  super_admin_start_date: Date | null;
  is_mfa_enabled: boolean;
  locked_until: Date | null;
  last_login_date: Date | null;
  profile_photo_url: string | null;
  created_date: Date;
}

export const SELECT_USER = `u.user_id, u.user_name, u.display_name, u.first_name, u.last_name, u.email, s.title AS source_title, u.user_source_id,
  u.user_type, u.is_enabled, u.is_super_admin, u.super_admin_start_date, u.is_mfa_enabled, u.locked_until, u.last_login_date, u.profile_photo_url, u.created_date`;
export const FROM_USERS = 'users u LEFT JOIN user_sources s ON s.user_source_id = u.user_source_id';
const isLocked = (r: UserDbRow) => r.locked_until !== null && new Date(r.locked_until).getTime() > Date.now();

export const toRow = (r: UserDbRow): UserRow => ({
  UserId: r.user_id,
  UserName: r.user_name,
  DisplayName: r.display_name,
  Email: r.email,
  FormattedName: formatName(r),
  SourceTitle: r.source_title,
  UserType: r.user_type,
  IsEnabled: r.is_enabled,
  IsLocked: isLocked(r),
  CreatedDate: new Date(r.created_date).toISOString(),
  LastLoginDate: isoOrNull(r.last_login_date),
});

const toUser = (r: UserDbRow): User => ({
  ...toRow(r),
  FullName: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
  FirstName: r.first_name,
  LastName: r.last_name,
  ProfilePhotoUrl: r.profile_photo_url,
  ProfilePhoto: r.profile_photo_url,
  UserSource: r.user_source_id && r.source_title ? { UserSourceId: r.user_source_id, Title: r.source_title } : null,
  IsSuperAdmin: r.is_super_admin,
  SuperAdminStartDate: isoOrNull(r.super_admin_start_date),
  IsMfaEnabled: r.is_mfa_enabled,
});

export async function loadUser(db: Queryable, id: string): Promise<User> {
  const [row] = await db.query<UserDbRow>(`SELECT ${SELECT_USER} FROM ${FROM_USERS} WHERE u.user_id = $1`, [id]);
  if (!row) throw notFound('The user');
  return toUser(row);
}
