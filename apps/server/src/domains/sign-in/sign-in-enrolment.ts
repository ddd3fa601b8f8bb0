import type { Queryable } from '../../db/types';
import { createChallenge, matchFirstCode, newTotpSecret, WAITING_TOTP_SQL, type WaitingTotp } from './second-factor';

/** What a sign-in that must enrol first hands the browser: the challenge and the new secret, once. */
export interface SignInEnrolmentStart {
  challengeToken: string;
  secret: string;
  uri: string;
  qrCode: string;
  authenticatorTitle: string;
}

/**
 * Starts enrolling an authenticator app inside a sign-in (Entra ID's registration at sign-in,
 * Keycloak's "Configure OTP" required action): a pending TOTP enrolment with the first enabled
 * authenticator-app authenticator's settings, and a challenge that only that enrolment's first code
 * completes. Null when no authenticator app is enabled.
 */
export async function startSignInEnrolment(
  db: Queryable,
  serverKey: Buffer,
  user: { userId: string; userName: string },
): Promise<SignInEnrolmentStart | null> {
  const [authenticator] = await db.query<{
    authenticator_id: string;
    title: string;
    issuer: string | null;
    digits: number | null;
    period: number | null;
    algorithm: string | null;
  }>(
    `SELECT authenticator_id::text, title, issuer, digits, period, algorithm FROM authenticators
      WHERE authenticator_type = 'Totp' AND is_enabled ORDER BY title, authenticator_id LIMIT 1`,
  );
  if (!authenticator) return null;
  const params = {
    digits: authenticator.digits ?? 6,
    period: authenticator.period ?? 30,
    algorithm: authenticator.algorithm ?? 'SHA1',
  };
  const made = newTotpSecret(serverKey, {
    ...params,
    issuer: authenticator.issuer ?? 'Portcullis',
    account: user.userName,
  });
  const [row] = await db.query<{ enrolment_id: string }>(
    `INSERT INTO mfa_enrolments (user_id, authenticator_id, state, label, secret_sealed, totp_digits, totp_period, totp_algorithm)
     VALUES ($1, $2, 0, 'Authenticator app', $3, $4, $5, $6) RETURNING enrolment_id::text`,
    [user.userId, authenticator.authenticator_id, made.sealed, params.digits, params.period, params.algorithm],
  );
  const challengeToken = await createChallenge(db, user.userId, row!.enrolment_id);
  return {
    challengeToken,
    secret: made.base32,
    uri: made.uri,
    qrCode: made.qrCode,
    authenticatorTitle: authenticator.title,
  };
}

/**
 * Confirms the user's pending sign-in enrolment with its first code: on a match it becomes active (the
 * code's step recorded, so the code cannot sign in again) and the authenticator's title is returned;
 * otherwise null. A removed, already active or disabled-authenticator enrolment never matches.
 */
export async function confirmSignInEnrolment(
  db: Queryable,
  serverKey: Buffer,
  userId: string,
  enrolmentId: string,
  code: string,
): Promise<string | null> {
  const [stored] = await db.query<WaitingTotp>(
    `${WAITING_TOTP_SQL}
      WHERE e.enrolment_id = $1 AND e.user_id = $2 AND e.state = 0 AND a.is_enabled AND e.secret_sealed IS NOT NULL`,
    [enrolmentId, userId],
  );
  if (!stored) return null;
  const step = matchFirstCode(serverKey, stored, code);
  if (step === null) return null;
  const updated = await db.query(
    `UPDATE mfa_enrolments SET state = 1, confirmed_date = now(), last_used_step = $2, last_used_date = now()
      WHERE enrolment_id = $1 AND state = 0 RETURNING 1`,
    [enrolmentId, step],
  );
  return updated.length ? stored.title : null;
}
