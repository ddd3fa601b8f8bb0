-- Contains-search (operator 4) on the user list and pickers: trigram indexes on the lower-cased
-- columns the filters compare, so "%text%" does not scan every user (100 000 on the embedded database).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX users_user_name_trgm_idx ON users USING gin (lower(user_name) gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops);
CREATE INDEX users_display_name_trgm_idx ON users USING gin (lower(display_name) gin_trgm_ops);

-- Sorted user lists read in index order: user name either way, created date either way (the list's
-- tie-breaker follows the sort direction).
CREATE INDEX users_user_name_sort_idx ON users (user_name, user_id);
DROP INDEX users_created_date_idx;
CREATE INDEX users_created_date_idx ON users (created_date DESC, user_id DESC);
