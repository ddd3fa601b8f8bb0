import { randomUUID } from 'node:crypto';
import type { contract } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { ApiError, conflict, notFound } from '../../engine/calls/errors';
import { pagedQuery } from '../../engine/lists/list-query';
import { requireDefaultTenant } from '../operations/tenant';
import {
  TRACE_FROM,
  TRACE_LIST,
  TRACE_REQUEST_LIST,
  TRACE_REQUEST_SELECT,
  TRACE_SELECT,
  toTraceRequest,
  toTraceSession,
  type TraceRequestRow,
  type TraceRow,
} from './trace-list';
import { traceRecorder } from './trace-recorder';

export { measureQueries, noteTracedCaller } from './request-timing';
export { installTraceRecording } from './trace-recorder';

async function loadTrace(db: Queryable, traceId: string) {
  const [row] = await db.query<TraceRow>(`SELECT ${TRACE_SELECT} FROM ${TRACE_FROM} WHERE t.trace_id = $1`, [traceId]);
  if (!row) throw notFound('Trace');
  return toTraceSession(row);
}

/** Issue 28 request tracing (spec §2.9 tracing, tracing-save); default tenant only, like the other operations pages. */
export const tracingHandlers: DomainHandlers<typeof contract.tracing> = {
  list: async ({ server, body }) => {
    await requireDefaultTenant(server.db);
    return ok(
      await pagedQuery<TraceRow, ReturnType<typeof toTraceSession>>(
        server.db,
        body,
        TRACE_LIST,
        TRACE_SELECT,
        `${TRACE_FROM} WHERE TRUE`,
        toTraceSession,
      ),
    );
  },

  view: async ({ server, params }) => {
    await requireDefaultTenant(server.db);
    return ok(await loadTrace(server.db, params.id));
  },

  save: async ({ db, server, user, body }) => {
    await requireDefaultTenant(db);
    const isUser = body.TargetType === 'User';
    const targetId = isUser ? body.UserId : body.ApplicationId;
    const [target] = isUser
      ? await db.query<{ name: string }>('SELECT user_name AS name FROM users WHERE user_id = $1', [targetId])
      : await db.query<{ name: string }>('SELECT title AS name FROM applications WHERE application_id = $1', [
          targetId,
        ]);
    if (!target)
      throw new ApiError(400, `The ${isUser ? 'user' : 'application'} does not exist.`, 'Bad request', [
        {
          Message: `The ${isUser ? 'user' : 'application'} does not exist.`,
          Field: isUser ? 'UserId' : 'ApplicationId',
        },
      ]);
    const traceId = randomUUID();
    await db.query(
      `INSERT INTO trace_sessions (trace_id, target_type, user_id, application_id, end_date, created_by_user_id)
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5::int), $6)`,
      [
        traceId,
        body.TargetType,
        isUser ? targetId : null,
        isUser ? null : targetId,
        body.DurationMinutes,
        user!.userId,
      ],
    );
    traceRecorder(server.db).invalidate();
    const saved = await loadTrace(db, traceId);
    return ok(saved, {
      message: 'Tracing started.',
      audit: {
        targetType: 'Trace',
        targetId: traceId,
        description: `${body.TargetType} ${target.name}; ${body.DurationMinutes} minutes`,
      },
    });
  },

  end: async ({ db, server, params }) => {
    await requireDefaultTenant(db);
    const current = await loadTrace(db, params.id);
    if (current.State === 'Ended') throw conflict('The trace has already ended.');
    await db.query('UPDATE trace_sessions SET ended_early_date = now() WHERE trace_id = $1', [params.id]);
    traceRecorder(server.db).invalidate();
    const ended = await loadTrace(db, params.id);
    return ok(ended, {
      message: 'Tracing ended.',
      audit: {
        targetType: 'Trace',
        targetId: params.id,
        description: `${current.TargetType} ${current.UserName ?? current.ApplicationName ?? ''}; ended early`,
      },
    });
  },

  requests: async ({ server, params, body }) => {
    await requireDefaultTenant(server.db);
    await loadTrace(server.db, params.id);
    return ok(
      await pagedQuery<TraceRequestRow, ReturnType<typeof toTraceRequest>>(
        server.db,
        body,
        TRACE_REQUEST_LIST,
        TRACE_REQUEST_SELECT,
        'trace_requests r WHERE r.trace_id = $1',
        toTraceRequest,
        [params.id],
      ),
    );
  },
};
