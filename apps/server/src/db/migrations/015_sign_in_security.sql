-- Sign-in security (issue 15, §2.7): authenticators, users' MFA enrolments, second-step challenges of
-- console sign-in, users' time zones and the console's own application. Zone definitions, zones and
-- access restrictions are managed resource tables (created from their definitions after migrations).

-- The console is a system application; console sign-ins are sign-ins to it (zones and access
-- restrictions of object type Application may name it). Fixed id shared with the Applications work.
INSERT INTO applications (application_id, name, title, application_type, is_sso)
VALUES ('00000000-0000-4000-8000-000000000030', 'portcullis-console', 'Portcullis Console', 2, false)
ON CONFLICT DO NOTHING;

-- Columns follow resources/definitions/authenticator.ts; settings of other kinds stay NULL.
CREATE TABLE authenticators (
  authenticator_id uuid PRIMARY KEY,
  title text NOT NULL,
  name text NOT NULL,
  authenticator_type text NOT NULL CHECK (authenticator_type IN ('Password', 'Totp', 'WebAuthn', 'Sms', 'Email')),
  is_enabled boolean NOT NULL DEFAULT true,
  description text,
  lockout_threshold integer,
  lockout_minutes integer,
  issuer text,
  digits integer,
  period integer,
  algorithm text,
  clock_drift_steps integer,
  relying_party_id text,
  relying_party_name text,
  user_verification text,
  attachment text,
  attestation text,
  timeout_seconds integer,
  code_length integer,
  code_lifetime_minutes integer,
  sms_template text,
  email_subject text,
  email_template text,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz
);
CREATE UNIQUE INDEX authenticators_name_key ON authenticators (lower(name));
-- One password authenticator: its lockout settings are the sign-in's.
CREATE UNIQUE INDEX authenticators_one_password ON authenticators ((true)) WHERE authenticator_type = 'Password';

-- A user's enrolment with one authenticator. State 0: pending (a TOTP secret not yet confirmed with a
-- code), 1: active. TOTP secrets are sealed with the server key (never stored in clear) and keep the
-- digits, period and algorithm they were made with; last_used_step refuses a code used twice.
CREATE TABLE mfa_enrolments (
  enrolment_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  authenticator_id uuid NOT NULL REFERENCES authenticators ON DELETE CASCADE,
  state smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
  label text NOT NULL,
  phone_number text,
  email text,
  secret_sealed text,
  totp_digits integer,
  totp_period integer,
  totp_algorithm text,
  last_used_step bigint,
  last_used_date timestamptz,
  created_date timestamptz NOT NULL DEFAULT now(),
  confirmed_date timestamptz
);
CREATE INDEX mfa_enrolments_user_idx ON mfa_enrolments (user_id);
CREATE INDEX mfa_enrolments_authenticator_idx ON mfa_enrolments (authenticator_id);

-- users.is_mfa_enabled is no longer set by anyone: it mirrors the enrolments (an active enrolment with
-- an enabled authenticator), kept by the triggers below, so every reader (user view, the MFA Disabled
-- Users card, rules) sees the real state. A direct write is replaced by the truth.
ALTER TABLE users ALTER COLUMN is_mfa_enabled SET DEFAULT false;

CREATE FUNCTION has_active_mfa(p_user uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM mfa_enrolments e JOIN authenticators a ON a.authenticator_id = e.authenticator_id
     WHERE e.user_id = p_user AND e.state = 1 AND a.is_enabled)
$$;

CREATE FUNCTION users_mfa_truth() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_mfa_enabled := has_active_mfa(NEW.user_id);
  RETURN NEW;
END
$$;
CREATE TRIGGER users_mfa_truth BEFORE INSERT OR UPDATE OF is_mfa_enabled ON users
  FOR EACH ROW EXECUTE FUNCTION users_mfa_truth();

CREATE FUNCTION refresh_mfa_state(p_users uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users u SET is_mfa_enabled = has_active_mfa(u.user_id)
    FROM (SELECT DISTINCT w.id FROM unnest(p_users) AS w(id)) who
   WHERE u.user_id = who.id;
END
$$;

CREATE FUNCTION mfa_enrolments_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_mfa_state(ARRAY(SELECT n.user_id FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_mfa_state(ARRAY(SELECT n.user_id FROM new_rows n UNION SELECT o.user_id FROM old_rows o));
  ELSE
    PERFORM refresh_mfa_state(ARRAY(SELECT o.user_id FROM old_rows o));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER mfa_enrolments_inserted AFTER INSERT ON mfa_enrolments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mfa_enrolments_changed();
CREATE TRIGGER mfa_enrolments_updated AFTER UPDATE ON mfa_enrolments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mfa_enrolments_changed();
CREATE TRIGGER mfa_enrolments_deleted AFTER DELETE ON mfa_enrolments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mfa_enrolments_changed();

CREATE FUNCTION authenticators_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_mfa_state(ARRAY(
    SELECT e.user_id FROM mfa_enrolments e JOIN new_rows n ON n.authenticator_id = e.authenticator_id
      JOIN old_rows o ON o.authenticator_id = n.authenticator_id
     WHERE n.is_enabled IS DISTINCT FROM o.is_enabled));
  RETURN NULL;
END
$$;
CREATE TRIGGER authenticators_enabled_changed AFTER UPDATE ON authenticators
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION authenticators_changed();

-- Existing users: MFA on only where enrolled (no one yet).
UPDATE users SET is_mfa_enabled = false WHERE is_mfa_enabled;

-- The second step of a console sign-in whose zone requires MFA: the password was right; the browser
-- holds the random token (only its SHA-256 is stored) until a code is given, at most 5 tries, 5 minutes.
CREATE TABLE sign_in_challenges (
  challenge_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  attempt_count integer NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  expires_date timestamptz NOT NULL
);
CREATE INDEX sign_in_challenges_expires_idx ON sign_in_challenges (expires_date);

-- A user's own time zone (IANA name): access restrictions' days and hours are on the user's clock.
ALTER TABLE users ADD COLUMN time_zone text;

-- The audit type of a sign-in's first step when a second factor is asked for.
INSERT INTO audit_types (audit_type_id, name, description, information_type)
  VALUES (md5('audit-type-MfaChallenge')::uuid, 'MfaChallenge', 'Second factor requested', 1)
  ON CONFLICT (name) DO NOTHING;
