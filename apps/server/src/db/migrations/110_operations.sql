-- Issue 28 operations: the server processes sharing this database, their logs, the versions seen
-- and the one-time setup token of a fresh install.

-- One row per server process start. A process writes its heartbeat every HEARTBEAT_INTERVAL_MS
-- (domains/operations/registry.ts); a row with no beat for STALE_AFTER_MISSED_BEATS intervals is stale.
CREATE TABLE server_processes (
  server_id uuid PRIMARY KEY,
  name text,
  host text NOT NULL,
  pid integer NOT NULL,
  version text NOT NULL,
  started_date timestamptz NOT NULL DEFAULT now(),
  heartbeat_date timestamptz NOT NULL DEFAULT now(),
  heartbeat_interval_ms integer NOT NULL DEFAULT 15000,
  stopped_date timestamptz,
  is_draining boolean NOT NULL DEFAULT false,
  services jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX server_processes_started ON server_processes (started_date DESC);

-- The server's structured logs (pino), bounded by a row cap: the oldest rows are dropped.
CREATE TABLE server_logs (
  log_id bigserial PRIMARY KEY,
  log_date timestamptz NOT NULL,
  level text NOT NULL,
  message text NOT NULL,
  request_id text,
  user_id uuid,
  method text,
  route text,
  status_code integer,
  duration_ms double precision,
  server_id uuid,
  details jsonb
);
CREATE INDEX server_logs_date ON server_logs (log_date DESC, log_id DESC);
CREATE INDEX server_logs_level ON server_logs (level, log_id DESC);

-- Every server version that ever started on this database.
CREATE TABLE server_versions (
  version text PRIMARY KEY,
  first_seen_date timestamptz NOT NULL DEFAULT now(),
  last_seen_date timestamptz NOT NULL DEFAULT now()
);

-- At most one open setup token (SHA-256 of it); deleted when the first administrator is created.
CREATE TABLE setup_tokens (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  token_hash text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);
