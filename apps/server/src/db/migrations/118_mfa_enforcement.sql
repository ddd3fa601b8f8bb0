-- Issue 28 MFA enforcement at console sign-in: a user the MfaEnforcement setting obliges to use a second
-- factor, and who has none, enrols an authenticator app inside the sign-in. The challenge of that second
-- step names the pending (state 0) enrolment its code confirms; removing the enrolment ends the challenge.
ALTER TABLE sign_in_challenges ADD COLUMN enrolment_id uuid REFERENCES mfa_enrolments ON DELETE CASCADE;

INSERT INTO audit_types (audit_type_id, name, description, information_type)
  VALUES (md5('audit-type-MfaEnrolled')::uuid, 'MfaEnrolled', 'Second factor enrolled at sign-in', 2)
  ON CONFLICT (name) DO NOTHING;
