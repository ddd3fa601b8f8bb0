import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { Db } from '../../db/types';
import type { ExportColumn } from './registry';
import { csvHeader } from './writers';

/** What the COPY path needs from a compiled export query. */
export interface CopyQuery {
  from: string;
  where: string;
  params: unknown[];
  page: unknown;
}

/**
 * The PostgreSQL fast path of CSV exports: when the rows need no bound values (no filters, no
 * selection — COPY cannot take parameters) PostgreSQL formats the CSV itself with COPY … TO STDOUT
 * and the bytes stream to the file, as fast as a plain COPY. Same columns, formats and formula guard
 * as the batched path; COPY quotes fields holding the separator, a quote or a line break.
 */
export const canCopyExport = (db: Db, format: string, q: CopyQuery): boolean =>
  typeof db.copyTo === 'function' && format === 'csv' && !q.page && q.params.length === 0;

export function copySql(
  columns: readonly ExportColumn[],
  formatted: readonly string[],
  q: CopyQuery,
  separatorSql: string,
): string {
  const cells = columns.map((c, i) => {
    const x = `(${formatted[i]!})`;
    return c.type === 'text' ? `CASE WHEN ${x} ~ '^[=+@\\t\\r-]' THEN '''' || ${x} ELSE ${x} END` : x;
  });
  return `COPY (SELECT ${cells.join(', ')} FROM ${q.from} WHERE ${q.where}) TO STDOUT WITH (FORMAT csv, DELIMITER ${separatorSql})`;
}

/**
 * Record ends LF → CRLF (the batched writer's line ending), counting records for progress. Line
 * breaks inside quoted fields are data and stay as they are (quote state carries across chunks).
 */
function crlf(onLines: (n: number) => void): Transform {
  let inQuotes = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      const parts: Buffer[] = [];
      let start = 0;
      let lines = 0;
      for (let i = 0; i < chunk.length; i++) {
        const b = chunk[i];
        if (b === 34) inQuotes = !inQuotes;
        else if (b === 10 && !inQuotes) {
          parts.push(chunk.subarray(start, i), CRLF);
          start = i + 1;
          lines++;
        }
      }
      parts.push(chunk.subarray(start));
      onLines(lines);
      done(null, Buffer.concat(parts));
    },
  });
}
const CRLF = Buffer.from('\r\n');

/** Writes the header, then streams COPY into the file; returns the rows PostgreSQL copied. */
export async function copyCsvExport(
  db: Db,
  sql: string,
  file: string,
  columns: readonly ExportColumn[],
  separator: string,
  onLines: (n: number) => void,
): Promise<number> {
  const out = createWriteStream(file, { flags: 'wx', highWaterMark: 1024 * 1024 });
  await once(out, 'open');
  out.write(csvHeader(columns, separator));
  const transform = crlf(onLines);
  const [rows] = await Promise.all([db.copyTo!(sql, transform), pipeline(transform, out)]);
  return rows;
}
