-- The dashboard statistics (GET /dashboard/Statistics) are cached in the server. These statement-level
-- triggers tell every listening server (LISTEN portcullis_counts) that a counted table changed, whatever
-- process or code path wrote it, so the cached figures are dropped. Updates count only where they move
-- a counted figure: removal of a source, SSO flag, agent kind, session activity and country.
CREATE FUNCTION portcullis_notify_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portcullis_counts', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER users_notify_counts AFTER INSERT OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_counts();
CREATE TRIGGER group_defs_notify_counts AFTER INSERT OR DELETE OR TRUNCATE ON group_defs
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_counts();
CREATE TRIGGER user_sources_notify_counts AFTER INSERT OR UPDATE OF is_removed OR DELETE OR TRUNCATE ON user_sources
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_counts();
CREATE TRIGGER applications_notify_counts AFTER INSERT OR UPDATE OF is_sso OR DELETE OR TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_counts();
CREATE TRIGGER agents_notify_counts AFTER INSERT OR UPDATE OF kind OR DELETE OR TRUNCATE ON agents
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_counts();
CREATE TRIGGER sso_sessions_notify_counts AFTER INSERT OR UPDATE OF last_activity_date, country_code OR DELETE OR TRUNCATE ON sso_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_counts();
