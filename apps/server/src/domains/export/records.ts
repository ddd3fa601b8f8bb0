import os from 'node:os';
import path from 'node:path';
import { countOf, ExportState, HUBS, type ExportJob, type ExportProgress } from '@portcullis/api-client/contract';
import type { ServerConfig } from '../../engine/config/server-config';
import type { ServerContext } from '../../engine/context';
import type { Queryable } from '../../db/types';
import type { ExportFormat } from './rows';
import { raiseNotificationEvent, wakeNotificationDeliveries } from '../notifications/index';

/** `<dataDir>/exports`, PORTCULLIS_EXPORT_DIR when set, or a directory under the OS temp dir (in-memory database). */
export function exportsDir(config: Pick<ServerConfig, 'dataDir'>, env: NodeJS.ProcessEnv = process.env): string {
  if (env.PORTCULLIS_EXPORT_DIR) return path.resolve(env.PORTCULLIS_EXPORT_DIR);
  return config.dataDir ? path.resolve(config.dataDir, 'exports') : path.join(os.tmpdir(), 'portcullis-exports');
}

interface JobRow {
  export_id: string;
  user_id: string;
  name: string;
  object_name: string;
  format: ExportFormat;
  state: number;
  row_count: number;
  file_name: string | null;
  created_date: Date;
  completed_date: Date | null;
  error: string | null;
}
export const JOB_COLUMNS =
  'j.export_id, j.user_id, j.name, j.object_name, j.format, j.state, j.row_count, j.file_name, j.created_date, j.completed_date, j.error';
export type { JobRow };

export const toJob = (r: JobRow): ExportJob => ({
  ExportId: r.export_id,
  Name: r.name,
  Format: r.format,
  State: r.state,
  RowCount: r.row_count,
  CreatedDate: new Date(r.created_date).toISOString(),
  CompletedDate: r.completed_date ? new Date(r.completed_date).toISOString() : null,
  FileName: r.file_name,
});

/** The name a finished file downloads as. */
export const downloadName = (r: Pick<JobRow, 'object_name' | 'format' | 'created_date'>) =>
  `${r.object_name}-${new Date(r.created_date).toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.${r.format}`;

/**
 * Sends an ExportToExcel message to the connection named in the request, which must be the
 * requester's own, on whichever server process holds it; a final message whose connection is gone (the
 * console reconnected with a new id) goes to all of the user's excel connections.
 */
export async function sendExportProgress(
  server: ServerContext,
  userId: string,
  connectionId: string | null | undefined,
  message: ExportProgress,
): Promise<void> {
  if (!connectionId || !server.hubs) return;
  // Live progress is best effort: a delivery that fails never fails the export (its row is the record).
  await server.hubs
    .toOwnConnection('excel', userId, connectionId, HUBS.excel.events.ExportToExcel, [message], {
      orUserWhenGone: message.completed,
    })
    .catch(() => undefined);
}

/**
 * Ends an export run in one transaction, so a crash cannot leave a finished export without its bell
 * line (a job that finds its export finished does nothing): `finish` moves the row (false when another
 * attempt already did), then the requester's notification — Info when the file is ready, Error when it
 * failed (spec §4 Notification types) — and the "An export completes" event are written with it. Live
 * messages follow the commit; they are best effort, the rows are the record.
 */
export async function finishExport(
  server: ServerContext,
  input: { readonly userId: string; readonly exportId: string; readonly connectionId?: string | null },
  finish: (tx: Queryable) => Promise<boolean>,
  progress: ExportProgress,
): Promise<void> {
  const { userId, exportId } = input;
  const row = await server.db.transaction(async (tx) => {
    if (!(await finish(tx))) return undefined;
    const [job] = await tx.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM export_jobs j WHERE j.export_id = $1`, [exportId]);
    if (!job) return undefined;
    const isDone = job.state === ExportState.Completed;
    await tx.query(
      'INSERT INTO notifications (notification_id, user_id, title, body, event_type, type) VALUES (gen_random_uuid(), $1, $2, $3, 1, $4)',
      [
        userId,
        isDone ? 'Export ready' : 'Export failed',
        isDone
          ? `${job.name}: ${countOf(job.row_count, 'row')}, ready on the Exports page.`
          : `${job.name} could not be exported.`,
        isDone ? 1 : 3,
      ],
    );
    // Definitions listening for "An export completes" notify their recipients too (issue 27); the
    // requester's own bell line above stays built in, as before definitions existed.
    await raiseNotificationEvent(
      tx,
      {
        Kind: 'ExportCompleted',
        ExportId: exportId,
        UserId: userId,
        ExportName: job.name,
        RowCount: job.row_count,
        IsSuccess: isDone,
      },
      server,
    );
    return job;
  });
  if (!row) return;
  await sendExportProgress(server, userId, input.connectionId, progress);
  await server.hubs
    ?.toUser('export', userId, HUBS.export.events.ReceiveExportNotification, toJob(row))
    .catch(() => undefined);
  wakeNotificationDeliveries(server);
}
