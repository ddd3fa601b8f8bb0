import { signTestLicence } from '../src/testing/licence-test-keys';

export { makeCertificatePem } from '../src/testing/test-certificates';

const DAY_MS = 24 * 3600 * 1000;
/** Licence terms for the default tenant, expiring in `days` days. */
export function licenceTerms(days: number, overrides: Record<string, unknown> = {}) {
  return {
    LicenceId: 'LIC-TEST-0001',
    Tenant: 'default',
    Edition: 'Enterprise',
    Seats: 5000,
    IssuedUtc: new Date(Date.now() - DAY_MS).toISOString(),
    ExpirationUtc: new Date(Date.now() + days * DAY_MS).toISOString(),
    ...overrides,
  };
}

export const validLicenceFile = (days = 200, overrides: Record<string, unknown> = {}) =>
  signTestLicence(licenceTerms(days, overrides));
