import type { Queryable } from '../db/types';

/** One request of a console session, as its timeline records it. */
export interface RecordedRequest {
  sessionId: string;
  at: Date;
  method: string;
  /** The contract path (`/user/get/:id`), never the request's ids, query or body. */
  path: string;
  callName: string | null;
  status: number;
  durationMs: number;
}

export interface SessionActivityOptions {
  /** Pending requests are written at least this often. @default 5000 */
  flushEveryMs?: number;
  /** …or as soon as this many wait. @default 200 */
  maxPending?: number;
  /** Requests kept per session (older ones are dropped as new ones come). @default 1000 */
  keepPerSession?: number;
}

/**
 * The requests of console sessions and their last-seen time. Recording is in memory and cheap; a batch
 * is written every few seconds (one INSERT for all, one UPDATE of last seen), so a busy console costs
 * the database a statement per batch, not per request. Readers of sessions call `flush` first, so what
 * they show includes every request answered before. A failed batch is logged and dropped: activity is
 * a record, never a reason to fail a request.
 */
export class SessionActivity {
  private pending: RecordedRequest[] = [];
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private readonly maxPending: number;
  private readonly keepPerSession: number;

  constructor(
    private readonly db: Queryable,
    private readonly onError: (error: unknown) => void,
    options: SessionActivityOptions = {},
  ) {
    this.maxPending = options.maxPending ?? 200;
    this.keepPerSession = options.keepPerSession ?? 1000;
    this.timer = setInterval(() => void this.flush(), options.flushEveryMs ?? 5000);
    this.timer.unref();
  }

  record(request: RecordedRequest): void {
    this.pending.push(request);
    if (this.pending.length >= this.maxPending) void this.flush();
  }

  /** Writes what is pending (after any batch already being written). */
  flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(() => (batch.length ? this.write(batch).catch(this.onError) : undefined));
    return this.writing;
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(batch: RecordedRequest[]): Promise<void> {
    const ids = batch.map((r) => r.sessionId);
    const dates = batch.map((r) => r.at.toISOString());
    // Requests of sessions that no longer exist are skipped by the join.
    await this.db.query(
      `INSERT INTO session_requests (session_id, request_date, method, path, call_name, status, duration_ms)
       SELECT r.session_id, r.request_date, r.method, r.path, r.call_name, r.status, r.duration_ms
         FROM unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[])
              AS r(session_id, request_date, method, path, call_name, status, duration_ms)
         JOIN sso_sessions s ON s.session_id = r.session_id
        ORDER BY r.request_date`,
      [
        ids,
        dates,
        batch.map((r) => r.method),
        batch.map((r) => r.path),
        batch.map((r) => r.callName),
        batch.map((r) => r.status),
        batch.map((r) => Math.round(r.durationMs)),
      ],
    );
    await this.db.query(
      `UPDATE sso_sessions s SET last_activity_date = greatest(s.last_activity_date, v.seen)
         FROM (SELECT r.session_id, max(r.request_date) AS seen
                 FROM unnest($1::uuid[], $2::timestamptz[]) AS r(session_id, request_date) GROUP BY r.session_id) v
        WHERE s.session_id = v.session_id AND s.ended_date IS NULL`,
      [ids, dates],
    );
    // Keep the newest `keepPerSession` of each session written to: cut below the one that many back.
    await this.db.query(
      `DELETE FROM session_requests q
        USING (SELECT x.session_id,
                      (SELECT r.request_id FROM session_requests r WHERE r.session_id = x.session_id
                        ORDER BY r.request_id DESC OFFSET $2 LIMIT 1) AS cut
                 FROM unnest($1::uuid[]) AS x(session_id)) m
        WHERE q.session_id = m.session_id AND q.request_id <= m.cut`,
      [[...new Set(ids)], this.keepPerSession],
    );
  }
}
