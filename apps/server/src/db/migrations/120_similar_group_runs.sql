-- Issue 29: the Similar Groups report as a job. A run counts, in the database, the Jaccard similarity of
-- every pair of groups sharing members (domains/reports/similar-groups-job.ts) and keeps the pairs at or
-- above its threshold until the next run completes. At most one run is queued or running at a time.
CREATE TABLE similar_group_runs (
  run_id uuid PRIMARY KEY,
  state text NOT NULL DEFAULT 'Queued' CHECK (state IN ('Queued', 'Running', 'Completed', 'Failed')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  threshold float8 NOT NULL CHECK (threshold > 0 AND threshold <= 1),
  group_count integer,
  pair_count integer,
  requested_by_user_id uuid REFERENCES users ON DELETE SET NULL,
  requested_date timestamptz NOT NULL DEFAULT now(),
  finished_date timestamptz,
  error text
);
CREATE UNIQUE INDEX similar_group_runs_one_active ON similar_group_runs ((true)) WHERE state IN ('Queued', 'Running');
CREATE INDEX similar_group_runs_completed ON similar_group_runs (finished_date DESC) WHERE state = 'Completed';

-- Members per group when the run started (the denominators), and the pairs it found.
CREATE TABLE similar_group_sizes (
  run_id uuid NOT NULL REFERENCES similar_group_runs ON DELETE CASCADE,
  group_def_id uuid NOT NULL,
  members integer NOT NULL,
  PRIMARY KEY (run_id, group_def_id)
);
CREATE TABLE similar_group_pairs (
  run_id uuid NOT NULL REFERENCES similar_group_runs ON DELETE CASCADE,
  group_a uuid NOT NULL,
  group_b uuid NOT NULL,
  members_a integer NOT NULL,
  members_b integer NOT NULL,
  shared_members integer NOT NULL,
  similarity float8 NOT NULL,
  PRIMARY KEY (run_id, group_a, group_b)
);
CREATE INDEX similar_group_pairs_similarity ON similar_group_pairs (run_id, similarity DESC);
