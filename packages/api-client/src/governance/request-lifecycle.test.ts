import { describe, expect, it } from 'vitest';
import {
  accessRequestLifecycle,
  AccessRequestState as S,
  isFinalRequestState,
  requestVerbsIn,
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
    expect(transitionRequest(S.PendingApproval, 'approve')).toEqual({ ok: true, to: S.Delivering });
    expect(transitionRequest(S.Delivering, 'deliver')).toEqual({ ok: true, to: S.Delivered });
  });

  it('refuses every verb of a final state, naming the state', () => {
    for (const state of [S.Delivered, S.DeliveryFailed, S.Denied, S.Cancelled] as AccessRequestState[]) {
      expect(isFinalRequestState(state)).toBe(true);
      expect(requestVerbsIn(state)).toEqual([]);
      for (const verb of VERBS) {
        const out = transitionRequest(state, verb);
        expect(out.ok).toBe(false);
        if (!out.ok) expect(out.message).toContain(`the request is ${accessRequestLifecycle.states[state].title}`);
      }
    }
  });

  it('names the states a verb is allowed in, and refuses a target the table does not list', () => {
    expect(transitionRequest(S.PendingApproval, 'deliver')).toEqual({
      ok: false,
      message:
        'Deliver is not possible: the request is Pending approval. It is possible when the request is Delivering.',
    });
    const skip = transitionRequest(S.PendingApproval, 'approve', S.Delivered);
    expect(skip.ok).toBe(false);
    expect(transitionRequest(S.Delivering, 'cancel').ok).toBe(false);
    expect(requestVerbsIn(S.PendingApproval)).toEqual(['approve', 'deny', 'cancel']);
  });

  it('gives every state a title and a tone', () => {
    for (const info of Object.values(accessRequestLifecycle.states)) expect(info.title).not.toBe('');
    expect(accessRequestLifecycle.states.Denied.tone).toBe('danger');
  });
});
