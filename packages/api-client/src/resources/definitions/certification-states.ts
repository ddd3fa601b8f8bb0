import { defineLifecycle } from '../lifecycle';

/**
 * The lifecycle of an access certification campaign (§4 "Access certification state", values and
 * badge tones: "mapped per state"; this is the one table of them). The spec shows no transitions;
 * these follow Entra ID access reviews, Okta campaigns (an illegal launch or end is refused) and
 * SailPoint (only a staged campaign activates):
 * - a saved campaign that has not started is in state 0 (§4 'Unknown'; shown 'Not started', as Entra's NotStarted);
 * - Start → Pending Service while a job generates the items → Ready while reviewers work
 *   (→ Aborted, with the reason kept, when generation fails);
 * - Ready → Completed at the end date or when closed;
 * - Completed → Pending Action while decisions are applied → Applied (→ Aborted on failure);
 * - Cancel is possible until the campaign completes; Cancel, Aborted and Applied are final.
 */
export const certificationLifecycle = defineLifecycle({
  field: 'State',
  initial: 'Unknown',
  states: {
    Unknown: { value: 0, title: 'Not started', tone: 'neutral' },
    PendingService: { value: 10, title: 'Pending Service', tone: 'info' },
    Ready: { value: 20, title: 'Ready', tone: 'primary' },
    Completed: { value: 30, title: 'Completed', tone: 'success' },
    Cancel: { value: 40, title: 'Cancel', tone: 'neutral' },
    Aborted: { value: 50, title: 'Aborted', tone: 'danger' },
    PendingAction: { value: 60, title: 'Pending Action', tone: 'warning' },
    Applied: { value: 70, title: 'Applied', tone: 'success' },
  },
  transitions: {
    Unknown: ['PendingService', 'Cancel'],
    PendingService: ['Ready', 'Aborted', 'Cancel'],
    Ready: ['Completed', 'Cancel'],
    Completed: ['PendingAction'],
    PendingAction: ['Applied', 'Aborted'],
    Cancel: [],
    Aborted: [],
    Applied: [],
  },
});

/**
 * The lifecycle of a certification item (§4 "Certification item state"): in review until decided;
 * a reviewer may change a decision while the campaign is Ready (Entra allows it until the review ends).
 */
export const certificationItemLifecycle = defineLifecycle({
  field: 'State',
  initial: 'InReview',
  states: {
    Unknown: { value: 0, title: 'Unknown', tone: 'neutral' },
    InReview: { value: 1, title: 'In Review', tone: 'info' },
    Reviewed: { value: 2, title: 'Reviewed', tone: 'success' },
  },
  transitions: {
    Unknown: ['InReview'],
    InReview: ['Reviewed'],
    Reviewed: ['Reviewed', 'InReview'],
  },
});
