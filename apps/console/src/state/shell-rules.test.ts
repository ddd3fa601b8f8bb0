import { describe, expect, it } from 'vitest';
import { entryPath, forwardTarget } from './shell-rules';
import { trialBanner } from './trial-banner';
import { formatHash, parseHash } from './hash-state';

const today = new Date('2026-11-22T10:00:00Z');

describe('trial banner', () => {
  it('shows days left within 90 days and hides further out or with no expiration', () => {
    expect(trialBanner('2026-12-22T10:00:00Z', today)).toEqual({ isShown: true, isExpired: false, daysLeft: 30 });
    expect(trialBanner('2027-06-01T00:00:00Z', today).isShown).toBe(false);
    expect(trialBanner('0001-01-01T00:00:00', today).isShown).toBe(false);
    expect(trialBanner(null, today).isShown).toBe(false);
  });
  it('says expired below one day and clamps the days at 0', () => {
    expect(trialBanner('2026-11-22T23:00:00Z', today)).toEqual({ isShown: true, isExpired: true, daysLeft: 0 });
    expect(trialBanner('2026-10-01T00:00:00Z', today)).toEqual({ isShown: true, isExpired: true, daysLeft: 0 });
    expect(trialBanner('2026-11-23T10:00:00Z', today)).toEqual({ isShown: true, isExpired: false, daysLeft: 1 });
  });
});

describe('entry screen', () => {
  it('sends a new super admin to get-started and everyone else to the overview', () => {
    expect(entryPath({ IsSuperAdmin: true, SuperAdminStartDate: '2026-11-10T00:00:00Z' }, today)).toBe(
      '/dashboard/get-started',
    );
    expect(entryPath({ IsSuperAdmin: true, SuperAdminStartDate: '2026-09-01T00:00:00Z' }, today)).toBe(
      '/dashboard/overview',
    );
    expect(entryPath({ IsSuperAdmin: false, SuperAdminStartDate: '2026-11-10T00:00:00Z' }, today)).toBe(
      '/dashboard/overview',
    );
    expect(entryPath({ IsSuperAdmin: true, SuperAdminStartDate: null }, today)).toBe('/dashboard/overview');
  });
});

describe('hash page state', () => {
  it('reads key=value pairs and a bare tab', () => {
    expect(parseHash('#action=create')).toEqual({ tab: null, values: { action: 'create' } });
    expect(parseHash('#MFA')).toEqual({ tab: 'MFA', values: {} });
    expect(parseHash('#Keys&id=a%20b')).toEqual({ tab: 'Keys', values: { id: 'a b' } });
    expect(parseHash('')).toEqual({ tab: null, values: {} });
  });
  it('writes what it reads', () => {
    const state = { tab: 'Keys', values: { action: 'assign-new-user', q: 'x&y' } };
    expect(parseHash(formatHash(state))).toEqual(state);
    expect(formatHash({ tab: null, values: { action: 'create-app' } })).toBe('#action=create-app');
  });
});

describe('where a signed-in user goes instead of sign-in or session expired', () => {
  const admin = { IsSuperAdmin: false, SuperAdminStartDate: null };
  it('returns to goback when it is a console page that needs a session', () => {
    expect(forwardTarget('/directory/users/list?page=2', admin, today)).toBe('/directory/users/list?page=2');
  });
  it('goes to the landing page for a public, unknown, foreign or missing goback', () => {
    for (const goback of [
      '/account/login',
      '/_access/boarding',
      '/no/such/page',
      '//evil.example/x',
      'https://x',
      null,
    ])
      expect(forwardTarget(goback, admin, today), String(goback)).toBe('/dashboard/overview');
    expect(forwardTarget(null, { IsSuperAdmin: true, SuperAdminStartDate: '2026-11-20T00:00:00Z' }, today)).toBe(
      '/dashboard/get-started',
    );
  });
});
