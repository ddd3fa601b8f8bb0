-- Profiles, profile properties and groups, profile sources and providers (spec §2.3; designed shapes).
CREATE TABLE providers (
  provider_id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('user', 'profile')),
  name text NOT NULL,
  title text NOT NULL,
  provider_type text NOT NULL,
  description text,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX providers_name_key ON providers (kind, lower(name));

CREATE TABLE profiles (
  profile_id uuid PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  description text,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX profiles_name_key ON profiles (lower(name));

CREATE TABLE profile_property_groups (
  property_group_id uuid PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX profile_property_groups_name_key ON profile_property_groups (lower(name));

CREATE TABLE profile_properties (
  profile_property_id uuid PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  property_type smallint NOT NULL,
  property_group_id uuid REFERENCES profile_property_groups ON DELETE SET NULL,
  sort integer NOT NULL DEFAULT 0,
  is_required boolean NOT NULL DEFAULT false,
  lookup_values jsonb NOT NULL DEFAULT '[]'
);
CREATE UNIQUE INDEX profile_properties_name_key ON profile_properties (lower(name));

CREATE TABLE profile_values (
  profile_id uuid NOT NULL REFERENCES profiles ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  profile_property_id uuid NOT NULL REFERENCES profile_properties ON DELETE CASCADE,
  value text NOT NULL,
  updated_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, user_id, profile_property_id)
);
CREATE INDEX profile_values_property_idx ON profile_values (profile_property_id);

CREATE TABLE profile_sources (
  profile_source_id uuid PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  description text,
  profile_id uuid NOT NULL REFERENCES profiles ON DELETE CASCADE,
  provider_id uuid NOT NULL REFERENCES providers,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX profile_sources_name_key ON profile_sources (lower(name));
CREATE TABLE profile_source_settings (
  profile_source_id uuid NOT NULL REFERENCES profile_sources ON DELETE CASCADE,
  name text NOT NULL,
  value text NOT NULL,
  is_secret boolean NOT NULL DEFAULT false,
  PRIMARY KEY (profile_source_id, name)
);

-- A shared account's current password, sealed with the server's secret key (AES-256-GCM), so delegated
-- users can reveal it; NULL for personal accounts.
ALTER TABLE users ADD COLUMN shared_password_sealed text;
