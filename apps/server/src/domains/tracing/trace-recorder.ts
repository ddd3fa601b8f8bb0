import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { requestTiming, startTiming } from './request-timing';

/** How long this process trusts its "no trace can be active" note before asking the database again. */
const ACTIVE_CHECK_MS = 5000;

/**
 * Records the requests of traced users and applications. Each process keeps the latest end of any open
 * trace (refreshed every ACTIVE_CHECK_MS, and at once on its own trace writes), so that while nothing is
 * traced a request costs no statement; while something may be, one indexed statement finds the caller's
 * traces. Another process's new trace is followed within ACTIVE_CHECK_MS.
 */
export class TraceRecorder {
  private latestEndMs = 0;
  private checkedAtMs = Number.NEGATIVE_INFINITY;

  constructor(private readonly db: Db) {}

  /** Forgets the note (a trace was started or ended here). */
  invalidate(): void {
    this.checkedAtMs = Number.NEGATIVE_INFINITY;
  }

  private async mayBeTracing(now: number): Promise<boolean> {
    if (now - this.checkedAtMs >= ACTIVE_CHECK_MS) {
      const [row] = await this.db.query<{ latest: Date | string | null }>(
        'SELECT max(end_date) AS latest FROM trace_sessions WHERE ended_early_date IS NULL AND end_date > now()',
      );
      this.latestEndMs = row?.latest ? new Date(row.latest).getTime() : 0;
      this.checkedAtMs = now;
    }
    return this.latestEndMs > now;
  }

  /** Writes one row per active trace that covers the caller (its user, or its session's application). */
  async record(entry: {
    userId: string;
    sessionId: string;
    method: string;
    route: string | null;
    statusCode: number;
    durationMs: number;
    dbMs: number;
    queryCount: number;
  }): Promise<void> {
    if (!(await this.mayBeTracing(Date.now()))) return;
    await this.db.query(
      `INSERT INTO trace_requests (trace_id, request_date, user_id, method, route, status_code, duration_ms, db_ms, query_count)
       SELECT t.trace_id, now(), $1, $3, $4, $5, $6, $7, $8 FROM trace_sessions t
       WHERE t.ended_early_date IS NULL AND t.end_date > now()
         AND (t.user_id = $1 OR t.application_id = (SELECT s.application_id FROM sso_sessions s WHERE s.session_id = $2))`,
      [
        entry.userId,
        entry.sessionId,
        entry.method,
        entry.route,
        entry.statusCode,
        entry.durationMs,
        entry.dbMs,
        entry.queryCount,
      ],
    );
  }
}

const recorders = new WeakMap<Db, TraceRecorder>();

/** The recorder of the server using `db` (one per server). */
export function traceRecorder(db: Db): TraceRecorder {
  let recorder = recorders.get(db);
  if (!recorder) recorders.set(db, (recorder = new TraceRecorder(db)));
  return recorder;
}

/**
 * Records traced requests before their reply leaves (onSend), so a caller that got its answer finds its
 * request on the trace. Only the route pattern, method, status and timings are kept: never the URL (a
 * query string may carry a token), bodies, headers or cookies.
 */
export function installTraceRecording(app: FastifyInstance, db: Db): void {
  const recorder = traceRecorder(db);
  app.addHook('onRequest', (request, _reply, done) => startTiming(request, done));
  app.addHook('onSend', async (request, reply, payload) => {
    const timing = requestTiming(request);
    if (!timing?.caller) return payload;
    const { dbMs, queryCount } = timing; // before the recording's own statements
    try {
      await recorder.record({
        ...timing.caller,
        method: request.method,
        route: request.routeOptions.url ?? null,
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 100) / 100,
        dbMs: Math.round(dbMs * 1000) / 1000,
        queryCount,
      });
    } catch (error) {
      request.log.error({ err: error }, 'trace recording failed');
    }
    return payload;
  });
}
