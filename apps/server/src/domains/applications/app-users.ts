import { LOGIN_TYPE_TEXT, parseMoment, type ApplicationUser, type contract } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { badRequest, conflict, notFound } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import type { ListSpec } from '../../engine/lists/paging';
import { formatName } from '../../engine/auth/session-user';
import { pagedQuery, isoOrNull } from '../../engine/lists/list-query';
import { iso } from '../../engine/sql/query-helpers';
import { loadUser } from '../users/user-records';
import { loadApplicationRow } from './key-records';
import { provisionAfterAssignment } from '../provisioning/provision-job';

type UserCalls = Pick<typeof contract.applications, 'userList' | 'userGet' | 'userSave' | 'userRemove'>;

export interface AppUserRow {
  application_user_id: string;
  application_id: string;
  application_title: string;
  user_id: string;
  user_name: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  account_name: string | null;
  state: number;
  valid_from: Date | null;
  valid_until: Date | null;
  login_type: number;
  assigned_date: Date;
  updated_date: Date | null;
  is_active: boolean;
}

/** An application user can sign in now: enabled, and inside its validity. */
const IS_ACTIVE_SQL = `(ua.state = 1 AND (ua.valid_from IS NULL OR ua.valid_from <= now()) AND (ua.valid_until IS NULL OR ua.valid_until > now()))`;

export const APP_USER_SELECT = `ua.application_user_id, ua.application_id, a.title AS application_title, ua.user_id, u.user_name,
  u.display_name, u.first_name, u.last_name, ua.account_name, ua.state, ua.valid_from, ua.valid_until, ua.login_type,
  ua.assigned_date, ua.updated_date, ${IS_ACTIVE_SQL} AS is_active`;
export const APP_USER_FROM =
  'user_applications ua JOIN users u ON u.user_id = ua.user_id JOIN applications a ON a.application_id = ua.application_id';

/** The allow-list of application user lists (by application, and by user on UserView). */
export const appUserListSpec = (titleColumn: 'user' | 'application'): ListSpec => ({
  columns: {
    Title: { sql: titleColumn === 'user' ? 'u.user_name' : 'a.title', type: 'text' },
    UserName: { sql: 'u.user_name', type: 'text' },
    AccountName: { sql: 'ua.account_name', type: 'text' },
    State: { sql: 'ua.state', type: 'number' },
    ValidUntil: { sql: 'ua.valid_until', type: 'date' },
    Date: { sql: 'ua.assigned_date', type: 'date' },
    AssignedDate: { sql: 'ua.assigned_date', type: 'date' },
  },
  defaultOrder: `${titleColumn === 'user' ? 'u.user_name' : 'a.title'}, ua.application_user_id`,
  tieBreaker: 'ua.application_user_id',
});

export const toAppUser = (r: AppUserRow): ApplicationUser => ({
  ApplicationUserId: r.application_user_id,
  ApplicationId: r.application_id,
  ApplicationTitle: r.application_title,
  UserId: r.user_id,
  UserName: r.user_name,
  FormattedName: formatName(r),
  AccountName: r.account_name,
  State: r.state,
  ValidFrom: isoOrNull(r.valid_from),
  ValidUntil: isoOrNull(r.valid_until),
  IsActive: r.is_active,
  LoginType: r.login_type,
  LoginTypeText: LOGIN_TYPE_TEXT[r.login_type] ?? 'Unknown',
  AssignedDate: iso(r.assigned_date),
  UpdatedDate: isoOrNull(r.updated_date),
});

export async function loadAppUser(db: Queryable, id: string): Promise<ApplicationUser> {
  const [row] = await db.query<AppUserRow>(
    `SELECT ${APP_USER_SELECT} FROM ${APP_USER_FROM} WHERE ua.application_user_id = $1`,
    [id],
  );
  if (!row) throw notFound('The application user');
  return toAppUser(row);
}

