-- Portcullis reference schema. Same SQL on PGlite and PostgreSQL.
CREATE TABLE tenants (
  tenant_id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE,
  expiration_date timestamptz
);

CREATE TABLE licenses (
  license_id uuid PRIMARY KEY,
  message text,
  expiration_utc timestamptz,
  server_ping_date timestamptz
);

CREATE TABLE configuration (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE feature_flags (
  name text PRIMARY KEY,
  is_enabled boolean NOT NULL
);

CREATE TABLE password_policies (
  category text PRIMARY KEY,
  policy jsonb NOT NULL
);

CREATE TABLE permission_defs (
  permission_def_id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE,
  title text NOT NULL,
  state smallint NOT NULL DEFAULT 1
);

CREATE TABLE role_defs (
  role_def_id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE,
  title text NOT NULL,
  state smallint NOT NULL DEFAULT 1,
  is_super_admin boolean NOT NULL DEFAULT false
);

CREATE TABLE role_permissions (
  role_def_id uuid NOT NULL REFERENCES role_defs ON DELETE CASCADE,
  permission_def_id uuid NOT NULL REFERENCES permission_defs ON DELETE CASCADE,
  PRIMARY KEY (role_def_id, permission_def_id)
);

CREATE TABLE user_sources (
  user_source_id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE,
  title text NOT NULL,
  is_removed boolean NOT NULL DEFAULT false,
  last_sync_update_date timestamptz,
  is_last_sync_failed boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  user_id uuid PRIMARY KEY,
  user_name text NOT NULL,
  display_name text,
  first_name text,
  last_name text,
  email text,
  user_source_id uuid REFERENCES user_sources,
  user_type smallint NOT NULL DEFAULT 0,
  is_enabled boolean NOT NULL DEFAULT true,
  is_super_admin boolean NOT NULL DEFAULT false,
  super_admin_start_date timestamptz,
  is_mfa_enabled boolean NOT NULL DEFAULT true,
  password_hash text,
  failed_login_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_login_date timestamptz,
  last_failed_login_date timestamptz,
  profile_photo_url text,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_user_name_key ON users (lower(user_name));
CREATE INDEX users_created_date_idx ON users (created_date DESC, user_id);
CREATE INDEX users_locked_idx ON users (locked_until) WHERE locked_until IS NOT NULL;
CREATE INDEX users_mfa_disabled_idx ON users (user_name) WHERE NOT is_mfa_enabled;
CREATE INDEX users_last_login_idx ON users (last_login_date DESC) WHERE last_login_date IS NOT NULL;
CREATE INDEX users_last_failed_idx ON users (last_failed_login_date DESC) WHERE last_failed_login_date IS NOT NULL;

CREATE TABLE user_roles (
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  role_def_id uuid NOT NULL REFERENCES role_defs ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_def_id)
);

CREATE TABLE group_defs (
  group_def_id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE,
  title text NOT NULL,
  parent_id uuid REFERENCES group_defs,
  state smallint NOT NULL DEFAULT 1,
  created_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE group_members (
  group_def_id uuid NOT NULL REFERENCES group_defs ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  PRIMARY KEY (group_def_id, user_id)
);

CREATE TABLE applications (
  application_id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE,
  title text NOT NULL,
  application_type smallint NOT NULL DEFAULT 2,
  is_sso boolean NOT NULL DEFAULT true,
  created_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE application_keys (
  application_key_id uuid PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES applications ON DELETE CASCADE,
  key_type smallint NOT NULL,
  expiration_date timestamptz
);
CREATE INDEX application_keys_expiration_idx ON application_keys (expiration_date);

-- Single sign-on sessions of end users (dashboard statistics), not console sign-ins.
CREATE TABLE sso_sessions (
  session_id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  application_id uuid REFERENCES applications ON DELETE SET NULL,
  country_code char(2),
  created_date timestamptz NOT NULL,
  last_activity_date timestamptz NOT NULL
);
CREATE INDEX sso_sessions_activity_idx ON sso_sessions (last_activity_date DESC);

-- Console sign-ins: the cookie holds a random token; only its SHA-256 is stored.
CREATE TABLE console_sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  created_date timestamptz NOT NULL DEFAULT now(),
  expires_date timestamptz NOT NULL
);

CREATE TABLE agents (
  agent_id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('source', 'radius')),
  name text NOT NULL,
  is_healthy boolean NOT NULL DEFAULT true,
  last_seen_date timestamptz
);

CREATE TABLE audit_types (
  audit_type_id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE,
  description text NOT NULL,
  information_type smallint NOT NULL CHECK (information_type BETWEEN 1 AND 4)
);

CREATE TABLE audit_entries (
  audit_id uuid PRIMARY KEY,
  audit_type_id uuid NOT NULL REFERENCES audit_types,
  description text,
  created_date timestamptz NOT NULL DEFAULT now(),
  actor_user_id uuid REFERENCES users ON DELETE SET NULL,
  application_id uuid REFERENCES applications ON DELETE SET NULL,
  action text,
  target_type text,
  target_id text
);
CREATE INDEX audit_entries_created_idx ON audit_entries (created_date DESC, audit_id);

CREATE TABLE language_values (
  language text NOT NULL,
  key text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (language, key)
);
