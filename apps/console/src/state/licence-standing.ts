import type { License } from '@portcullis/api-client';
import { trialBanner, type TrialBanner } from './trial-banner';

/**
 * The one reading of the licence fact, for the banner and the Licensing card alike (issue 22: a
 * banner said 'Your trial ends in 60 days' while the card said 'License is Ok. Expires on
 * 25/11/2027'). A valid licence decides: its expiry is the date that counts and the banner counts
 * down to it (within the §9 90 days). Only without a licence is the tenant on trial, and the banner
 * counts down the tenant's expiration (§4 Trial banner). As in Entra ID and Okta, a paid
 * subscription is never announced as a trial.
 */
export interface LicenceStanding {
  /** The licensing card's text (§2.2): 'License is Ok.' with the date, or 'No license is found!'. */
  cardText: string;
  banner: TrialBanner & { text: string };
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

export function licenceStanding(
  license: Pick<License, 'IsValid' | 'ExpirationUtc'> | null | undefined,
  tenantExpiration: string | null | undefined,
  formatDate: (iso: string) => string,
  today: Date = new Date(),
): LicenceStanding {
  if (license?.IsValid) {
    const banner = trialBanner(license.ExpirationUtc, today);
    return {
      cardText: `License is Ok.${license.ExpirationUtc ? ` Expires on ${formatDate(license.ExpirationUtc)}.` : ''}`,
      banner: {
        ...banner,
        text: banner.isExpired ? 'Your license has expired.' : `Your license expires in ${days(banner.daysLeft)}.`,
      },
    };
  }
  const banner = trialBanner(tenantExpiration, today);
  return {
    cardText: 'No license is found!',
    banner: {
      ...banner,
      text: banner.isExpired ? 'Your trial has expired.' : `Your trial ends in ${days(banner.daysLeft)}.`,
    },
  };
}
