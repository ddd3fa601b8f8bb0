import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { IndexHealth, IndexRebuild, IndexRebuildState } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { ServerContext } from '../../engine/context';
import { defineJob } from '../../engine/jobs/index';
import { badRequest } from '../../engine/calls/errors';

/** Below this many pages an index is too small for a bloat estimate to mean anything (it reads 0). */
const BLOAT_MIN_PAGES = 10;

/**
 * The indexes of the app's own schema with their statistics (pg_stat_user_indexes works on PostgreSQL
 * and PGlite alike). The bloat estimate compares the index's pages with what its live entries need:
 * entries × (key width from pg_stats + 12 bytes of tuple header and line pointer) at a 90 % fill
 * factor, the approach of the common pgstattuple-free estimates. Without statistics (reltuples -1,
 * never analysed) it reads 0.
 */
const INDEX_HEALTH = `
SELECT s.relname AS table_name, s.indexrelname AS index_name, pg_relation_size(s.indexrelid) AS size_bytes,
       COALESCE(s.idx_scan, 0) AS scans, i.indisunique AS is_unique, i.indisprimary AS is_primary,
       c.relpages AS pages, c.reltuples AS tuples, w.width
  FROM pg_stat_user_indexes s
  JOIN pg_index i ON i.indexrelid = s.indexrelid
  JOIN pg_class c ON c.oid = s.indexrelid
  CROSS JOIN LATERAL (
    SELECT COALESCE(sum(COALESCE(st.avg_width, 8)), 8) AS width
      FROM pg_attribute a
      LEFT JOIN pg_stats st ON st.schemaname = s.schemaname AND st.tablename = s.relname AND st.attname = a.attname
     WHERE a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey::int2[])
  ) w
 WHERE s.schemaname = current_schema()`;

interface IndexRow {
  table_name: string;
  index_name: string;
  size_bytes: string | number;
  scans: string | number;
  is_unique: boolean;
  is_primary: boolean;
  pages: number;
  tuples: number;
  width: string | number;
}

interface RebuildRow {
  rebuild_id: string;
  index_name: string;
  table_name: string;
  state: IndexRebuildState;
  progress: number;
  requested_date: Date;
  finished_date: Date | null;
  error: string | null;
}

const toRebuild = (r: RebuildRow): IndexRebuild => ({
  RebuildId: r.rebuild_id,
  State: r.state,
  Progress: r.progress,
  RequestedDate: r.requested_date.toISOString(),
  FinishedDate: r.finished_date?.toISOString() ?? null,
  Error: r.error,
});

export function bloatPercent(pages: number, tuples: number, width: number): number {
  if (pages < BLOAT_MIN_PAGES || tuples < 0) return 0;
  const neededPages = Math.ceil((tuples * (width + 12)) / (8192 * 0.9)) + 1;
  return Math.max(0, Math.min(100, Math.round((1 - neededPages / pages) * 100)));
}

export async function listIndexHealth(db: Queryable): Promise<IndexHealth[]> {
  const rows = await db.query<IndexRow>(`${INDEX_HEALTH} ORDER BY s.relname, s.indexrelname`);
  const latest = await db.query<RebuildRow>(
    `SELECT DISTINCT ON (index_name) * FROM index_rebuilds ORDER BY index_name, requested_date DESC, rebuild_id`,
  );
  const byIndex = new Map(latest.map((r) => [r.index_name, toRebuild(r)]));
  return rows.map((r) => ({
    TableName: r.table_name,
    IndexName: r.index_name,
    SizeBytes: Number(r.size_bytes),
    Scans: Number(r.scans),
    BloatPercent: bloatPercent(Number(r.pages), Number(r.tuples), Number(r.width)),
    IsUnique: r.is_unique,
    IsPrimary: r.is_primary,
    LastRebuild: byIndex.get(r.index_name) ?? null,
  }));
}

/**
 * Records a Queued rebuild for one index, or for each index of one table, of the app's schema; a name
 * that is not there is refused (400). Returns the rebuilds, for the job to take in this order.
 */
export async function queueRebuilds(
  db: Queryable,
  target: { TableName?: string; IndexName?: string },
  userId: string | null,
): Promise<IndexRebuild[]> {
  const indexes = await db.query<{ table_name: string; index_name: string }>(
    `SELECT relname AS table_name, indexrelname AS index_name FROM pg_stat_user_indexes
      WHERE schemaname = current_schema() AND (relname = $1 OR indexrelname = $2) ORDER BY indexrelname`,
    [target.TableName ?? null, target.IndexName ?? null],
  );
  if (indexes.length === 0)
    throw badRequest(
      target.IndexName
        ? `There is no index named ${target.IndexName}.`
        : `There is no table named ${target.TableName} with indexes.`,
    );
  const out: IndexRebuild[] = [];
  for (const ix of indexes) {
    const [row] = await db.query<RebuildRow>(
      `INSERT INTO index_rebuilds (rebuild_id, table_name, index_name, requested_by_user_id) VALUES ($1, $2, $3, $4) RETURNING *`,
      [randomUUID(), ix.table_name, ix.index_name, userId],
    );
    out.push(toRebuild(row!));
  }
  return out;
}

const setState = (db: Queryable, id: string, state: IndexRebuildState, progress: number, error: string | null = null) =>
  db.query(
    `UPDATE index_rebuilds SET state = $2, progress = $3, error = $4,
            finished_date = CASE WHEN $2 IN ('Completed', 'Failed') THEN clock_timestamp() END
      WHERE rebuild_id = $1`,
    [id, state, progress, error],
  );

/**
 * Rebuilds the queued indexes one by one. PostgreSQL: REINDEX INDEX CONCURRENTLY, which cannot run in a
 * transaction block and keeps the table writable meanwhile; PGlite (one connection, no concurrency to
 * protect): plain REINDEX INDEX. The statement is built by format('%I'), so the name is quoted by the database.
 */
async function rebuild(server: ServerContext, rebuildIds: string[], progress: (percent: number) => Promise<void>) {
  const verb = server.db.kind === 'postgres' ? 'REINDEX INDEX CONCURRENTLY' : 'REINDEX INDEX';
  for (const [i, id] of rebuildIds.entries()) {
    const [row] = await server.db.query<{ sql: string; state: IndexRebuildState }>(
      `SELECT format('${verb} %I.%I', current_schema(), index_name) AS sql, state FROM index_rebuilds WHERE rebuild_id = $1`,
      [id],
    );
    if (!row || row.state === 'Completed') continue;
    await setState(server.db, id, 'Running', 10);
    try {
      await server.db.query(row.sql);
      await setState(server.db, id, 'Completed', 100);
    } catch (error) {
      await setState(server.db, id, 'Failed', 100, error instanceof Error ? error.message : String(error));
    }
    await progress(Math.round(((i + 1) / rebuildIds.length) * 100));
  }
}

/** One request's rebuilds (an index, or every index of a table), as one job. */
export const indexRebuildJob = defineJob('index-rebuild', {
  input: z.object({ rebuildIds: z.array(z.uuid()).min(1) }),
  retry: { limit: 1, delaySeconds: 30 },
  handler: async ({ rebuildIds }, run) => rebuild(run.server, rebuildIds, (p) => run.progress(p)),
});
