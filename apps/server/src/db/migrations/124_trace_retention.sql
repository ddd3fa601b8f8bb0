-- Issue 28: request traces are kept by the data-retention purge like the other records (30 days by
-- default, as long as server logs): a trace's requests go with it.
ALTER TABLE retention_settings DROP CONSTRAINT retention_settings_kind_check;
ALTER TABLE retention_settings ADD CONSTRAINT retention_settings_kind_check
  CHECK (kind IN ('AuditEntries', 'Sessions', 'Exports', 'Notifications', 'ServerLogs', 'Traces'));
INSERT INTO retention_settings (kind, days) VALUES ('Traces', 30);
CREATE INDEX trace_sessions_ended ON trace_sessions ((COALESCE(ended_early_date, end_date)));
