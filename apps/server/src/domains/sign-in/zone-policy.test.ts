import { describe, expect, it } from 'vitest';
import { parseClientAddress, parseRange, ZoneMfaRequired, ZoneState } from '@portcullis/api-client/contract';
import { decideZones, type ZoneRule } from './zone-policy';

const zone = (
  title: string,
  ranges: string[],
  state: number,
  mfaRequired: number = ZoneMfaRequired.SystemDefault,
  level: ZoneRule['level'] = 'system',
): ZoneRule => ({ title, level, ranges: ranges.map((r) => parseRange(r)!), state, mfaRequired });
const at = (ip: string) => parseClientAddress(ip);

describe('zone policy', () => {
  it('allows without a second factor when no zone holds the address, or none decides', () => {
    const rules = [zone('Blocked', ['127.0.0.64/26'], ZoneState.DenyAll), zone('Quiet', ['127.0.0.0/8'], 0)];
    expect(decideZones(rules, at('10.0.0.1'))).toEqual({
      isDenied: false,
      isMfaRequired: false,
      stateBy: null,
      mfaBy: null,
    });
    expect(decideZones(rules, at('127.0.0.1')).isDenied).toBe(false);
    expect(decideZones(rules, null).isDenied).toBe(false);
  });

  it('refuses from a Deny All zone, IPv4 and IPv6 loopback alike', () => {
    const rules = [zone('Blocked', ['127.0.0.64/26', '::1'], ZoneState.DenyAll)];
    expect(decideZones(rules, at('127.0.0.70'))).toMatchObject({ isDenied: true, stateBy: 'Blocked' });
    expect(decideZones(rules, at('::1')).isDenied).toBe(true);
    expect(decideZones(rules, at('::ffff:127.0.0.65')).isDenied).toBe(true);
    expect(decideZones(rules, at('127.0.0.1')).isDenied).toBe(false);
  });

  it('lets the most specific range decide, Deny All winning a tie', () => {
    const everywhere = zone('Everywhere', ['0.0.0.0/0', '::/0'], ZoneState.DenyAll);
    const office = zone('Office', ['127.0.0.0/24'], ZoneState.AllowAll);
    expect(decideZones([everywhere, office], at('127.0.0.9'))).toMatchObject({ isDenied: false, stateBy: 'Office' });
    expect(decideZones([everywhere, office], at('127.0.1.9'))).toMatchObject({ isDenied: true, stateBy: 'Everywhere' });
    const twin = zone('Twin', ['127.0.0.0/24'], ZoneState.DenyAll);
    expect(decideZones([office, twin], at('127.0.0.9')).isDenied).toBe(true);
  });

  it("puts the application's own zones before the system's", () => {
    const system = zone('System deny', ['127.0.0.0/30'], ZoneState.DenyAll);
    const app = zone('Console allow', ['127.0.0.0/8'], ZoneState.AllowAll, 0, 'application');
    expect(decideZones([system, app], at('127.0.0.1'))).toMatchObject({ isDenied: false, stateBy: 'Console allow' });
  });

  it('asks for a second factor where Required decides, and not where Not Required is more specific', () => {
    const wide = zone('Loopback MFA', ['127.0.0.0/8'], 0, ZoneMfaRequired.Required);
    const trusted = zone('Trusted', ['127.0.0.128/25'], 0, ZoneMfaRequired.NotRequired);
    expect(decideZones([wide, trusted], at('127.0.0.5'))).toMatchObject({ isMfaRequired: true, mfaBy: 'Loopback MFA' });
    expect(decideZones([wide, trusted], at('127.0.0.200'))).toMatchObject({ isMfaRequired: false, mfaBy: 'Trusted' });
    const tie = zone('Tie', ['127.0.0.128/25'], 0, ZoneMfaRequired.Required);
    expect(decideZones([trusted, tie], at('127.0.0.200')).isMfaRequired).toBe(true);
  });
});
