import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import type { Queryable } from '../../db/types';
import { hashToken, newSessionToken } from '../../engine/auth/session-user';
import { seal, unseal } from '../../engine/secrets/secrets';

/** A sign-in's second step lasts 5 minutes and allows 5 codes. */
export const CHALLENGE_TTL_SECONDS = 300;
export const CHALLENGE_ATTEMPTS = 5;

/** TOTP parameters an enrolment keeps (RFC 6238). */
export interface TotpParameters {
  digits: number;
  period: number;
  algorithm: string;
}

/** A new TOTP secret (160 random bits, RFC 4226's recommendation), its sealed form and otpauth:// URI. */
export function newTotpSecret(
  key: Buffer,
  params: TotpParameters & { issuer: string; account: string },
): { base32: string; sealed: string; uri: string; qrCode: string } {
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({
    issuer: params.issuer,
    label: params.account,
    algorithm: params.algorithm,
    digits: params.digits,
    period: params.period,
    secret,
  });
  const uri = totp.toString();
  const svg = renderSVG(uri, { border: 2 });
  return {
    base32: secret.base32,
    sealed: seal(key, secret.base32),
    uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The time step a code matches (within `window` steps of now), or null. A step at or before
 * `lastUsedStep` is refused: one code signs in once (RFC 6238 §5.2).
 */
export function matchTotp(
  key: Buffer,
  enrolment: TotpParameters & { sealed: string; lastUsedStep: number | null },
  code: string,
  window: number,
  now = Date.now(),
): number | null {
  const totp = new TOTP({
    algorithm: enrolment.algorithm,
    digits: enrolment.digits,
    period: enrolment.period,
    secret: Secret.fromBase32(unseal(key, enrolment.sealed)),
  });
  const delta = totp.validate({ token: code, timestamp: now, window });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / enrolment.period) + delta;
  return enrolment.lastUsedStep !== null && step <= enrolment.lastUsedStep ? null : step;
}

/** A waiting TOTP enrolment's secret and parameters, with its authenticator's drift allowance and title. */
export interface WaitingTotp {
  secret_sealed: string;
  totp_digits: number;
  totp_period: number;
  totp_algorithm: string;
  clock_drift_steps: number | null;
  title: string;
}

/** Reads a {@link WaitingTotp}; the caller adds its conditions on `e` (the enrolment) and `a` (its authenticator). */
export const WAITING_TOTP_SQL = `SELECT e.secret_sealed, e.totp_digits, e.totp_period, e.totp_algorithm, a.clock_drift_steps, a.title
  FROM mfa_enrolments e JOIN authenticators a ON a.authenticator_id = e.authenticator_id`;

/** The step the first code of a waiting enrolment matches (none used before it), or null. */
export function matchFirstCode(key: Buffer, stored: WaitingTotp, code: string): number | null {
  return matchTotp(
    key,
    {
      sealed: stored.secret_sealed,
      digits: stored.totp_digits,
      period: stored.totp_period,
      algorithm: stored.totp_algorithm,
      lastUsedStep: null,
    },
    code,
    stored.clock_drift_steps ?? 1,
  );
}

interface TotpRow {
  enrolment_id: string;
  secret_sealed: string;
  totp_digits: number;
  totp_period: number;
  totp_algorithm: string;
  last_used_step: string | number | null;
  clock_drift_steps: number | null;
}

/** The user's active TOTP enrolments on enabled authenticators. */
export const activeTotpEnrolments = (db: Queryable, userId: string) =>
  db.query<TotpRow>(
    `SELECT e.enrolment_id, e.secret_sealed, e.totp_digits, e.totp_period, e.totp_algorithm, e.last_used_step, a.clock_drift_steps
       FROM mfa_enrolments e JOIN authenticators a ON a.authenticator_id = e.authenticator_id
      WHERE e.user_id = $1 AND e.state = 1 AND a.is_enabled AND a.authenticator_type = 'Totp' AND e.secret_sealed IS NOT NULL`,
    [userId],
  );

/**
 * Checks a code against the user's active TOTP enrolments; on a match records its step (so the code
 * cannot be used again) and returns true.
 */
export async function verifyUserTotp(db: Queryable, key: Buffer, userId: string, code: string): Promise<boolean> {
  for (const row of await activeTotpEnrolments(db, userId)) {
    const step = matchTotp(
      key,
      {
        sealed: row.secret_sealed,
        digits: row.totp_digits,
        period: row.totp_period,
        algorithm: row.totp_algorithm,
        lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
      },
      code,
      row.clock_drift_steps ?? 1,
    );
    if (step === null) continue;
    const updated = await db.query(
      `UPDATE mfa_enrolments SET last_used_step = $2, last_used_date = now()
        WHERE enrolment_id = $1 AND (last_used_step IS NULL OR last_used_step < $2) RETURNING 1`,
      [row.enrolment_id, step],
    );
    if (updated.length) return true;
  }
  return false;
}

/**
 * Starts the second step of a sign-in: a random token for the browser, only its hash stored. A user has
 * one live challenge: older ones end, and so do the pending enrolments they were started for. With
 * `enrolmentId` the step confirms that pending enrolment (MFA enforcement, sign-in-enrolment.ts).
 */
export async function createChallenge(
  db: Queryable,
  userId: string,
  enrolmentId: string | null = null,
): Promise<string> {
  const token = newSessionToken();
  await db.query(
    `DELETE FROM mfa_enrolments WHERE state = 0 AND enrolment_id IN
       (SELECT enrolment_id FROM sign_in_challenges WHERE user_id = $1 OR expires_date < now())`,
    [userId],
  );
  await db.query('DELETE FROM sign_in_challenges WHERE expires_date < now() OR user_id = $1', [userId]);
  await db.query(
    `INSERT INTO sign_in_challenges (challenge_hash, user_id, expires_date, enrolment_id)
     VALUES ($1, $2, now() + make_interval(secs => $3), $4)`,
    [hashToken(token), userId, CHALLENGE_TTL_SECONDS, enrolmentId],
  );
  return token;
}

/**
 * The user a live challenge belongs to (counting this try) and the pending enrolment it confirms, if
 * any, or null when it is unknown, expired or used up.
 */
export async function takeChallengeAttempt(
  db: Queryable,
  token: string,
): Promise<{ userId: string; attemptsLeft: number; enrolmentId: string | null } | null> {
  const [row] = await db.query<{ user_id: string; attempt_count: number; enrolment_id: string | null }>(
    `UPDATE sign_in_challenges SET attempt_count = attempt_count + 1
      WHERE challenge_hash = $1 AND expires_date > now() AND attempt_count < $2
      RETURNING user_id::text AS user_id, attempt_count, enrolment_id::text AS enrolment_id`,
    [hashToken(token), CHALLENGE_ATTEMPTS],
  );
  return row
    ? { userId: row.user_id, attemptsLeft: CHALLENGE_ATTEMPTS - row.attempt_count, enrolmentId: row.enrolment_id }
    : null;
}

/** Ends a challenge; a pending enrolment it was started for goes with it (a confirmed one stays). */
export async function endChallenge(db: Queryable, token: string): Promise<void> {
  await db.query(
    `DELETE FROM mfa_enrolments WHERE state = 0 AND enrolment_id IN
       (SELECT enrolment_id FROM sign_in_challenges WHERE challenge_hash = $1)`,
    [hashToken(token)],
  );
  await db.query('DELETE FROM sign_in_challenges WHERE challenge_hash = $1', [hashToken(token)]);
}
