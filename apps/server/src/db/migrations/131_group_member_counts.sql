-- Members per group (issue 29: the Identity Matrix's total at a million users). The matrix counts one pair
-- per membership and one per membership of a group holding an application or a role: kept per group here,
-- that total is a sum over groups instead of a scan of every membership. Maintained in the writing
-- statement from its transition tables (one upsert per group a statement touches), like the users per
-- source of migration 126; group_members already notifies the cached totals (migration 126).
CREATE TABLE group_member_counts (
  group_def_id uuid PRIMARY KEY REFERENCES group_defs ON DELETE CASCADE,
  members bigint NOT NULL DEFAULT 0
);
INSERT INTO group_member_counts (group_def_id, members)
SELECT group_def_id, count(*) FROM group_members GROUP BY group_def_id;

CREATE FUNCTION group_member_counts_apply(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO group_member_counts AS c (group_def_id, members)
  SELECT (d ->> 'g')::uuid, sum((d ->> 'n')::bigint)
    FROM jsonb_array_elements(deltas) d
   -- a group deleted in this statement (its memberships cascading) is left out: its row goes with it
   WHERE EXISTS (SELECT 1 FROM group_defs g WHERE g.group_def_id = (d ->> 'g')::uuid)
   GROUP BY 1 ORDER BY 1 -- one lock order for every writer: no deadlock between two statements
  ON CONFLICT (group_def_id) DO UPDATE SET members = c.members + excluded.members
$$;

CREATE FUNCTION group_member_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('g', group_def_id, 'n', n)) INTO deltas
      FROM (SELECT group_def_id, count(*) AS n FROM new_rows GROUP BY 1) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('g', group_def_id, 'n', -n)) INTO deltas
      FROM (SELECT group_def_id, count(*) AS n FROM old_rows GROUP BY 1) x;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('g', group_def_id, 'n', n)) INTO deltas
      FROM (SELECT group_def_id, sum(n) AS n FROM (
              SELECT group_def_id, 1 AS n FROM new_rows UNION ALL SELECT group_def_id, -1 FROM old_rows) d
             GROUP BY 1 HAVING sum(n) <> 0) x;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM group_member_counts_apply(deltas); END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER group_members_counts_insert AFTER INSERT ON group_members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION group_member_counts_follow();
CREATE TRIGGER group_members_counts_update AFTER UPDATE ON group_members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION group_member_counts_follow();
CREATE TRIGGER group_members_counts_delete AFTER DELETE ON group_members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION group_member_counts_follow();
CREATE FUNCTION group_member_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE group_member_counts SET members = 0;
  RETURN NULL;
END
$$;
CREATE TRIGGER group_members_counts_truncate AFTER TRUNCATE ON group_members
  FOR EACH STATEMENT EXECUTE FUNCTION group_member_counts_truncate();
