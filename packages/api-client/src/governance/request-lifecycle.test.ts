import { describe, expect, it } from 'vitest';
import {
  ACCESS_REQUEST_LIFECYCLE,
  AccessRequestState as S,
  isFinalRequestState,
  transitionRequest,
  type AccessRequestState,
  type AccessRequestVerb,
} from './request-lifecycle';

const VERBS: AccessRequestVerb[] = ['submit', 'approve', 'deny', 'cancel', 'deliver', 'fail'];

describe('access request lifecycle', () => {
  it('walks a two-stage request to delivery', () => {
    expect(transitionRequest(S.Submitted, 'submit', S.PendingApproval)).toEqual({ ok: true, to: S.PendingApproval });
    expect(transitionRequest(S.PendingApproval, 'approve', S.PendingApproval)).toEqual({
      ok: true,
      to: S.PendingApproval,
    });
    expect(transitionRequest(S.PendingApproval, 'approve', S.Delivering)).toEqual({ ok: true, to: S.Delivering });
    expect(transitionRequest(S.Delivering, 'deliver')).toEqual({ ok: true, to: S.Delivered });
  });

  it('refuses every verb of a final state, naming the state', () => {
    for (const state of [S.Delivered, S.DeliveryFailed, S.Denied, S.Cancelled] as AccessRequestState[]) {
      expect(isFinalRequestState(state)).toBe(true);
      for (const verb of VERBS) {
        const out = transitionRequest(state, verb);
        expect(out.ok).toBe(false);
        if (!out.ok) expect(out.message).toContain(ACCESS_REQUEST_LIFECYCLE[state].title.toLowerCase());
      }
    }
  });

  it('names the allowed verbs when a verb does not apply, and refuses a target the verb cannot reach', () => {
    const out = transitionRequest(S.PendingApproval, 'deliver');
    expect(out).toEqual({
      ok: false,
      message: 'A request that is pending approval cannot be delivered (allowed: approve, deny, cancel).',
    });
    expect(transitionRequest(S.PendingApproval, 'approve', S.Delivered).ok).toBe(false);
    expect(transitionRequest(S.Delivering, 'cancel').ok).toBe(false);
  });

  it('gives every state a title and a tone', () => {
    for (const info of Object.values(ACCESS_REQUEST_LIFECYCLE)) expect(info.title).not.toBe('');
    expect(ACCESS_REQUEST_LIFECYCLE.Denied.tone).toBe('danger');
  });
});
