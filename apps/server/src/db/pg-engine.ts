import pg from 'pg';
import { pipeline } from 'node:stream/promises';
import { CopyToCrlf } from './copy-to-crlf';
import type { Db, Queryable } from './types';

// Return timestamps and bigint counts the way PGlite does (ISO strings for dates, numbers for counts
// that fit), so handlers see the same values on both engines.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Real PostgreSQL through a `pg` pool (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', () => undefined);
  const stopListeners = new Set<() => Promise<void>>();
  const query = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]) =>
    (await client.query(sql, params ? [...params] : [])).rows as T[];
  const db: Db = {
    kind: 'postgres',
    query: (sql, params) => query(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = { query: (sql, params) => query(client, sql, params) };
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([...stopListeners].map((stop) => stop()));
      await pool.end();
    },
    listen: async (channel, onNotify, onState) => {
      const stop = await listenOnOwnConnection(connectionString, channel, onNotify, onState);
      const tracked = async () => {
        stopListeners.delete(tracked);
        await stop();
      };
      stopListeners.add(tracked);
      return tracked;
    },
    copyToCrlf: async (copySql, sink, onRows) => {
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        const copy = client.query(new CopyToCrlf(copySql, onRows));
        await pipeline(copy, sink);
        return copy.rowCount;
      } catch (error) {
        failure = error as Error;
        throw error;
      } finally {
        // A COPY cut short (the file failed) leaves the connection mid-stream: it is closed, not pooled.
        client.release(failure);
      }
    },
    inlineParams: async (sql, params) => {
      if (params.length === 0) return sql;
      const [row] = await query<Record<string, string>>(
        pool,
        `SELECT ${params.map((_, i) => `quote_nullable($${i + 1}::text) AS p${i + 1}`).join(', ')}`,
        params,
      );
      return sql.replace(/\$(\d+)(?!\d)/g, (whole, n: string) => {
        const literal = row![`p${n}`];
        if (literal === undefined) throw new Error(`No value for ${whole}.`);
        return literal;
      });
    },
  };
  await db.query('SELECT 1');
  return db;
}

/**
 * LISTEN needs a connection of its own (a pooled one would be handed to other queries). When it drops,
 * `onState(false)` is reported and it reconnects every second until it listens again.
 */
async function listenOnOwnConnection(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onState?: (isListening: boolean) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name "${channel}".`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString });
    c.on('error', () => undefined);
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    c.on('end', () => {
      if (client !== c) return;
      client = null;
      onState?.(false);
      reconnect();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    if (stopped) return void (await c.end());
    client = c;
    onState?.(true);
  };
  const reconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => connect().catch(reconnect), 1000);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end();
  };
}
