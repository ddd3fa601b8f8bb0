-- Automation rules (spec §3 Rule tree, §7 Rules).
CREATE TABLE rules (
  rule_id uuid PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  description text,
  is_enabled boolean NOT NULL DEFAULT true,
  tree jsonb NOT NULL,
  rule_hash text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz,
  last_run_start timestamptz,
  last_run_end timestamptz,
  last_message text,
  last_error text
);
CREATE UNIQUE INDEX rules_name_key ON rules (lower(name));
