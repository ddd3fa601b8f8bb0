import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ExportState, type Filter } from '@portcullis/api-client/contract';
import { defineJob, type JobRun } from '../../engine/jobs/index';
import type { ServerContext } from '../../engine/context';
import { canCopyExport, copyCsvExport, estimateRows } from './copy-export';
import { csvCellSql, csvColumns } from './display';
import { exportSource, type ExportColumn } from './registry';
import { exportsDir, finishExport, sendExportProgress } from './records';
import { buildRowQuery, readRows, sqlSeparator, type ExportRequest } from './rows';
import { openCsvWriter, openXlsxWriter, type RowWriter } from './writers';

/**
 * An export as the queue stores it: names, not the registry's objects (those are code); the columns
 * carry the titles in force when it was requested.
 */
const exportInput = z.object({
  exportId: z.uuid(),
  userId: z.string().min(1),
  source: z.string().min(1),
  columns: z.array(z.object({ name: z.string(), title: z.string() })).min(1),
  format: z.enum(['csv', 'xlsx']),
  scope: z.number().int(),
  filters: z.array(z.record(z.string(), z.unknown())).optional(),
  currentPage: z.number().int().optional(),
  itemPerPage: z.number().int().optional(),
  selectedIds: z.array(z.string()).optional(),
  connectionId: z.string().nullable().optional(),
  separator: z.string(),
  timeZone: z.string(),
});
export type ExportInput = z.output<typeof exportInput>;

export const toExportInput = (exportId: string, userId: string, r: ExportRequest): ExportInput => ({
  exportId,
  userId,
  source: r.source.name,
  columns: r.columns.map((c) => ({ name: c.name, title: c.title })),
  format: r.format,
  scope: r.scope,
  ...(r.filters ? { filters: r.filters as unknown as Record<string, unknown>[] } : {}),
  ...(r.currentPage !== undefined ? { currentPage: r.currentPage } : {}),
  ...(r.itemPerPage !== undefined ? { itemPerPage: r.itemPerPage } : {}),
  ...(r.selectedIds ? { selectedIds: r.selectedIds } : {}),
  connectionId: r.connectionId ?? null,
  separator: r.separator,
  timeZone: r.timeZone,
});

function toRequest(input: ExportInput): ExportRequest {
  const source = exportSource(input.source);
  const columns = input.columns.map((c): ExportColumn => {
    const column = source.columns.find((s) => s.name === c.name);
    if (!column) throw new Error(`${source.name} has no column ${c.name} any more.`);
    return { ...column, title: c.title };
  });
  return {
    source,
    columns,
    format: input.format,
    scope: input.scope,
    filters: input.filters as unknown as Filter[] | undefined,
    currentPage: input.currentPage,
    itemPerPage: input.itemPerPage,
    selectedIds: input.selectedIds,
    connectionId: input.connectionId ?? null,
    separator: input.separator,
    timeZone: input.timeZone,
  };
}

/** Parts of files attempts of this export wrote (`<id>.<format>.<attempt>.part`). */
async function removeParts(dir: string, exportId: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((n) => n.startsWith(`${exportId}.`) && n.endsWith('.part'))
      .map((n) => rm(path.join(dir, n), { force: true }).catch(() => undefined)),
  );
}

/** Writes the file of `request` into `file`; returns the rows written. */
async function writeFile(server: ServerContext, request: ExportRequest, file: string, run: JobRun): Promise<number> {
  const { db } = server;
  const query = buildRowQuery(request);
  let done = 0;
  let total = 0;
  const report = () => run.progress(total > 0 ? Math.min(99, Math.floor((done * 100) / total)) : 99);
  if (canCopyExport(db, request.format, query)) {
    // A selection names its rows (at most that many exist): no planning of a 10 000-id array needed.
    total = request.selectedIds?.length ? new Set(request.selectedIds).size : await estimateRows(db, query);
    await run.progress(0);
    const separator = { text: request.separator, sql: sqlSeparator(request.separator) };
    const formatted = request.columns.map((c) => csvCellSql(c, request.timeZone));
    return copyCsvExport(
      db,
      query,
      csvColumns(request.columns),
      formatted,
      separator,
      file,
      (lines) => {
        done += lines;
        void report();
      },
      run.signal,
    );
  }
  let writer = null as RowWriter | null; // set in onStart (a closure TS does not follow)
  try {
    await readRows(
      db,
      request.source,
      query,
      request.format === 'csv' ? 'csv' : request.columns.length,
      async (n) => {
        total = n;
        writer =
          request.format === 'csv'
            ? await openCsvWriter(file, request.columns, request.separator)
            : await openXlsxWriter(file, request.columns, request.source.title);
        await run.progress(0);
      },
      async (rows) => {
        run.signal.throwIfAborted();
        await writer!.write(rows);
        done += rows.length;
        await report();
      },
    );
    if (!writer) throw new Error('The export wrote no file.');
    await (writer as RowWriter).finish();
    return done;
  } catch (error) {
    await (writer as RowWriter | null)?.abort().catch(() => undefined);
    throw error;
  }
}

