-- Sessions (spec §2.8): every application's sessions, the console's own sign-ins among them.

-- The console is a system application (Defined-by System): its sign-ins are sessions of it. Fixed id,
-- shared with the Applications screens; inserted once, whoever's migration runs first.
INSERT INTO applications (application_id, name, title, application_type, is_sso)
VALUES ('00000000-0000-4000-8000-000000000030', 'portcullis-console', 'Portcullis Console', 2, false)
ON CONFLICT DO NOTHING;

-- What a session knows of its client, when it expires, and how it ended.
ALTER TABLE sso_sessions
  ADD COLUMN ip_address text,
  ADD COLUMN user_agent text,
  ADD COLUMN expires_date timestamptz NOT NULL DEFAULT (now() + interval '1 day'),
  ADD COLUMN ended_date timestamptz,
  ADD COLUMN end_reason text,
  ADD COLUMN ended_by_user_id uuid REFERENCES users ON DELETE SET NULL;
CREATE INDEX sso_sessions_live_idx ON sso_sessions (last_activity_date DESC) WHERE ended_date IS NULL;
CREATE INDEX sso_sessions_user_idx ON sso_sessions (user_id) WHERE ended_date IS NULL;

-- A console token belongs to its session. Sign-ins made before sessions were recorded have none:
-- they end here (their users sign in again once).
DELETE FROM console_sessions;
ALTER TABLE console_sessions ADD COLUMN session_id uuid NOT NULL REFERENCES sso_sessions ON DELETE CASCADE;
CREATE INDEX console_sessions_session_idx ON console_sessions (session_id);

-- Whatever deletes a console token (sign-out, a password change, a disabled account) ends its session;
-- a reason set before the delete (terminated by someone) is kept.
CREATE FUNCTION end_console_session() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sso_sessions SET ended_date = now(), end_reason = 'Signed out or ended by an account change'
   WHERE session_id = OLD.session_id AND ended_date IS NULL;
  RETURN OLD;
END
$$;
CREATE TRIGGER console_sessions_end AFTER DELETE ON console_sessions
  FOR EACH ROW EXECUTE FUNCTION end_console_session();

-- A session's timeline is what it recorded: the audit entries of its sign-in, its writes, its refused
-- attempts and its sign-out. The session may end and go; its entries stay.
ALTER TABLE audit_entries ADD COLUMN session_id uuid;
CREATE INDEX audit_entries_session_idx ON audit_entries (session_id, created_date DESC) WHERE session_id IS NOT NULL;

-- The dashboard's cached statistics count live sessions: ending one (or moving its expiry) changes them.
DROP TRIGGER IF EXISTS sso_sessions_notify_counts ON sso_sessions;
CREATE TRIGGER sso_sessions_notify_counts
  AFTER INSERT OR UPDATE OF last_activity_date, country_code, ended_date, expires_date OR DELETE OR TRUNCATE ON sso_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_counts();
