-- Issue 28 data retention (§2.9 data-retention): how long each kind of record is kept, and the
-- purge runs that removed older rows (domains/maintenance/retention.ts).

-- One row per kind; the purge deletes rows older than `days`. Defaults follow common practice
-- (Entra ID/Okta keep sign-in and audit logs for months, operational logs for weeks).
CREATE TABLE retention_settings (
  kind text PRIMARY KEY CHECK (kind IN ('AuditEntries', 'Sessions', 'Exports', 'Notifications', 'ServerLogs')),
  days integer NOT NULL CHECK (days BETWEEN 1 AND 3650),
  updated_date timestamptz NOT NULL DEFAULT now()
);
INSERT INTO retention_settings (kind, days) VALUES
  ('AuditEntries', 365),
  ('Sessions', 90),
  ('Exports', 7),
  ('Notifications', 90),
  ('ServerLogs', 30);

-- One row per kind per purge run (scheduled or "Purge now").
CREATE TABLE retention_runs (
  run_id uuid PRIMARY KEY,
  kind text NOT NULL,
  trigger text NOT NULL CHECK (trigger IN ('Schedule', 'Manual')),
  days integer NOT NULL,
  rows_deleted integer NOT NULL DEFAULT 0,
  started_date timestamptz NOT NULL,
  finished_date timestamptz
);
CREATE INDEX retention_runs_started ON retention_runs (started_date DESC);
