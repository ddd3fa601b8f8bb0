import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ExportState } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { ServerContext } from '../../engine/context';
import { ApiError } from '../../engine/calls/errors';
import { JOB_SCHEMA } from '../../engine/jobs/index';
import { buildRowQuery, type ExportFormat, type ExportRequest } from './rows';
import { exportJob, toExportInput } from './export-job';

export { exportTuning, buildRowQuery, sqlSeparator, type ExportFormat, type ExportRequest } from './rows';
export { exportsDir, downloadName, JOB_COLUMNS, toJob, type JobRow } from './records';

/** Unfinished jobs one user may have. */
const MAX_UNFINISHED_PER_USER = 5;

/**
 * Marks as Failed the unfinished exports that no queue job will ever finish (rows an earlier
 * version's in-memory runner left behind, or whose queue job was removed) and, given the exports
 * directory, removes their files. Exports with a live queue job are left alone: the queue resumes
 * them. Call once at start, after the queue started. Returns how many it failed.
 */
export async function failUnfinishedExports(db: Queryable, dir?: string): Promise<number> {
  const rows = await db.query<{ export_id: string; format: ExportFormat }>(
    `UPDATE export_jobs e SET state = $1, error = 'The server stopped before the export finished.', completed_date = now()
      WHERE e.state IN ($2, $3)
        AND NOT EXISTS (SELECT 1 FROM ${JOB_SCHEMA}.job q WHERE q.id = e.export_id AND q.state < 'completed')
      RETURNING e.export_id, e.format`,
    [ExportState.Failed, ExportState.New, ExportState.Processing],
  );
  if (dir)
    await Promise.all(
      rows.map((r) => rm(path.join(dir, `${r.export_id}.${r.format}`), { force: true }).catch(() => undefined)),
    );
  return rows.length;
}

/**
 * Records a New export and queues its job in one transaction (the export's id is the queue job's
 * id), then wakes this process's export workers. Returns the export id at once.
 */
export async function startExport(
  db: Queryable,
  server: ServerContext,
  userId: string,
  request: ExportRequest,
): Promise<string> {
  buildRowQuery(request); // refuses bad filters before anything is written
  const [busy] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM export_jobs WHERE user_id = $1 AND state IN ($2, $3)',
    [userId, ExportState.New, ExportState.Processing],
  );
  if ((busy?.n ?? 0) >= MAX_UNFINISHED_PER_USER) {
    throw new ApiError(
      429,
      `You already have ${busy!.n} exports in progress. Wait for one to finish, then try again.`,
      'Export',
    );
  }
  const jobs = server.jobs;
  if (!jobs) throw new Error('The job queue has not started.');
  const exportId = randomUUID();
  const name = `${request.source.title} (${request.format.toUpperCase()})`;
  await server.db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO export_jobs (export_id, user_id, name, object_name, format, state) VALUES ($1, $2, $3, $4, $5, $6)',
      [exportId, userId, name, request.source.name, request.format, ExportState.New],
    );
    await jobs.enqueue(exportJob, toExportInput(exportId, userId, request), { tx, id: exportId });
  });
  jobs.wake(exportJob);
  return exportId;
}
