import { parseClientAddress, parseRange, type NetworkRange } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { decideZones, type ZoneDecision, type ZoneRule } from './zone-policy';
import { restrictionRefusal, type RestrictionRule, type SignInFacts } from './restriction-rules';

/** The console is a system application (fixed id shared with the Applications work); it is seeded by migration 015. */
export const CONSOLE_APPLICATION_ID = '00000000-0000-4000-8000-000000000030';

/** Where a sign-in comes from: the client address as the server reads it, and the User-Agent. */
export interface SignInOrigin {
  ip: string;
  userAgent: string;
  applicationId: string;
  now: Date;
}

type Address = NonNullable<ReturnType<typeof parseClientAddress>>;

const rangesOf = (value: unknown): NetworkRange[] =>
  (Array.isArray(value) ? value : []).flatMap((text) => {
    const range = typeof text === 'string' ? parseRange(text) : null;
    return range ? [range] : [];
  });

/** What the zones decide for a sign-in to the application from this address (system and application zones). */
export async function zoneDecisionFor(db: Queryable, origin: SignInOrigin): Promise<ZoneDecision> {
  const rows = await db.query<{
    title: string;
    object_type: number;
    state: number;
    mfa_required: number;
    ranges: unknown;
  }>(
    `SELECT z.title, z.object_type, z.state, z.mfa_required, zd.ranges
       FROM zones z JOIN zone_defs zd ON zd.zone_def_id = z.zone_def_id
      WHERE (z.state <> 0 OR z.mfa_required <> 0)
        AND (z.object_type = 0 OR z.application_ids @> jsonb_build_array($1::text))`,
    [origin.applicationId],
  );
  const rules: ZoneRule[] = rows.map((r) => ({
    title: r.title,
    level: r.object_type === 0 ? 'system' : 'application',
    ranges: rangesOf(typeof r.ranges === 'string' ? JSON.parse(r.ranges) : r.ranges),
    state: r.state ?? 0,
    mfaRequired: r.mfa_required ?? 0,
  }));
  return decideZones(rules, parseClientAddress(origin.ip));
}

interface RestrictionRow {
  title: string;
  applies_to: RestrictionRule['appliesTo'];
  user_ids: string[];
  group_ids: string[];
  role_ids: string[];
  schedule: RestrictionRule['schedule'];
  days: number[];
  from_hour: number | null;
  to_hour: number | null;
  time_zone: string | null;
  location: RestrictionRule['location'];
  zone_ranges: unknown;
  browsers: RestrictionRule['browsers'];
  browser_ids: string[];
  platforms: RestrictionRule['platforms'];
  platform_ids: string[];
}

/** The recognised browser and platform of a User-Agent: the first match by priority (System → browsers, platforms). */
export async function recogniseUserAgent(
  db: Queryable,
  userAgent: string,
): Promise<{ browserId: string | null; platformId: string | null }> {
  const [row] = await db.query<{ browser_id: string | null; platform_id: string | null }>(
    `SELECT (SELECT b.browser_id::text FROM browsers b WHERE b.user_agent_match <> '' AND strpos(lower($1), lower(b.user_agent_match)) > 0
              ORDER BY b.priority, b.title LIMIT 1) AS browser_id,
            (SELECT p.platform_id::text FROM platforms p WHERE p.user_agent_match <> '' AND strpos(lower($1), lower(p.user_agent_match)) > 0
              ORDER BY p.priority, p.title LIMIT 1) AS platform_id`,
    [userAgent.slice(0, 1000)],
  );
  return { browserId: row?.browser_id ?? null, platformId: row?.platform_id ?? null };
}

/**
 * The first enabled access restriction that refuses this user's sign-in to the application, with its
 * reason, or null. Nothing more is read when no restriction applies to the application.
 */
export async function restrictionRefusalFor(
  db: Queryable,
  userId: string,
  origin: SignInOrigin,
): Promise<{ title: string; reason: string } | null> {
  const rows = await db.query<RestrictionRow>(
    `SELECT ar.title, ar.applies_to, ar.user_ids, ar.group_ids, ar.role_ids, ar.schedule, ar.days, ar.from_hour, ar.to_hour,
            ar.time_zone, ar.location, ar.browsers, ar.browser_ids, ar.platforms, ar.platform_ids,
            (SELECT coalesce(jsonb_agg(r.range), '[]'::jsonb) FROM zone_defs zd, jsonb_array_elements_text(zd.ranges) AS r(range)
              WHERE ar.zone_def_ids @> jsonb_build_array(zd.zone_def_id::text)) AS zone_ranges
       FROM access_restrictions ar
      WHERE ar.is_enabled AND (ar.object_type = 0 OR ar.application_ids @> jsonb_build_array($1::text))
      ORDER BY ar.title, ar.access_restriction_id`,
    [origin.applicationId],
  );
  if (!rows.length) return null;
  const [user] = await db.query<{ time_zone: string | null; group_ids: string[] | null; role_ids: string[] | null }>(
    `SELECT u.time_zone,
            ARRAY(SELECT gm.group_def_id::text FROM group_members gm WHERE gm.user_id = u.user_id) AS group_ids,
            ARRAY(SELECT ur.role_def_id::text FROM user_roles ur WHERE ur.user_id = u.user_id
                  UNION SELECT gr.role_def_id::text FROM group_roles gr JOIN group_members gm ON gm.group_def_id = gr.group_def_id
                         WHERE gm.user_id = u.user_id) AS role_ids
       FROM users u WHERE u.user_id = $1`,
    [userId],
  );
  const needsAgent = rows.some((r) => r.browsers === 'Only' || r.platforms === 'Only');
  const agent = needsAgent ? await recogniseUserAgent(db, origin.userAgent) : { browserId: null, platformId: null };
  const facts: SignInFacts = {
    userId,
    groupIds: new Set(user?.group_ids ?? []),
    roleIds: new Set(user?.role_ids ?? []),
    userTimeZone: user?.time_zone ?? null,
    client: parseClientAddress(origin.ip) as Address | null,
    ...agent,
    now: origin.now,
  };
  for (const r of rows) {
    const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
    const rule: RestrictionRule = {
      title: r.title,
      appliesTo: r.applies_to,
      userIds: json<string[]>(r.user_ids) ?? [],
      groupIds: json<string[]>(r.group_ids) ?? [],
      roleIds: json<string[]>(r.role_ids) ?? [],
      schedule: r.schedule,
      days: json<number[]>(r.days) ?? [],
      fromHour: r.from_hour,
      toHour: r.to_hour,
      timeZone: r.time_zone,
      location: r.location,
      zoneRanges: rangesOf(json(r.zone_ranges)),
      browsers: r.browsers,
      browserIds: json<string[]>(r.browser_ids) ?? [],
      platforms: r.platforms,
      platformIds: json<string[]>(r.platform_ids) ?? [],
    };
    const reason = restrictionRefusal(rule, facts);
    if (reason) return { title: r.title, reason };
  }
  return null;
}
