import type {
  contract,
  LiveSession,
  ObjectOwner,
  UserAgreement,
  UserApplication,
  UserResource,
  UserSession,
} from '@portcullis/api-client/contract';
import { applicationUserResource, countOf, type RecordOf } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import type { ListSpec } from '../../engine/lists/paging';
import { badRequest, notFound } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { pagedQuery } from '../../engine/lists/list-query';
import { RECENTLY_ACTIVE_SESSION } from '../sessions/session-store';
import { listAuditEntries } from '../audit/audit';
import { iso, oneRow } from '../../engine/sql/query-helpers';
import { appUserPage } from '../applications/app-users';
import { fromOf, selectOf, toRecord } from '../../engine/resources/store-sql';

import { loadUser } from './user-records';
import { userAliasDeviceHandlers } from './user-devices';
import { linkedObjects, linkObjects, unlinkObjects, type ObjectLink } from '../../engine/objects/object-links';
import { linkedPage, type LinkedList } from '../../engine/objects/linked-page';
import { provisionAfterAssignment } from '../provisioning/provision-job';

/** Sign-in sessions and the application each is of (the console's own sessions have none). */
const SESSION_FROM = 'sso_sessions s LEFT JOIN applications a ON a.application_id = s.application_id';
const sessionFields = {
  SessionId: { sql: 's.session_id', type: 'text', isSelectOnly: true },
  ApplicationTitle: { sql: 'a.title', type: 'text' },
  CountryCode: { sql: 's.country_code', type: 'text' },
  CreatedDate: { sql: 's.created_date', type: 'date', isSelectOnly: true },
  LastActivityDate: { sql: 's.last_activity_date', type: 'date' },
} as const;
const sessionOrder = { key: 's.session_id', defaultOrder: 's.last_activity_date DESC, s.session_id' };

/** A user's sessions. */
const USER_SESSIONS: LinkedList = { from: SESSION_FROM, owner: 's.user_id', ...sessionOrder, fields: sessionFields };

/** Live tracking: every user's sessions with activity in the active-session window. */
const LIVE_SESSIONS: LinkedList = {
  from: `${SESSION_FROM} JOIN users u ON u.user_id = s.user_id`,
  where: RECENTLY_ACTIVE_SESSION,
  ...sessionOrder,
  fields: {
    SessionId: sessionFields.SessionId,
    UserId: { sql: 's.user_id', type: 'text', isSelectOnly: true },
    UserName: { sql: 'u.user_name', type: 'text' },
    ApplicationTitle: sessionFields.ApplicationTitle,
    CountryCode: sessionFields.CountryCode,
    CreatedDate: sessionFields.CreatedDate,
    LastActivityDate: sessionFields.LastActivityDate,
  },
};

type ViewCalls = Pick<
  typeof contract.users,
  | 'auditList'
  | 'audit'
  | 'agreementList'
  | 'applicationList'
  | 'applicationListByUserId'
  | 'userAliasList'
  | 'deviceList'
  | 'removeDevice'
  | 'deviceRecoveryCode'
  | 'assignApplication'
  | 'assignUserAlias'
  | 'removeUserAlias'
  | 'getUserOwners'
  | 'attributes'
  | 'sessions'
  | 'resources'
  | 'resourcesHistory'
  | 'resourcesPending'
  | 'objects'
  | 'assignObjects'
  | 'unassignObjects'
  | 'createProfile'
  | 'updateUserFromProvider'
  | 'liveSessions'
>;

/** Spec §6 user object scope assignments edited from UserView (groups, roles, direct permissions). */
const USER_OBJECTS: Record<'groups' | 'roles' | 'permissions', ObjectLink> = {
  groups: {
    link: 'group_members',
    key: 'group_def_id',
    table: 'group_defs',
    id: 'o.group_def_id',
    name: 'o.name',
    title: 'o.title',
  },
  roles: {
    link: 'user_roles',
    key: 'role_def_id',
    table: 'role_defs',
    id: 'o.role_def_id',
    name: 'o.name',
    title: 'o.title',
  },
  permissions: {
    link: 'user_permissions',
    key: 'permission_def_id',
    table: 'permission_defs',
    id: 'o.permission_def_id',
    name: 'o.name',
    title: 'o.title',
  },
};

const titled = (column: string, date: string, tie: string): ListSpec => ({
  columns: { Title: { sql: column, type: 'text' }, Date: { sql: date, type: 'date' } },
  defaultOrder: `${date} DESC, ${tie}`,
  tieBreaker: tie,
});

