import { differenceInCalendarDays } from 'date-fns';

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
