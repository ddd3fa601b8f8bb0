import type { TraceRequest, TraceSession } from '@portcullis/api-client/contract';
import type { ListSpec } from '../../engine/lists/paging';

const STATE_SQL = `CASE WHEN t.ended_early_date IS NULL AND t.end_date > now() THEN 'Active' ELSE 'Ended' END`;

/** The tracing page's allow-listed filter and sort columns; newest first by default. */
export const TRACE_LIST: ListSpec = {
  columns: {
    TargetType: { sql: 't.target_type', type: 'text' },
    UserName: { sql: 'u.user_name', type: 'text' },
    ApplicationName: { sql: 'a.title', type: 'text' },
    State: { sql: STATE_SQL, type: 'text' },
    StartDate: { sql: 't.start_date', type: 'date' },
    EndDate: { sql: 't.end_date', type: 'date' },
  },
  defaultOrder: 't.start_date DESC, t.trace_id DESC',
  tieBreaker: 't.trace_id DESC',
};

export const TRACE_FROM = `trace_sessions t
  LEFT JOIN users u ON u.user_id = t.user_id
  LEFT JOIN applications a ON a.application_id = t.application_id
  LEFT JOIN users c ON c.user_id = t.created_by_user_id`;

export const TRACE_SELECT = `t.trace_id, t.target_type, t.user_id, u.user_name, t.application_id, a.title AS application_name,
  t.start_date, t.end_date, t.ended_early_date, ${STATE_SQL} AS state, c.user_name AS created_by_user_name,
  (SELECT count(*) FROM trace_requests r WHERE r.trace_id = t.trace_id) AS request_count`;

export interface TraceRow {
  trace_id: string;
  target_type: TraceSession['TargetType'];
  user_id: string | null;
  user_name: string | null;
  application_id: string | null;
  application_name: string | null;
  start_date: Date | string;
  end_date: Date | string;
  ended_early_date: Date | string | null;
  state: TraceSession['State'];
  created_by_user_name: string | null;
  request_count: string | number;
}

export const toTraceSession = (r: TraceRow): TraceSession => ({
  TraceId: r.trace_id,
  TargetType: r.target_type,
  UserId: r.user_id,
  UserName: r.user_name,
  ApplicationId: r.application_id,
  ApplicationName: r.application_name,
  StartDate: new Date(r.start_date).toISOString(),
  EndDate: new Date(r.ended_early_date ?? r.end_date).toISOString(),
  State: r.state,
  IsEndedEarly: r.ended_early_date !== null,
  RequestCount: Number(r.request_count),
  CreatedByUserName: r.created_by_user_name,
});

/** A trace's recorded requests, newest first. */
export const TRACE_REQUEST_LIST: ListSpec = {
  columns: {
    RequestDate: { sql: 'r.request_date', type: 'date' },
    Method: { sql: 'r.method', type: 'text' },
    Route: { sql: 'r.route', type: 'text' },
    StatusCode: { sql: 'r.status_code', type: 'number' },
    DurationMs: { sql: 'r.duration_ms', type: 'number' },
    DbMs: { sql: 'r.db_ms', type: 'number' },
    QueryCount: { sql: 'r.query_count', type: 'number' },
  },
  defaultOrder: 'r.trace_request_id DESC',
  tieBreaker: 'r.trace_request_id DESC',
};

export const TRACE_REQUEST_SELECT =
  'r.trace_request_id, r.request_date, r.user_id, r.method, r.route, r.status_code, r.duration_ms, r.db_ms, r.query_count';

export interface TraceRequestRow {
  trace_request_id: string | number;
  request_date: Date | string;
  user_id: string | null;
  method: string;
  route: string | null;
  status_code: number;
  duration_ms: number;
  db_ms: number;
  query_count: number;
}

export const toTraceRequest = (r: TraceRequestRow): TraceRequest => ({
  TraceRequestId: String(r.trace_request_id),
  RequestDate: new Date(r.request_date).toISOString(),
  UserId: r.user_id,
  Method: r.method,
  Route: r.route,
  StatusCode: r.status_code,
  DurationMs: Number(r.duration_ms),
  DbMs: Number(r.db_ms),
  QueryCount: Number(r.query_count),
});
