-- Feature flags (issue 28, §2.9 flags): feature_flags becomes the flag definitions (its is_enabled is the
-- default value), and feature_flag_values holds values per tenant, user, group or application. The objects
-- are stored as the one-item lists the resource's object fields use; object_key names the object for the
-- one-value-per-flag-and-object rule (the tenant's value has none: one per flag).
ALTER TABLE feature_flags ADD COLUMN flag_def_id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE feature_flags ADD CONSTRAINT feature_flags_flag_def_id_key UNIQUE (flag_def_id);
ALTER TABLE feature_flags ADD COLUMN title text;
ALTER TABLE feature_flags ADD COLUMN description text;
ALTER TABLE feature_flags ADD COLUMN created_date timestamptz NOT NULL DEFAULT now();
ALTER TABLE feature_flags ADD COLUMN updated_date timestamptz;
CREATE UNIQUE INDEX feature_flags_lower_name_key ON feature_flags (lower(name));
-- Rows written before titles existed (and the SQL seed's) read their title from the name.
UPDATE feature_flags SET title = name WHERE title IS NULL;

CREATE TABLE feature_flag_values (
  flag_value_id uuid PRIMARY KEY,
  title text NOT NULL,
  flag_def_id uuid NOT NULL REFERENCES feature_flags (flag_def_id) ON DELETE CASCADE,
  scope text NOT NULL CHECK (scope IN ('Tenant', 'User', 'Group', 'Application')),
  user_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  group_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  application_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  object_key text GENERATED ALWAYS AS (coalesce(user_ids ->> 0, group_ids ->> 0, application_ids ->> 0, '')) STORED,
  is_enabled boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz,
  UNIQUE (flag_def_id, scope, object_key)
);

-- A flag change drops every process's cached static data (portcullis_counts, http/static-cache.ts) and
-- tells every process's console hub (portcullis_console, hubs/console-changes.ts), at commit, whatever
-- wrote it.
CREATE FUNCTION portcullis_notify_console() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portcullis_counts', TG_TABLE_NAME);
  PERFORM pg_notify('portcullis_console', TG_ARGV[0]);
  RETURN NULL;
END
$$;

CREATE TRIGGER feature_flags_notify_console AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feature_flags
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_console('Flags');
CREATE TRIGGER feature_flag_values_notify_console AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feature_flag_values
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_console('Flags');
