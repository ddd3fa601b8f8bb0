import { SESSION_COOKIE, contract, type CurrentUser, type SignInChallenge } from '@portcullis/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { managesOwnWrites, ok } from '../../engine/calls/handlers';
import { ApiError } from '../../engine/calls/errors';
import {
  LOCKOUT_MINUTES,
  LOCKOUT_THRESHOLD,
  SESSION_TTL_MS,
  evictSession,
  evictUserSessions,
  hashToken,
  newSessionToken,
  resolveSessionUser,
  type SessionUser,
} from '../../engine/auth/session-user';
import { verifyPassword } from '../../engine/auth/passwords';
import { writeAudit } from '../../engine/calls/audit-writer';
import type { ServerContext } from '../../engine/context';
import type { Queryable } from '../../db/types';
import { CONSOLE_APPLICATION_ID, restrictionRefusalFor, zoneDecisionFor, type SignInOrigin } from '../sign-in/policy';
import {
  CHALLENGE_TTL_SECONDS,
  createChallenge,
  endChallenge,
  takeChallengeAttempt,
  verifyUserTotp,
} from '../sign-in/second-factor';
import { decideSecondStep, NO_ENROLABLE_FACTOR } from '../sign-in/second-step';
import { confirmSignInEnrolment, startSignInEnrolment } from '../sign-in/sign-in-enrolment';
import { mfaSettings } from '../sign-in/mfa-enforcement';
import { deviceCookie } from '../sign-in/remembered-device';
import { revocationStamp } from '../sign-in/device-revocation';
import { clientFacts, endSessions, openConsoleSession } from '../sessions/session-store';

/** One message for unknown user, wrong password and locked account, so none can be told apart. */
export const SIGN_IN_FAILED = 'The user name or password is incorrect.';
/** A Deny All zone holds the client address (said before any account is looked at). */
export const ZONE_DENIED = 'Sign-in from your network address is not allowed.';
export const NO_SECOND_FACTOR =
  'Sign-in from your network needs a second factor, and your account has no authenticator app enrolled. Ask your administrator to enrol one.';
export const CODE_WRONG = 'The code is not correct. Enter the current code of your authenticator app.';
export const CHALLENGE_GONE = 'This sign-in has expired or had too many wrong codes. Sign in again.';

/** Where a console sign-in comes from (the client address Fastify reads, trusting proxies as configured). */
const originOf = (request: FastifyRequest): SignInOrigin => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  applicationId: CONSOLE_APPLICATION_ID,
  now: new Date(),
});

/**
 * Counts a failure toward lockout with the password authenticator's settings (default 5 failures, 15
 * minutes); with no user (or a locked one) the same statement matches nothing.
 */
const countFailure = (db: Queryable, userId: string | null) =>
  db.query(
    `UPDATE users SET failed_login_count = failed_login_count + 1, last_failed_login_date = now(),
            locked_until = CASE WHEN failed_login_count + 1 >= p.threshold THEN now() + make_interval(mins => p.minutes) ELSE locked_until END
       FROM (SELECT coalesce((SELECT lockout_threshold FROM authenticators WHERE authenticator_type = 'Password'), $2) AS threshold,
                    coalesce((SELECT lockout_minutes FROM authenticators WHERE authenticator_type = 'Password'), $3) AS minutes) p
      WHERE user_id = $1`,
    [userId, LOCKOUT_THRESHOLD, LOCKOUT_MINUTES],
  );

/** Signs the user in: counters reset, a new console session, the cookie set. */
async function startSession(server: ServerContext, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const token = newSessionToken();
  await server.db.transaction(async (tx) => {
    await tx.query(
      'UPDATE users SET failed_login_count = 0, locked_until = NULL, last_login_date = now() WHERE user_id = $1',
      [userId],
    );
    await openConsoleSession(tx, {
      userId,
      tokenHash: hashToken(token),
      ttlMs: SESSION_TTL_MS,
      client: clientFacts(request, server.config.trustProxy),
    });
  });
  const session = await resolveSessionUser(server.db, `${SESSION_COOKIE}=${token}`);
  if (!session) throw new ApiError(400, SIGN_IN_FAILED, 'Sign in');
  setCookie(reply, sessionCookie(request, token, SESSION_TTL_MS / 1000));
  return session;
}

