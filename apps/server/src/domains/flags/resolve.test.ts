import { describe, expect, it } from 'vitest';
import { resolveFeatureFlags, type FlagValue } from './resolve';

const defs = [
  { flagDefId: 'a', name: 'ANOMALY_DETECTION', defaultValue: true },
  { flagDefId: 's', name: 'PAGE_DASHBOARD_SECURITY', defaultValue: false },
];
const subject = { userId: 'u1', groupIds: ['g1', 'g2'], applicationId: 'app' };
const v = (scope: FlagValue['scope'], objectId: string | null, isEnabled: boolean, flagDefId = 'a'): FlagValue => ({
  flagDefId,
  scope,
  objectId,
  isEnabled,
});

describe('resolveFeatureFlags', () => {
  it('takes the default where no value is set', () => {
    expect(resolveFeatureFlags(defs, [], subject)).toEqual(['ANOMALY_DETECTION']);
  });

  it('applies user > group > application > tenant > default, each over the next', () => {
    const layers = [
      v('Tenant', null, false),
      v('Application', 'app', true),
      v('Group', 'g1', false),
      v('User', 'u1', true),
    ];
    // Each added layer flips the outcome: the newest (most specific) wins every time.
    expect(resolveFeatureFlags(defs, layers.slice(0, 1), subject)).toEqual([]);
    expect(resolveFeatureFlags(defs, layers.slice(0, 2), subject)).toEqual(['ANOMALY_DETECTION']);
    expect(resolveFeatureFlags(defs, layers.slice(0, 3), subject)).toEqual([]);
    expect(resolveFeatureFlags(defs, layers, subject)).toEqual(['ANOMALY_DETECTION']);
    // Order of the rows does not matter.
    expect(resolveFeatureFlags(defs, [...layers].reverse(), subject)).toEqual(['ANOMALY_DETECTION']);
  });

  it('ignores values of other users, groups and applications', () => {
    const others = [v('User', 'u2', false), v('Group', 'g9', false), v('Application', 'other', false)];
    expect(resolveFeatureFlags(defs, others, subject)).toEqual(['ANOMALY_DETECTION']);
    expect(resolveFeatureFlags(defs, [v('User', 'u1', true, 's')], { ...subject, userId: null })).toEqual([
      'ANOMALY_DETECTION',
    ]);
  });

  it('turns a flag on when any of the user’s groups does', () => {
    expect(resolveFeatureFlags(defs, [v('Group', 'g1', false), v('Group', 'g2', true)], subject)).toEqual([
      'ANOMALY_DETECTION',
    ]);
    expect(resolveFeatureFlags(defs, [v('Group', 'g1', false), v('Group', 'g2', false)], subject)).toEqual([]);
  });

  it('resolves each flag on its own values and returns names sorted', () => {
    const values = [v('Tenant', null, true, 's'), v('Tenant', null, false, 'a')];
    expect(resolveFeatureFlags([...defs].reverse(), values, subject)).toEqual(['PAGE_DASHBOARD_SECURITY']);
    expect(resolveFeatureFlags(defs, [v('Tenant', null, true, 's')], subject)).toEqual([
      'ANOMALY_DETECTION',
      'PAGE_DASHBOARD_SECURITY',
    ]);
  });
});
