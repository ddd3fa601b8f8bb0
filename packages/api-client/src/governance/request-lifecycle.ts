import { defineLifecycle } from '../resources/lifecycle';

/**
 * The lifecycle of an access request (spec §2.5 /userauthrequests/list; the spec names no states, so
 * they are Entra ID's: submitted, pending approval, delivering, delivered, delivery failed, denied,
 * cancelled), as a layer lifecycle: one table the server enforces (a refusal names the current state
 * and the allowed ones) and the screens read (badge tones, which verbs show). Its verbs are the actions
 * of its definition (resources/definitions/access-request.ts); the system's moves (submit, deliver,
 * fail) go through the same table on the server.
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
