-- Shared-account password reveals through an approval flow (spec §4 shared accounts, issue 27;
-- server domains/shared-reveals). A shared account may name the flow its reveals go through; each
-- delegated user's request is the subject of one flow item. A flow in use cannot be deleted (no
-- cascade): dropping it silently would turn approved-only reveals into direct ones.
CREATE TABLE shared_account_reveal_flows (
  account_id uuid PRIMARY KEY REFERENCES users ON DELETE CASCADE,
  flow_id uuid NOT NULL REFERENCES flows,
  updated_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shared_account_reveal_requests (
  reveal_request_id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  requester_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  flow_item_id uuid REFERENCES flow_items ON DELETE SET NULL,
  state text NOT NULL DEFAULT 'Pending' CHECK (state IN ('Pending', 'Approved', 'Denied')),
  created_date timestamptz NOT NULL DEFAULT now(),
  decided_date timestamptz,
  expires_date timestamptz
);
CREATE INDEX shared_account_reveal_requests_user_idx
  ON shared_account_reveal_requests (account_id, requester_id, created_date DESC);
-- One waiting request per delegated user and account.
CREATE UNIQUE INDEX shared_account_reveal_requests_pending_key
  ON shared_account_reveal_requests (account_id, requester_id) WHERE state = 'Pending';
