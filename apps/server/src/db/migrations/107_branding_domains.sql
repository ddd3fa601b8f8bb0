-- Custom sign-in domains (issue 28, §2.12 domain): a host name per row, unique across tenants, with the
-- value its TXT record must hold (_portcullis-verification.<host>) and what the last check found.
CREATE TABLE branding_domains (
  domain_id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants ON DELETE CASCADE,
  host_name text NOT NULL UNIQUE,
  verification_value text NOT NULL,
  verified_date timestamptz,
  last_checked_date timestamptz,
  last_check_message text,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX branding_domains_tenant_idx ON branding_domains (tenant_id);
