import { rangeContains, Weekday, type NetworkRange } from '@portcullis/api-client/contract';

type Address = Parameters<typeof rangeContains>[1];

/** An enabled access restriction that applies to the application signed in to, as the sign-in checks it. */
export interface RestrictionRule {
  title: string;
  appliesTo: 'AllUsers' | 'Users' | 'Groups' | 'Roles';
  userIds: readonly string[];
  groupIds: readonly string[];
  roleIds: readonly string[];
  schedule: 'Always' | 'Schedule';
  days: readonly number[];
  fromHour: number | null;
  toHour: number | null;
  timeZone: string | null;
  location: 'Anywhere' | 'InZones' | 'NotInZones';
  /** The ranges of the chosen zone definitions. */
  zoneRanges: readonly NetworkRange[];
  browsers: 'Any' | 'Only';
  browserIds: readonly string[];
  platforms: 'Any' | 'Only';
  platformIds: readonly string[];
}

/** What is known of a sign-in when its restrictions are checked (after the password). */
export interface SignInFacts {
  userId: string;
  groupIds: ReadonlySet<string>;
  roleIds: ReadonlySet<string>;
  /** The user's own time zone, if set. */
  userTimeZone: string | null;
  client: Address | null;
  browserId: string | null;
  platformId: string | null;
  now: Date;
}

const DAY_NAMES = Object.keys(Weekday);
const ISO_DAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Whether the restriction applies to this user (who). */
export function appliesToUser(rule: RestrictionRule, facts: SignInFacts): boolean {
  switch (rule.appliesTo) {
    case 'AllUsers':
      return true;
    case 'Users':
      return rule.userIds.includes(facts.userId);
    case 'Groups':
      return rule.groupIds.some((id) => facts.groupIds.has(id));
    case 'Roles':
      return rule.roleIds.some((id) => facts.roleIds.has(id));
  }
}

/** The ISO weekday (1-7) and hour (0-23) of `now` in a time zone. */
export function localDayAndHour(now: Date, timeZone: string): { day: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  return { day: ISO_DAY[parts.weekday ?? ''] ?? 0, hour: Number(parts.hour ?? 0) % 24 };
}

/** Whether `hour` is inside [from, to); an end before the start spans midnight. */
export const isWithinHours = (hour: number, from: number, to: number): boolean =>
  from < to ? hour >= from && hour < to : hour >= from || hour < to;

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * Why this restriction refuses the sign-in (a phrase after "Sign-in is not allowed …"), or null when
 * its conditions hold or it does not apply to the user.
 */
export function restrictionRefusal(rule: RestrictionRule, facts: SignInFacts): string | null {
  if (!appliesToUser(rule, facts)) return null;
  if (rule.schedule === 'Schedule') {
    const zone = facts.userTimeZone ?? rule.timeZone ?? 'UTC';
    const { day, hour } = localDayAndHour(facts.now, zone);
    const from = rule.fromHour ?? 0;
    const to = rule.toHour ?? 24;
    if (!rule.days.includes(day) || !isWithinHours(hour, from, to)) {
      const days = rule.days.map((d) => DAY_NAMES[d - 1]?.slice(0, 3)).join(', ');
      return `at this time: it is allowed on ${days} from ${hh(from)} to ${hh(to)} (${zone})`;
    }
  }
  if (rule.location !== 'Anywhere') {
    const isInZone = facts.client !== null && rule.zoneRanges.some((r) => rangeContains(r, facts.client!));
    if (isInZone !== (rule.location === 'InZones')) return 'from your network address';
  }
  if (rule.browsers === 'Only' && !(facts.browserId && rule.browserIds.includes(facts.browserId)))
    return 'from this browser';
  if (rule.platforms === 'Only' && !(facts.platformId && rule.platformIds.includes(facts.platformId)))
    return 'from this platform';
  return null;
}
