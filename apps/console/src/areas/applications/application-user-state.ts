import type { ApplicationUser } from '@portcullis/api-client';

/** Where an application user stands, and the badge tone it reads in. */
export interface ApplicationUserStanding {
  readonly label: 'Disabled' | 'Active' | 'Not valid yet' | 'Expired';
  readonly tone: 'neutral' | 'success' | 'info' | 'danger';
}

/**
 * Enabled and within its validity (Active), or why not: Disabled, Not valid yet (its validity starts
 * later), Expired (it ended). The one reading of an assignment's state, on the application's Users tab,
 * the user's Applications tab and the application user view.
 */
export function applicationUserStanding(
  u: Pick<ApplicationUser, 'State' | 'IsActive' | 'ValidFrom'>,
  now: number,
): ApplicationUserStanding {
  if (u.State === 0) return { label: 'Disabled', tone: 'neutral' };
  if (u.IsActive) return { label: 'Active', tone: 'success' };
  return u.ValidFrom && Date.parse(u.ValidFrom) > now
    ? { label: 'Not valid yet', tone: 'info' }
    : { label: 'Expired', tone: 'danger' };
}
