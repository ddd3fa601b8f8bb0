import type { Queryable } from '../../db/types';
import { settingValue } from '../configurations/settings-store';

/** Who the tenant obliges to confirm a sign-in with a second factor (the MfaEnforcement setting). */
export type MfaEnforcement = 'optional' | 'administrators' | 'everyone';

/** The MFA tab's settings as sign-in reads them, in force on every request (no process cache). */
export interface MfaSettings {
  enforcement: MfaEnforcement;
  /** Methods users may enrol (MfaMethods): totp, webauthn, email, sms. */
  allowedMethods: ReadonlySet<string>;
  /** How long a device that completed a second factor skips the next ones (MfaRememberDeviceDays); 0: never. */
  rememberDeviceDays: number;
}

const ENFORCEMENTS: readonly MfaEnforcement[] = ['optional', 'administrators', 'everyone'];
/** The most days a device may be remembered (the catalogue's Max of MfaRememberDeviceDays). */
const MAX_REMEMBER_DAYS = 90;

function parseMethods(value: string | null): Set<string> {
  try {
    const parsed: unknown = JSON.parse(value ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((m): m is string => typeof m === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * Reads the settings. The configurations page refuses values outside the catalogue, so an unknown
 * enforcement can only come from a hand edit; it reads as the catalogue default 'optional'.
 */
export async function mfaSettings(db: Queryable): Promise<MfaSettings> {
  const [enforcement, methods, days] = await Promise.all([
    settingValue(db, 'MfaEnforcement'),
    settingValue(db, 'MfaMethods'),
    settingValue(db, 'MfaRememberDeviceDays'),
  ]);
  const dayCount = Math.trunc(Number(days));
  return {
    enforcement: ENFORCEMENTS.includes(enforcement as MfaEnforcement) ? (enforcement as MfaEnforcement) : 'optional',
    allowedMethods: parseMethods(methods),
    rememberDeviceDays: Number.isFinite(dayCount) ? Math.min(Math.max(dayCount, 0), MAX_REMEMBER_DAYS) : 0,
  };
}

/**
 * Whether the user is an administrator for MFA enforcement: the catalogue's "users holding console
 * permissions" — the super-admin flag, or at least one effective grant (migration 010's
 * user_grants_of, the access guard's own: direct, roles', groups'; an enabled super-admin role is '*').
 */
export async function isAdministrator(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query<{ is_admin: boolean }>(
    `SELECT (u.is_super_admin OR EXISTS (SELECT 1 FROM user_grants_of(ARRAY[u.user_id]) g)) AS is_admin
       FROM users u WHERE u.user_id = $1`,
    [userId],
  );
  return row?.is_admin ?? false;
}

/** Whether the tenant setting obliges this user to use a second factor. */
export async function isMfaEnforcedFor(db: Queryable, settings: MfaSettings, userId: string): Promise<boolean> {
  if (settings.enforcement === 'everyone') return true;
  return settings.enforcement === 'administrators' && (await isAdministrator(db, userId));
}
