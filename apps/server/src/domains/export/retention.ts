import { rm } from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_RETENTION_DAYS, ExportState } from '@portcullis/api-client/contract';
import { z } from 'zod';
import type { Queryable } from '../../db/types';
import { defineJob } from '../../engine/jobs/index';
import { exportsDir } from './records';

/** When the running servers remove exports past their retention: hourly, by one process (a queue schedule). */
export const RETENTION_CRON = '0 * * * *';

/** The exports' retention in days: System → Data Retention's setting, else `$n` (EXPORT_RETENTION_DAYS). */
const retentionDays = (n: number) =>
  `coalesce((SELECT r.days FROM retention_settings r WHERE r.kind = 'Exports'), $${n})`;

/**
 * The condition of a job still within its retention (unfinished jobs always are): the Exports page
 * lists, and downloads serve, only these, even between two sweeps. `$n` binds the default retention days.
 */
export const isRetained = (alias: string, n: number) =>
  `(${alias}.completed_date IS NULL OR ${alias}.completed_date > now() - make_interval(days => ${retentionDays(n)}))`;

/**
 * Removes finished exports (Completed or Failed) past their retention — `days` when given, else the
 * Data Retention setting (EXPORT_RETENTION_DAYS by default): their rows and their files. Runs at start
 * and every hour (exportRetentionJob). Returns how many it removed.
 */
export async function removeExpiredExports(db: Queryable, dir: string, days?: number): Promise<number> {
  const rows = await db.query<{ export_id: string; format: string }>(
    `DELETE FROM export_jobs WHERE state IN ($1, $2)
        AND completed_date <= now() - make_interval(days => ${days === undefined ? retentionDays(3) : '$3'})
     RETURNING export_id, format`,
    [ExportState.Completed, ExportState.Failed, days ?? EXPORT_RETENTION_DAYS],
  );
  await Promise.all(
    rows.map((r) => rm(path.join(dir, `${r.export_id}.${r.format}`), { force: true }).catch(() => undefined)),
  );
  return rows.length;
}

/** The hourly sweep as a scheduled job (RETENTION_CRON): one process runs it, whichever takes it. */
export const exportRetentionJob = defineJob('export-retention', {
  input: z.object({}),
  retry: { limit: 1, delaySeconds: 60 },
  handler: async (_input, { server }) => void (await removeExpiredExports(server.db, exportsDir(server.config))),
});