const resourcesOf =
  (state: 'Granted' | 'Revoked' | 'Pending' | 'History') =>
  async ({ db, params, body }: { db: Queryable; params: { id: string }; body: Parameters<typeof pagedQuery>[1] }) => {
    await loadUser(db, params.id);
    const states = state === 'History' ? ['Granted', 'Revoked'] : [state];
    return ok(
      await pagedQuery<
        { resource_id: string; title: string; type_title: string | null; state: string; date: Date },
        UserResource
      >(
        db,
        body,
        titled('r.title', 'r.date', 'r.resource_id'),
        'r.resource_id, r.title, t.title AS type_title, r.state, r.date',
        'user_resources r LEFT JOIN resource_def_types t ON t.resource_def_type_id = r.resource_def_type_id WHERE r.user_id = $1 AND r.state = ANY($2::text[])',
        (r) => ({
          ResourceId: r.resource_id,
          Title: r.title,
          ResourceDefTypeTitle: r.type_title ?? '',
          State: r.state,
          Date: iso(r.date),
        }),
        [params.id, states],
      ),
    );
  };

/**
 * The UserView tabs (spec §2.3): audit, agreements, applications, aliases, devices, sessions,
 * resources, attributes, owners and the object scope assignments. Every call first checks the user
 * exists, so an unknown id answers 404 rather than an empty page.
 */
