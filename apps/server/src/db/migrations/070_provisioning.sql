-- Provisioning (spec §2.5): provision providers (a target's kind and connection settings; secrets
-- sealed by the server), provision services (a provider and the applications whose users get an
-- account there) and each user's account in a service with its provisioning state.
CREATE TABLE provision_providers (
  provision_provider_id uuid PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  provider_type text NOT NULL,
  description text,
  connection_string text,
  password text,
  table_name text,
  key_column text,
  enabled_column text,
  column_map jsonb NOT NULL DEFAULT '[]'::jsonb,
  base_url text,
  token text,
  server_url text,
  bind_dn text,
  bind_password text,
  users_dn text,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz
);
CREATE UNIQUE INDEX provision_providers_name_key ON provision_providers (lower(name));

CREATE TABLE provision_services (
  provision_service_id uuid PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  provision_provider_id uuid NOT NULL REFERENCES provision_providers,
  application_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_enabled boolean NOT NULL DEFAULT true,
  description text,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz
);
CREATE UNIQUE INDEX provision_services_name_key ON provision_services (lower(name));
CREATE INDEX provision_services_provider_idx ON provision_services (provision_provider_id);

-- One row per user and service; the job writes the state (Pending, Provisioned, Failed, Disabled).
CREATE TABLE provision_accounts (
  provision_account_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provision_service_id uuid NOT NULL REFERENCES provision_services ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'Pending',
  reason text,
  attempts integer NOT NULL DEFAULT 0,
  account_key text,
  updated_date timestamptz NOT NULL DEFAULT now(),
  provisioned_date timestamptz,
  UNIQUE (provision_service_id, user_id)
);
CREATE INDEX provision_accounts_user_idx ON provision_accounts (user_id);
CREATE INDEX provision_accounts_state_idx ON provision_accounts (provision_service_id, state);
