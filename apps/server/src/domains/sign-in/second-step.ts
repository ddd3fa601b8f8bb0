import type { Queryable } from '../../db/types';
import { isMfaEnforcedFor, mfaSettings, type MfaSettings } from './mfa-enforcement';
import { isDeviceRemembered } from './remembered-device';
import { revocationStamp } from './device-revocation';
import { activeTotpEnrolments } from './second-factor';
import type { ZoneDecision } from './zone-policy';

/** The tenant obliges a second factor, and none can be enrolled at sign-in (no authenticator app allowed or enabled). */
export const NO_ENROLABLE_FACTOR =
  'Your account must confirm sign-in with a second factor, and no authenticator app can be enrolled here. Ask your administrator to enrol one.';

/**
 * What follows a correct password:
 * - `none`: no second factor is asked for;
 * - `remembered`: one is asked for, and this device completed one within MfaRememberDeviceDays;
 * - `challenge`: a code of the user's authenticator app;
 * - `enrol`: the user has no authenticator app and must enrol one now, then confirm its first code;
 * - `refuse-zone`: a zone asks for a second factor and the user has none (as before enforcement);
 * - `refuse-no-method`: the tenant asks for one and no authenticator app may be enrolled.
 * `by` says who asked, for the audit entry.
 */
export type SecondStep =
  { kind: 'none' } | { kind: 'remembered' | 'challenge' | 'enrol' | 'refuse-zone' | 'refuse-no-method'; by: string };

/**
 * Decides the second step of a console sign-in. Precedence (as Entra ID, where the strongest
 * requirement wins): a second factor is required when a zone requires it OR the MfaEnforcement setting
 * covers the user; a zone's Not Required never lowers the tenant setting, and 'optional' never lowers a
 * zone's Required. The console's sign-in verifies authenticator-app (TOTP) codes, so only an active
 * TOTP enrolment counts as a factor here; a user with none enrols one when the tenant setting (which
 * says "users without a factor enrol one at their next sign-in") requires it and MfaMethods allows
 * 'totp'. Where only a zone requires it, the user is refused as before: a zone requiring a second factor
 * marks a network where a password alone is not enough, so a password alone must not enrol a factor
 * there either (Entra ID's "register security information" from trusted locations only).
 */
export async function decideSecondStep(
  db: Queryable,
  serverKey: Buffer,
  input: { userId: string; zones: ZoneDecision; cookieHeader: string | undefined; nowMs: number },
): Promise<{ step: SecondStep; settings: MfaSettings }> {
  const settings = await mfaSettings(db);
  const isEnforced = await isMfaEnforcedFor(db, settings, input.userId);
  const { zones } = input;
  if (!zones.isMfaRequired && !isEnforced) return { step: { kind: 'none' }, settings };
  const by = [
    zones.isMfaRequired ? `the zone "${zones.mfaBy}"` : null,
    isEnforced ? `MFA enforcement (${settings.enforcement})` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  if ((await activeTotpEnrolments(db, input.userId)).length) {
    const isRemembered = isDeviceRemembered(
      serverKey,
      input.cookieHeader,
      input.userId,
      settings.rememberDeviceDays,
      input.nowMs,
      await revocationStamp(db, input.userId),
    );
    return { step: { kind: isRemembered ? 'remembered' : 'challenge', by }, settings };
  }
  if (zones.isMfaRequired) return { step: { kind: 'refuse-zone', by }, settings };
  return { step: { kind: settings.allowedMethods.has('totp') ? 'enrol' : 'refuse-no-method', by }, settings };
}
