import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { signTestLicence } from '../src/testing/licence-test-keys';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const DAY_MS = 24 * 3600 * 1000;
const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;

/** A self-signed PEM certificate valid from `fromDays` to `toDays` days around now. */
export async function makeCertificatePem(cn: string, fromDays: number, toDays: number): Promise<string> {
  const keys = (await webcrypto.subtle.generateKey(EC, false, ['sign', 'verify'])) as CryptoKeyPair;
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber:
      '01' +
      Math.floor(Math.abs(fromDays * 1000 + toDays))
        .toString(16)
        .padStart(4, '0'),
    name: `CN=${cn}, O=Portcullis Tests`,
    notBefore: new Date(Date.now() + fromDays * DAY_MS),
    notAfter: new Date(Date.now() + toDays * DAY_MS),
    signingAlgorithm: EC,
    keys,
  });
  return cert.toString('pem');
}

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
