import os from 'node:os';
import path from 'node:path';
import { countOf, ExportState, HUBS, type ExportJob, type ExportProgress } from '@portcullis/api-client/contract';
import type { ServerConfig } from '../../engine/config/server-config';
import type { ServerContext } from '../../engine/context';
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

/** The bell: an Info notification when the file is ready, an Error one when it failed (spec §4 Notification types). */
export async function notifyExportFinished(server: ServerContext, userId: string, exportId: string): Promise<void> {
  const { db } = server;
  const [row] = await db.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM export_jobs j WHERE j.export_id = $1`, [exportId]);
  if (!row) return;
  const isDone = row.state === ExportState.Completed;
  await db.query(
    'INSERT INTO notifications (notification_id, user_id, title, body, event_type, type) VALUES (gen_random_uuid(), $1, $2, $3, 1, $4)',
    [
      userId,
      isDone ? 'Export ready' : 'Export failed',
      isDone
        ? `${row.name}: ${countOf(row.row_count, 'row')}, ready on the Exports page.`
        : `${row.name} could not be exported.`,
      isDone ? 1 : 3,
    ],
  );
  await server.hubs
    ?.toUser('export', userId, HUBS.export.events.ReceiveExportNotification, toJob(row))
    .catch(() => undefined);
  // Definitions listening for "An export completes" notify their recipients too (issue 27); the
  // requester's own bell line above stays built in, as before definitions existed.
  await raiseNotificationEvent(
    db,
    {
      Kind: 'ExportCompleted',
      ExportId: exportId,
      UserId: userId,
      ExportName: row.name,
      RowCount: row.row_count,
      IsSuccess: isDone,
    },
    server,
  );
  wakeNotificationDeliveries(server);
}
