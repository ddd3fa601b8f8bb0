import {
  checkPassword,
  generatePolicyPassword,
  USER_PASSWORD_LENGTH,
  type contract,
  type PasswordPolicy,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { badRequest, notFound } from '../../engine/calls/errors';
import { evictUserSessions, type SessionUser } from '../../engine/auth/session-user';
import { seal, unseal } from '../../engine/secrets/secrets';
import type { Queryable } from '../../db/types';
import { hashPassword } from '../../engine/auth/passwords';
import { loadUser } from './user-records';
import { policyForKey, userPolicy } from '../password-policies/password-policies';
import { checkRevealApproved } from '../shared-reveals/reveal-requests';

type PasswordCalls = Pick<
  typeof contract.users,
  'password' | 'resetPassword' | 'expirePassword' | 'generatePassword' | 'validatePassword' | 'revealSharedPassword'
>;

export const policyErrors = (password: string, policy: Partial<PasswordPolicy>) =>
  checkPassword(password, policy).map((f) => f.message);

/**
 * Stores a new password: its argon2id hash, and — for a shared account only — a sealed copy that
 * delegated users can reveal (§2.3 UserView). A locked account is unlocked (its failure count reset)
 * only when the user's policy says so (§3 UnlockOnPasswordChange); otherwise the lock runs out.
 */
export async function setPassword(
  db: Queryable,
  secretKey: Buffer,
  userId: string,
  password: string,
  isTemporary: boolean,
  policy: Partial<PasswordPolicy>,
): Promise<void> {
  await db.query(
    `UPDATE users SET password_hash = $2, is_temporary_password = $3, password_expired = false, password_changed_date = now(),
            failed_login_count = CASE WHEN $5 THEN 0 ELSE failed_login_count END,
            locked_until = CASE WHEN $5 THEN NULL ELSE locked_until END,
            shared_password_sealed = CASE WHEN user_type = 1 THEN $4 ELSE NULL END WHERE user_id = $1`,
    [
      userId,
      await hashPassword(password),
      isTemporary,
      seal(secretKey, password),
      policy.UnlockOnPasswordChange === true,
    ],
  );
}

/** The user type of §4 that marks a shared account. */
const SHARED = 1;

/**
 * A new, reset or expired password ends every console session of the user; a user changing their own
 * password keeps the session they did it from.
 */
export async function endSessions(db: Queryable, userId: string, actor: SessionUser): Promise<void> {
  await db.query('DELETE FROM console_sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2', [
    userId,
    userId === actor.userId ? actor.tokenHash : null,
  ]);
  evictUserSessions([userId]);
}

/**
 * Passwords (spec §5 policy, §9 length 13). A reset through Email or Sms stores the new password and
 * queues a delivery for the notification service (state WaitingForService; the reference server has
 * no mail or SMS transport); Manual returns the generated password once, to the administrator.
 * Generated passwords are letters and digits (§9) plus the special characters the policy demands
 * (see generatePolicyPassword), so the policy accepts them.
 */
export const userPasswordHandlers: DomainHandlers<PasswordCalls> = {
  password: async ({ db, body, server, user: actor }) => {
    const user = await loadUser(db, body.UserId);
    const policy = await userPolicy(db, user.UserId);
    const errors = policyErrors(body.Password, policy);
    if (errors.length)
      throw badRequest(
        errors[0]!,
        errors.map((Message) => ({ Message, Field: 'Password' })),
      );
    await setPassword(db, server.secretKey, body.UserId, body.Password, body.IsTemporary, policy);
    await endSessions(db, body.UserId, actor!);
    return ok(null, {
      message: 'Password changed.',
      title: 'Password',
      audit: { targetType: 'User', targetId: body.UserId, description: user.UserName },
    });
  },

  resetPassword: async ({ db, body, server, user: actor }) => {
    const user = await loadUser(db, body.UserId);
    const policy = await userPolicy(db, user.UserId);
    const password = generatePolicyPassword(USER_PASSWORD_LENGTH, policy);
    await setPassword(db, server.secretKey, body.UserId, password, body.IsTemporary, policy);
    await endSessions(db, body.UserId, actor!);
    if (body.Channel !== 'Manual') {
      await db.query(
        `INSERT INTO notification_deliveries (delivery_id, title, status, recipient_count, send_date) VALUES (gen_random_uuid(), $1, 5, 1, NULL)`,
        [`Password reset (${body.Channel}) for ${user.UserName}`],
      );
    }
    return ok(
      { Password: body.Channel === 'Manual' ? password : null },
      {
        message:
          body.Channel === 'Manual' ? 'Password reset.' : `Password reset; the ${body.Channel} message is queued.`,
        audit: { targetType: 'User', targetId: user.UserId, description: `${user.UserName} via ${body.Channel}` },
      },
    );
  },

  expirePassword: async ({ db, params, user: actor }) => {
    const user = await loadUser(db, params.id);
    await db.query('UPDATE users SET password_expired = true WHERE user_id = $1', [params.id]);
    await endSessions(db, params.id, actor!);
    return ok(null, {
      message: 'Password expired.',
      audit: { type: 'PasswordExpired', targetType: 'User', targetId: user.UserId, description: user.UserName },
    });
  },

  generatePassword: async ({ db, params, body }) => {
    const user = await loadUser(db, params.id);
    return ok(generatePolicyPassword(body?.Length ?? USER_PASSWORD_LENGTH, await userPolicy(db, user.UserId)));
  },

  validatePassword: async ({ db, body, user }) => {
    const errors = policyErrors(body.Password, await policyForKey(db, body.Category ?? 'default', user));
    return ok({ IsValid: errors.length === 0, Errors: errors });
  },

  /**
   * Decision: only users the shared account is delegated to (ManageBy owners) may reveal it — not even
   * super admins by role. The contract's relation requirement checks that before this runs, so nobody
   * else learns anything about the account (not even whether it is shared). When the account names an
   * approval flow, only a delegated user whose request it approved may reveal, within the window
   * (shared-reveals/reveal-requests.ts); a refusal is audited.
   */
  revealSharedPassword: async ({ db, params, server, user }) => {
    const [row] = await db.query<{ user_name: string; user_type: number; shared_password_sealed: string | null }>(
      'SELECT u.user_name, u.user_type, u.shared_password_sealed FROM users u WHERE u.user_id = $1',
      [params.id],
    );
    if (!row) throw notFound('The user');
    if (row.user_type !== SHARED) throw badRequest('Only a shared account has a password to reveal.');
    await checkRevealApproved(db, params.id, user!.userId);
    if (!row.shared_password_sealed) throw notFound('A stored password for this shared account');
    return ok(
      { Password: unseal(server.secretKey, row.shared_password_sealed) },
      {
        audit: { targetType: 'User', targetId: params.id, description: `shared password of ${row.user_name} revealed` },
      },
    );
  },
};