export const userViewHandlers: DomainHandlers<ViewCalls> = {
  auditList: async ({ db, body }) => {
    await loadUser(db, body.UserId);
    const { UserId, ...request } = body;
    return ok(
      await listAuditEntries(db, request, {
        where: "(e.actor_user_id = $1 OR (e.target_type = 'User' AND e.target_id = $1::text))",
        params: [UserId],
      }),
    );
  },

  audit: async ({ db, params }) => {
    const page = await listAuditEntries(
      db,
      { CurrentPage: 1, ItemPerPage: 1 },
      { where: 'e.audit_id = $1', params: [params.id] },
    );
    const entry = page.Data[0];
    if (!entry) throw notFound('The audit entry');
    return ok(entry);
  },

  agreementList: async ({ db, body }) => {
    await loadUser(db, body.UserId);
    const { UserId, ...request } = body;
    return ok(
      await pagedQuery<{ agreement_id: string; title: string; accepted_date: Date }, UserAgreement>(
        db,
        request,
        titled('a.title', 'a.accepted_date', 'a.agreement_id'),
        'a.agreement_id, a.title, a.accepted_date',
        'user_agreements a WHERE a.user_id = $1',
        (r) => ({ AgreementId: r.agreement_id, Title: r.title, AcceptedDate: iso(r.accepted_date) }),
        [UserId],
      ),
    );
  },

  applicationList: async ({ db, body, server }) => {
    await loadUser(db, body.UserId);
    const { UserId, ...request } = body;
    return ok(await appUserPage({ db, server }, 'UserId', UserId, request));
  },

  applicationListByUserId: async ({ db, params }) => {
    await loadUser(db, params.id);
    const def = applicationUserResource;
    const rows = await db.query<Record<string, unknown>>(
      `SELECT ${selectOf(def)} FROM ${fromOf(def, 'ua.user_id = $1')} ORDER BY a.title, ua.application_user_id`,
      [params.id],
    );
    return ok(rows.map((r): UserApplication => toRecord(def, r) as RecordOf<typeof def>));
  },

  assignApplication: async (ctx) => {
    const { db, query, body } = ctx;
    const user = await loadUser(db, query.userId);
    const [found] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM applications WHERE application_id = ANY($1::uuid[])',
      [[...new Set(body.ApplicationIds)]],
    );
    if (found!.n !== new Set(body.ApplicationIds).size)
      throw badRequest('Some applications do not exist.', [
        { Message: 'Some applications do not exist.', Field: 'ApplicationIds' },
      ]);
    const rows = await db.query(
      'INSERT INTO user_applications (user_id, application_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING RETURNING 1',
      [query.userId, [...new Set(body.ApplicationIds)]],
    );
    for (const applicationId of new Set(body.ApplicationIds))
      await provisionAfterAssignment(ctx, user.UserId, applicationId);
    return ok(null, {
      message: `${countOf(rows.length, 'application')} assigned.`,
      audit: { targetType: 'User', targetId: user.UserId, description: countOf(rows.length, 'application') },
    });
  },

  ...userAliasDeviceHandlers,

  getUserOwners: async ({ db, params }) => {
    await loadUser(db, params.id);
    const rows = await db.query<{
      object_owner_id: string;
      owner_user_id: string;
      user_name: string;
      owner_type: number;
      created_date: Date;
      title: string;
    }>(
      `SELECT o.object_owner_id, o.owner_user_id, u.user_name, o.owner_type, o.created_date, coalesce(t.display_name, t.user_name) AS title
         FROM object_owners o JOIN users u ON u.user_id = o.owner_user_id JOIN users t ON t.user_id = o.object_id
        WHERE o.object_type_name = 'User' AND o.object_id = $1 ORDER BY o.owner_type, u.user_name`,
      [params.id],
    );
    return ok(
      rows.map((r): ObjectOwner => ({
        ObjectOwnerId: r.object_owner_id,
        ObjectTypeName: 'User',
        ObjectId: params.id,
        ObjectTitle: r.title,
        OwnerUserId: r.owner_user_id,
        OwnerUserName: r.user_name,
        OwnerType: r.owner_type,
        CreatedDate: iso(r.created_date),
      })),
    );
  },

  attributes: async ({ db, params }) => {
    await loadUser(db, params.id);
    return ok(
      await db.query<{ Name: string; Value: string | null }>(
        'SELECT name AS "Name", value AS "Value" FROM user_attributes WHERE user_id = $1 ORDER BY name',
        [params.id],
      ),
    );
  },

  sessions: async ({ db, params, body }) => {
    await loadUser(db, params.id);
    return ok(await linkedPage<UserSession>(db, USER_SESSIONS, params.id, body));
  },

  /** Live tracking: sessions with activity in the last 30 minutes (the dashboard's active-session window). */
  liveSessions: async ({ db, body }) => ok(await linkedPage<LiveSession>(db, LIVE_SESSIONS, null, body)),

  resources: resourcesOf('Granted'),
  resourcesHistory: resourcesOf('History'),
  resourcesPending: resourcesOf('Pending'),

  objects: async ({ db, params, body }) => {
    await loadUser(db, params.id);
    const { Kind, ...request } = body;
    return ok(await linkedObjects(db, USER_OBJECTS[Kind], 'user_id', params.id, request));
  },

  assignObjects: async ({ db, params, body }) => {
    const user = await loadUser(db, params.id);
    const count = await linkObjects(db, USER_OBJECTS[body.Kind], 'user_id', params.id, body.ObjectIds);
    return ok(
      { AssignedCount: count },
      {
        message: `${count} assigned.`,
        audit: { targetType: 'User', targetId: user.UserId, description: `${body.Kind} +${count}` },
      },
    );
  },

  unassignObjects: async ({ db, params, body }) => {
    const user = await loadUser(db, params.id);
    const count = await unlinkObjects(db, USER_OBJECTS[body.Kind], 'user_id', params.id, body.ObjectIds);
    return ok(
      { RemovedCount: count },
      {
        message: `${count} removed.`,
        audit: { targetType: 'User', targetId: user.UserId, description: `${body.Kind} -${count}` },
      },
    );
  },

  /** The profile record is the user's attribute set: creating it seeds the standard attributes (empty). */
  createProfile: async ({ db, params }) => {
    const user = await loadUser(db, params.id);
    await db.query(
      "INSERT INTO user_attributes (user_id, name, value) SELECT $1, a, NULL FROM unnest(ARRAY['Department','CostCenter','EmployeeNumber']) AS a ON CONFLICT DO NOTHING",
      [params.id],
    );
    return ok(null, {
      message: 'Profile created.',
      audit: { targetType: 'User', targetId: user.UserId, description: user.UserName },
    });
  },

  /** Refreshes the names and e-mail from the account the user's source reports (404 when it reports none). */
  updateUserFromProvider: async ({ db, params }) => {
    await loadUser(db, params.id);
    const [row] = await db.query<{ user_id: string }>(
      `UPDATE users u SET email = a.email, display_name = a.display_name, first_name = a.first_name, last_name = a.last_name
         FROM source_accounts a WHERE u.user_id = $1 AND a.user_source_id = u.user_source_id AND a.source_user_id = u.source_user_id RETURNING u.user_id`,
      [params.id],
    );
    if (!row) throw notFound("The user's account in its source");
    const user = await loadUser(db, params.id);
    return ok(user, {
      message: 'User refreshed from its source.',
      audit: { targetType: 'User', targetId: user.UserId, description: user.UserName },
    });
  },
};
