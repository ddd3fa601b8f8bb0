-- Export jobs (spec §7 Export, §4 export state: New 0, Processing 1, Completed 2, Failed 3) and export settings.
CREATE TABLE export_jobs (
  export_id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  name text NOT NULL,
  object_name text NOT NULL,
  format text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  state smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1, 2, 3)),
  row_count integer NOT NULL DEFAULT 0,
  file_name text,
  created_date timestamptz NOT NULL DEFAULT now(),
  completed_date timestamptz,
  error text
);
CREATE INDEX export_jobs_user_created ON export_jobs (user_id, created_date DESC, export_id);
CREATE INDEX export_jobs_unfinished ON export_jobs (state) WHERE state IN (0, 1);
-- A user's own export settings (mapping per object name …), spec §5.
CREATE TABLE user_settings (
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  name text NOT NULL,
  value text NOT NULL,
  updated_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, name)
);
-- Global export settings: while any row exists, users cannot save their own (spec §5).
CREATE TABLE export_settings (
  name text PRIMARY KEY,
  value text NOT NULL,
  updated_date timestamptz NOT NULL DEFAULT now()
);
