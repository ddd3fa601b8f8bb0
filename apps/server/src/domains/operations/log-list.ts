import type { LogLevel, ServerLogEntry } from '@portcullis/api-client/contract';
import type { ListSpec } from '../../engine/lists/paging';

/** The logs page's allow-listed filter and sort columns; newest first by default. */
export const LOG_LIST: ListSpec = {
  columns: {
    LogDate: { sql: 'l.log_date', type: 'date' },
    Level: { sql: 'l.level', type: 'text' },
    Message: { sql: 'l.message', type: 'text' },
    RequestId: { sql: 'l.request_id', type: 'text' },
    UserId: { sql: 'l.user_id::text', type: 'text' },
    Method: { sql: 'l.method', type: 'text' },
    Route: { sql: 'l.route', type: 'text' },
    StatusCode: { sql: 'l.status_code', type: 'number' },
    DurationMs: { sql: 'l.duration_ms', type: 'number' },
  },
  defaultOrder: 'l.log_id DESC',
  tieBreaker: 'l.log_id DESC',
};

export const LOG_SELECT =
  'l.log_id, l.log_date, l.level, l.message, l.request_id, l.user_id, l.method, l.route, l.status_code, l.duration_ms, l.server_id, l.details';

export interface LogRowOut {
  log_id: string | number;
  log_date: Date | string;
  level: LogLevel;
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

export const toLogEntry = (r: LogRowOut): ServerLogEntry => ({
  LogId: String(r.log_id),
  LogDate: new Date(r.log_date).toISOString(),
  Level: r.level,
  Message: r.message,
  RequestId: r.request_id,
  UserId: r.user_id,
  Method: r.method,
  Route: r.route,
  StatusCode: r.status_code,
  DurationMs: r.duration_ms === null ? null : Number(r.duration_ms),
  ServerId: r.server_id,
  Details: r.details,
});
