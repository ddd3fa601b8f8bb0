-- Issue 13: an account is not multi-factor until it enrols an authenticator. New accounts (created in
-- the console, imported, the first super admin) start without MFA; the demo seed records its users'
-- enrolment state explicitly, so only the default changes.
ALTER TABLE users ALTER COLUMN is_mfa_enabled SET DEFAULT false;
