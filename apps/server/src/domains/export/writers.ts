import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type { ExportColumn } from './registry';
import { SPREADSHEET_MOMENT_FORMAT, spreadsheetValue } from './display';

/** A file being written batch by batch; `write` resolves once the file can take more (backpressure). CSV rows are formatted lines, xlsx rows cell arrays. */
export interface RowWriter {
  write(rows: readonly unknown[]): Promise<void>;
  finish(): Promise<void>;
  /** Stops writing after a failure (the caller removes the file). */
  abort(): Promise<void>;
}

/** Spec §9: a semicolon unless the configuration sets another separator. */
export const DEFAULT_CSV_SEPARATOR = ';';
/** Separators a CSV may use: none of them can appear in a formatted number, date or boolean. */
export const CSV_SEPARATORS: readonly string[] = [';', ',', '\t', '|'];
const BOM = '\uFEFF';

/** A usable separator ("tab" and "\t" written out mean a tab); anything else falls back to ';'. */
export function normalizeSeparator(value: string | null | undefined): string {
  const v = value === '\\t' || value === 'tab' ? '\t' : value;
  return typeof v === 'string' && CSV_SEPARATORS.includes(v) ? v : DEFAULT_CSV_SEPARATOR;
}

/** Cells starting with these are formulas to a spreadsheet; text cells get a leading apostrophe (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** The same characters as code points, for SQL (ascii() of the first character): = + - @ tab CR. */
const FORMULA_START_CODES = '61, 43, 45, 64, 9, 13';

/*
 * One CSV format on every path (the batched writer, PGlite, and PostgreSQL's COPY): RFC 4180 — a field
 * is quoted when it holds the separator, a double quote, CR or LF, quotes inside doubled; NULL and the
 * empty string are both an empty field; text cells that look like formulas get the apostrophe guard.
 * These are exactly COPY's CSV rules once empty strings are passed as NULL, so PostgreSQL can format
 * large exports itself; COPY also quotes a lone `\.` in a one-column record (psql would read it as the
 * end of data), and so do the other paths.
 */

