import { Writable } from 'node:stream';
import type { Db } from '../../db/types';
import { redactSecrets } from './redact';

/**
 * How many log rows the database keeps (all processes together); the oldest are dropped. 100 000
 * rows is a few days of a busy console at one line per request, about 30 MB. Tests lower it.
 */
export const DEFAULT_LOG_ROW_CAP = 100_000;
/** Lines are written in batches: at this many, or after FLUSH_INTERVAL_MS, whichever comes first. */
const BATCH_SIZE = 200;
const FLUSH_INTERVAL_MS = 1000;

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
/** Fields stored in their own columns (the rest, redacted, go to details). */
const COLUMN_FIELDS = new Set([
  'level',
  'time',
  'msg',
  'reqId',
  'userId',
  'method',
  'route',
  'statusCode',
  'durationMs',
]);
const DROPPED_FIELDS = new Set(['pid', 'hostname', 'v']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface LogRow {
  log_date: string;
  level: string;
  message: string;
  request_id: string | null;
  user_id: string | null;
  method: string | null;
  route: string | null;
  status_code: number | null;
  duration_ms: number | null;
  server_id: string | null;
  details: Record<string, unknown> | null;
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** One pino line (JSON) as a row, redacted; null for a line that is not a pino object. */
export function logRowOf(line: string, serverId: string | null): LogRow | null {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!entry || typeof entry !== 'object') return null;
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry))
    if (!COLUMN_FIELDS.has(key) && !DROPPED_FIELDS.has(key)) details[key] = value;
  const userId = text(entry.userId, 36);
  return {
    log_date: new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toISOString(),
    level: LEVELS[entry.level as number] ?? 'info',
    message: text(entry.msg, 2000) ?? '',
    request_id: text(entry.reqId, 100),
    user_id: userId && UUID.test(userId) ? userId : null,
    method: text(entry.method, 10),
    route: text(entry.route, 500),
    status_code: num(entry.statusCode),
    duration_ms: num(entry.durationMs),
    server_id: serverId,
    details: Object.keys(details).length ? (redactSecrets(details) as Record<string, unknown>) : null,
  };
}

/**
 * The database destination of the server's pino logger: lines are parsed, redacted and written in
 * batches to server_logs, which is kept to `rowCap` rows. Writing never throws back into the logger
 * and never logs (a failing database would otherwise log its own failure forever): a failed batch is
 * counted in `droppedLines` and dropped.
 */
export class LogSink extends Writable {
  serverId: string | null = null;
  droppedLines = 0;
  private buffer: LogRow[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private isClosed = false;

  constructor(
    private readonly db: Db,
    private readonly rowCap: number = DEFAULT_LOG_ROW_CAP,
  ) {
    super({ decodeStrings: false });
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (!this.isClosed)
      for (const line of String(chunk).split('\n')) {
        const row = line.trim() ? logRowOf(line, this.serverId) : null;
        if (row) this.buffer.push(row);
      }
    if (this.buffer.length >= BATCH_SIZE) void this.flush();
    callback();
  }

  /** Writes what is buffered (and waits for a batch already being written). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeBatch());
    return this.flushing;
  }

  private async writeBatch(): Promise<void> {
    const rows = this.buffer.splice(0, this.buffer.length);
    if (rows.length === 0) return;
    try {
      const inserted = await this.db.query<{ log_id: string | number }>(
        `INSERT INTO server_logs (log_date, level, message, request_id, user_id, method, route, status_code, duration_ms, server_id, details)
         SELECT log_date, level, message, request_id, user_id, method, route, status_code, duration_ms, server_id, details
           FROM jsonb_to_recordset($1::jsonb) AS x(log_date timestamptz, level text, message text, request_id text,
             user_id uuid, method text, route text, status_code integer, duration_ms double precision, server_id uuid, details jsonb)
         RETURNING log_id`,
        [JSON.stringify(rows)],
      );
      // Ids come from one sequence: everything more than rowCap ids below the newest goes (one index
      // range, however many rows there are). Gaps (rolled-back inserts) only keep fewer rows.
      const newest = Math.max(...inserted.map((r) => Number(r.log_id)));
      await this.db.query('DELETE FROM server_logs WHERE log_id <= $1', [newest - this.rowCap]);
    } catch {
      this.droppedLines += rows.length;
    }
  }

  /** Writes the rest and stops (before the database closes). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
    this.isClosed = true;
  }
}
