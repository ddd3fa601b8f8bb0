-- Paged lists keep their totals in the server (ServerContext.listCounts) so that turning a page does not
-- count a large directory again. These statement-level triggers tell every listening server
-- (LISTEN portcullis_lists) that a table behind a cached total changed, whatever process or code path
-- wrote it; updates count too, since a filter may name any column (a user's name, e-mail, state).
CREATE FUNCTION portcullis_notify_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portcullis_lists', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER users_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER user_sources_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_sources
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
