import { userResource, type User, type UserRow } from '@portcullis/api-client/contract';
import { listSpecOf, tablesOf } from '../../engine/resources/store-sql';
import type { ListSpec } from '../../engine/lists/paging';
import { notFound } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { formatName } from '../../engine/auth/session-user';
import { isoOrNull } from '../../engine/lists/list-query';

/**
 * How users are read: the list's allow-list (sort and filter columns, the user type's "any" -1) derived
 * from the user definition, shared by the bulk actions' selection and the export of users.
 */
export const userListSpec: ListSpec = listSpecOf(userResource);

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
/** The users with their source (the definition's store: table, alias and join). */
export const FROM_USERS = tablesOf(userResource);
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
  UserSourceId: r.user_source_id,
  IsSuperAdmin: r.is_super_admin,
  SuperAdminStartDate: isoOrNull(r.super_admin_start_date),
  IsMfaEnabled: r.is_mfa_enabled,
});

export async function loadUser(db: Queryable, id: string): Promise<User> {
  const [row] = await db.query<UserDbRow>(`SELECT ${SELECT_USER} FROM ${FROM_USERS} WHERE u.user_id = $1`, [id]);
  if (!row) throw notFound('The user');
  return toUser(row);
}
