-- Directory, sources, resources, owners, content and notifications (spec §3, §7). Same SQL on PGlite and PostgreSQL.
ALTER TABLE user_sources ADD COLUMN description text;
ALTER TABLE user_sources ADD COLUMN provider_name text;
ALTER TABLE user_sources ADD COLUMN sync_schedule text;

ALTER TABLE users ADD COLUMN is_temporary_password boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN password_expired boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN password_changed_date timestamptz;
-- Identity of the user in its source (imports from a source keep it; directory-made users have none).
ALTER TABLE users ADD COLUMN source_user_id text;
CREATE INDEX users_email_idx ON users (lower(email));
CREATE INDEX users_user_name_prefix_idx ON users (lower(user_name) text_pattern_ops);
CREATE INDEX users_email_prefix_idx ON users (lower(email) text_pattern_ops);
CREATE INDEX users_source_idx ON users (user_source_id, created_date DESC);

ALTER TABLE group_defs ADD COLUMN description text;
ALTER TABLE group_defs ADD COLUMN rule_id uuid REFERENCES rules ON DELETE SET NULL;
ALTER TABLE group_defs ADD COLUMN last_sync_date timestamptz;
CREATE INDEX group_defs_parent_idx ON group_defs (parent_id);
CREATE UNIQUE INDEX group_defs_name_ci_key ON group_defs (lower(name));
CREATE INDEX group_members_user_idx ON group_members (user_id);

CREATE TABLE group_roles (
  group_def_id uuid NOT NULL REFERENCES group_defs ON DELETE CASCADE,
  role_def_id uuid NOT NULL REFERENCES role_defs ON DELETE CASCADE,
  PRIMARY KEY (group_def_id, role_def_id)
);
CREATE TABLE group_permissions (
  group_def_id uuid NOT NULL REFERENCES group_defs ON DELETE CASCADE,
  permission_def_id uuid NOT NULL REFERENCES permission_defs ON DELETE CASCADE,
  PRIMARY KEY (group_def_id, permission_def_id)
);
CREATE TABLE user_permissions (
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  permission_def_id uuid NOT NULL REFERENCES permission_defs ON DELETE CASCADE,
  PRIMARY KEY (user_id, permission_def_id)
);

CREATE TABLE object_types (
  object_type_id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE,
  title text NOT NULL
);
INSERT INTO object_types (object_type_id, name, title) VALUES
  ('00000000-0000-4000-9000-000000000001', 'User', 'User'),
  ('00000000-0000-4000-9000-000000000002', 'Application', 'Application'),
  ('00000000-0000-4000-9000-000000000003', 'Role', 'Role'),
  ('00000000-0000-4000-9000-000000000004', 'Group', 'Group'),
  ('00000000-0000-4000-9000-000000000005', 'Permission', 'Permission'),
  ('00000000-0000-4000-9000-000000000006', 'Rule', 'Rule'),
  ('00000000-0000-4000-9000-000000000007', 'UserSource', 'User source'),
  ('00000000-0000-4000-9000-000000000008', 'Source', 'Source'),
  ('00000000-0000-4000-9000-000000000009', 'ResourceDefType', 'Resource definition type'),
  ('00000000-0000-4000-9000-00000000000a', 'Content', 'Content');

-- Resource sources (spec §7 Sources) and their connection settings.
CREATE TABLE sources (
  source_id uuid PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  description text,
  provider_name text NOT NULL,
  is_removed boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sources_name_key ON sources (lower(name)) WHERE NOT is_removed;
CREATE TABLE source_settings (
  source_id uuid NOT NULL REFERENCES sources ON DELETE CASCADE,
  name text NOT NULL,
  value text NOT NULL,
  is_secret boolean NOT NULL DEFAULT false,
  PRIMARY KEY (source_id, name)
);

CREATE TABLE resource_def_types (
  resource_def_type_id uuid PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  source_id uuid REFERENCES sources ON DELETE SET NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX resource_def_types_name_key ON resource_def_types (lower(name));

CREATE TABLE object_owners (
  object_owner_id uuid PRIMARY KEY,
  object_type_name text NOT NULL,
  object_id uuid NOT NULL,
  owner_user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  owner_type smallint NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  UNIQUE (object_type_name, object_id, owner_user_id, owner_type)
);
CREATE INDEX object_owners_object_idx ON object_owners (object_type_name, object_id);

-- A user's other records shown on UserView.
CREATE TABLE user_aliases (
  user_alias_id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  alias text NOT NULL,
  application_id uuid REFERENCES applications ON DELETE CASCADE,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX user_aliases_key ON user_aliases (user_id, lower(alias), coalesce(application_id, '00000000-0000-0000-0000-000000000000'::uuid));
CREATE TABLE user_devices (
  device_id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  name text NOT NULL,
  platform text NOT NULL,
  last_seen_date timestamptz,
  recovery_code_hash text
);
CREATE INDEX user_devices_user_idx ON user_devices (user_id);
CREATE TABLE user_applications (
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  application_id uuid NOT NULL REFERENCES applications ON DELETE CASCADE,
  login_type smallint NOT NULL DEFAULT 0,
  assigned_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, application_id)
);
CREATE TABLE user_attributes (
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  name text NOT NULL,
  value text,
  PRIMARY KEY (user_id, name)
);
CREATE TABLE user_agreements (
  agreement_id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  title text NOT NULL,
  accepted_date timestamptz NOT NULL
);
CREATE TABLE user_resources (
  resource_id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  title text NOT NULL,
  resource_def_type_id uuid REFERENCES resource_def_types ON DELETE SET NULL,
  state text NOT NULL CHECK (state IN ('Granted', 'Revoked', 'Pending')),
  date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_resources_user_idx ON user_resources (user_id, state, date DESC);

CREATE TABLE contents (
  content_id uuid PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz
);
CREATE UNIQUE INDEX contents_name_key ON contents (lower(name));

CREATE TABLE notification_defs (
  notification_def_id uuid PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  channel text NOT NULL,
  rule_id uuid REFERENCES rules ON DELETE SET NULL,
  subject text NOT NULL,
  body text NOT NULL,
  is_enabled boolean NOT NULL DEFAULT true,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz
);
CREATE UNIQUE INDEX notification_defs_name_key ON notification_defs (lower(name));
-- One row per sent notification definition run.
CREATE TABLE notification_deliveries (
  delivery_id uuid PRIMARY KEY,
  notification_def_id uuid REFERENCES notification_defs ON DELETE SET NULL,
  title text NOT NULL,
  status smallint NOT NULL,
  recipient_count integer NOT NULL DEFAULT 0,
  send_date timestamptz
);
-- The bell: notifications addressed to one console user.
CREATE TABLE notifications (
  notification_id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  event_type smallint NOT NULL DEFAULT 0,
  type smallint NOT NULL DEFAULT 0,
  send_date timestamptz NOT NULL DEFAULT now(),
  is_read boolean NOT NULL DEFAULT false
);
CREATE INDEX notifications_user_idx ON notifications (user_id, send_date DESC);

-- Accounts a user source's provider reports (filled by its sync). SearchSourceUser finds accounts here
-- and AddUserFromSource copies them into the directory; updateuserfromprovider refreshes from them.
CREATE TABLE source_accounts (
  user_source_id uuid NOT NULL REFERENCES user_sources ON DELETE CASCADE,
  source_user_id text NOT NULL,
  user_name text NOT NULL,
  email text,
  display_name text,
  first_name text,
  last_name text,
  PRIMARY KEY (user_source_id, source_user_id)
);
CREATE INDEX source_accounts_search_idx ON source_accounts (user_source_id, lower(user_name) text_pattern_ops);