const moment = (value: string | null | undefined, field: string): Date | null => {
  if (value === null || value === undefined) return null;
  const date = parseMoment(value);
  if (!date) throw badRequest(`${field}: must be a date and time.`, [{ Field: field, Message: 'Not a date.' }]);
  return date;
};

/** Handlers of the application user calls. */
export const appUserHandlers: DomainHandlers<UserCalls> = {
  userList: async ({ db, body }) => {
    await loadApplicationRow(db, body.ApplicationId);
    const { ApplicationId, ...request } = body;
    return ok(
      await pagedQuery<AppUserRow, ApplicationUser>(
        db,
        request,
        appUserListSpec('user'),
        APP_USER_SELECT,
        `${APP_USER_FROM} WHERE ua.application_id = $1`,
        toAppUser,
        [ApplicationId],
      ),
    );
  },

  userGet: async ({ db, params }) => ok(await loadAppUser(db, params.id)),

  userSave: async (ctx) => {
    const { db, body } = ctx;
    const app = await loadApplicationRow(db, body.ApplicationId);
    const user = await loadUser(db, body.UserId);
    const validFrom = moment(body.ValidFrom, 'ValidFrom');
    const validUntil = moment(body.ValidUntil, 'ValidUntil');
    if (validFrom && validUntil && validFrom.getTime() >= validUntil.getTime())
      throw badRequest('Valid until must be after valid from.', [
        { Field: 'ValidUntil', Message: 'Valid until must be after valid from.' },
      ]);
    const accountName = body.AccountName?.trim() || null;
    if (accountName) {
      const [taken] = await db.query(
        `SELECT 1 FROM user_applications WHERE application_id = $1 AND lower(account_name) = lower($2)
           AND application_user_id IS DISTINCT FROM $3`,
        [app.application_id, accountName, body.ApplicationUserId ?? null],
      );
      if (taken) throw conflict(`${app.title} already has an account named "${accountName}".`);
    }
    const values = [accountName, body.State, validFrom, validUntil, body.LoginType ?? 0];
    let id = body.ApplicationUserId;
    if (id) {
      const existing = await loadAppUser(db, id);
      if (existing.ApplicationId !== app.application_id || existing.UserId !== user.UserId)
        throw badRequest('The application and user of an assignment cannot change.');
      await db.query(
        `UPDATE user_applications SET account_name = $2, state = $3, valid_from = $4, valid_until = $5, login_type = $6,
           updated_date = now() WHERE application_user_id = $1`,
        [id, ...values],
      );
    } else {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO user_applications (user_id, application_id, account_name, state, valid_from, valid_until, login_type)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id, application_id) DO NOTHING
         RETURNING application_user_id AS id`,
        [user.UserId, app.application_id, ...values],
      );
      if (!row) throw conflict(`${user.UserName} is already a user of ${app.title}.`);
      id = row.id;
    }
    await provisionAfterAssignment(ctx, user.UserId, app.application_id);
    return ok(await loadAppUser(db, id), {
      message: body.ApplicationUserId ? 'Application user saved.' : `${user.UserName} can use ${app.title}.`,
      audit: {
        targetType: 'User',
        targetId: user.UserId,
        applicationId: app.application_id,
        description: `${user.UserName} at ${app.title}${accountName ? ` as ${accountName}` : ''}`,
      },
    });
  },

  userRemove: async (ctx) => {
    const { db, params, guard } = ctx;
    const row = await loadAppUser(db, params.id);
    await guard?.manageUsers([row.UserId]);
    await db.query('DELETE FROM user_applications WHERE application_user_id = $1', [row.ApplicationUserId]);
    await provisionAfterAssignment(ctx, row.UserId, row.ApplicationId);
    return ok(null, {
      message: `${row.UserName} was removed from ${row.ApplicationTitle}.`,
      audit: {
        targetType: 'User',
        targetId: row.UserId,
        applicationId: row.ApplicationId,
        description: `${row.UserName} removed from ${row.ApplicationTitle}`,
      },
    });
  },
};