export const toCurrentUser = (u: SessionUser): CurrentUser => ({
  UserId: u.userId,
  UserName: u.userName,
  FormattedName: u.formattedName,
  ProfilePhotoUrl: u.profilePhotoUrl,
  IsSuperAdmin: u.isSuperAdmin,
  SuperAdminStartDate: u.superAdminStartDate,
  Permissions: [...u.permissions].sort(),
  TenantName: u.tenantName,
  ColorMode: u.colorMode,
});

export function sessionCookie(request: Pick<FastifyRequest, 'protocol'>, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

function setCookie(reply: FastifyReply, cookie: string) {
  reply.header('set-cookie', cookie);
}

/** An address out of sign-in tokens is refused (429 with Retry-After) before any account is looked at. */
async function refuseWhileThrottled(server: ServerContext, ip: string, reply: FastifyReply): Promise<void> {
  const wait = await server.signInThrottle.retryAfter(ip);
  if (wait === 0) return;
  reply.header('retry-after', String(wait));
  throw new ApiError(429, `Too many failed sign-ins from your address. Try again in ${wait} seconds.`, 'Sign in');
}

/** Refuses a sign-in step: one failure toward the address's throttle, one audit entry, a 400 with `message`. */
type RefuseSignIn = (actorUserId: string | null, reason: string, message: string) => Promise<never>;

/**
 * Begins a sign-in step (the password, the second factor): an address out of tokens is refused first
 * (429); the step's refusals then go through the one function returned.
 */
async function beginSignInStep(
  server: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  action: 'account.login' | 'account.loginVerify',
): Promise<RefuseSignIn> {
  await refuseWhileThrottled(server, request.ip, reply);
  return async (actorUserId, reason, message) => {
    await server.signInThrottle.fail(request.ip);
    await writeAudit(server.db, {
      action,
      actorUserId,
      type: 'LoginFailed',
      targetType: 'User',
      targetId: actorUserId,
      description: reason,
    });
    throw new ApiError(400, message, 'Sign in');
  };
}

export const accountHandlers: DomainHandlers<typeof contract.account> = {
  /**
   * Every path does the same work — one password verification (against a decoy hash for an unknown
   * user or an account without a local password), one counter update, one audit entry — so neither the
   * reply nor its timing tells which accounts exist. Failures are throttled per client address first.
   */
  login: managesOwnWrites(async ({ body, server, request, reply }) => {
    const db = server.db;
    const refuseStep = await beginSignInStep(server, request, reply, 'account.login');
    const origin = originOf(request);
    // Zones first: whether this address may sign in at all does not depend on any account.
    const zones = await zoneDecisionFor(db, origin);
    if (zones.isDenied) {
      await writeAudit(db, {
        action: 'account.login',
        actorUserId: null,
        type: 'LoginFailed',
        targetType: 'Zone',
        targetId: null,
        description: `Refused from ${origin.ip} by the Deny All zone "${zones.stateBy}"`,
      });
      throw new ApiError(400, ZONE_DENIED, 'Sign in');
    }
    const [user] = await db.query<{
      user_id: string;
      user_name: string;
      password_hash: string | null;
      locked_until: Date | null;
      is_enabled: boolean;
      failed_login_count: number;
    }>(
      'SELECT user_id, user_name, password_hash, locked_until, is_enabled, failed_login_count FROM users WHERE lower(user_name) = lower($1)',
      [body.UserName],
    );
    const refuse = (actor: string | null, reason: string) => refuseStep(actor, reason, SIGN_IN_FAILED);
    if (!user) {
      await verifyPassword(null, body.Password); // against the decoy: the same cost as a real check
      await countFailure(db, null);
      return refuse(null, 'Unknown user name');
    }
    const isLocked = user.locked_until !== null && new Date(user.locked_until).getTime() > Date.now();
    const passwordOk = await verifyPassword(user.password_hash, body.Password);
    if (isLocked) {
      await countFailure(db, null);
      return refuse(user.user_id, 'Account locked');
    }
    if (!passwordOk || !user.is_enabled) {
      await countFailure(db, user.user_id);
      return refuse(user.user_id, user.is_enabled ? 'Wrong password' : 'Disabled account');
    }
    // The password was right: the access restrictions and the zones' second factor decide the rest.
    const refuseSecondStep = async (description: string, message: string) => {
      await writeAudit(db, {
        action: 'account.login',
        actorUserId: user.user_id,
        type: 'LoginFailed',
        targetType: 'User',
        targetId: user.user_id,
        description: description.charAt(0).toUpperCase() + description.slice(1),
      });
      throw new ApiError(400, message, 'Sign in');
    };
    const refusal = await restrictionRefusalFor(db, user.user_id, origin);
    if (refusal) {
      const message = `Sign-in is not allowed ${refusal.reason} (access restriction "${refusal.title}").`;
      return refuseSecondStep(message, message);
    }
    const { step } = await decideSecondStep(db, server.secretKey, {
      userId: user.user_id,
      zones,
      cookieHeader: request.headers.cookie,
      nowMs: Date.now(),
    });
    if (step.kind === 'refuse-zone')
      return refuseSecondStep(
        `${step.by} requires a second factor; no authenticator app is enrolled`,
        NO_SECOND_FACTOR,
      );
    if (step.kind === 'refuse-no-method')
      return refuseSecondStep(`${step.by} requires a second factor; none can be enrolled`, NO_ENROLABLE_FACTOR);
    if (step.kind === 'challenge' || step.kind === 'enrol') {
      const enrolment =
        step.kind === 'enrol'
          ? await startSignInEnrolment(db, server.secretKey, { userId: user.user_id, userName: user.user_name })
          : null;
      if (step.kind === 'enrol' && !enrolment)
        return refuseSecondStep(
          `${step.by} requires a second factor; no authenticator app is enabled`,
          NO_ENROLABLE_FACTOR,
        );
      const challenge: SignInChallenge = {
        MfaRequired: true,
        ChallengeToken: enrolment?.challengeToken ?? (await createChallenge(db, user.user_id)),
        Factors: ['Totp'],
        ExpiresInSeconds: CHALLENGE_TTL_SECONDS,
        Enrolment: enrolment && {
          AuthenticatorTitle: enrolment.authenticatorTitle,
          Secret: enrolment.secret,
          Uri: enrolment.uri,
          QrCode: enrolment.qrCode,
        },
      };
      return ok(challenge, {
        audit: {
          type: 'MfaChallenge',
          targetType: 'User',
          targetId: user.user_id,
          actorUserId: user.user_id,
          description: enrolment
            ? `Password accepted; ${step.by} requires a second factor: enrolment of ${enrolment.authenticatorTitle} started`
            : `Password accepted; ${step.by} asks for a second factor`,
        },
      });
    }
    const session = await startSession(server, request, reply, user.user_id);
    return ok<CurrentUser | SignInChallenge>(toCurrentUser(session), {
      audit: {
        type: 'LoginSuccess',
        targetType: 'User',
        targetId: user.user_id,
        actorUserId: user.user_id,
        sessionId: session.sessionId,
        description:
          step.kind === 'remembered' ? `A remembered device skipped the second factor ${step.by} asks for` : undefined,
      },
    });
  }),

  /**
   * The second step: a current code of the user's authenticator app. A wrong code counts toward the
   * address's throttle and the account's lockout like a wrong password; a challenge allows 5 codes in 5
   * minutes, and a code signs in once.
   */
  loginVerify: managesOwnWrites(async ({ body, server, request, reply }) => {
    const db = server.db;
    const refuseStep = await beginSignInStep(server, request, reply, 'account.loginVerify');
    const fail = async (userId: string | null, reason: string, message: string) => {
      await countFailure(db, userId);
      return refuseStep(userId, reason, message);
    };
    const attempt = await takeChallengeAttempt(db, body.ChallengeToken);
    if (!attempt) return fail(null, 'Unknown, expired or used-up second-factor challenge', CHALLENGE_GONE);
    const [user] = await db.query<{ is_enabled: boolean; locked_until: Date | null }>(
      'SELECT is_enabled, locked_until FROM users WHERE user_id = $1',
      [attempt.userId],
    );
    const isLocked = user?.locked_until != null && new Date(user.locked_until).getTime() > Date.now();
    if (!user || !user.is_enabled || isLocked) {
      await endChallenge(db, body.ChallengeToken);
      return fail(null, 'Second factor for a disabled or locked account', CHALLENGE_GONE);
    }
    const enrolled = attempt.enrolmentId
      ? await confirmSignInEnrolment(db, server.secretKey, attempt.userId, attempt.enrolmentId, body.Code)
      : null;
    if (!enrolled && !(await verifyUserTotp(db, server.secretKey, attempt.userId, body.Code))) {
      if (attempt.attemptsLeft <= 0) await endChallenge(db, body.ChallengeToken);
      return fail(attempt.userId, 'Wrong second-factor code', attempt.attemptsLeft > 0 ? CODE_WRONG : CHALLENGE_GONE);
    }
    await endChallenge(db, body.ChallengeToken);
    if (enrolled)
      await writeAudit(db, {
        action: 'account.loginVerify',
        actorUserId: attempt.userId,
        type: 'MfaEnrolled',
        targetType: 'User',
        targetId: attempt.userId,
        description: `Enrolled ${enrolled} at sign-in (MFA enforcement)`,
      });
    const session = await startSession(server, request, reply, attempt.userId);
    const { rememberDeviceDays } = await mfaSettings(db);
    if (rememberDeviceDays > 0)
      reply.header(
        'set-cookie',
        deviceCookie(
          request,
          server.secretKey,
          attempt.userId,
          rememberDeviceDays,
          Date.now(),
          await revocationStamp(db, attempt.userId),
        ),
      );
    return ok(toCurrentUser(session), {
      audit: {
        type: 'LoginSuccess',
        targetType: 'User',
        targetId: attempt.userId,
        actorUserId: attempt.userId,
        sessionId: session.sessionId,
        description: enrolled ? 'Signed in with a newly enrolled second factor' : 'Signed in with a second factor',
      },
    });
  }),

  logout: async ({ db, user, request, reply }) => {
    if (user) {
      await endSessions(db, [{ sessionId: user.sessionId, userId: user.userId }], 'Signed out', user.userId);
      evictSession(user.tokenHash);
    }
    setCookie(reply, sessionCookie(request, '', 0));
    return ok(null, { audit: { targetType: 'User', targetId: user?.userId ?? null, description: 'Signed out' } });
  },

  current: async ({ user }) => ok(toCurrentUser(user!)),

  savePreferences: async ({ db, user, body }) => {
    await db.query(
      `INSERT INTO user_preferences (user_id, color_mode) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET color_mode = $2, updated_date = now()`,
      [user!.userId, body.ColorMode],
    );
    // The session's cached user carries the preference: this process forgets it (others within seconds).
    evictUserSessions([user!.userId]);
    return ok(null, {
      audit: { targetType: 'User', targetId: user!.userId, description: `colour mode set to ${body.ColorMode}` },
    });
  },
};
