import { SESSION_COOKIE, contract, type CurrentUser } from '@portcullis/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DomainHandlers } from '../http/handlers';
import { managesOwnWrites, ok } from '../http/handlers';
import { ApiError } from '../http/errors';
import {
  LOCKOUT_MINUTES,
  LOCKOUT_THRESHOLD,
  SESSION_TTL_MS,
  evictSession,
  hashToken,
  newSessionToken,
  resolveSessionUser,
  type SessionUser,
} from '../http/auth';
import { verifyPassword } from '../http/passwords';
import { writeAudit } from '../http/audit-writer';

/** One message for unknown user, wrong password and locked account, so none can be told apart. */
export const SIGN_IN_FAILED = 'The user name or password is incorrect.';

export const toCurrentUser = (u: SessionUser): CurrentUser => ({
  UserId: u.userId,
  UserName: u.userName,
  FormattedName: u.formattedName,
  ProfilePhotoUrl: u.profilePhotoUrl,
  IsSuperAdmin: u.isSuperAdmin,
  SuperAdminStartDate: u.superAdminStartDate,
  Permissions: [...u.permissions].sort(),
  TenantName: u.tenantName,
});

export function sessionCookie(request: Pick<FastifyRequest, 'protocol'>, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

function setCookie(reply: FastifyReply, cookie: string) {
  reply.header('set-cookie', cookie);
}

export const accountHandlers: DomainHandlers<typeof contract.account> = {
  /**
   * Every path does the same work — one password verification (against a decoy hash for an unknown
   * user or an account without a local password), one counter update, one audit entry — so neither the
   * reply nor its timing tells which accounts exist. Failures are throttled per client address first.
   */
  login: managesOwnWrites(async ({ body, server, request, reply }) => {
    const db = server.db;
    const wait = server.signInThrottle.retryAfter(request.ip);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError(429, `Too many failed sign-ins from your address. Try again in ${wait} seconds.`, 'Sign in');
    }
    const [user] = await db.query<{
      user_id: string;
      password_hash: string | null;
      locked_until: Date | null;
      is_enabled: boolean;
      failed_login_count: number;
    }>(
      'SELECT user_id, password_hash, locked_until, is_enabled, failed_login_count FROM users WHERE lower(user_name) = lower($1)',
      [body.UserName],
    );
    const refuse = async (actor: string | null, reason: string) => {
      server.signInThrottle.fail(request.ip);
      await writeAudit(db, {
        action: 'account.login',
        actorUserId: actor,
        type: 'LoginFailed',
        targetType: 'User',
        targetId: actor,
        description: reason,
      });
      throw new ApiError(400, SIGN_IN_FAILED, 'Sign in');
    };
    /** Counts a failure toward lockout; with no user (or a locked one) the same statement matches nothing. */
    const countFailure = (userId: string | null) =>
      db.query(
        `UPDATE users SET failed_login_count = failed_login_count + 1, last_failed_login_date = now(),
                locked_until = CASE WHEN failed_login_count + 1 >= $2 THEN now() + make_interval(mins => $3) ELSE locked_until END
          WHERE user_id = $1`,
        [userId, LOCKOUT_THRESHOLD, LOCKOUT_MINUTES],
      );
    if (!user) {
      await verifyPassword(null, body.Password); // against the decoy: the same cost as a real check
      await countFailure(null);
      return refuse(null, 'Unknown user name');
    }
    const isLocked = user.locked_until !== null && new Date(user.locked_until).getTime() > Date.now();
    const passwordOk = await verifyPassword(user.password_hash, body.Password);
    if (isLocked) {
      await countFailure(null);
      return refuse(user.user_id, 'Account locked');
    }
    if (!passwordOk || !user.is_enabled) {
      await countFailure(user.user_id);
      return refuse(user.user_id, user.is_enabled ? 'Wrong password' : 'Disabled account');
    }
    const token = newSessionToken();
    await db.transaction(async (tx) => {
      await tx.query(
        'UPDATE users SET failed_login_count = 0, locked_until = NULL, last_login_date = now() WHERE user_id = $1',
        [user.user_id],
      );
      await tx.query(
        `INSERT INTO console_sessions (token_hash, user_id, expires_date) VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [hashToken(token), user.user_id, SESSION_TTL_MS / 1000],
      );
    });
    const session = await resolveSessionUser(db, `${SESSION_COOKIE}=${token}`);
    if (!session) throw new ApiError(400, SIGN_IN_FAILED, 'Sign in');
    setCookie(reply, sessionCookie(request, token, SESSION_TTL_MS / 1000));
    return ok(toCurrentUser(session), {
      audit: { type: 'LoginSuccess', targetType: 'User', targetId: user.user_id, actorUserId: user.user_id },
    });
  }),

  logout: async ({ db, user, request, reply }) => {
    if (user) {
      await db.query('DELETE FROM console_sessions WHERE token_hash = $1', [user.tokenHash]);
      evictSession(user.tokenHash);
    }
    setCookie(reply, sessionCookie(request, '', 0));
    return ok(null, { audit: { targetType: 'User', targetId: user?.userId ?? null, description: 'Signed out' } });
  },

  current: async ({ user }) => ok(toCurrentUser(user!)),
};
