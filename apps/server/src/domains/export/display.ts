import type { Queryable } from '../../db/types';
import { badRequest } from '../../engine/calls/errors';
import type { ExportColumn } from './registry';

/**
 * How an export writes values: as the console's lists show them, not as stored. Coded values become
 * their words (User Type 0 → 'Standard'), booleans 'Yes' / 'No', moments the §9 display format
 * DD/MM/YYYY HH:mm:ss in the time zone of whoever exported (UTC when the request names none), so the
 * file reads like the list it came from.
 */

/** Spec §9 display moment, as PostgreSQL's to_char writes it. */
const DISPLAY_MOMENT = 'DD/MM/YYYY HH24:MI:SS';
/** The time zone of an export whose request names none. */
export const DEFAULT_EXPORT_TIME_ZONE = 'UTC';
/** IANA names only ('Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'UTC'). */
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** An SQL string literal of a code-written or checked value (quotes doubled). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Whether the column is written as words rather than its stored value. */
const isWorded = (c: ExportColumn) => Boolean(c.labels) || c.type === 'boolean';

/**
 * The time zone an export formats moments in: the request's IANA name when the database knows it,
 * else a 400. Checked once before the job starts; afterwards it is safe to write as a literal (the
 * COPY fast path cannot bind parameters).
 */
export async function exportTimeZone(db: Queryable, requested: string | undefined): Promise<string> {
  const name = requested?.trim() || DEFAULT_EXPORT_TIME_ZONE;
  const refuse = () =>
    badRequest(`Unknown time zone "${name}".`, [{ Message: `Unknown time zone "${name}".`, Field: 'TimeZone' }]);
  if (!TIME_ZONE_NAME.test(name)) throw refuse();
  try {
    await db.query('SELECT now() AT TIME ZONE $1', [name]);
  } catch {
    throw refuse();
  }
  return name;
}

/** The words of a coded or boolean column as one CASE expression over its SQL. */
function wordsSql(c: ExportColumn): string {
  if (c.type === 'boolean') return `CASE WHEN (${c.sql}) THEN 'Yes' WHEN NOT (${c.sql}) THEN 'No' END`;
  const cases = Object.entries(c.labels!)
    .map(([value, word]) => `WHEN ${literal(value)} THEN ${literal(word)}`)
    .join(' ');
  // Unknown codes keep their value rather than vanish.
  return `CASE (${c.sql})::text ${cases} ELSE (${c.sql})::text END`;
}

/** A CSV cell of the column as display text (null stays null: an empty field). */
export function csvCellSql(c: ExportColumn, timeZone: string): string {
  if (isWorded(c)) return wordsSql(c);
  if (c.type === 'date') return `to_char((${c.sql}) AT TIME ZONE ${literal(timeZone)}, '${DISPLAY_MOMENT}')`;
  return c.type === 'text' ? c.sql : `(${c.sql})::text`;
}

/**
 * The columns as the CSV writers see them: worded columns are text (so they get the text quoting and
 * formula guard); the rest keep their type. Titles and names are unchanged.
 */
export const csvColumns = (columns: readonly ExportColumn[]): ExportColumn[] =>
  columns.map((c) => (isWorded(c) ? { ...c, type: 'text' } : c));

/**
 * A spreadsheet cell of the column: words for coded and boolean values; a moment as the wall-clock
 * time of the export's zone, written as UTC ISO text that `spreadsheetValue` turns into a Date (a
 * spreadsheet date has no zone, so it must hold the local wall-clock time); other values as stored.
 */
export function spreadsheetCellSql(c: ExportColumn, timeZone: string): string {
  if (isWorded(c)) return wordsSql(c);
  if (c.type === 'date') return `to_char((${c.sql}) AT TIME ZONE ${literal(timeZone)}, 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  return c.sql;
}

/** The value exceljs writes for a cell read with `spreadsheetCellSql`. */
export function spreadsheetValue(c: ExportColumn, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return c.type === 'date' && typeof value === 'string' ? new Date(value) : value;
}

/** The §9 display format as a spreadsheet number format. */
export const SPREADSHEET_MOMENT_FORMAT = 'dd/mm/yyyy hh:mm:ss';
