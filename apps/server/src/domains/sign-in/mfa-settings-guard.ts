import type { Queryable } from '../../db/types';
import { refuseUnlessManagesAll } from '../../engine/access/sign-in-guard';
import { badRequest } from '../../engine/calls/errors';
import { isMfaEnforcedFor, mfaSettings } from './mfa-enforcement';
import { activeTotpEnrolments } from './second-factor';

/** The settings console sign-in enforces (the MFA tab); a change to one changes how everyone signs in. */
export const MFA_SIGN_IN_KEYS: ReadonlySet<string> = new Set(['MfaEnforcement', 'MfaMethods', 'MfaRememberDeviceDays']);

export const MFA_SELF_LOCKOUT =
  'This change would stop you signing in: you must use a second factor, have no authenticator app enrolled, and could not enrol one at sign-in. Enrol an authenticator app first, or allow authenticator apps.';

/**
 * Before a save or removal of an MFA sign-in setting: it reaches every account, so the sign-in guard
 * (issue 23, protected accounts) lets only an actor who may manage everyone make it — in practice a
 * super admin. Without it, a lesser administrator holding Configuration.Edit could lower the super
 * admins' second factor (Entra ID likewise keeps authentication methods to its most privileged roles).
 */
export async function refuseMfaSettingChange(db: Queryable, actorId: string | null, key: string): Promise<void> {
  if (actorId && MFA_SIGN_IN_KEYS.has(key)) await refuseUnlessManagesAll(db, actorId, [{ kind: 'everyone' }]);
}

/**
 * After the write, inside its transaction (a refusal rolls it back): refuses a change that would leave
 * its author unable to sign in again — obliged to use a second factor, with no authenticator app and
 * none that may be enrolled at sign-in (as the zones' self-lockout check, domains/sign-in/self-lockout.ts).
 */
export async function refuseMfaSelfLockout(db: Queryable, actorId: string | null, key: string): Promise<void> {
  if (!actorId || !MFA_SIGN_IN_KEYS.has(key)) return;
  const settings = await mfaSettings(db);
  if (!(await isMfaEnforcedFor(db, settings, actorId))) return;
  if ((await activeTotpEnrolments(db, actorId)).length) return;
  const [app] = await db.query("SELECT 1 FROM authenticators WHERE authenticator_type = 'Totp' AND is_enabled LIMIT 1");
  if (settings.allowedMethods.has('totp') && app) return;
  throw badRequest(MFA_SELF_LOCKOUT, [{ Message: MFA_SELF_LOCKOUT, Field: 'Value' }]);
}
