import { canCopyExport, copyCsvExport, estimateRows } from './copy-export';
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { countOf, ExportState, HUBS, type ExportJob, type ExportProgress } from '@portcullis/api-client/contract';
import type { Db, Queryable } from '../../db/types';
import type { ServerConfig } from '../../config';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import { openCsvWriter, openXlsxWriter, type RowWriter } from './writers';
import { csvCellSql, csvColumns } from './display';
import { buildRowQuery, readRows, sqlSeparator, type ExportFormat, type ExportRequest, type RowQuery } from './rows';

export { exportTuning, buildRowQuery, sqlSeparator, type ExportFormat, type ExportRequest } from './rows';

/** Jobs running at once on this server; later ones wait their turn (state New). */
const MAX_RUNNING = 2;
/** Unfinished jobs one user may have. */
const MAX_UNFINISHED_PER_USER = 5;

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
 * Marks jobs a stopped server left unfinished as Failed and, given the exports directory, removes
 * their partial files. Call once at start, before listening. Returns how many jobs it failed.
 */
export async function failUnfinishedExports(db: Queryable, dir?: string): Promise<number> {
  const rows = await db.query<{ export_id: string; format: ExportFormat }>(
    `UPDATE export_jobs SET state = $1, error = 'The server stopped before the export finished.', completed_date = now()
      WHERE state IN ($2, $3) RETURNING export_id, format`,
    [ExportState.Failed, ExportState.New, ExportState.Processing],
  );
  if (dir)
    await Promise.all(
      rows.map((r) => rm(path.join(dir, `${r.export_id}.${r.format}`), { force: true }).catch(() => undefined)),
    );
  return rows.length;
}

// ---- jobs ---------------------------------------------------------------------------------------

const running = new Set<Promise<void>>();
let active = 0;
const waiting: Array<() => void> = [];
const acquire = async () => {
  if (active >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  active++;
};
const release = () => {
  active--;
  waiting.shift()?.();
};

/** Resolves when every export started by this process has finished (tests, graceful shutdown). */
export async function exportsSettled(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}

/**
 * Records a New job and starts it in the background on `server.db` (never the request's
 * transaction). `db` must be autocommitting (the handler is marked managesOwnWrites) so the job row
 * is visible to the background work. Returns the job id at once.
 */
export async function startExport(
  db: Queryable,
  server: ServerContext,
  userId: string,
  request: ExportRequest,
): Promise<string> {
  const query = buildRowQuery(request); // refuses bad filters before anything is written
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
  const exportId = randomUUID();
  const name = `${request.source.title} (${request.format.toUpperCase()})`;
  await db.query(
    'INSERT INTO export_jobs (export_id, user_id, name, object_name, format, state) VALUES ($1, $2, $3, $4, $5, $6)',
    [exportId, userId, name, request.source.name, request.format, ExportState.New],
  );
  const job = runJob(server, userId, exportId, request, query).finally(() => running.delete(job));
  running.add(job);
  return exportId;
}

async function runJob(
  server: ServerContext,
  userId: string,
  exportId: string,
  request: ExportRequest,
  query: RowQuery,
): Promise<void> {
  const db: Db = server.db;
  const progress = (message: ExportProgress) => {
    if (!request.connectionId || !server.hubs) return;
    // A connection id named in a request must be the requester's own: progress never goes to another user.
    const isOwn = server.hubs.ownerOf('excel', request.connectionId) === userId;
    const delivered =
      isOwn && server.hubs.sendToConnection('excel', request.connectionId, HUBS.excel.events.ExportToExcel, message);
    // The console reconnects on close (new connection id): the final message then goes to the user's excel connections.
    if (!delivered && message.completed)
      server.hubs.sendToUser('excel', userId, HUBS.excel.events.ExportToExcel, message);
  };
  const notify = async () => {
    try {
      const [row] = await db.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM export_jobs j WHERE j.export_id = $1`, [
        exportId,
      ]);
      if (!row) return;
      // The bell lists it: an Info notification when the file is ready, an Error one when it failed (spec §4 Notification types).
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
      server.hubs?.sendToUser('export', userId, HUBS.export.events.ReceiveExportNotification, toJob(row));
    } catch {
      /* the server is closing */
    }
  };

  let file: string | null = null;
  let writer = null as RowWriter | null; // set in onStart (a closure TS does not follow)
  await acquire();
  try {
    await db.query('UPDATE export_jobs SET state = $2 WHERE export_id = $1', [exportId, ExportState.Processing]);
    const dir = exportsDir(server.config);
    await mkdir(dir, { recursive: true });
    const fileName = `${exportId}.${request.format}`;
    file = path.join(dir, fileName);
    let done = 0;
    let total = 0;
    let lastPercent = 0;
    const report = () => {
      const percent = total > 0 ? Math.min(99, Math.floor((done * 100) / total)) : 99;
      if (percent > lastPercent) {
        lastPercent = percent;
        progress({ isSuccess: true, completed: false, data: { ExportId: exportId, Percent: percent } });
      }
    };
    if (canCopyExport(db, request.format, query)) {
      // A selection names its rows (at most that many exist): no planning of a 10 000-id array needed.
      total = request.selectedIds?.length ? new Set(request.selectedIds).size : await estimateRows(db, query);
      progress({ isSuccess: true, completed: false, data: { ExportId: exportId, Percent: 0 } });
      const separator = { text: request.separator, sql: sqlSeparator(request.separator) };
      const formatted = request.columns.map((c) => csvCellSql(c, request.timeZone));
      done = await copyCsvExport(db, query, csvColumns(request.columns), formatted, separator, file, (lines) => {
        done += lines;
        report();
      });
    } else
      await readRows(
        db,
        request.source,
        query,
        request.format === 'csv' ? 'csv' : request.columns.length,
        async (n) => {
          total = n;
          writer =
            request.format === 'csv'
              ? await openCsvWriter(file!, request.columns, request.separator)
              : await openXlsxWriter(file!, request.columns, request.source.title);
          progress({ isSuccess: true, completed: false, data: { ExportId: exportId, Percent: 0 } });
        },
        async (rows) => {
          await writer!.write(rows);
          done += rows.length;
          report();
        },
      );
    if (writer) {
      await writer.finish();
      writer = null;
    } else if (!canCopyExport(db, request.format, query)) throw new Error('The export wrote no file.');
    await db.query(
      'UPDATE export_jobs SET state = $2, row_count = $3, file_name = $4, completed_date = now(), error = NULL WHERE export_id = $1',
      [exportId, ExportState.Completed, done, fileName],
    );
    progress({ isSuccess: true, completed: true, data: { ExportId: exportId, Percent: 100 } });
  } catch (error) {
    await writer?.abort().catch(() => undefined);
    if (file) await rm(file, { force: true }).catch(() => undefined);
    const message = error instanceof ApiError ? error.message : 'The export failed. Please try again.';
    const detail = error instanceof Error ? error.message : String(error);
    await db
      .query('UPDATE export_jobs SET state = $2, error = $3, completed_date = now() WHERE export_id = $1', [
        exportId,
        ExportState.Failed,
        detail.slice(0, 2000),
      ])
      .catch(() => undefined);
    progress({ isSuccess: false, completed: true, data: { ExportId: exportId, Percent: 0, Message: message } });
  } finally {
    release();
  }
  await notify();
}
