import type { contract, SessionDetail, SessionRequest, TerminateResult } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { compilePaging } from '../../engine/lists/paging';
import type { SessionUser } from '../../engine/auth/session-user';
import { notFound } from '../../engine/calls/errors';
import { pagedQuery } from '../../engine/lists/list-query';
import { linkedPage, type LinkedList } from '../../engine/objects/linked-page';
import { iso, oneRow } from '../../engine/sql/query-helpers';
import {
  endSessions,
  liveSessionsWhere,
  LIVE_SESSION,
  SESSION_SELECT,
  SESSIONS_FROM,
  sessionListSpec,
  sessionState,
  toSessionRow,
  type LiveSession,
  type SessionDbRow,
} from './session-store';

const ownId = (user: SessionUser | null) => user?.sessionId ?? null;

/** Who ended sessions, in the words the detail page and the audit show. */
const endedByText = (user: SessionUser) => `Terminated by ${user.userName}`;

function result(ended: LiveSession[], user: SessionUser): TerminateResult {
  return { TerminatedCount: ended.length, EndedOwnSession: ended.some((e) => e.sessionId === user.sessionId) };
}

function describe(ended: LiveSession[]): string {
  const users = new Set(ended.map((e) => e.userId)).size;
  return `${ended.length} session${ended.length === 1 ? '' : 's'} of ${users} user${users === 1 ? '' : 's'} terminated`;
}

/**
 * Sessions (spec §2.8, designed calls). The list shows live sessions only; the detail shows any
 * session. Terminating ends live sessions — one, several (by id or all matching the list's filters),
 * or all of a user's — with one audit entry naming how many; console sessions among them are signed
 * out on the server at once.
 */
/** The audited requests of one session, newest first. */
const SESSION_REQUESTS: LinkedList = {
  from: 'audit_entries e JOIN audit_types t ON t.audit_type_id = e.audit_type_id',
  owner: 'e.session_id',
  key: 'e.audit_id DESC',
  defaultOrder: 'e.created_date DESC, e.audit_id DESC',
  fields: {
    AuditId: { sql: 'e.audit_id', type: 'text', isSelectOnly: true },
    CreatedDate: { sql: 'e.created_date', type: 'date' },
    Action: { sql: 'e.action', type: 'text' },
    TypeDescription: { sql: 't.description', type: 'text' },
    InformationType: { sql: 't.information_type', type: 'number' },
    Description: { sql: 'e.description', type: 'text' },
    TargetType: { sql: 'e.target_type', type: 'text', isSelectOnly: true },
    TargetId: { sql: 'e.target_id', type: 'text', isSelectOnly: true },
  },
};

export const sessionsHandlers: DomainHandlers<typeof contract.sessions> = {
  list: async (ctx) =>
    ok(
      await pagedQuery(
        ctx.db,
        ctx.body,
        sessionListSpec,
        SESSION_SELECT,
        `${SESSIONS_FROM} WHERE ${LIVE_SESSION}`,
        (r: SessionDbRow) => toSessionRow(r, ownId(ctx.user)),
      ),
    ),

  get: async (ctx) => {
    const row = await oneRow<
      SessionDbRow & {
        user_agent: string | null;
        ended_date: Date | null;
        end_reason: string | null;
        ended_by_user_id: string | null;
        ended_by_user_name: string | null;
        request_count: number;
      }
    >(
      ctx.db,
      `SELECT ${SESSION_SELECT}, s.user_agent, s.ended_date, s.end_reason, s.ended_by_user_id,
              eu.user_name AS ended_by_user_name,
              (SELECT count(*)::int FROM audit_entries q WHERE q.session_id = s.session_id) AS request_count
         FROM ${SESSIONS_FROM} LEFT JOIN users eu ON eu.user_id = s.ended_by_user_id
        WHERE s.session_id = $1`,
      [ctx.params.id],
      'The session',
    );
    const detail: SessionDetail = {
      ...toSessionRow(row, ownId(ctx.user)),
      State: sessionState(row),
      UserAgent: row.user_agent,
      EndedDate: row.ended_date ? iso(row.ended_date) : null,
      EndReason: row.end_reason,
      EndedByUserId: row.ended_by_user_id,
      EndedByUserName: row.ended_by_user_name,
      RequestCount: row.request_count,
    };
    return ok(detail);
  },

  requests: async ({ db, params, body }) => {
    const [exists] = await db.query('SELECT 1 FROM sso_sessions WHERE session_id = $1', [params.id]);
    if (!exists) throw notFound('The session');
    return ok(await linkedPage<SessionRequest>(db, SESSION_REQUESTS, params.id, body));
  },

  terminate: async ({ db, user, body, guard }) => {
    let sessions: LiveSession[];
    if (body.SessionIds) {
      sessions = await liveSessionsWhere(db, 's.session_id = ANY($1::uuid[])', [body.SessionIds]);
    } else {
      // Every live session matching the list's filters (the same allow-list), except the ones unticked.
      const { Filters, ExceptIds } = body.AllMatching!;
      const paging = compilePaging({ CurrentPage: 1, ItemPerPage: 1, Filters }, sessionListSpec, [ExceptIds ?? []]);
      sessions = await liveSessionsWhere(
        db,
        `NOT (s.session_id = ANY($1::uuid[])) AND (${paging.where})`,
        paging.params,
      );
    }
    // Ending someone's sessions manages their account: a protected account's are refused (issue 11).
    await guard!.manageUsers(sessions.map((x) => x.userId));
    const ended = await endSessions(db, sessions, endedByText(user!), user!.userId);
    return ok(result(ended, user!), {
      message: ended.length ? `${describe(ended)}.` : 'No live session matched.',
      title: 'Sessions',
      audit: {
        targetType: 'Session',
        targetId: ended.length === 1 ? ended[0]!.sessionId : null,
        description: describe(ended),
      },
    });
  },

  terminateUser: async ({ db, user, params }) => {
    const target = await oneRow<{ user_name: string }>(
      db,
      'SELECT user_name FROM users WHERE user_id = $1',
      [params.id],
      'The user',
    );
    const sessions = await liveSessionsWhere(db, 's.user_id = $1', [params.id]);
    const ended = await endSessions(db, sessions, endedByText(user!), user!.userId);
    const count = `${ended.length} session${ended.length === 1 ? '' : 's'} of ${target.user_name}`;
    return ok(result(ended, user!), {
      message: ended.length ? `${count} terminated.` : `${target.user_name} has no live session.`,
      title: 'Sessions',
      audit: { targetType: 'User', targetId: params.id, description: `${count} terminated` },
    });
  },
};
