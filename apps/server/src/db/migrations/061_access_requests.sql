-- Access requests for access packages (spec §2.5 /userauthrequests/list; domains/access-packages/requests.ts).
-- States and transitions: api-client governance/request-lifecycle.ts.
CREATE TABLE access_requests (
  access_request_id uuid PRIMARY KEY,
  access_package_id uuid NOT NULL REFERENCES access_packages ON DELETE CASCADE,
  requester_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  justification text NOT NULL DEFAULT '',
  answers jsonb NOT NULL DEFAULT '[]'::jsonb,
  state text NOT NULL,
  current_stage integer NOT NULL DEFAULT 0,
  approval_stages integer NOT NULL,
  reason text,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz
);
CREATE INDEX access_requests_requester_idx ON access_requests (requester_id, created_date DESC);
CREATE INDEX access_requests_open_idx ON access_requests (access_package_id, requester_id) WHERE state IN ('Submitted', 'PendingApproval', 'Delivering');

CREATE TABLE access_request_decisions (
  access_request_id uuid NOT NULL REFERENCES access_requests ON DELETE CASCADE,
  stage integer NOT NULL,
  approver_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  is_approved boolean NOT NULL,
  justification text NOT NULL DEFAULT '',
  decided_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (access_request_id, stage)
);
