import pg from 'pg';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import type { Db, Queryable } from './types';

// Return timestamps and bigint counts the way PGlite does (ISO strings for dates, numbers for counts
// that fit), so handlers see the same values on both engines.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Real PostgreSQL through a `pg` pool (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', () => undefined);
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
    close: () => pool.end(),
    copyTo: async (sql, sink) => {
      const client = await pool.connect();
      try {
        const stream = client.query(copyTo(sql));
        await pipeline(stream, sink);
        return stream.rowCount ?? 0;
      } finally {
        client.release();
      }
    },
  };
  await db.query('SELECT 1');
  return db;
}
