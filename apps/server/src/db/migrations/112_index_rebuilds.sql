-- Issue 28 index maintenance (§2.9 rebuild-index, titled Index Maintenance): each rebuild asked for
-- one index, its state and progress as the rebuild job (domains/maintenance/indexes.ts) moves it.
CREATE TABLE index_rebuilds (
  rebuild_id uuid PRIMARY KEY,
  table_name text NOT NULL,
  index_name text NOT NULL,
  state text NOT NULL DEFAULT 'Queued' CHECK (state IN ('Queued', 'Running', 'Completed', 'Failed')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  requested_by_user_id uuid REFERENCES users ON DELETE SET NULL,
  requested_date timestamptz NOT NULL DEFAULT now(),
  finished_date timestamptz,
  error text
);
CREATE INDEX index_rebuilds_index ON index_rebuilds (index_name, requested_date DESC);
