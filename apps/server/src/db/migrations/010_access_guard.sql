-- Delegated administration that cannot escalate (issue 11). Same SQL on PGlite and PostgreSQL.
--
-- Effective permissions, the one definition the server, the guard and the session use:
-- * a role confers its permissions while the role is active (state 1) and each permission is active;
--   an active super-admin role confers everything, written '*';
-- * a group confers the roles and permissions of itself and of every ancestor (parent_id upwards);
--   a disabled group confers nothing of its own, but its subgroups still inherit from active ancestors;
-- * a user holds their direct permissions, their roles' and their groups'; users.is_super_admin is '*';
-- * applications confer no console permission; a disabled definition confers nothing.

CREATE VIEW role_grants AS
  SELECT r.role_def_id, '*'::text AS name FROM role_defs r WHERE r.state = 1 AND r.is_super_admin
  UNION
  SELECT rp.role_def_id, p.name FROM role_permissions rp
    JOIN role_defs r ON r.role_def_id = rp.role_def_id AND r.state = 1
    JOIN permission_defs p ON p.permission_def_id = rp.permission_def_id AND p.state = 1;

-- What groups confer, walking up at most 64 parents (the server refuses cycles; the bound stops one anyway).
-- Id sets are joined through unnest (hash or index joins), never compared with = ANY row by row.
-- PL/pgSQL (RETURN QUERY) rather than SQL functions: their plans are cached per session, which matters
-- when the guard's row triggers call them once per changed row.
CREATE FUNCTION group_grants_of(p_groups uuid[]) RETURNS TABLE (group_def_id uuid, name text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  WITH RECURSIVE lineage (member_group, ancestor, depth) AS (
    SELECT g.group_def_id, g.group_def_id, 0 FROM group_defs g JOIN unnest(p_groups) AS w(id) ON w.id = g.group_def_id
    UNION ALL
    SELECT l.member_group, g.parent_id, l.depth + 1 FROM lineage l JOIN group_defs g ON g.group_def_id = l.ancestor
     WHERE g.parent_id IS NOT NULL AND l.depth < 64
  ), active AS (
    SELECT DISTINCT l.member_group, l.ancestor FROM lineage l JOIN group_defs a ON a.group_def_id = l.ancestor AND a.state = 1
  )
  SELECT a.member_group, p.name FROM active a
    JOIN group_permissions gp ON gp.group_def_id = a.ancestor
    JOIN permission_defs p ON p.permission_def_id = gp.permission_def_id AND p.state = 1
  UNION
  SELECT a.member_group, rg.name FROM active a
    JOIN group_roles gr ON gr.group_def_id = a.ancestor
    JOIN role_grants rg ON rg.role_def_id = gr.role_def_id;
END
$$;

CREATE FUNCTION user_grants_of(p_users uuid[]) RETURNS TABLE (user_id uuid, name text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  WITH who AS (SELECT DISTINCT w.id FROM unnest(p_users) AS w(id)),
  memberships AS (SELECT gm.user_id, gm.group_def_id FROM group_members gm JOIN who ON who.id = gm.user_id)
  SELECT u.user_id, '*'::text FROM users u JOIN who ON who.id = u.user_id WHERE u.is_super_admin
  UNION
  SELECT up.user_id, p.name FROM user_permissions up JOIN who ON who.id = up.user_id
    JOIN permission_defs p ON p.permission_def_id = up.permission_def_id AND p.state = 1
  UNION
  SELECT ur.user_id, rg.name FROM user_roles ur JOIN who ON who.id = ur.user_id
    JOIN role_grants rg ON rg.role_def_id = ur.role_def_id
  UNION
  SELECT m.user_id, gg.name FROM memberships m
    JOIN group_grants_of(ARRAY(SELECT DISTINCT x.group_def_id FROM memberships x)) gg ON gg.group_def_id = m.group_def_id;
END
$$;

CREATE INDEX users_super_admin_idx ON users (user_id) WHERE is_super_admin;

-- Enabled users holding '*' (the last of them cannot be disabled, deleted or demoted).
CREATE FUNCTION enabled_super_admin_count() RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT count(*)::int FROM users u WHERE u.is_enabled AND u.user_id IN (
    SELECT s.user_id FROM users s WHERE s.is_super_admin
    UNION
    SELECT ur.user_id FROM user_roles ur JOIN role_grants rg ON rg.role_def_id = ur.role_def_id AND rg.name = '*'
    UNION
    SELECT gm.user_id FROM group_members gm
      JOIN group_grants_of(ARRAY(SELECT g.group_def_id FROM group_defs g)) gg ON gg.group_def_id = gm.group_def_id AND gg.name = '*')
$$;

-- What principals held before a guarded write first touched them: a marker row (name '') and one row
-- per permission. Rows live only inside the write's transaction: the guard deletes them before commit,
-- and no other transaction ever sees uncommitted rows.
CREATE TABLE access_snapshots (
  kind text NOT NULL,
  id uuid NOT NULL,
  name text NOT NULL,
  -- On the marker row: how the principal reads (a refusal names it even when the write deleted it).
  label text
);
CREATE INDEX access_snapshots_key ON access_snapshots (kind, id);

CREATE FUNCTION access_snapshot(p_kind text, p_id uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_id IS NULL OR EXISTS (SELECT 1 FROM access_snapshots s WHERE s.kind = p_kind AND s.id = p_id) THEN
    RETURN;
  END IF;
  INSERT INTO access_snapshots (kind, id, name, label) VALUES (p_kind, p_id, '', CASE p_kind
    WHEN 'user' THEN (SELECT u.user_name FROM users u WHERE u.user_id = p_id)
    WHEN 'group' THEN (SELECT g.title FROM group_defs g WHERE g.group_def_id = p_id)
    WHEN 'role' THEN (SELECT r.title FROM role_defs r WHERE r.role_def_id = p_id)
    ELSE (SELECT d.name FROM permission_defs d WHERE d.permission_def_id = p_id) END);
  IF p_kind = 'user' THEN
    INSERT INTO access_snapshots (kind, id, name) SELECT 'user', g.user_id, g.name FROM user_grants_of(ARRAY[p_id]) g;
  ELSIF p_kind = 'group' THEN
    INSERT INTO access_snapshots (kind, id, name) SELECT 'group', g.group_def_id, g.name FROM group_grants_of(ARRAY[p_id]) g;
  ELSIF p_kind = 'role' THEN
    INSERT INTO access_snapshots (kind, id, name) SELECT 'role', r.role_def_id, r.name FROM role_grants r WHERE r.role_def_id = p_id;
  ELSIF p_kind = 'permission' THEN
    INSERT INTO access_snapshots (kind, id, name)
      SELECT 'permission', p.permission_def_id, p.name FROM permission_defs p WHERE p.permission_def_id = p_id AND p.state = 1;
  END IF;
END
$$;

-- Remembers many users at once, before a write that is known to change them (bulk actions, a rule-based
-- sync): one set-based query instead of one per changed row in the triggers below.
CREATE FUNCTION access_snapshot_users(p_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  marked uuid[];
BEGIN
  IF coalesce(current_setting('portcullis.grant_scope', true), '') <> 'guarded' THEN
    RETURN;
  END IF;
  WITH added AS (
    INSERT INTO access_snapshots (kind, id, name, label)
      SELECT 'user', u.user_id, '', u.user_name FROM users u JOIN (SELECT DISTINCT w.id FROM unnest(p_ids) AS w(id)) w ON w.id = u.user_id
       WHERE NOT EXISTS (SELECT 1 FROM access_snapshots s WHERE s.kind = 'user' AND s.id = u.user_id)
      RETURNING id)
  SELECT array_agg(added.id) INTO marked FROM added;
  INSERT INTO access_snapshots (kind, id, name) SELECT 'user', g.user_id, g.name FROM user_grants_of(marked) g;
END
$$;

-- The access tables change only inside a write that declares `grants` in the contract: the server sets
-- portcullis.grant_scope for the transaction ('guarded' for a caller who is not a super admin, 'super'
-- for a super admin, 'seed' for seeding and fixtures). Anything else is refused here (SQLSTATE PC001),
-- so a new call that confers access without declaring it fails on its first write.
CREATE FUNCTION access_guard_scope() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('portcullis.grant_scope', true), '') = '' THEN
    RAISE EXCEPTION 'The access table % changed outside a declared grant.', TG_TABLE_NAME USING ERRCODE = 'PC001';
  END IF;
  RETURN NULL;
END
$$;

-- Before a guarded write changes what a principal holds, remember what it held (TG_ARGV: kind, key column).
CREATE FUNCTION access_guard_snapshot() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('portcullis.grant_scope', true), '') = '' THEN
    RAISE EXCEPTION 'The access table % changed outside a declared grant.', TG_TABLE_NAME USING ERRCODE = 'PC001';
  END IF;
  IF current_setting('portcullis.grant_scope', true) = 'guarded' THEN
    IF TG_OP <> 'DELETE' THEN PERFORM access_snapshot(TG_ARGV[0], (to_jsonb(NEW) ->> TG_ARGV[1])::uuid); END IF;
    IF TG_OP <> 'INSERT' THEN PERFORM access_snapshot(TG_ARGV[0], (to_jsonb(OLD) ->> TG_ARGV[1])::uuid); END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;

-- Leaving a group that confers super-admin rights removes them: remember the member (a rule-based
-- sync may do this; only super admins may). Other removals cannot make anyone gain and are not remembered.
CREATE FUNCTION access_guard_membership_loss() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portcullis.grant_scope', true) = 'guarded'
     AND EXISTS (SELECT 1 FROM group_grants_of(ARRAY[OLD.group_def_id]) g WHERE g.name = '*') THEN
    PERFORM access_snapshot('user', OLD.user_id);
  END IF;
  RETURN OLD;
END
$$;

-- Links that give users access. Removing one cannot make anyone gain (no snapshot), but still needs the scope.
CREATE TRIGGER user_roles_scope BEFORE INSERT OR UPDATE OR DELETE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION access_guard_scope();
CREATE TRIGGER user_roles_snapshot BEFORE INSERT OR UPDATE ON user_roles FOR EACH ROW EXECUTE FUNCTION access_guard_snapshot('user', 'user_id');
CREATE TRIGGER user_permissions_scope BEFORE INSERT OR UPDATE OR DELETE ON user_permissions FOR EACH STATEMENT EXECUTE FUNCTION access_guard_scope();
CREATE TRIGGER user_permissions_snapshot BEFORE INSERT OR UPDATE ON user_permissions FOR EACH ROW EXECUTE FUNCTION access_guard_snapshot('user', 'user_id');
CREATE TRIGGER group_members_scope BEFORE INSERT OR UPDATE OR DELETE ON group_members FOR EACH STATEMENT EXECUTE FUNCTION access_guard_scope();
CREATE TRIGGER group_members_snapshot BEFORE INSERT OR UPDATE ON group_members FOR EACH ROW EXECUTE FUNCTION access_guard_snapshot('user', 'user_id');
CREATE TRIGGER group_members_super_loss BEFORE DELETE ON group_members FOR EACH ROW EXECUTE FUNCTION access_guard_membership_loss();
CREATE TRIGGER user_applications_scope BEFORE INSERT OR UPDATE OR DELETE ON user_applications FOR EACH STATEMENT EXECUTE FUNCTION access_guard_scope();
CREATE TRIGGER user_applications_snapshot BEFORE INSERT OR UPDATE ON user_applications FOR EACH ROW EXECUTE FUNCTION access_guard_snapshot('user', 'user_id');
CREATE TRIGGER users_super_admin_scope BEFORE UPDATE OF is_super_admin ON users FOR EACH STATEMENT EXECUTE FUNCTION access_guard_scope();
CREATE TRIGGER users_super_admin_snapshot BEFORE UPDATE OF is_super_admin ON users FOR EACH ROW EXECUTE FUNCTION access_guard_snapshot('user', 'user_id');
CREATE TRIGGER users_super_admin_insert BEFORE INSERT ON users FOR EACH ROW WHEN (NEW.is_super_admin) EXECUTE FUNCTION access_guard_snapshot('user', 'user_id');

-- What groups, roles and permission definitions confer (deleting one of them is watched too: removing
-- super-admin rights is for super admins only).
CREATE TRIGGER group_roles_scope BEFORE INSERT OR UPDATE OR DELETE ON group_roles FOR EACH STATEMENT EXECUTE FUNCTION access_guard_scope();
CREATE TRIGGER group_roles_snapshot BEFORE INSERT OR UPDATE OR DELETE ON group_roles FOR EACH ROW EXECUTE FUNCTION access_guard_snapshot('group', 'group_def_id');
CREATE TRIGGER group_permissions_scope BEFORE INSERT OR UPDATE OR DELETE ON group_permissions FOR EACH STATEMENT EXECUTE FUNCTION access_guard_scope();
CREATE TRIGGER group_permissions_snapshot BEFORE INSERT OR UPDATE OR DELETE ON group_permissions FOR EACH ROW EXECUTE FUNCTION access_guard_snapshot('group', 'group_def_id');
CREATE TRIGGER group_defs_scope BEFORE INSERT OR UPDATE OF parent_id, state OR DELETE ON group_defs FOR EACH STATEMENT EXECUTE FUNCTION access_guard_scope();
CREATE TRIGGER group_defs_snapshot BEFORE INSERT OR UPDATE OF parent_id, state OR DELETE ON group_defs FOR EACH ROW EXECUTE FUNCTION access_guard_snapshot('group', 'group_def_id');
CREATE TRIGGER role_permissions_scope BEFORE INSERT OR UPDATE OR DELETE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION access_guard_scope();
CREATE TRIGGER role_permissions_snapshot BEFORE INSERT OR UPDATE OR DELETE ON role_permissions FOR EACH ROW EXECUTE FUNCTION access_guard_snapshot('role', 'role_def_id');
CREATE TRIGGER role_defs_scope BEFORE INSERT OR UPDATE OF state, is_super_admin OR DELETE ON role_defs FOR EACH STATEMENT EXECUTE FUNCTION access_guard_scope();
CREATE TRIGGER role_defs_snapshot BEFORE INSERT OR UPDATE OF state, is_super_admin OR DELETE ON role_defs FOR EACH ROW EXECUTE FUNCTION access_guard_snapshot('role', 'role_def_id');
CREATE TRIGGER permission_defs_scope BEFORE INSERT OR UPDATE OF state, name OR DELETE ON permission_defs FOR EACH STATEMENT EXECUTE FUNCTION access_guard_scope();
CREATE TRIGGER permission_defs_snapshot BEFORE INSERT OR UPDATE OF state, name ON permission_defs FOR EACH ROW EXECUTE FUNCTION access_guard_snapshot('permission', 'permission_def_id');

-- Owners of objects: a ManageBy owner of a shared account may reveal its password (delegation).
CREATE TRIGGER object_owners_scope BEFORE INSERT OR UPDATE OR DELETE ON object_owners FOR EACH STATEMENT EXECUTE FUNCTION access_guard_scope();

-- The refused attempts (escalation, protected accounts) are security events in the audit list.
INSERT INTO audit_types (audit_type_id, name, description, information_type)
  VALUES (md5('audit-type-AccessRefused')::uuid, 'AccessRefused', 'Access change refused', 4)
  ON CONFLICT (name) DO NOTHING;

-- Configuration values marked secret are never returned by any call.
ALTER TABLE configuration ADD COLUMN is_secret boolean NOT NULL DEFAULT false;
