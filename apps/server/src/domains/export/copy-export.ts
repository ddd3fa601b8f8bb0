import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Db } from '../../db/types';
import type { ExportColumn } from './registry';
import { csvCopySql, csvHeader } from './writers';

/** What the COPY path needs from a compiled export query. */
export interface CopyQuery {
  from: string;
  where: string;
  params: unknown[];
  page: unknown;
}

/**
 * The PostgreSQL fast path of CSV exports (every scope but the current page, which is one small
 * query): PostgreSQL formats the records itself with COPY … TO STDOUT (FORMAT csv), by the same rules
 * as the batched path (see writers.ts), and they stream to the file with CRLF record ends. COPY cannot
 * bind values, so the filters' and selected ids' values are inlined as literals PostgreSQL quotes
 * itself (inlineParams).
 */
export const canCopyExport = (db: Db, format: string, q: CopyQuery): boolean =>
  typeof db.copyToCrlf === 'function' && typeof db.inlineParams === 'function' && format === 'csv' && !q.page;

/**
 * The planner's estimate of the rows, for the progress of a COPY export: an exact count would read
 * every row once more before the COPY reads them again (a third of a 1M-row export's time). Progress
 * stays below 100% until the COPY has finished, however far off the estimate is.
 */
export async function estimateRows(db: Db, q: CopyQuery): Promise<number> {
  const [row] = await db.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${q.from} WHERE ${q.where}`,
    q.params,
  );
  return Math.max(1, Math.round(row?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 1));
}

/** Writes the header, then streams the query's records into `file`; returns the records written. */
export async function copyCsvExport(
  db: Db,
  q: CopyQuery,
  columns: readonly ExportColumn[],
  formatted: readonly string[],
  separator: { text: string; sql: string },
  file: string,
  onLines: (n: number) => void,
  signal?: AbortSignal,
): Promise<number> {
  const fromWhere = await db.inlineParams!(`${q.from} WHERE ${q.where}`, q.params);
  const out = createWriteStream(file, { flags: 'wx', highWaterMark: 1024 * 1024 });
  await once(out, 'open');
  // Stopping: the file stream fails, which ends the COPY (its connection is closed, not pooled).
  const stop = () => out.destroy(new Error('The export was stopped.'));
  if (signal?.aborted) stop();
  signal?.addEventListener('abort', stop, { once: true });
  out.write(csvHeader(columns, separator.text));
  try {
    return await db.copyToCrlf!(csvCopySql(columns, formatted, fromWhere, separator.sql), out, onLines);
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}
