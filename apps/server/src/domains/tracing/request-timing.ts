import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { Db, Queryable } from '../../db/types';

/** What one request spent in the database: the sum of its statements' durations, and their count. */
export interface RequestTiming {
  dbMs: number;
  queryCount: number;
  /** Who called (set once the session is read); requests without a session are never traced. */
  caller: { userId: string; sessionId: string } | null;
}

const currentTiming = new AsyncLocalStorage<RequestTiming>();
const timingsByRequest = new WeakMap<object, RequestTiming>();

/**
 * Gives the request its own timing for the rest of its handling: calling Fastify's `done` inside the
 * AsyncLocalStorage context makes every later hook and the handler run in it (as @fastify/request-context does).
 */
export function startTiming(request: object, done: () => void): void {
  const timing: RequestTiming = { dbMs: 0, queryCount: 0, caller: null };
  timingsByRequest.set(request, timing);
  currentTiming.run(timing, done);
}

export const requestTiming = (request: object): RequestTiming | undefined => timingsByRequest.get(request);

/** Names the request's caller for tracing (the contract pipeline, once the session is read). */
export function noteTracedCaller(request: object, caller: { userId: string; sessionId: string }): void {
  const timing = timingsByRequest.get(request);
  if (timing) timing.caller = { userId: caller.userId, sessionId: caller.sessionId };
}

function timedQuery(query: Queryable['query']): Queryable['query'] {
  return async (sql, params) => {
    const timing = currentTiming.getStore();
    if (!timing) return query(sql, params);
    const started = performance.now();
    try {
      return await query(sql, params);
    } finally {
      timing.dbMs += performance.now() - started;
      timing.queryCount += 1;
    }
  };
}

/**
 * Measures every statement run through `db` (and its transactions) into the timing of the request
 * that runs it. Measured in the query layer, once for the whole server, so no handler has to opt in;
 * statements outside a request (jobs, heartbeats) find no timing and cost one AsyncLocalStorage read.
 */
export function measureQueries(db: Db): Db {
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = timedQuery(query);
  db.transaction = (work) =>
    transaction((tx) => {
      const txQuery = timedQuery(tx.query.bind(tx));
      const timedTx = new Proxy(tx, {
        get: (target, key) => (key === 'query' ? txQuery : Reflect.get(target, key, target)),
      });
      return work(timedTx);
    });
  return db;
}
