-- Applications (spec §2.6, §4): what the application screens need beyond the reference schema.
-- Same SQL on PGlite and PostgreSQL.

-- Defined-by (§4): Unknown 0, System 1, User 2. System applications cannot be removed.
ALTER TABLE applications ADD COLUMN description text;
ALTER TABLE applications ADD COLUMN defined_by smallint NOT NULL DEFAULT 2 CHECK (defined_by BETWEEN 0 AND 2);
ALTER TABLE applications ADD COLUMN sort_order integer NOT NULL DEFAULT 0;
ALTER TABLE applications ADD COLUMN home_url text;
ALTER TABLE applications ADD COLUMN is_enabled boolean NOT NULL DEFAULT true;
ALTER TABLE applications ADD COLUMN updated_date timestamptz;
CREATE UNIQUE INDEX applications_name_ci_key ON applications (lower(name));
CREATE INDEX applications_sort_idx ON applications (sort_order, title);

-- The console itself is a system application: console sign-ins are its sessions.
INSERT INTO applications (application_id, name, title, application_type, is_sso, description, defined_by, sort_order)
  VALUES ('00000000-0000-4000-8000-000000000030', 'portcullis-console', 'Portcullis Console', 2, false,
          'This administration console. Console sign-ins are sessions of this application.', 1, 0)
  ON CONFLICT (application_id) DO UPDATE SET defined_by = 1, title = EXCLUDED.title,
    description = coalesce(applications.description, EXCLUDED.description);

-- Keys (§4 application key types 1-9). Public material and settings (client id, redirect URIs, scopes,
-- public JWK, certificate, bind DN …) live in `settings`; a secret the holder presents back (API key,
-- client secret, bind secret) only as its SHA-256 in `secret_hash`; material the server itself must use
-- (private keys, the RADIUS shared secret) sealed with the server's key in `sealed_secret`.
-- Rotation: the new key names the key it replaces; the replaced key gets `superseded_date` and keeps
-- working until its expiration date, which the rotation sets to the chosen time.
ALTER TABLE application_keys ADD COLUMN title text;
ALTER TABLE application_keys ADD COLUMN created_date timestamptz NOT NULL DEFAULT now();
ALTER TABLE application_keys ADD COLUMN updated_date timestamptz;
ALTER TABLE application_keys ADD COLUMN settings jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE application_keys ADD COLUMN secret_hash text;
ALTER TABLE application_keys ADD COLUMN secret_hint text;
ALTER TABLE application_keys ADD COLUMN sealed_secret text;
ALTER TABLE application_keys ADD COLUMN rotated_from_key_id uuid REFERENCES application_keys ON DELETE SET NULL;
ALTER TABLE application_keys ADD COLUMN superseded_date timestamptz;
ALTER TABLE application_keys ADD CONSTRAINT application_keys_type_check CHECK (key_type BETWEEN 1 AND 9);
CREATE INDEX application_keys_app_idx ON application_keys (application_id, created_date DESC);
CREATE INDEX application_keys_client_idx ON application_keys ((settings ->> 'ClientId')) WHERE settings ? 'ClientId';
CREATE UNIQUE INDEX application_keys_secret_key ON application_keys (secret_hash) WHERE secret_hash IS NOT NULL;

-- Application users: a user's account at one application, with its own name, state and validity.
ALTER TABLE user_applications ADD COLUMN application_user_id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE user_applications ADD COLUMN account_name text;
ALTER TABLE user_applications ADD COLUMN state smallint NOT NULL DEFAULT 1 CHECK (state IN (0, 1));
ALTER TABLE user_applications ADD COLUMN valid_from timestamptz;
ALTER TABLE user_applications ADD COLUMN valid_until timestamptz;
ALTER TABLE user_applications ADD COLUMN updated_date timestamptz;
ALTER TABLE user_applications ADD CONSTRAINT user_applications_validity_check
  CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_from < valid_until);
-- Removing an application no longer cascades to its users: user_applications is an access table the
-- grant guard watches, so its rows go through the user calls first (the remove says so with a 409).
ALTER TABLE user_applications DROP CONSTRAINT user_applications_application_id_fkey;
ALTER TABLE user_applications ADD CONSTRAINT user_applications_application_id_fkey
  FOREIGN KEY (application_id) REFERENCES applications;
CREATE UNIQUE INDEX user_applications_id_key ON user_applications (application_user_id);
CREATE UNIQUE INDEX user_applications_account_key ON user_applications (application_id, lower(account_name))
  WHERE account_name IS NOT NULL;
CREATE INDEX user_applications_app_idx ON user_applications (application_id, assigned_date DESC);

-- Members (§6 application → members): groups whose members, and their subgroups' members, may use
-- the application.
CREATE TABLE group_applications (
  application_id uuid NOT NULL REFERENCES applications ON DELETE CASCADE,
  group_def_id uuid NOT NULL REFERENCES group_defs ON DELETE CASCADE,
  assigned_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (application_id, group_def_id)
);
CREATE INDEX group_applications_group_idx ON group_applications (group_def_id);
