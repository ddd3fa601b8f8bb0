-- Resources of the resource sources (resources/definitions/resource-def.ts): shares, database roles,
-- API records, each of one resource type. Written here rather than managed by the definition because
-- the holdings of user_resources refer to it.
CREATE TABLE resource_defs (
  resource_def_id uuid PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  resource_def_type_id uuid NOT NULL REFERENCES resource_def_types,
  identifier text NOT NULL,
  description text,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz
);
CREATE UNIQUE INDEX resource_defs_name_key ON resource_defs (lower(name));
CREATE INDEX resource_defs_type_idx ON resource_defs (resource_def_type_id);

-- A user's hold on a resource, as the source reports it. Revoked holdings keep their title when the
-- resource is removed.
ALTER TABLE user_resources ADD COLUMN resource_def_id uuid REFERENCES resource_defs ON DELETE SET NULL;
CREATE INDEX user_resources_resource_idx ON user_resources (resource_def_id, state, date DESC);
