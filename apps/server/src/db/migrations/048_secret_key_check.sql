-- Several server processes on one PostgreSQL must seal shared-account passwords with one key
-- (PORTCULLIS_SECRET_KEY). The first process records a fingerprint of its key (an HMAC of a constant,
-- which reveals nothing of the key); a process started with another key is refused (http/secret-key-check.ts).
CREATE TABLE secret_key_check (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  fingerprint text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);
