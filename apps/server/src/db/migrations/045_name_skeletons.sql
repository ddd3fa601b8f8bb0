-- Look-alike user names (issue 23): each user's name key (names/name-rules.ts nameKey: the UTS #39
-- skeleton of the case-folded name), so a new name is checked against a million users with one index
-- probe. The server computes the key (the confusables table lives in JavaScript); rows written without
-- one (older databases, direct inserts) are filled at start (names/user-name-skeletons.ts), found
-- through the partial index.
ALTER TABLE users ADD COLUMN user_name_skeleton text;
CREATE INDEX users_user_name_skeleton_idx ON users (user_name_skeleton);
CREATE INDEX users_user_name_skeleton_missing_idx ON users (user_id) WHERE user_name_skeleton IS NULL;

-- A rename that does not also write the key leaves it empty (to be filled again), never stale.
CREATE FUNCTION users_forget_stale_skeleton() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_name IS DISTINCT FROM OLD.user_name
     AND NEW.user_name_skeleton IS NOT DISTINCT FROM OLD.user_name_skeleton THEN
    NEW.user_name_skeleton := NULL;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER users_forget_stale_skeleton BEFORE UPDATE OF user_name ON users
  FOR EACH ROW EXECUTE FUNCTION users_forget_stale_skeleton();
