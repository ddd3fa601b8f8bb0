import { describe, expect, it } from 'vitest';
import { actionRefusal, actionsFor, actorRefusal, targetStateOf } from '../actions';
import { isFinalState } from '../lifecycle';
import { accessRequestLifecycle as lifecycle } from '../../governance/request-lifecycle';
import { accessRequestResource as def } from './access-request';

const [requester, first, second, admin] = ['u-requester', 'u-first', 'u-second', 'u-admin'];
const pending = (extra: Record<string, unknown> = {}) => ({
  State: 'PendingApproval',
  CurrentStage: 1,
  ApprovalStages: 2,
  RequesterId: requester,
  ApproverIds: [first],
  FlowItemId: null,
  ...extra,
});
const as = (userId: string, isSuperAdmin = false) => ({ userId, isSuperAdmin });
const offered = (record: Record<string, unknown>, userId: string, isSuperAdmin = false) =>
  actionsFor(def.actions, lifecycle, record.State, { selection: false, record, actor: as(userId, isSuperAdmin) }).map(
    ([verb]) => verb,
  );

describe('access request: its verbs as the definition’s actions', () => {
  it('approving an earlier stage keeps it pending, the last one delivers, a flow moves it itself', () => {
    const { approve, deny, cancel } = def.actions;
    expect(targetStateOf(approve, pending())).toBe('PendingApproval');
    expect(targetStateOf(approve, pending({ CurrentStage: 2 }))).toBe('Delivering');
    expect(targetStateOf(approve, pending({ FlowItemId: 'f-1' }))).toBeNull();
    expect(targetStateOf(deny, pending())).toBe('Denied');
    expect(targetStateOf(deny, pending({ FlowItemId: 'f-1' }))).toBeNull();
    expect(targetStateOf(cancel, pending())).toBe('Cancelled');
  });

  it('refuses every verb of a final state, naming the state and where it is possible', () => {
    for (const state of ['Delivered', 'DeliveryFailed', 'Denied', 'Cancelled'] as const) {
      expect(isFinalState(lifecycle, state)).toBe(true);
      for (const action of Object.values(def.actions))
        expect(actionRefusal(action, lifecycle, state, def.noun, pending({ State: state }))).toContain(
          `the request is ${lifecycle.states[state].title}`,
        );
    }
    expect(actionRefusal(def.actions.approve, lifecycle, 'Delivered', def.noun)).toBe(
      'Approve is not possible: the request is Delivered. It is possible when the request is Pending approval.',
    );
    expect(actionRefusal(def.actions.cancel, lifecycle, 'Delivering', def.noun)).toBe(
      'Cancel is not possible: the request is Delivering. It is possible when the request is Submitted or Pending approval.',
    );
  });

  it('lets only the current stage’s approvers decide, never the requester, and only the requester cancel', () => {
    const { approve, cancel } = def.actions;
    expect(actorRefusal(approve, pending(), as(first))).toBeNull();
    expect(actorRefusal(approve, pending(), as(second))).toBe(
      'Only the approvers of this stage can decide this request.',
    );
    expect(actorRefusal(approve, pending({ ApproverIds: [first, requester] }), as(requester))).toBe(
      'You cannot decide your own request.',
    );
    // Nobody resolves: a super admin decides, but not their own request.
    expect(actorRefusal(approve, pending({ ApproverIds: [] }), as(admin, true))).toBeNull();
    expect(actorRefusal(approve, pending(), as(admin, true))).not.toBeNull();
    expect(actorRefusal(approve, pending({ ApproverIds: [], RequesterId: admin }), as(admin, true))).toBe(
      'You cannot decide your own request.',
    );
    expect(actorRefusal(cancel, pending(), as(requester))).toBeNull();
    expect(actorRefusal(cancel, pending(), as(admin, true))).toBe('Only the requester can cancel a request.');
  });

  it('offers each caller the buttons the state and the actor rules allow', () => {
    expect(offered(pending(), first)).toEqual(['approve', 'deny']);
    expect(offered(pending(), requester)).toEqual(['cancel']);
    expect(offered(pending(), second)).toEqual([]);
    expect(offered(pending({ State: 'Delivered', ApproverIds: [] }), requester)).toEqual([]);
  });

  it('gives every state a title and a tone', () => {
    for (const info of Object.values(lifecycle.states)) expect(info.title).not.toBe('');
    expect(lifecycle.states.Denied.tone).toBe('danger');
  });
});