/**
 * Export jobs (spec §7 Export): the export row is the user's record, the queue job (same id) the
 * work. Idempotent: each attempt writes its own part file and renames it to `<id>.<format>`
 * (replacing an earlier attempt's), and only the attempt that moves the row to Completed sends the
 * completion and the bell's notification, so a job that runs twice completes once.
 */
export const exportJob = defineJob('export', {
  input: exportInput,
  // Two exports at a time per process, as before the queue; a restart or crash costs an attempt.
  concurrency: 2,
  retry: { limit: 3, delaySeconds: 2, backoff: true },
  progress: async (percent, input, { server }) => {
    await server.db.query('UPDATE export_jobs SET percent = $2 WHERE export_id = $1 AND percent < $2', [
      input.exportId,
      percent,
    ]);
    await sendExportProgress(server, input.userId, input.connectionId, {
      isSuccess: true,
      completed: false,
      data: { ExportId: input.exportId, Percent: percent },
    });
  },
  handler: async (input, run) => {
    const { server } = run;
    const { db } = server;
    const [row] = await db.query<{ state: number }>('SELECT state FROM export_jobs WHERE export_id = $1', [
      input.exportId,
    ]);
    // Removed (retention) or already finished by an earlier attempt that could not report it.
    if (!row || row.state === ExportState.Completed || row.state === ExportState.Failed) return;
    await db.query('UPDATE export_jobs SET state = $2 WHERE export_id = $1 AND state = $3', [
      input.exportId,
      ExportState.Processing,
      ExportState.New,
    ]);
    const dir = exportsDir(server.config);
    await mkdir(dir, { recursive: true });
    const fileName = `${input.exportId}.${input.format}`;
    const part = path.join(dir, `${fileName}.${run.attempt}.part`);
    await rm(part, { force: true });
    let rowCount: number;
    try {
      rowCount = await writeFile(server, toRequest(input), part, run);
      run.signal.throwIfAborted();
      await rename(part, path.join(dir, fileName));
    } catch (error) {
      await rm(part, { force: true }).catch(() => undefined);
      throw error;
    }
    // The file is in place: an earlier attempt's leftovers go before the row says Completed.
    await removeParts(dir, input.exportId);
    await finishExport(
      server,
      input,
      async (tx) => {
        const finished = await tx.query(
          `UPDATE export_jobs SET state = $2, row_count = $3, file_name = $4, percent = 100, completed_date = now(), error = NULL
            WHERE export_id = $1 AND state <> $2 RETURNING 1`,
          [input.exportId, ExportState.Completed, rowCount, fileName],
        );
        return finished.length > 0;
      },
      { isSuccess: true, completed: true, data: { ExportId: input.exportId, Percent: 100 } },
    );
  },
  // No attempt left: the export fails for good (whatever process takes the dead-letter job).
  failed: async (input, { server, message }) => {
    await removeParts(exportsDir(server.config), input.exportId);
    await finishExport(
      server,
      input,
      async (tx) => {
        const failed = await tx.query(
          'UPDATE export_jobs SET state = $2, error = $3, completed_date = now() WHERE export_id = $1 AND state IN ($4, $5) RETURNING 1',
          [input.exportId, ExportState.Failed, message.slice(0, 2000), ExportState.New, ExportState.Processing],
        );
        return failed.length > 0;
      },
      {
        isSuccess: false,
        completed: true,
        data: { ExportId: input.exportId, Percent: 0, Message: 'The export failed. Please try again.' },
      },
    );
  },
});
