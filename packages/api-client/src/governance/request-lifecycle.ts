/**
 * The lifecycle of an access request (spec §2.5 /userauthrequests/list; the spec names no states, so
 * they are Entra ID's: submitted, pending approval, delivering, delivered, delivery failed, denied,
 * cancelled). One table, read by the server (which refuses anything else with a 400 naming the
 * current state and the allowed verbs) and by the screens (badge tones, which buttons show). Written
 * as data with a pure transition function so that it can move into the resource layer's lifecycles.
 */

export const AccessRequestState = {
  Submitted: 'Submitted',
  PendingApproval: 'PendingApproval',
  Delivering: 'Delivering',
  Delivered: 'Delivered',
  DeliveryFailed: 'DeliveryFailed',
  Denied: 'Denied',
  Cancelled: 'Cancelled',
} as const;
export type AccessRequestState = (typeof AccessRequestState)[keyof typeof AccessRequestState];

/** The verbs of a request: the requester submits and cancels, approvers approve and deny, the system delivers. */
export type AccessRequestVerb = 'submit' | 'approve' | 'deny' | 'cancel' | 'deliver' | 'fail';

type Tone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';

interface StateInfo {
  readonly title: string;
  readonly tone: Tone;
  /** Verb → the states it may lead to (approve stays pending until the last stage). */
  readonly verbs: Partial<Record<AccessRequestVerb, readonly AccessRequestState[]>>;
}

const S = AccessRequestState;

/** The state table: titles, badge tones and allowed transitions. */
export const ACCESS_REQUEST_LIFECYCLE: Readonly<Record<AccessRequestState, StateInfo>> = {
  Submitted: {
    title: 'Submitted',
    tone: 'info',
    verbs: { submit: [S.PendingApproval, S.Delivering], cancel: [S.Cancelled] },
  },
  PendingApproval: {
    title: 'Pending approval',
    tone: 'warning',
    verbs: { approve: [S.PendingApproval, S.Delivering], deny: [S.Denied], cancel: [S.Cancelled] },
  },
  Delivering: { title: 'Delivering', tone: 'info', verbs: { deliver: [S.Delivered], fail: [S.DeliveryFailed] } },
  Delivered: { title: 'Delivered', tone: 'success', verbs: {} },
  DeliveryFailed: { title: 'Delivery failed', tone: 'danger', verbs: {} },
  Denied: { title: 'Denied', tone: 'danger', verbs: {} },
  Cancelled: { title: 'Cancelled', tone: 'neutral', verbs: {} },
};

/** States a request no longer moves from. */
export const isFinalRequestState = (state: AccessRequestState): boolean =>
  Object.keys(ACCESS_REQUEST_LIFECYCLE[state].verbs).length === 0;

/** Verbs allowed in `state`. */
export const requestVerbsIn = (state: AccessRequestState): AccessRequestVerb[] =>
  Object.keys(ACCESS_REQUEST_LIFECYCLE[state]?.verbs ?? {}) as AccessRequestVerb[];

export type TransitionOutcome =
  { readonly ok: true; readonly to: AccessRequestState } | { readonly ok: false; readonly message: string };

/**
 * Where `verb` takes a request in `state`. `to` picks among the verb's targets (approve: the next
 * stage or delivery); without it the first target is taken. Refusals name the state and the allowed verbs.
 */
export function transitionRequest(
  state: AccessRequestState,
  verb: AccessRequestVerb,
  to?: AccessRequestState,
): TransitionOutcome {
  const info = ACCESS_REQUEST_LIFECYCLE[state];
  const targets = info?.verbs[verb];
  if (!info || !targets) {
    const allowed = info ? requestVerbsIn(state) : [];
    return {
      ok: false,
      message: `A request that is ${info?.title.toLowerCase() ?? state} cannot be ${PAST[verb]}${
        allowed.length ? ` (allowed: ${allowed.join(', ')})` : ' (it is final)'
      }.`,
    };
  }
  const target = to ?? targets[0]!;
  if (!targets.includes(target))
    return { ok: false, message: `A request cannot move from ${info.title.toLowerCase()} to ${target}.` };
  return { ok: true, to: target };
}

const PAST: Record<AccessRequestVerb, string> = {
  submit: 'submitted',
  approve: 'approved',
  deny: 'denied',
  cancel: 'cancelled',
  deliver: 'delivered',
  fail: 'failed',
};
