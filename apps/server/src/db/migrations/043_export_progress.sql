-- An export's progress is a row (issue 24): the job writes its percent as it goes, 100 when completed.
ALTER TABLE export_jobs ADD COLUMN percent smallint NOT NULL DEFAULT 0 CHECK (percent BETWEEN 0 AND 100);
