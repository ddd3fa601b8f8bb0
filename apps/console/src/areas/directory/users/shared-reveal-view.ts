import type { SharedRevealAccess } from '@portcullis/api-client';

/**
 * What the user view's shared-account password section shows the signed-in user (§4 shared accounts;
 * issue 27), from their access to the password (null: the account is not delegated to them):
 * - `reveal`: the 9-second reveal (direct, or an approved request still open);
 * - `request`: "Request access" (the account's flow asks for approval; a denied request may be asked again);
 * - `pending`: the request waits for the flow's approvers;
 * - `notDelegated`: only the users the account is delegated to may reveal it.
 */
export type SharedRevealView =
  | { kind: 'reveal'; note: string | null }
  | { kind: 'request'; note: string }
  | { kind: 'pending'; note: string }
  | { kind: 'notDelegated'; note: string };

/** The section's view for `access`; `formatDate` renders the approval's end. */
export function sharedRevealView(
  access: SharedRevealAccess | null,
  formatDate: (iso: string) => string,
): SharedRevealView {
  if (!access)
    return {
      kind: 'notDelegated',
      note: 'Only the users this shared account is delegated to can reveal its password.',
    };
  const flow = access.FlowTitle ?? 'an approval flow';
  switch (access.State) {
    case 'Direct':
      return { kind: 'reveal', note: null };
    case 'Approved':
      return {
        kind: 'reveal',
        note: `Approved: you may reveal the password until ${formatDate(access.ExpiresDate!)}.`,
      };
    case 'Pending':
      return { kind: 'pending', note: `Your request waits for approval through ${flow}.` };
    case 'Denied':
      return { kind: 'request', note: `Your last request was denied. Revealing needs approval through ${flow}.` };
    case 'None':
      return { kind: 'request', note: `Revealing this password needs approval through ${flow}.` };
  }
}
