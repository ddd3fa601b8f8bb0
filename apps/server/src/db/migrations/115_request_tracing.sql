-- Issue 28 request tracing (spec §2.9 tracing, tracing-save): a trace session switches recording on for
-- one user or one application until its end date; each request of the traced party while it is active
-- is one trace_requests row (route pattern, status and timings only: never bodies, headers or cookies).
CREATE TABLE trace_sessions (
  trace_id uuid PRIMARY KEY,
  target_type text NOT NULL CHECK (target_type IN ('User', 'Application')),
  user_id uuid REFERENCES users ON DELETE CASCADE,
  application_id uuid REFERENCES applications ON DELETE CASCADE,
  start_date timestamptz NOT NULL DEFAULT now(),
  end_date timestamptz NOT NULL,
  ended_early_date timestamptz,
  created_by_user_id uuid REFERENCES users ON DELETE SET NULL,
  CHECK ((target_type = 'User') = (user_id IS NOT NULL)),
  CHECK ((target_type = 'Application') = (application_id IS NOT NULL))
);
CREATE INDEX trace_sessions_start ON trace_sessions (start_date DESC);
CREATE INDEX trace_sessions_end ON trace_sessions (end_date);

CREATE TABLE trace_requests (
  trace_request_id bigserial PRIMARY KEY,
  trace_id uuid NOT NULL REFERENCES trace_sessions ON DELETE CASCADE,
  request_date timestamptz NOT NULL,
  user_id uuid,
  method text NOT NULL,
  route text,
  status_code integer NOT NULL,
  duration_ms double precision NOT NULL,
  db_ms double precision NOT NULL,
  query_count integer NOT NULL
);
CREATE INDEX trace_requests_trace ON trace_requests (trace_id, trace_request_id DESC);
