import { describe, expect, it } from 'vitest';
import type { SharedRevealAccess } from '@portcullis/api-client';
import { sharedRevealView } from './shared-reveal-view';

const access = (State: SharedRevealAccess['State'], extra: Partial<SharedRevealAccess> = {}): SharedRevealAccess => ({
  State,
  FlowId: State === 'Direct' ? null : 'f1',
  FlowTitle: State === 'Direct' ? null : 'Reveal approval',
  FlowItemId: null,
  ExpiresDate: null,
  ...extra,
});
const date = (iso: string) => `<${iso}>`;

describe('sharedRevealView', () => {
  it('reveals directly without a flow, and within an approval with its end', () => {
    expect(sharedRevealView(access('Direct'), date)).toEqual({ kind: 'reveal', note: null });
    expect(sharedRevealView(access('Approved', { ExpiresDate: '2030-01-01T10:00:00Z' }), date)).toEqual({
      kind: 'reveal',
      note: 'Approved: you may reveal the password until <2030-01-01T10:00:00Z>.',
    });
  });

  it('asks for access before approval, waits while pending, and lets a denied request be asked again', () => {
    expect(sharedRevealView(access('None'), date)).toEqual({
      kind: 'request',
      note: 'Revealing this password needs approval through Reveal approval.',
    });
    expect(sharedRevealView(access('Pending'), date).kind).toBe('pending');
    expect(sharedRevealView(access('Denied'), date)).toMatchObject({ kind: 'request' });
    expect(sharedRevealView(access('Denied'), date).note).toMatch(/^Your last request was denied\./);
  });

  it('tells a user the account is not delegated to that they cannot reveal it', () => {
    expect(sharedRevealView(null, date).kind).toBe('notDelegated');
  });
});
