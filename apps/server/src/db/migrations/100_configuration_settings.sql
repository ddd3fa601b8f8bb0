-- Issue 28: typed settings. The product's settings are defined in code (api-client settings/catalogue.ts);
-- rows hold their values. A custom setting an operator adds carries its definition here.
ALTER TABLE configuration
  ADD COLUMN value_type smallint,
  ADD COLUMN title text,
  ADD COLUMN description text,
  ADD COLUMN definition jsonb,
  ADD COLUMN is_required boolean NOT NULL DEFAULT false,
  ADD COLUMN updated_date timestamptz;

-- The static data (configuration, language values) is cached in every server process: a change from any
-- process or code path tells every listener (LISTEN portcullis_counts) to drop its cache, so a new CSV
-- separator, the export switch or a new text is seen on every process at once.
CREATE TRIGGER configuration_notify_counts AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON configuration
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_counts();
CREATE TRIGGER language_values_notify_counts AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON language_values
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_counts();
