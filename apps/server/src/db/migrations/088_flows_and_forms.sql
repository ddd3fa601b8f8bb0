-- Workflow (spec §2.10, issue 27): form definitions, approval flows and their running items
-- (api-client resources/definitions/form-def.ts, flow.ts, flow-item.ts; server domains/flows).

CREATE TABLE form_defs (
  form_def_id uuid PRIMARY KEY,
  title text NOT NULL,
  name text NOT NULL,
  description text,
  fields jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz
);
CREATE UNIQUE INDEX form_defs_name_key ON form_defs (lower(name));

CREATE TABLE flows (
  flow_id uuid PRIMARY KEY,
  title text NOT NULL,
  name text NOT NULL,
  description text,
  form_def_id uuid REFERENCES form_defs,
  stage_order integer NOT NULL DEFAULT 0,
  stages jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz
);
CREATE UNIQUE INDEX flows_name_key ON flows (lower(name));

-- One running flow per request it decides (subject: an access request today).
CREATE TABLE flow_items (
  flow_item_id uuid PRIMARY KEY,
  flow_id uuid NOT NULL REFERENCES flows,
  subject_type text NOT NULL,
  subject_id uuid NOT NULL,
  subject_title text NOT NULL,
  object_type text,
  object_id uuid,
  requester_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  answers jsonb NOT NULL DEFAULT '[]'::jsonb,
  state text NOT NULL DEFAULT 'Pending',
  created_date timestamptz NOT NULL DEFAULT now(),
  completed_date timestamptz
);
CREATE INDEX flow_items_flow_idx ON flow_items (flow_id, created_date DESC);
CREATE UNIQUE INDEX flow_items_subject_key ON flow_items (subject_type, subject_id);

-- Each stage of an item: the approvers resolved when it started, its rule and its timeout.
CREATE TABLE flow_item_stages (
  flow_item_id uuid NOT NULL REFERENCES flow_items ON DELETE CASCADE,
  stage_index integer NOT NULL,
  title text NOT NULL,
  decision text NOT NULL,
  state text NOT NULL,
  approver_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  fallback_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  timeout_hours integer,
  due_date timestamptz,
  is_escalated boolean NOT NULL DEFAULT false,
  PRIMARY KEY (flow_item_id, stage_index)
);
CREATE INDEX flow_item_stages_due_idx ON flow_item_stages (due_date) WHERE state = 'Pending' AND NOT is_escalated;

CREATE TABLE flow_item_decisions (
  flow_item_id uuid NOT NULL REFERENCES flow_items ON DELETE CASCADE,
  stage_index integer NOT NULL,
  approver_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  is_approved boolean NOT NULL,
  justification text NOT NULL DEFAULT '',
  decided_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (flow_item_id, stage_index, approver_id)
);

-- The item's history, in order: started, stage waiting, escalated, decided, skipped, finished.
CREATE TABLE flow_item_events (
  seq bigserial PRIMARY KEY,
  flow_item_id uuid NOT NULL REFERENCES flow_items ON DELETE CASCADE,
  event_date timestamptz NOT NULL DEFAULT now(),
  actor_id uuid,
  what text NOT NULL
);
CREATE INDEX flow_item_events_item_idx ON flow_item_events (flow_item_id, seq);

-- An access package's request policy may name a flow (approval stages 3: "through a flow").
ALTER TABLE access_packages ADD COLUMN flow_id uuid REFERENCES flows;
ALTER TABLE access_packages DROP CONSTRAINT access_packages_approval_stages_check;
ALTER TABLE access_packages ADD CONSTRAINT access_packages_approval_stages_check CHECK (approval_stages BETWEEN 0 AND 3);
ALTER TABLE access_requests ADD COLUMN flow_item_id uuid REFERENCES flow_items;