/** RFC 4180 quoting in JS (the header line), with the formula guard for text. */
export function csvQuoter(separator: string) {
  const special = new RegExp(`["\\r\\n${separator.replace(/[\\\]^-]/g, '\\$&')}]`);
  return (value: unknown, isText: boolean): string => {
    if (value === null || value === undefined) return '';
    let text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : String(value);
    if (isText && FORMULA_START.test(text)) text = `'${text}`;
    return special.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
}

/**
 * A text cell with the formula guard, the empty string as NULL (SQL; `x` is a parenthesised
 * expression). Every formula start and the empty string sort below 'A' (65), so most cells take the
 * first test only: this form costs a 1M-row COPY about 5% over the bare columns.
 */
const guardedSql = (x: string) =>
  `CASE WHEN ascii(${x}) < 65 THEN CASE WHEN ascii(${x}) IN (${FORMULA_START_CODES}) THEN '''' || ${x} ELSE NULLIF(${x}, '') END ELSE ${x} END`;

/**
 * The CSV line of a row as one SQL expression, so PostgreSQL formats each line and the server only
 * joins lines (the batched path). `sep` is the separator as an SQL literal. Non-text columns are
 * formatted numbers, dates and booleans, which never hold a quote, a line break or an allowed separator.
 */
export function csvLineSql(columns: readonly ExportColumn[], formatted: readonly string[], sep: string): string {
  const fields = columns.map((c, i) => {
    const x = `(${formatted[i]!})`;
    if (c.type !== 'text') return `COALESCE(${x}, '')`;
    const needsQuotes = [
      `strpos(${x}, '"') > 0`,
      `strpos(${x}, E'\\n') > 0`,
      `strpos(${x}, E'\\r') > 0`,
      `strpos(${x}, ${sep}) > 0`,
    ];
    if (columns.length === 1) needsQuotes.push(`${x} = '\\.'`);
    return `CASE WHEN ${x} IS NULL THEN '' WHEN ${needsQuotes.join(' OR ')} THEN '"' || replace(${guardedSql(x)}, '"', '""') || '"' ELSE COALESCE(${guardedSql(x)}, '') END`;
  });
  return `concat_ws(${sep}, ${fields.join(', ')})`;
}

/**
 * The same records as `COPY … TO STDOUT` in CSV format (the PostgreSQL fast path): PostgreSQL quotes,
 * text cells are guarded and empty strings passed as NULL, so each record equals csvLineSql's line.
 * `fromWhere` is the trusted FROM … WHERE … with no parameters left.
 */
export function csvCopySql(
  columns: readonly ExportColumn[],
  formatted: readonly string[],
  fromWhere: string,
  sep: string,
): string {
  const cells = columns.map((c, i) => (c.type === 'text' ? guardedSql(`(${formatted[i]!})`) : `(${formatted[i]!})`));
  return `COPY (SELECT ${cells.join(', ')} FROM ${fromWhere}) TO STDOUT WITH (FORMAT csv, DELIMITER ${sep})`;
}

/** The first bytes of every CSV export: byte-order mark and the spaced-word header line (spec §9). */
export function csvHeader(columns: readonly ExportColumn[], separator: string): string {
  const quote = csvQuoter(separator);
  return BOM + columns.map((c) => quote(c.title, true)).join(separator) + '\r\n';
}

/** Waits for `drain` when the stream's buffer is full; `once` rejects if the stream errors meanwhile. */
async function writeChunk(stream: WriteStream, chunk: string, failure: () => Error | null): Promise<void> {
  const error = failure();
  if (error) throw error;
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/** CSV with a byte-order mark, spaced-word headers and CRLF lines (spec §9); rows arrive as formatted lines. */
export async function openCsvWriter(
  file: string,
  columns: readonly ExportColumn[],
  separator: string,
): Promise<RowWriter> {
  const stream = createWriteStream(file, { flags: 'wx', highWaterMark: 256 * 1024 });
  let streamError: Error | null = null;
  stream.on('error', (e) => (streamError = e));
  await once(stream, 'open');
  await writeChunk(stream, csvHeader(columns, separator), () => streamError);
  return {
    write: async (lines) => {
      if (lines.length) await writeChunk(stream, lines.join('\r\n') + '\r\n', () => streamError);
    },
    finish: async () => {
      if (streamError) throw streamError;
      stream.end();
      await once(stream, 'close');
      if (streamError) throw streamError;
    },
    abort: async () => {
      if (!stream.destroyed) {
        stream.destroy();
        await once(stream, 'close').catch(() => undefined);
      }
    },
  };
}

/**
 * xlsx through exceljs' streaming writer: every row is committed as it is added, so memory stays flat.
 * Moments are date cells in the §9 display format; words stay text (display.ts).
 */
export async function openXlsxWriter(
  file: string,
  columns: readonly ExportColumn[],
  sheetName: string,
): Promise<RowWriter> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Export');
  sheet.columns = columns.map((c) => ({
    header: c.title,
    key: c.name,
    width: Math.min(60, Math.max(12, c.title.length + 2)),
    style: c.type === 'date' ? { numFmt: SPREADSHEET_MOMENT_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let isDone = false;
  return {
    write: async (rows) => {
      for (const row of rows as unknown[][]) sheet.addRow(row.map((v, i) => spreadsheetValue(columns[i]!, v))).commit();
      // Let the zip stream flush what the committed rows produced before the next batch.
      await new Promise<void>((resolve) => setImmediate(resolve));
    },
    finish: async () => {
      sheet.commit();
      await workbook.commit();
      isDone = true;
    },
    abort: async () => {
      if (isDone) return;
      isDone = true;
      await workbook.commit().catch(() => undefined);
    },
  };
}
