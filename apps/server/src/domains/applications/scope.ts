import type { ApplicationMember, ApplicationSession, contract } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { badRequest } from '../../engine/calls/errors';
import { linkedPage, type LinkedList } from '../../engine/objects/linked-page';
import { listAuditEntries } from '../audit/audit';
import { loadApplicationRow } from './key-records';
import { refuseSignInChange } from '../sign-in/sign-in-hooks';
import { applicationGroupsAudience } from '../../engine/access/sign-in-reach';

type ScopeCalls = Pick<
  typeof contract.applications,
  'memberList' | 'assignMembers' | 'unassignMembers' | 'sessionList' | 'auditList'
>;

/** The §9 30-minute window of an active session (as the dashboard counts them). */
const ACTIVE_WINDOW = "interval '30 minutes'";

/** Groups assigned to an application, each with how many users it (and its subgroups) holds. */
const APPLICATION_MEMBERS: LinkedList = {
  from: 'group_applications ga JOIN group_defs g ON g.group_def_id = ga.group_def_id',
  owner: 'ga.application_id',
  key: 'g.group_def_id',
  defaultOrder: 'g.title, g.group_def_id',
  fields: {
    GroupDefId: { sql: 'g.group_def_id', type: 'text', isSelectOnly: true },
    Title: { sql: 'g.title', type: 'text' },
    Name: { sql: 'g.name', type: 'text' },
    MemberCount: {
      sql: `(WITH RECURSIVE tree (id, depth) AS (
            SELECT g.group_def_id, 0
            UNION ALL
            SELECT c.group_def_id, t.depth + 1 FROM group_defs c JOIN tree t ON c.parent_id = t.id WHERE t.depth < 64)
          SELECT count(DISTINCT gm.user_id)::int FROM group_members gm JOIN tree ON tree.id = gm.group_def_id)`,
      type: 'number',
      isSelectOnly: true,
    },
    AssignedDate: { sql: 'ga.assigned_date', type: 'date' },
  },
};

/** Sign-in sessions of an application; active ones had activity within the window. */
const APPLICATION_SESSIONS: LinkedList = {
  from: 'sso_sessions s JOIN users u ON u.user_id = s.user_id',
  owner: 's.application_id',
  key: 's.session_id',
  defaultOrder: 's.last_activity_date DESC, s.session_id',
  fields: {
    SessionId: { sql: 's.session_id', type: 'text', isSelectOnly: true },
    UserId: { sql: 's.user_id', type: 'text', isSelectOnly: true },
    UserName: { sql: 'u.user_name', type: 'text' },
    CountryCode: { sql: 's.country_code', type: 'text' },
    CreatedDate: { sql: 's.created_date', type: 'date' },
    LastActivityDate: { sql: 's.last_activity_date', type: 'date' },
    IsActive: { sql: `(s.last_activity_date > now() - ${ACTIVE_WINDOW})`, type: 'boolean', isSelectOnly: true },
  },
};

/** The toast and audit entry of groups assigned to or removed from an application ('3 groups assigned'). */
const groupsChanged = (app: { application_id: string; title: string }, what: string, preposition: 'to' | 'from') => ({
  message: `${what} ${preposition} ${app.title}.`,
  audit: {
    targetType: 'Application',
    targetId: app.application_id,
    applicationId: app.application_id,
    description: what,
  },
});

/**
 * Members, sessions and audit of one application. Members (§6 application → members) are groups: every
 * member of an assigned group, and of its subgroups (groups inherit from their parents, as their
 * permissions do), may use the application; the member count says how many users that is.
 */
export const scopeHandlers: DomainHandlers<ScopeCalls> = {
  memberList: async ({ db, params, body }) => {
    await loadApplicationRow(db, params.id);
    return ok(await linkedPage<ApplicationMember>(db, APPLICATION_MEMBERS, params.id, body));
  },

  assignMembers: async ({ db, params, body, user }) => {
    const app = await loadApplicationRow(db, params.id);
    const ids = [...new Set(body.GroupDefIds)];
    // Issue 23: a group confers the application on its members, so it is attached only by someone who
    // could attach each of them one by one (application users: protected accounts are refused).
    await refuseSignInChange({ db, user }, applicationGroupsAudience(ids));
    const [found] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM group_defs WHERE group_def_id = ANY($1::uuid[])',
      [ids],
    );
    if (found!.n !== ids.length)
      throw badRequest('Some groups do not exist.', [{ Field: 'GroupDefIds', Message: 'Some groups do not exist.' }]);
    const rows = await db.query(
      `INSERT INTO group_applications (application_id, group_def_id) SELECT $1, unnest($2::uuid[])
       ON CONFLICT DO NOTHING RETURNING 1`,
      [app.application_id, ids],
    );
    return ok({ AssignedCount: rows.length }, groupsChanged(app, `${rows.length} groups assigned`, 'to'));
  },

  unassignMembers: async ({ db, params, body, user }) => {
    const app = await loadApplicationRow(db, params.id);
    await refuseSignInChange({ db, user }, applicationGroupsAudience(body.GroupDefIds));
    const rows = await db.query(
      'DELETE FROM group_applications WHERE application_id = $1 AND group_def_id = ANY($2::uuid[]) RETURNING 1',
      [app.application_id, [...new Set(body.GroupDefIds)]],
    );
    return ok({ RemovedCount: rows.length }, groupsChanged(app, `${rows.length} groups removed`, 'from'));
  },

  sessionList: async ({ db, params, body }) => {
    await loadApplicationRow(db, params.id);
    return ok(await linkedPage<ApplicationSession>(db, APPLICATION_SESSIONS, params.id, body));
  },

  auditList: async ({ db, params, body }) => {
    await loadApplicationRow(db, params.id);
    return ok(
      await listAuditEntries(db, body, {
        where: "(e.application_id = $1 OR (e.target_type = 'Application' AND e.target_id = $1::text))",
        params: [params.id],
      }),
    );
  },
};
