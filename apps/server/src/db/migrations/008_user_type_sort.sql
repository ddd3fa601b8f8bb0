-- The user list filtered by type (Standard or Service) in its default order, newest first: with this
-- index both the count and every page's keys come from the index alone (index-only scans), so a page
-- deep in a million users skips index entries, not table rows.
CREATE INDEX users_type_created_idx ON users (user_type, created_date DESC, user_id DESC);
