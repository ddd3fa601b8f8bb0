import type { Queryable } from '../../db/types';
import type { HookContext } from '../../engine/resources/records';
import { refuseUnlessManagesAll } from '../../engine/access/sign-in-guard';
import {
  restrictionAudience,
  userAgentAudience,
  zoneAudience,
  zoneDefAudience,
  type Audience,
  type RestrictionUse,
  type ZoneReach,
} from '../../engine/access/sign-in-reach';

/**
 * The sign-in guard as resource hooks: each hook works out whom the record reaches (before and after
 * the write) and refuses the write unless the caller may manage all of them (sign-in-guard.ts).
 */
export async function refuseSignInChange(
  ctx: Pick<HookContext, 'db' | 'user'>,
  ...audiences: ReadonlyArray<readonly Audience[]>
): Promise<void> {
  if (ctx.user) await refuseUnlessManagesAll(ctx.db, ctx.user.userId, ...audiences);
}

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

const RESTRICTION_USE = `SELECT is_enabled, applies_to, user_ids, group_ids, role_ids, location, browsers, platforms
  FROM access_restrictions`;

/** The restrictions matching `where` (zone definitions, browsers or platforms they name), as their reach reads them. */
async function restrictionUses(db: Queryable, where: string, params: unknown[] = []): Promise<RestrictionUse[]> {
  const rows = await db.query<Record<string, unknown>>(`${RESTRICTION_USE} WHERE ${where}`, params);
  return rows.map((r) => ({
    IsEnabled: Boolean(r.is_enabled),
    AppliesTo: r.applies_to as string,
    UserIds: parsed<string[]>(r.user_ids),
    GroupIds: parsed<string[]>(r.group_ids),
    RoleIds: parsed<string[]>(r.role_ids),
    Location: r.location as string,
    Browsers: r.browsers as string,
    Platforms: r.platforms as string,
  }));
}

/** Whom a zone definition's ranges hold now: the zones that use it and the restrictions that name it. */
async function zoneDefReach(db: Queryable, zoneDefId: string): Promise<Audience[]> {
  const zones = await db.query<ZoneReach>(
    'SELECT state AS "State", mfa_required AS "MfaRequired" FROM zones WHERE zone_def_id = $1',
    [zoneDefId],
  );
  return zoneDefAudience(zones, await restrictionUses(db, 'zone_def_ids @> jsonb_build_array($1::text)', [zoneDefId]));
}

/**
 * Hooks of access restrictions: the users the restriction holds before the write (checked before it)
 * and as stored after it (checked after it, in its transaction: what is stored decides, whatever the
 * request left out).
 */
export const restrictionGuardHooks = {
  beforeSave: (ctx: HookContext, _input: unknown, existing: RestrictionUse | null) =>
    refuseSignInChange(ctx, restrictionAudience(existing)),
  afterSave: (ctx: HookContext, record: RestrictionUse) => refuseSignInChange(ctx, restrictionAudience(record)),
  beforeRemove: (ctx: HookContext, record: RestrictionUse) => refuseSignInChange(ctx, restrictionAudience(record)),
};

/** Hooks of zones: everyone, while the zone decides anything before or after the write. */
export const zoneGuardHooks = {
  beforeSave: (ctx: HookContext, _input: unknown, existing: ZoneReach | null) =>
    refuseSignInChange(ctx, zoneAudience(existing)),
  afterSave: (ctx: HookContext, record: ZoneReach) => refuseSignInChange(ctx, zoneAudience(record)),
  beforeRemove: (ctx: HookContext, record: ZoneReach) => refuseSignInChange(ctx, zoneAudience(record)),
};

/** Hooks of zone definitions: whom the zones and restrictions using it hold (a new one is used by none). */
export const zoneDefGuardHooks = {
  beforeSave: async (ctx: HookContext, _input: unknown, existing: { ZoneDefId: string } | null) =>
    existing ? refuseSignInChange(ctx, await zoneDefReach(ctx.db, existing.ZoneDefId)) : undefined,
  beforeRemove: async (ctx: HookContext, record: { ZoneDefId: string }) =>
    refuseSignInChange(ctx, await zoneDefReach(ctx.db, record.ZoneDefId)),
};

/** Hooks of browser or platform definitions: the users of the restrictions that allow only chosen ones. */
export function userAgentGuardHooks(kind: 'Browsers' | 'Platforms') {
  const column = kind === 'Browsers' ? 'browsers' : 'platforms';
  const refuse = async (ctx: HookContext) =>
    refuseSignInChange(ctx, userAgentAudience(kind, await restrictionUses(ctx.db, `${column} = 'Only'`)));
  return { beforeSave: refuse, beforeRemove: refuse };
}
