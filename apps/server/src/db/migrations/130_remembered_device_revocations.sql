-- Per-user revocation of remembered devices (Entra ID's "Revoke MFA sessions", Okta's "Forget factors"):
-- the remembered-device cookie stores nothing on the server, so revoking records when; a cookie issued at
-- or before that moment no longer skips the second factor. One row per user, replaced on each revocation.
CREATE TABLE remembered_device_revocations (
  user_id uuid PRIMARY KEY REFERENCES users ON DELETE CASCADE,
  revoked_date timestamptz NOT NULL,
  revoked_by_user_id uuid REFERENCES users ON DELETE SET NULL
);
