import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  RETENTION_KINDS,
  type RetentionKind,
  type RetentionRun,
  type RetentionSetting,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { defineJob } from '../../engine/jobs/index';
import { exportsDir } from '../export/records';
import type { ServerContext } from '../../engine/context';

/** When the scheduled purge runs: daily at 02:41, by one process (a queue schedule). */
export const RETENTION_PURGE_CRON = '41 2 * * *';

/** Rows one DELETE removes: short statements keep locks brief so the server is never blocked. */
export const PURGE_BATCH_SIZE = 5000;

/**
 * What each kind deletes: the table, its key, and the date past which a row is old. Sessions go by
 * when they ended (or would expire), so a live session is never purged; deleting one cascades to its
 * console token. Exports go with their files; only finished ones (Completed 2, Failed 3). A running
 * trace is never purged (its end date is ahead).
 */
const PURGES: Record<RetentionKind, { table: string; key: string; date: string; where?: string }> = {
  AuditEntries: { table: 'audit_entries', key: 'audit_id', date: 'created_date' },
  Sessions: { table: 'sso_sessions', key: 'session_id', date: 'COALESCE(ended_date, expires_date)' },
  Exports: { table: 'export_jobs', key: 'export_id', date: 'completed_date', where: 'state IN (2, 3)' },
  Notifications: { table: 'notifications', key: 'notification_id', date: 'send_date' },
  ServerLogs: { table: 'server_logs', key: 'log_id', date: 'log_date' },
  // A trace goes when it ended (early or at its end date), its recorded requests with it (ON DELETE CASCADE).
  Traces: { table: 'trace_sessions', key: 'trace_id', date: 'COALESCE(ended_early_date, end_date)' },
};

export async function loadRetentionSettings(db: Queryable): Promise<RetentionSetting[]> {
  const rows = await db.query<{ kind: RetentionKind; days: number; updated_date: Date }>(
    'SELECT kind, days, updated_date FROM retention_settings',
  );
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return RETENTION_KINDS.map((kind) => ({
    Kind: kind,
    Days: byKind.get(kind)!.days,
    UpdatedDate: byKind.get(kind)!.updated_date.toISOString(),
  }));
}

export async function saveRetentionSettings(db: Queryable, settings: { Kind: RetentionKind; Days: number }[]) {
  for (const s of settings)
    await db.query('UPDATE retention_settings SET days = $2, updated_date = now() WHERE kind = $1', [s.Kind, s.Days]);
}

export async function loadRetentionRuns(db: Queryable, limit = 50): Promise<RetentionRun[]> {
  const rows = await db.query<{
    run_id: string;
    kind: RetentionKind;
    trigger: 'Schedule' | 'Manual';
    days: number;
    rows_deleted: number;
    started_date: Date;
    finished_date: Date | null;
  }>('SELECT * FROM retention_runs ORDER BY started_date DESC, kind LIMIT $1', [limit]);
  return rows.map((r) => ({
    RunId: r.run_id,
    Kind: r.kind,
    Trigger: r.trigger,
    Days: r.days,
    RowsDeleted: r.rows_deleted,
    StartedDate: r.started_date.toISOString(),
    FinishedDate: r.finished_date?.toISOString() ?? null,
  }));
}

/** What a purge needs of the server: its database, and its configuration (where export files are). */
type Purger = Pick<ServerContext, 'db' | 'config'>;

/** Deletes one kind's old rows PURGE_BATCH_SIZE at a time until none is left; returns how many went. */
async function purgeKind(server: Purger, kind: RetentionKind, days: number, signal?: AbortSignal) {
  const p = PURGES[kind];
  const isOld = `${p.date} < now() - make_interval(days => $1)${p.where ? ` AND ${p.where}` : ''}`;
  const returning = kind === 'Exports' ? 'RETURNING export_id::text AS id, format' : 'RETURNING 1 AS id';
  let total = 0;
  for (;;) {
    if (signal?.aborted) break;
    const rows = await server.db.query<{ id: string; format?: string }>(
      `DELETE FROM ${p.table} WHERE ${p.key} IN (SELECT ${p.key} FROM ${p.table} WHERE ${isOld} LIMIT $2) ${returning}`,
      [days, PURGE_BATCH_SIZE],
    );
    if (kind === 'Exports') {
      const dir = exportsDir(server.config);
      await Promise.all(rows.map((r) => rm(path.join(dir, `${r.id}.${r.format}`), { force: true }).catch(() => {})));
    }
    total += rows.length;
    if (rows.length < PURGE_BATCH_SIZE) break;
    // Gives the event loop (requests, other jobs) a turn between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return total;
}

/** Purges every kind by its retention, recording one run row per kind. Returns the runs, in kind order. */
export async function purgeAll(
  server: Purger,
  trigger: 'Schedule' | 'Manual',
  signal?: AbortSignal,
): Promise<RetentionRun[]> {
  const settings = await loadRetentionSettings(server.db);
  const runs: RetentionRun[] = [];
  for (const { Kind, Days } of settings) {
    const runId = randomUUID();
    const [started] = await server.db.query<{ started_date: Date }>(
      `INSERT INTO retention_runs (run_id, kind, trigger, days, started_date) VALUES ($1, $2, $3, $4, clock_timestamp())
       RETURNING started_date`,
      [runId, Kind, trigger, Days],
    );
    const deleted = await purgeKind(server, Kind, Days, signal);
    const [finished] = await server.db.query<{ finished_date: Date }>(
      `UPDATE retention_runs SET rows_deleted = $2, finished_date = clock_timestamp() WHERE run_id = $1
       RETURNING finished_date`,
      [runId, deleted],
    );
    runs.push({
      RunId: runId,
      Kind,
      Trigger: trigger,
      Days,
      RowsDeleted: deleted,
      StartedDate: started!.started_date.toISOString(),
      FinishedDate: finished!.finished_date.toISOString(),
    });
  }
  return runs;
}

/** The daily purge as a scheduled job (RETENTION_PURGE_CRON): one process runs it, whichever takes it. */
export const retentionPurgeJob = defineJob('retention-purge', {
  input: z.object({}),
  retry: { limit: 1, delaySeconds: 300 },
  singletonKey: () => 'retention-purge',
  handler: async (_input, { server, signal }) => void (await purgeAll(server, 'Schedule', signal)),
});
