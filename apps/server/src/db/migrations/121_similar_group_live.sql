-- Issue 29: the Similar Groups report counts pairs on request only while no run has completed and the
-- directory holds at most `max_memberships` memberships (counted up to that bound only). The pairs are
-- counted inside a PL/pgSQL function so the report's plan does not carry the cost of a pairwise count it
-- will not run (PostgreSQL JIT-compiled it on every page otherwise).
CREATE FUNCTION similar_groups_are_live(max_memberships integer) RETURNS boolean
  LANGUAGE sql STABLE AS $$
    SELECT NOT EXISTS (SELECT 1 FROM similar_group_runs WHERE state = 'Completed')
       AND (SELECT count(*) FROM (SELECT 1 FROM group_members LIMIT max_memberships + 1) m) <= max_memberships
  $$;

CREATE FUNCTION similar_group_live_pairs(max_memberships integer)
  RETURNS TABLE (ga uuid, gb uuid, na integer, nb integer, shared integer, similarity float8)
  LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  IF NOT similar_groups_are_live(max_memberships) THEN
    RETURN;
  END IF;
  RETURN QUERY
    SELECT p.ga, p.gb, c1.n, c2.n, p.shared, round(p.shared::numeric / (c1.n + c2.n - p.shared), 4)::float8
      FROM (SELECT a.group_def_id AS ga, b.group_def_id AS gb, count(*)::int AS shared
              FROM group_members a JOIN group_members b ON b.user_id = a.user_id AND b.group_def_id > a.group_def_id
             GROUP BY 1, 2) p
      JOIN (SELECT m.group_def_id, count(*)::int AS n FROM group_members m GROUP BY 1) c1 ON c1.group_def_id = p.ga
      JOIN (SELECT m.group_def_id, count(*)::int AS n FROM group_members m GROUP BY 1) c2 ON c2.group_def_id = p.gb;
END
$$;
