import { differenceInCalendarDays, subMonths } from 'date-fns';
import type { CurrentUser } from '@portcullis/api-client';
import { links, type Href } from '../routes/index';
import { isPublicHref, toHref } from '../routes/navigate';

/** Spec §9: the trial banner shows when expiration is within 90 days. */
export const TRIAL_BANNER_DAYS = 90;
/** Spec §3: the minimum date string means "no expiration". */
export const MIN_DATE_PREFIX = '0001-01-01';

export interface TrialBanner {
  isShown: boolean;
  isExpired: boolean;
  /** Days left, clamped at 0 (spec §4 Trial banner). */
  daysLeft: number;
}

/** Whether and how the licence/trial banner shows for a tenant expiration (compared with today). */
export function trialBanner(expirationDate: string | null | undefined, today: Date = new Date()): TrialBanner {
  if (!expirationDate || expirationDate.startsWith(MIN_DATE_PREFIX))
    return { isShown: false, isExpired: false, daysLeft: 0 };
  const expires = new Date(expirationDate);
  if (Number.isNaN(expires.getTime())) return { isShown: false, isExpired: false, daysLeft: 0 };
  const days = differenceInCalendarDays(expires, today);
  return { isShown: days <= TRIAL_BANNER_DAYS, isExpired: days < 1, daysLeft: Math.max(0, days) };
}

/**
 * Spec §2.1: a super admin whose super-admin start date is under one month old lands on Get Started;
 * everyone else on the overview.
 */
export function entryPath(
  user: Pick<CurrentUser, 'IsSuperAdmin' | 'SuperAdminStartDate'>,
  now: Date = new Date(),
): Href {
  if (user.IsSuperAdmin && user.SuperAdminStartDate) {
    const start = new Date(user.SuperAdminStartDate);
    if (!Number.isNaN(start.getTime()) && start > subMonths(now, 1)) return links.getStarted();
  }
  return links.overview();
}

/**
 * Where a signed-in user goes instead of a sign-in or session-expired screen: back to `goback` when it
 * names a console page that needs a session, else their landing page (§2.1 entry rules).
 */
export function forwardTarget(
  goback: string | null,
  user: Pick<CurrentUser, 'IsSuperAdmin' | 'SuperAdminStartDate'>,
  now: Date = new Date(),
): Href {
  const back = toHref(goback);
  return back && !isPublicHref(back) ? back : entryPath(user, now);
}

/** Spec §9: names longer than 30 characters are cut to 30 plus an ellipsis. */
export const NAME_LIMIT = 30;
