-- StartFlow rule actions that run (issue 27; server domains/automation/start-flow-actions.ts): one row
-- per user a rule's move sent through a flow, the subject (RuleMembership) of that user's flow item.
-- The unique key makes a run start each action's flow at most once per user, however often its
-- transitions are delivered. No foreign keys to rules or runs: the record outlives them, as the item does.
CREATE TABLE rule_flow_starts (
  rule_flow_start_id uuid PRIMARY KEY,
  rule_id uuid NOT NULL,
  run_id uuid NOT NULL,
  action_index integer NOT NULL,
  on_event text NOT NULL CHECK (on_event IN ('Enter', 'Leave')),
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  flow_id uuid NOT NULL REFERENCES flows,
  flow_item_id uuid REFERENCES flow_items ON DELETE SET NULL,
  state text NOT NULL DEFAULT 'Pending' CHECK (state IN ('Pending', 'Confirmed', 'Rejected')),
  created_date timestamptz NOT NULL DEFAULT now(),
  decided_date timestamptz,
  UNIQUE (run_id, action_index, user_id)
);
CREATE INDEX rule_flow_starts_rule_idx ON rule_flow_starts (rule_id, created_date DESC);
