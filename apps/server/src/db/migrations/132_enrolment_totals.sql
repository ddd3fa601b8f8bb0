-- The Enrollment report's unfiltered total (issue 29): one row per enrolment plus one per user without
-- any, that is users + enrolments − enrolled users. Counting the distinct enrolled users took most of a
-- second at a million users on every uncached read; the two enrolment figures are kept here instead,
-- maintained in the writing statement from its transition tables. mfa_enrolments already notifies the
-- cached report totals (migration 126).
CREATE TABLE mfa_enrolment_totals (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  enrolments bigint NOT NULL,
  enrolled_users bigint NOT NULL
);
INSERT INTO mfa_enrolment_totals (enrolments, enrolled_users)
SELECT count(*), count(DISTINCT user_id) FROM mfa_enrolments;

-- `changes` holds, per user the statement touched, how many enrolments it gained (negative: lost).
CREATE FUNCTION mfa_enrolment_totals_apply(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Whether a user was enrolled before depends on enrolments other transactions may be writing: take the
  -- row's lock first, so the counts below are read after theirs commit (a fresh snapshot per statement).
  PERFORM 1 FROM mfa_enrolment_totals FOR UPDATE;
  UPDATE mfa_enrolment_totals t
     SET enrolments = t.enrolments + x.enrolments, enrolled_users = t.enrolled_users + x.enrolled_users
    FROM (SELECT coalesce(sum(ch.d), 0) AS enrolments,
                 coalesce(sum((cur.n > 0)::int - (cur.n - ch.d > 0)::int), 0) AS enrolled_users
            FROM (SELECT (c ->> 'u')::uuid AS u, sum((c ->> 'd')::bigint) AS d
                    FROM jsonb_array_elements(changes) c GROUP BY 1) ch
            CROSS JOIN LATERAL (SELECT count(*) AS n FROM mfa_enrolments e WHERE e.user_id = ch.u) cur) x;
END
$$;

CREATE FUNCTION mfa_enrolment_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('u', user_id, 'd', n)) INTO changes
      FROM (SELECT user_id, count(*) AS n FROM new_rows GROUP BY 1) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('u', user_id, 'd', -n)) INTO changes
      FROM (SELECT user_id, count(*) AS n FROM old_rows GROUP BY 1) x;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('u', user_id, 'd', n)) INTO changes
      FROM (SELECT user_id, sum(n) AS n FROM (SELECT user_id, 1 AS n FROM new_rows
                                              UNION ALL SELECT user_id, -1 FROM old_rows) d
             GROUP BY 1 HAVING sum(n) <> 0) x;
  END IF;
  IF changes IS NOT NULL THEN PERFORM mfa_enrolment_totals_apply(changes); END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER mfa_enrolments_totals_insert AFTER INSERT ON mfa_enrolments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mfa_enrolment_totals_follow();
CREATE TRIGGER mfa_enrolments_totals_update AFTER UPDATE ON mfa_enrolments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mfa_enrolment_totals_follow();
CREATE TRIGGER mfa_enrolments_totals_delete AFTER DELETE ON mfa_enrolments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mfa_enrolment_totals_follow();
-- A TRUNCATE has no transition table: the totals empty with it.
CREATE FUNCTION mfa_enrolment_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE mfa_enrolment_totals SET enrolments = 0, enrolled_users = 0;
  RETURN NULL;
END
$$;
CREATE TRIGGER mfa_enrolments_totals_truncate AFTER TRUNCATE ON mfa_enrolments
  FOR EACH STATEMENT EXECUTE FUNCTION mfa_enrolment_totals_truncate();
