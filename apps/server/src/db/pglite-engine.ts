import { Worker } from 'node:worker_threads';
import { mkdirSync } from 'node:fs';
import type { Db, Queryable } from './types';
import { lockDataDir } from './lock';

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

/** An error raised by the database, carrying the SQLSTATE code. */
export class DbError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * PGlite in a worker thread. PGlite has one connection, so statements are serialised here: a
 * transaction holds the queue until it ends, and other callers wait for it.
 * `dataDir` undefined means an in-memory database (tests).
 */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: dataDir ? `${dataDir}/pgdata` : undefined },
  });
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let closed = false;
  worker.on(
    'message',
    (msg: {
      id: number;
      rows?: unknown[];
      error?: { message: string; code?: string };
      notify?: string;
      payload?: string;
    }) => {
      // The worker posts a notification before the result of the statement that caused it.
      if (msg.notify !== undefined) {
        for (const onNotify of listeners.get(msg.notify) ?? []) onNotify(msg.payload ?? '');
        return;
      }
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      if (msg.error) p.reject(new DbError(msg.error.message, msg.error.code));
      else p.resolve(msg.rows ?? []);
    },
  );
  worker.on('error', (error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  });

  const send = (op: 'query' | 'exec' | 'close' | 'listen', sql?: string, params?: readonly unknown[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (closed && op !== 'close') return reject(new DbError('The database is closed.'));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, sql, params: params ? [...params] : undefined });
    });

  // A promise chain is the queue: each unit of work starts when the previous one settled.
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };

  const raw: Queryable = {
    query: <T>(sql: string, params?: readonly unknown[]) => send('query', sql, params) as Promise<T[]>,
  };

  const db: Db = {
    kind: 'pglite',
    query: <T>(sql: string, params?: readonly unknown[]) => serial(() => raw.query<T>(sql, params)),
    exec: (sql) => serial(async () => void (await send('exec', sql))),
    transaction: (work) =>
      serial(async () => {
        await send('exec', 'BEGIN');
        try {
          const result = await work(raw);
          await send('exec', 'COMMIT');
          return result;
        } catch (error) {
          await send('exec', 'ROLLBACK');
          throw error;
        }
      }),
    // One database, one process (the data-directory lock): a listener here never misses a notification.
    listen: async (channel, onNotify) => {
      let set = listeners.get(channel);
      if (!set) {
        listeners.set(channel, (set = new Set()));
        await serial(() => send('listen', channel));
      }
      set.add(onNotify);
      return async () => void set.delete(onNotify);
    },
    close: async () => {
      if (closed) return;
      await serial(() => send('close'));
      closed = true;
      await worker.terminate();
      release();
    },
  };
  await db.query('SELECT 1');
  return db;
}
