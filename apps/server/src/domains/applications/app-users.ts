import {
  applicationUserResource,
  parseMoment,
  type ApplicationUser,
  type contract,
  type PagedData,
  type PagedRequest,
  type RecordOf,
} from '@portcullis/api-client/contract';
import type { DomainHandlers, HandlerContext } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { badRequest, conflict, notFound } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { narrowedList } from '../../engine/resources/behaviour';
import { loadRecord } from '../../engine/resources/records';
import { expressionOf } from '../../engine/resources/store-sql';
import { loadUser } from '../users/user-records';
import { loadApplicationRow } from './key-records';
import { provisionAfterAssignment } from '../provisioning/provision-job';

type UserCalls = Pick<typeof contract.applications, 'userList' | 'userGet' | 'userSave' | 'userRemove'>;

/**
 * An application's users, or a user's applications, through the application user definition: a page
 * narrowed to one application or one user. The per-application list titles its rows by user (§2.6):
 * there `Title` sorts and filters by user name; `Date` is the assignment date under its §7 name.
 */
export async function appUserPage(
  ctx: Pick<HandlerContext<unknown, unknown, unknown>, 'db' | 'server'>,
  owner: 'ApplicationId' | 'UserId',
  id: string,
  request: PagedRequest,
) {
  const aliases: Record<string, string> = {
    Date: 'AssignedDate',
    ...(owner === 'ApplicationId' ? { Title: 'UserName' } : {}),
  };
  const column = (name: string) => aliases[name] ?? name;
  const sorts = request.Sorts?.length
    ? request.Sorts
    : owner === 'ApplicationId'
      ? [{ Column: 'UserName', Asc: true }]
      : [];
  const aliased: PagedRequest = {
    ...request,
    Sorts: sorts.map((s) => ({ ...s, Column: column(s.Column) })),
    ...(request.Filters
      ? {
          Filters: request.Filters.map((f) => ({
            ...f,
            Column: column(f.Column),
            ...(f.Columns ? { Columns: f.Columns.map(column) } : {}),
          })),
        }
      : {}),
  };
  const def = applicationUserResource;
  const page = await narrowedList(ctx.db, def, aliased, [[expressionOf(def, owner), id]], null, ctx.server);
  return page as PagedData<RecordOf<typeof def>>;
}

/** An application user as the API reads it (404 naming it when there is none). */
export const loadAppUser = (db: Queryable, id: string): Promise<ApplicationUser> =>
  loadRecord(db, applicationUserResource, id);

const moment = (value: string | null | undefined, field: string): Date | null => {
  if (value === null || value === undefined) return null;
  const date = parseMoment(value);
  if (!date) throw badRequest(`${field}: must be a date and time.`, [{ Field: field, Message: 'Not a date.' }]);
  return date;
};

/** Handlers of the application user calls. */
export const appUserHandlers: DomainHandlers<UserCalls> = {
  userList: async ({ db, body, server }) => {
    await loadApplicationRow(db, body.ApplicationId);
    const { ApplicationId, ...request } = body;
    return ok(await appUserPage({ db, server }, 'ApplicationId', ApplicationId, request));
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
