import { defineLifecycle, stateRefusalText, transition } from '../resources/lifecycle';

/**
 * The lifecycle of an access request (spec §2.5 /userauthrequests/list; the spec names no states, so
 * they are Entra ID's: submitted, pending approval, delivering, delivered, delivery failed, denied,
 * cancelled), as a layer lifecycle: one table the server enforces (a refusal names the current state
 * and the allowed ones) and the screens read (badge tones, which verbs show). Its verbs follow the
 * layer's actions — each allowed in named states — and move to the states the table allows.
 */
export const accessRequestLifecycle = defineLifecycle({
  field: 'State',
  initial: 'Submitted',
  states: {
    Submitted: { value: 'Submitted', title: 'Submitted', tone: 'info' },
    PendingApproval: { value: 'PendingApproval', title: 'Pending approval', tone: 'warning' },
    Delivering: { value: 'Delivering', title: 'Delivering', tone: 'info' },
    Delivered: { value: 'Delivered', title: 'Delivered', tone: 'success' },
    DeliveryFailed: { value: 'DeliveryFailed', title: 'Delivery failed', tone: 'danger' },
    Denied: { value: 'Denied', title: 'Denied', tone: 'danger' },
    Cancelled: { value: 'Cancelled', title: 'Cancelled', tone: 'neutral' },
  },
  transitions: {
    Submitted: ['PendingApproval', 'Delivering', 'Cancelled'],
    // Approving a stage that is not the last keeps the request pending, at the next stage.
    PendingApproval: ['PendingApproval', 'Delivering', 'Denied', 'Cancelled'],
    Delivering: ['Delivered', 'DeliveryFailed'],
    Delivered: [],
    DeliveryFailed: [],
    Denied: [],
    Cancelled: [],
  },
});

export type AccessRequestState = keyof typeof accessRequestLifecycle.states;
export const AccessRequestState = Object.fromEntries(Object.keys(accessRequestLifecycle.states).map((s) => [s, s])) as {
  readonly [S in AccessRequestState]: S;
};

/** The verbs of a request: the requester submits and cancels, approvers approve and deny, the system delivers. */
export type AccessRequestVerb = 'submit' | 'approve' | 'deny' | 'cancel' | 'deliver' | 'fail';

/** Each verb as a layer action: its title, the states it is allowed in and where it goes by default. */
export const ACCESS_REQUEST_VERBS: Readonly<
  Record<AccessRequestVerb, { title: string; states: readonly AccessRequestState[]; to: AccessRequestState }>
> = {
  submit: { title: 'Submit', states: ['Submitted'], to: 'PendingApproval' },
  approve: { title: 'Approve', states: ['PendingApproval'], to: 'Delivering' },
  deny: { title: 'Deny', states: ['PendingApproval'], to: 'Denied' },
  cancel: { title: 'Cancel', states: ['Submitted', 'PendingApproval'], to: 'Cancelled' },
  deliver: { title: 'Deliver', states: ['Delivering'], to: 'Delivered' },
  fail: { title: 'Fail delivery', states: ['Delivering'], to: 'DeliveryFailed' },
};

/** States a request no longer moves from. */
export const isFinalRequestState = (state: AccessRequestState): boolean =>
  accessRequestLifecycle.transitions[state].length === 0;

/** Verbs allowed in `state`. */
export const requestVerbsIn = (state: AccessRequestState): AccessRequestVerb[] =>
  (Object.keys(ACCESS_REQUEST_VERBS) as AccessRequestVerb[]).filter((v) =>
    ACCESS_REQUEST_VERBS[v].states.includes(state),
  );

export type TransitionOutcome =
  { readonly ok: true; readonly to: AccessRequestState } | { readonly ok: false; readonly message: string };

/**
 * Where `verb` takes a request in `state` (`to` picks among the targets the table allows, e.g. the
 * next approval stage; else the verb's default). Refusals name the current state and the allowed ones.
 */
export function transitionRequest(
  state: AccessRequestState,
  verb: AccessRequestVerb,
  to?: AccessRequestState,
): TransitionOutcome {
  const action = ACCESS_REQUEST_VERBS[verb];
  if (!(state in accessRequestLifecycle.states) || !action.states.includes(state))
    return {
      ok: false,
      message: stateRefusalText(
        accessRequestLifecycle,
        state in accessRequestLifecycle.states ? state : undefined,
        action.title,
        action.states,
        'request',
      ),
    };
  const out = transition(accessRequestLifecycle, state, to ?? action.to, 'request');
  return out.ok ? { ok: true, to: out.to } : { ok: false, message: out.message };
}
