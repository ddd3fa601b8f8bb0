import { describe, expect, it } from 'vitest';
import { parseClientAddress, parseRange } from '@portcullis/api-client/contract';
import {
  isWithinHours,
  localDayAndHour,
  restrictionRefusal,
  type RestrictionRule,
  type SignInFacts,
} from './restriction-rules';

const rule = (over: Partial<RestrictionRule> = {}): RestrictionRule => ({
  title: 'R',
  appliesTo: 'AllUsers',
  userIds: [],
  groupIds: [],
  roleIds: [],
  schedule: 'Always',
  days: [],
  fromHour: null,
  toHour: null,
  timeZone: null,
  location: 'Anywhere',
  zoneRanges: [],
  browsers: 'Any',
  browserIds: [],
  platforms: 'Any',
  platformIds: [],
  ...over,
});
// Wednesday 2031-01-15 10:30 UTC = 13:30 in Istanbul (UTC+3, no daylight saving).
const facts = (over: Partial<SignInFacts> = {}): SignInFacts => ({
  userId: 'u1',
  groupIds: new Set(['g1']),
  roleIds: new Set(['r1']),
  userTimeZone: null,
  client: parseClientAddress('127.0.0.1'),
  browserId: 'firefox',
  platformId: 'linux',
  now: new Date('2031-01-15T10:30:00Z'),
  ...over,
});

describe('access restriction rules', () => {
  it('apply to all users, chosen users, group members or role holders only', () => {
    const night = { schedule: 'Schedule' as const, days: [1], fromHour: 0, toHour: 1, timeZone: 'UTC' };
    expect(restrictionRefusal(rule(night), facts())).not.toBeNull();
    expect(restrictionRefusal(rule({ ...night, appliesTo: 'Users', userIds: ['u2'] }), facts())).toBeNull();
    expect(restrictionRefusal(rule({ ...night, appliesTo: 'Groups', groupIds: ['g1'] }), facts())).not.toBeNull();
    expect(restrictionRefusal(rule({ ...night, appliesTo: 'Roles', roleIds: ['r9'] }), facts())).toBeNull();
  });

  it("check days and hours on the user's clock, else the restriction's, spanning midnight when the end is earlier", () => {
    expect(localDayAndHour(new Date('2031-01-15T10:30:00Z'), 'Europe/Istanbul')).toEqual({ day: 3, hour: 13 });
    expect(localDayAndHour(new Date('2031-01-15T02:00:00Z'), 'America/New_York')).toEqual({ day: 2, hour: 21 });
    const office = rule({ schedule: 'Schedule', days: [1, 2, 3, 4, 5], fromHour: 9, toHour: 13, timeZone: 'UTC' });
    expect(restrictionRefusal(office, facts())).toBeNull();
    expect(restrictionRefusal(office, facts({ userTimeZone: 'Europe/Istanbul' }))).toBe(
      'at this time: it is allowed on Mon, Tue, Wed, Thu, Fri from 09:00 to 13:00 (Europe/Istanbul)',
    );
    expect(restrictionRefusal({ ...office, days: [6, 7] }, facts())).toMatch(/^at this time/);
    expect([
      isWithinHours(23, 22, 6),
      isWithinHours(5, 22, 6),
      isWithinHours(6, 22, 6),
      isWithinHours(0, 0, 24),
    ]).toEqual([true, true, false, true]);
  });

  it('check the network, in or not in the chosen zones', () => {
    const zoneRanges = [parseRange('127.0.0.64/26')!];
    const inside = facts({ client: parseClientAddress('127.0.0.70') });
    expect(restrictionRefusal(rule({ location: 'InZones', zoneRanges }), inside)).toBeNull();
    expect(restrictionRefusal(rule({ location: 'InZones', zoneRanges }), facts())).toBe('from your network address');
    expect(restrictionRefusal(rule({ location: 'NotInZones', zoneRanges }), inside)).toBe('from your network address');
    expect(restrictionRefusal(rule({ location: 'InZones', zoneRanges }), facts({ client: null }))).toBe(
      'from your network address',
    );
  });

  it('check the recognised browser and platform; an unrecognised one is not among the chosen', () => {
    expect(restrictionRefusal(rule({ browsers: 'Only', browserIds: ['firefox'] }), facts())).toBeNull();
    expect(restrictionRefusal(rule({ browsers: 'Only', browserIds: ['edge'] }), facts())).toBe('from this browser');
    expect(restrictionRefusal(rule({ platforms: 'Only', platformIds: ['windows'] }), facts())).toBe(
      'from this platform',
    );
    expect(restrictionRefusal(rule({ platforms: 'Only', platformIds: ['linux'] }), facts({ platformId: null }))).toBe(
      'from this platform',
    );
  });
});
