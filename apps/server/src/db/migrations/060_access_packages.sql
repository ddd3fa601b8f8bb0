-- Catalogs and access packages (spec §2.4; resources/definitions/catalog.ts, access-package.ts), their
-- assignments to users and what each assignment granted (domains/access-packages).

CREATE TABLE catalogs (
  catalog_id uuid PRIMARY KEY,
  title text NOT NULL,
  name text NOT NULL,
  description text,
  is_enabled boolean NOT NULL DEFAULT true,
  owner_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz
);
CREATE UNIQUE INDEX catalogs_name_key ON catalogs (lower(name));

CREATE TABLE access_packages (
  access_package_id uuid PRIMARY KEY,
  title text NOT NULL,
  name text NOT NULL,
  description text,
  catalog_id uuid NOT NULL REFERENCES catalogs,
  state integer NOT NULL DEFAULT 1,
  valid_from timestamptz,
  valid_until timestamptz,
  requestable_by integer NOT NULL DEFAULT 0,
  requestor_group_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  approval_stages integer NOT NULL DEFAULT 1 CHECK (approval_stages BETWEEN 0 AND 2),
  first_approver_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  second_approver_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  fallback_approver_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  require_justification boolean NOT NULL DEFAULT true,
  questions jsonb NOT NULL DEFAULT '[]'::jsonb,
  assignment_days integer,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz
);
CREATE UNIQUE INDEX access_packages_name_key ON access_packages (lower(name));
CREATE INDEX access_packages_catalog_idx ON access_packages (catalog_id);

-- What a package bundles (§6 user object scope).
CREATE TABLE access_package_applications (
  access_package_id uuid NOT NULL REFERENCES access_packages ON DELETE CASCADE,
  application_id uuid NOT NULL REFERENCES applications ON DELETE CASCADE,
  PRIMARY KEY (access_package_id, application_id)
);
CREATE TABLE access_package_groups (
  access_package_id uuid NOT NULL REFERENCES access_packages ON DELETE CASCADE,
  group_def_id uuid NOT NULL REFERENCES group_defs ON DELETE CASCADE,
  PRIMARY KEY (access_package_id, group_def_id)
);
CREATE TABLE access_package_roles (
  access_package_id uuid NOT NULL REFERENCES access_packages ON DELETE CASCADE,
  role_def_id uuid NOT NULL REFERENCES role_defs ON DELETE CASCADE,
  PRIMARY KEY (access_package_id, role_def_id)
);
CREATE TABLE access_package_permissions (
  access_package_id uuid NOT NULL REFERENCES access_packages ON DELETE CASCADE,
  permission_def_id uuid NOT NULL REFERENCES permission_defs ON DELETE CASCADE,
  PRIMARY KEY (access_package_id, permission_def_id)
);

-- A user's assignment of a package (one per package and user; assigning again renews it).
CREATE TABLE access_package_assignments (
  assignment_id uuid PRIMARY KEY,
  access_package_id uuid NOT NULL REFERENCES access_packages,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  assigned_date timestamptz NOT NULL DEFAULT now(),
  expiration_date timestamptz,
  access_request_id uuid,
  assigned_by uuid,
  UNIQUE (access_package_id, user_id)
);
CREATE INDEX access_package_assignments_user_idx ON access_package_assignments (user_id);
CREATE INDEX access_package_assignments_expiry_idx ON access_package_assignments (expiration_date) WHERE expiration_date IS NOT NULL;

-- What each assignment holds: one row per bundled object at delivery (kind: applications, groups,
-- roles, permissions).
CREATE TABLE access_package_grants (
  assignment_id uuid NOT NULL REFERENCES access_package_assignments ON DELETE CASCADE,
  user_id uuid NOT NULL,
  kind text NOT NULL,
  object_id uuid NOT NULL,
  PRIMARY KEY (assignment_id, kind, object_id)
);
CREATE INDEX access_package_grants_holder_idx ON access_package_grants (user_id, kind, object_id);

-- Links of a user (group_members, user_roles, user_permissions, user_applications) that exist only
-- because packages created them. A link made any other way (the user view, a role's or a group's
-- members, an import) clears its mark, so removing the last package leaves it in place.
CREATE TABLE package_only_links (
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  kind text NOT NULL,
  object_id uuid NOT NULL,
  PRIMARY KEY (user_id, kind, object_id)
);

-- A BEFORE INSERT row trigger also fires for an INSERT … ON CONFLICT DO NOTHING that finds the link
-- already there: a direct grant of access a package gave first still claims it as direct.
CREATE FUNCTION package_link_claimed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('portcullis.package_delivery', true), '') <> 'on' THEN
    DELETE FROM package_only_links
     WHERE user_id = NEW.user_id AND kind = TG_ARGV[0] AND object_id = (to_jsonb(NEW) ->> TG_ARGV[1])::uuid;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER group_members_package_claim BEFORE INSERT ON group_members
  FOR EACH ROW EXECUTE FUNCTION package_link_claimed('groups', 'group_def_id');
CREATE TRIGGER user_roles_package_claim BEFORE INSERT ON user_roles
  FOR EACH ROW EXECUTE FUNCTION package_link_claimed('roles', 'role_def_id');
CREATE TRIGGER user_permissions_package_claim BEFORE INSERT ON user_permissions
  FOR EACH ROW EXECUTE FUNCTION package_link_claimed('permissions', 'permission_def_id');
CREATE TRIGGER user_applications_package_claim BEFORE INSERT ON user_applications
  FOR EACH ROW EXECUTE FUNCTION package_link_claimed('applications', 'application_id');
