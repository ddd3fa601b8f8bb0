-- Issue 28 licensing: the signed terms of an uploaded licence (domains/licensing/README.md). The
-- existing licenses row keeps what checkLicense reads (expiration, message); the columns below keep
-- what the licensing page shows and the file itself, so its signature can be checked again.
ALTER TABLE licenses
  ADD COLUMN licence_key text,
  ADD COLUMN tenant_name text,
  ADD COLUMN edition text,
  ADD COLUMN seats integer,
  ADD COLUMN issued_utc timestamptz,
  ADD COLUMN uploaded_date timestamptz,
  ADD COLUMN licence_file text;

-- Issue 28 certification: certificates an operator uploads (PEM). SAML signing certificates stay on
-- their application keys and are listed from there.
CREATE TABLE system_certificates (
  certificate_id uuid PRIMARY KEY,
  name text NOT NULL,
  pem text NOT NULL,
  fingerprint text NOT NULL UNIQUE,
  valid_to timestamptz NOT NULL,
  uploaded_date timestamptz NOT NULL DEFAULT now()
);
