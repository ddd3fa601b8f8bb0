import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import path from 'node:path';
import {
  contract,
  orphanExportName,
  EXPORT_RETENTION_DAYS,
  ExportScope,
  ExportState,
  type BodyOf,
  type ExportJob,
} from '@portcullis/api-client/contract';
import type { DomainHandlers, HandlerContext } from '../../engine/calls/handlers';
import { managesOwnWrites, ok } from '../../engine/calls/handlers';
import type { ListSpec } from '../../engine/lists/paging';
import { ApiError, notFound } from '../../engine/calls/errors';
import type { SessionUser } from '../../engine/auth/session-user';
import { pagedQuery } from '../../engine/lists/list-query';
import { excelColumns, exportMapping, exportSource, propertyMetadata } from './registry';
import {
  chosenColumns,
  csvSeparator,
  isGlobalSettingsInUse,
  mappedColumns,
  readSetting,
  saveUserSetting,
} from './settings';
import { exportTimeZone } from './display';
import { isRetained } from './retention';
import { downloadName, exportsDir, JOB_COLUMNS, startExport, toJob, type JobRow } from './jobs';

export { failUnfinishedExports, exportsDir, exportTuning } from './jobs';
export { exportJob } from './export-job';
export { exportRetentionJob, removeExpiredExports, RETENTION_CRON } from './retention';

const jobListSpec: ListSpec = {
  columns: {
    Name: { sql: 'j.name', type: 'text' },
    Format: { sql: 'j.format', type: 'text' },
    State: { sql: 'j.state', type: 'number' },
    CreatedDate: { sql: 'j.created_date', type: 'date' },
  },
  defaultOrder: 'j.created_date DESC, j.export_id',
  tieBreaker: 'j.export_id',
};

const signedIn = (user: SessionUser | null): SessionUser => {
  if (!user) throw new ApiError(401, 'Your session has expired. Please sign in again.', 'Session expired');
  return user;
};

type ExcelBody = BodyOf<typeof contract.export.excelExport>;
type ExcelContext = HandlerContext<unknown, unknown, ExcelBody>;

/** A spreadsheet export of `source` (the table named in the body for /excel/export, fixed for the users and orphan calls). */
async function excelJob({ db, server, user, body }: ExcelContext, fixed?: string) {
  const me = signedIn(user);
  const source = exportSource(fixed ?? body.ExcelTableName);
  const exportId = await startExport(db, server, me.userId, {
    source,
    columns: await chosenColumns(db, me.userId, source, body.SelectedColumns),
    format: 'xlsx',
    scope: body.Scope ?? ExportScope.OnlyFiltered,
    filters: body.Filters,
    selectedIds: body.SelectedItemIds,
    currentPage: body.CurrentPage,
    itemPerPage: body.ItemPerPage,
    connectionId: body.ConnectionId ?? null,
    separator: ';',
    timeZone: await exportTimeZone(db, body.TimeZone),
  });
  return ok(
    { ExportId: exportId },
    {
      message: 'Excel file preparing!',
      title: 'Export',
      audit: { targetType: 'Export', targetId: exportId, description: `${source.title} (xlsx)` },
    },
  );
}

/**
 * Export domain (spec §7 Export, §9): jobs write CSV or xlsx files in the background while progress
 * goes over the excel hub; the Exports page lists and downloads them. Starting a job commits its row
 * at once (managesOwnWrites) so the background work, on server.db, sees it.
 */
export const exportHandlers: DomainHandlers<typeof contract.export> = {
  csv: managesOwnWrites(async ({ db, server, user, body }) => {
    const me = signedIn(user);
    const source = exportSource(body.ObjectTypeName);
    const connectionId = typeof body.Parameters?.ConnectionId === 'string' ? body.Parameters.ConnectionId : null;
    const exportId = await startExport(db, server, me.userId, {
      source,
      // The dialog's ticked columns, in order; an API caller naming none gets the export settings' columns.
      columns: body.SelectedColumns
        ? await chosenColumns(db, me.userId, source, body.SelectedColumns)
        : await mappedColumns(db, me.userId, source),
      format: 'csv',
      scope: body.Scope,
      filters: body.Filters,
      selectedIds: body.SelectedItemIds,
      currentPage: body.CurrentPage,
      itemPerPage: body.ItemPerPage,
      connectionId,
      separator: await csvSeparator(db),
      timeZone: await exportTimeZone(db, body.TimeZone),
    });
    return ok(
      { ExportId: exportId },
      {
        message: 'The export has started. It will appear on the Exports page when ready.',
        title: 'Export',
        audit: { targetType: 'Export', targetId: exportId, description: `${source.title} (csv)` },
      },
    );
  }),

  excelExport: managesOwnWrites((ctx) => excelJob(ctx)),
  excelExportUsers: managesOwnWrites((ctx) => excelJob(ctx, 'Users')),
  excelExportOrphan: managesOwnWrites((ctx) => excelJob(ctx, orphanExportName(ctx.body.ExcelTableName))),

  properties: async ({ params, server }) => ok(exportMapping(exportSource(params.name), server.config.exportRoutes)),
  metadata: async ({ params }) => ok(propertyMetadata(params.name)),
  excelColumns: async ({ params }) => ok(excelColumns(exportSource(params.name))),

  settings: async ({ db, user, query, server }) =>
    ok(await readSetting(db, signedIn(user).userId, query.name, server.config.exportRoutes)),
  userSettings: async ({ db, user, body, server }) => {
    await saveUserSetting(db, signedIn(user).userId, body.Name, body.Value, server.config.exportRoutes);
    return ok(null, {
      message: 'Export settings saved successfully.',
      title: 'Export',
      audit: { targetType: 'ExportSetting', targetId: body.Name },
    });
  },
  check: async ({ db }) => ok({ IsGlobalSettingsInUse: await isGlobalSettingsInUse(db) }),

  list: async ({ db, user, body }) =>
    ok(
      await pagedQuery<JobRow, ExportJob>(
        db,
        body,
        jobListSpec,
        JOB_COLUMNS,
        `export_jobs j WHERE j.user_id = $1 AND ${isRetained('j', 2)}`,
        toJob,
        [signedIn(user).userId, EXPORT_RETENTION_DAYS],
      ),
    ),

  download: async ({ db, server, user, params, reply }) => {
    const me = signedIn(user);
    // Only the owner: another user's job answers 404 like a missing one.
    const [job] = await db.query<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM export_jobs j WHERE j.export_id = $1 AND j.user_id = $2 AND ${isRetained('j', 3)}`,
      [params.id, me.userId, EXPORT_RETENTION_DAYS],
    );
    if (!job || job.state !== ExportState.Completed || !job.file_name) throw notFound('The export');
    const file = path.join(exportsDir(server.config), path.basename(job.file_name));
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound('The export file');
    const name = downloadName(job);
    const stream = createReadStream(file);
    reply
      .type(
        job.format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      .header(
        'content-disposition',
        `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header('content-length', info.size)
      .header('cache-control', 'no-store')
      .send(stream);
    // The pipeline answers with an envelope unless the reply has ended: wait for the file to be sent.
    await finished(reply.raw).catch(() => undefined);
    return ok(null as never);
  },
};
