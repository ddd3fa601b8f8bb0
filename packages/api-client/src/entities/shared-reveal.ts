/** Shared-account password reveals through an approval flow (§4 shared accounts, issue 27). */

/**
 * How long an approved reveal request lets its requester reveal the password (minutes). Decision where
 * the spec is silent: like an Entra PIM activation or a CyberArk dual-control grant, approval opens a
 * window (one hour) rather than a single use; every reveal inside it is still audited.
 */
export const SHARED_REVEAL_WINDOW_MINUTES = 60;

/**
 * Where a delegated user stands with a shared account's password (§4 shared accounts):
 * - `Direct`: no flow is set, the password may be revealed at once;
 * - `None`: a flow asks for approval and the user has no open request (or the last one expired);
 * - `Pending`: their request waits for approval;
 * - `Approved`: they may reveal until `ExpiresDate`;
 * - `Denied`: their last request was denied (they may request again).
 */
export const SHARED_REVEAL_STATES = ['Direct', 'None', 'Pending', 'Approved', 'Denied'] as const;
export type SharedRevealState = (typeof SHARED_REVEAL_STATES)[number];

/** A delegated user's access to a shared account's password (GET /user/:id/shared-password/access). */
export interface SharedRevealAccess {
  State: SharedRevealState;
  /** The flow reveals go through; null when reveals are direct. */
  FlowId: string | null;
  FlowTitle: string | null;
  /** The flow item of the user's latest request, null when there is none. */
  FlowItemId: string | null;
  /** Until when an approved request lets the user reveal (ISO), else null. */
  ExpiresDate: string | null;
}

/** The approval flow a shared account's reveals go through (null: reveals are direct). */
export interface SharedRevealFlow {
  FlowId: string | null;
  FlowTitle: string | null;
}

/** Another delegated user's reveal request waiting for the caller's decision (GET /user/:id/shared-password/requests). */
export interface SharedRevealRequest {
  /** The flow item the caller approves or denies (flows.itemApprove / itemDeny). */
  FlowItemId: string;
  RequesterId: string;
  RequesterTitle: string;
  CreatedDate: string;
}
