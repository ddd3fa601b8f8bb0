-- The Automation report (issue 29) lists every rule's runs newest first: an index in that order serves its
-- first page, and rules and their runs tell the listening servers when they change (the 042 notify
-- function), so the report's total is kept in the list-count cache like the other reports'.
CREATE INDEX rule_runs_started_idx ON rule_runs (started_at DESC, run_id DESC);
CREATE TRIGGER rule_runs_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rule_runs
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER rules_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rules
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
