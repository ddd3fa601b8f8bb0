-- Roles, permission definitions and password policies as resource definitions (issue 15, spec §2.7).

-- §4 Defined-by (System 1, User 2) and what the screens show of roles and permission definitions.
ALTER TABLE role_defs ADD COLUMN description text;
ALTER TABLE role_defs ADD COLUMN defined_by smallint NOT NULL DEFAULT 2;
ALTER TABLE role_defs ADD COLUMN created_date timestamptz NOT NULL DEFAULT now();
ALTER TABLE role_defs ADD COLUMN updated_date timestamptz;
UPDATE role_defs SET defined_by = 1 WHERE is_super_admin;

ALTER TABLE permission_defs ADD COLUMN description text;
ALTER TABLE permission_defs ADD COLUMN defined_by smallint NOT NULL DEFAULT 2;
ALTER TABLE permission_defs ADD COLUMN created_date timestamptz NOT NULL DEFAULT now();
ALTER TABLE permission_defs ADD COLUMN updated_date timestamptz;
-- Every permission definition so far was seeded from the product's own list.
UPDATE permission_defs SET defined_by = 1;

-- A new permission definition confers nothing until a link names it (links are watched on their own):
-- creating one is no grant, so only renaming and state changes are remembered for the guard.
DROP TRIGGER permission_defs_snapshot ON permission_defs;
CREATE TRIGGER permission_defs_snapshot BEFORE UPDATE OF state, name ON permission_defs FOR EACH ROW EXECUTE FUNCTION access_guard_snapshot('permission', 'permission_def_id');

-- The members and permissions tabs read links by the role or permission.
CREATE INDEX user_roles_role_idx ON user_roles (role_def_id);
CREATE INDEX user_permissions_permission_idx ON user_permissions (permission_def_id);
CREATE INDEX role_permissions_permission_idx ON role_permissions (permission_def_id);

-- Password policies: one row per category with a column per §3 field (NULL = the §5 default), a
-- uuid key, a title, the user source a further policy applies to, and Defined-by.
ALTER TABLE password_policies ADD COLUMN password_policy_id uuid;
UPDATE password_policies SET password_policy_id = md5('policy-' || category)::uuid;
ALTER TABLE password_policies ALTER COLUMN password_policy_id SET NOT NULL;
ALTER TABLE password_policies DROP CONSTRAINT password_policies_pkey;
ALTER TABLE password_policies ADD PRIMARY KEY (password_policy_id);
CREATE UNIQUE INDEX password_policies_name_key ON password_policies (lower(category));
ALTER TABLE password_policies ADD COLUMN title text;
ALTER TABLE password_policies ADD COLUMN description text;
ALTER TABLE password_policies ADD COLUMN user_source_id uuid REFERENCES user_sources;
ALTER TABLE password_policies ADD COLUMN defined_by smallint NOT NULL DEFAULT 2;
ALTER TABLE password_policies ADD COLUMN minimum_number_of_password_length integer;
ALTER TABLE password_policies ADD COLUMN maximum_number_of_password_length integer;
ALTER TABLE password_policies ADD COLUMN minimum_number_of_letters integer;
ALTER TABLE password_policies ADD COLUMN minimum_number_of_letters_lower_case integer;
ALTER TABLE password_policies ADD COLUMN minimum_number_of_letters_upper_case integer;
ALTER TABLE password_policies ADD COLUMN minimum_number_of_numeric_characters integer;
ALTER TABLE password_policies ADD COLUMN minimum_number_of_special_characters integer;
ALTER TABLE password_policies ADD COLUMN special_characters text;
ALTER TABLE password_policies ADD COLUMN required_category_count integer;
ALTER TABLE password_policies ADD COLUMN unlock_on_password_change boolean NOT NULL DEFAULT false;
ALTER TABLE password_policies ADD COLUMN created_date timestamptz NOT NULL DEFAULT now();
ALTER TABLE password_policies ADD COLUMN updated_date timestamptz;
UPDATE password_policies SET
  title = CASE category WHEN 'default' THEN 'Default' WHEN 'admin' THEN 'Administrators' ELSE category END,
  defined_by = CASE WHEN category IN ('default', 'admin') THEN 1 ELSE 2 END,
  minimum_number_of_password_length = (policy ->> 'MinimumNumberOfPasswordLength')::integer,
  maximum_number_of_password_length = (policy ->> 'MaximumNumberOfPasswordLength')::integer,
  minimum_number_of_letters = (policy ->> 'MinimumNumberOfLetters')::integer,
  minimum_number_of_letters_lower_case = (policy ->> 'MinimumNumberOfLettersLowerCase')::integer,
  minimum_number_of_letters_upper_case = (policy ->> 'MinimumNumberOfLettersUpperCase')::integer,
  minimum_number_of_numeric_characters = (policy ->> 'MinimumNumberOfNumericCharacters')::integer,
  minimum_number_of_special_characters = (policy ->> 'MinimumNumberOfSpecialCharacters')::integer,
  special_characters = policy ->> 'SpecialCharacters',
  required_category_count = (policy ->> 'RequiredCategoryCount')::integer,
  unlock_on_password_change = coalesce((policy ->> 'UnlockOnPasswordChange')::boolean, false);
ALTER TABLE password_policies ALTER COLUMN title SET NOT NULL;
ALTER TABLE password_policies DROP COLUMN policy;
-- One policy per user source.
CREATE UNIQUE INDEX password_policies_source_key ON password_policies (user_source_id) WHERE user_source_id IS NOT NULL;
