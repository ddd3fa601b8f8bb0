-- Automation rules that act (issue 27, spec §2.10 automation).
--
-- A rule's owner is the user who last saved it: its actions run with that user's rights (the
-- no-escalation rule of migration 010 holds for them), so whoever changes what a rule does or whom it
-- selects answers for it. A deleted owner leaves the rule without one: its access actions then fail
-- (recorded on the run) until someone saves it again.
ALTER TABLE rules ADD COLUMN owner_user_id uuid REFERENCES users ON DELETE SET NULL;

-- What a rule does to a user who starts passing it (on_event 'Enter') or stops passing it ('Leave').
-- target_id names the group (AddToGroup, RemoveFromGroup), or the notification definition, webhook or
-- flow (Notify, Webhook, StartFlow: their tables belong to other areas, so no foreign key here).
CREATE TABLE rule_actions (
  rule_action_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rule_id uuid NOT NULL REFERENCES rules ON DELETE CASCADE,
  sort integer NOT NULL,
  on_event text NOT NULL CHECK (on_event IN ('Enter', 'Leave')),
  kind text NOT NULL CHECK (kind IN ('AddToGroup', 'RemoveFromGroup', 'DisableUser', 'Notify', 'Webhook', 'StartFlow')),
  target_id uuid,
  UNIQUE (rule_id, sort)
);
CREATE INDEX rule_actions_target_idx ON rule_actions (target_id) WHERE target_id IS NOT NULL;

-- The users a rule passed at its last run: a run's entered and left users are set differences against
-- this table, computed in SQL.
CREATE TABLE rule_members (
  rule_id uuid NOT NULL REFERENCES rules ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  PRIMARY KEY (rule_id, user_id)
);
CREATE INDEX rule_members_user_idx ON rule_members (user_id);

-- One row per evaluation of a rule. The Automation report reads exactly these columns.
CREATE TABLE rule_runs (
  run_id uuid PRIMARY KEY,
  rule_id uuid NOT NULL REFERENCES rules ON DELETE CASCADE,
  trigger text NOT NULL CHECK (trigger IN ('Schedule', 'UserChange', 'Manual')),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  users_in integer NOT NULL DEFAULT 0,
  users_out integer NOT NULL DEFAULT 0,
  errors integer NOT NULL DEFAULT 0,
  error_text text
);
CREATE INDEX rule_runs_rule_idx ON rule_runs (rule_id, started_at DESC, run_id);

-- Who entered (is_entered) and who left the rule in each run: what the transition listeners are given,
-- read back in batches after the run commits. No foreign key to users: the record outlives a deletion.
CREATE TABLE rule_run_users (
  run_id uuid NOT NULL REFERENCES rule_runs ON DELETE CASCADE,
  user_id uuid NOT NULL,
  is_entered boolean NOT NULL,
  PRIMARY KEY (run_id, user_id)
);

-- Users whose attributes a rule reads changed: listening servers queue one debounced evaluation
-- (domains/automation/user-change.ts). Sign-in bookkeeping (last sign-in, failed attempts, lock-out) is
-- left to the schedule, so signing in does not evaluate every rule; a rule run's own writes set
-- portcullis.rule_run and do not notify, so a run never queues another.
CREATE FUNCTION portcullis_notify_rule_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('portcullis.rule_run', true), '') = '' THEN
    PERFORM pg_notify('portcullis_rule_users', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_notify_rules AFTER INSERT OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_rule_users();
CREATE TRIGGER users_update_notify_rules AFTER UPDATE OF user_name, display_name, first_name, last_name, email,
  is_enabled, is_mfa_enabled, user_type, user_source_id ON users
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_rule_users();
CREATE TRIGGER group_members_notify_rules AFTER INSERT OR DELETE ON group_members
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_rule_users();
