import type { HookContext } from '../../engine/resources/crud';
import { badRequest } from '../../engine/calls/errors';
import { activeTotpEnrolments } from './second-factor';
import { CONSOLE_APPLICATION_ID, restrictionRefusalFor, zoneDecisionFor } from './policy';

/**
 * Refuses a change to zones, zone definitions or access restrictions that would stop the caller
 * signing in to the console again from where they are now (Entra ID warns the same way): run after the
 * write, inside its transaction, so the check sees the change and a refusal rolls it back.
 */
export async function refuseSelfLockout(ctx: HookContext): Promise<void> {
  if (!ctx.user) return;
  const origin = {
    ip: ctx.request.ip,
    userAgent: String(ctx.request.headers['user-agent'] ?? ''),
    applicationId: CONSOLE_APPLICATION_ID,
    now: new Date(),
  };
  const zones = await zoneDecisionFor(ctx.db, origin);
  if (zones.isDenied)
    throw badRequest(
      `This change would refuse your own sign-in from ${origin.ip} (the Deny All zone "${zones.stateBy}"). Leave your address out first.`,
    );
  const refusal = await restrictionRefusalFor(ctx.db, ctx.user.userId, origin);
  if (refusal)
    throw badRequest(
      `This change would refuse your own sign-in: it would not be allowed ${refusal.reason} (access restriction "${refusal.title}").`,
    );
  if (zones.isMfaRequired && !(await activeTotpEnrolments(ctx.db, ctx.user.userId)).length)
    throw badRequest(
      `This change would ask you for a second factor at sign-in from ${origin.ip}, and you have no authenticator app enrolled. Enrol one first.`,
    );
}
