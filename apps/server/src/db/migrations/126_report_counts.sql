-- Reports at a million users (issue 29). Two kinds of count stop being recounted on every request:
--
-- 1. The totals of the reports' pages are kept in the server's list-count cache (ServerContext.listCounts),
--    like the user list's: every table a cached report total reads tells the listening servers when it
--    changes (the 042 notify function), whatever process or code path wrote it, so a cached total is
--    never stale.
CREATE TRIGGER audit_entries_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER audit_types_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON audit_types
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER user_agreements_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_agreements
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER mfa_enrolments_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mfa_enrolments
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER authenticators_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON authenticators
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER group_members_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_members
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER group_defs_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_defs
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER user_applications_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_applications
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER group_applications_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_applications
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER applications_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER user_roles_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER group_roles_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_roles
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER role_defs_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_defs
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER package_only_links_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON package_only_links
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();

CREATE TRIGGER permission_defs_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON permission_defs
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER role_permissions_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER group_permissions_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER user_permissions_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER access_package_permissions_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON access_package_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER source_accounts_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON source_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER similar_group_runs_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON similar_group_runs
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
CREATE TRIGGER similar_group_pairs_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON similar_group_pairs
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();

-- 2. Users per source (the User Source report) are kept per source, maintained in the writing statement
--    from its transition tables (one upsert per source a statement touches, not one per row), so the
--    report reads a row per source instead of grouping a million users.
CREATE TABLE user_source_counts (
  user_source_id uuid PRIMARY KEY REFERENCES user_sources ON DELETE CASCADE,
  users bigint NOT NULL DEFAULT 0,
  disabled bigint NOT NULL DEFAULT 0
);
INSERT INTO user_source_counts (user_source_id, users, disabled)
SELECT user_source_id, count(*), count(*) FILTER (WHERE NOT is_enabled) FROM users
 WHERE user_source_id IS NOT NULL GROUP BY user_source_id;

CREATE FUNCTION user_source_counts_apply(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO user_source_counts AS c (user_source_id, users, disabled)
  SELECT (d ->> 's')::uuid, sum((d ->> 'n')::bigint), sum((d ->> 'off')::bigint)
    FROM jsonb_array_elements(deltas) d
   WHERE EXISTS (SELECT 1 FROM user_sources s WHERE s.user_source_id = (d ->> 's')::uuid)
   GROUP BY 1 ORDER BY 1 -- one lock order for every writer: no deadlock between two statements
  ON CONFLICT (user_source_id) DO UPDATE SET users = c.users + excluded.users, disabled = c.disabled + excluded.disabled
$$;

CREATE FUNCTION user_source_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('s', user_source_id, 'n', n, 'off', off)) INTO deltas
      FROM (SELECT user_source_id, count(*) AS n, count(*) FILTER (WHERE NOT is_enabled) AS off
              FROM new_rows WHERE user_source_id IS NOT NULL GROUP BY 1) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('s', user_source_id, 'n', -n, 'off', -off)) INTO deltas
      FROM (SELECT user_source_id, count(*) AS n, count(*) FILTER (WHERE NOT is_enabled) AS off
              FROM old_rows WHERE user_source_id IS NOT NULL GROUP BY 1) x;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('s', user_source_id, 'n', n, 'off', off)) INTO deltas
      FROM (SELECT user_source_id, sum(n) AS n, sum(off) AS off FROM (
              SELECT user_source_id, 1 AS n, CASE WHEN is_enabled THEN 0 ELSE 1 END AS off FROM new_rows
              UNION ALL
              SELECT user_source_id, -1, CASE WHEN is_enabled THEN 0 ELSE -1 END FROM old_rows) d
             WHERE user_source_id IS NOT NULL GROUP BY 1 HAVING sum(n) <> 0 OR sum(off) <> 0) x;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM user_source_counts_apply(deltas); END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_source_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_source_counts_follow();
CREATE TRIGGER users_source_counts_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_source_counts_follow();
CREATE TRIGGER users_source_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_source_counts_follow();
-- A TRUNCATE of users has no transition table: it empties the counts with it.
CREATE FUNCTION user_source_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_source_counts SET users = 0, disabled = 0;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_source_counts_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION user_source_counts_truncate();
-- The counts change only with users, whose own trigger (042) already clears the cached report totals.
