import 'reflect-metadata';
import { randomBytes, webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

// @peculiar/x509 uses the Web Crypto API; Node's implementation is the one to use.
x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const DAY_MS = 24 * 3600 * 1000;
const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;

/** A self-signed PEM certificate valid from `fromDays` to `toDays` days around now. */
export async function makeCertificatePem(cn: string, fromDays: number, toDays: number): Promise<string> {
  const keys = (await webcrypto.subtle.generateKey(EC, false, ['sign', 'verify'])) as CryptoKeyPair;
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '1' + randomBytes(15).toString('hex'),
    name: `CN=${cn}, O=Portcullis Tests`,
    notBefore: new Date(Date.now() + fromDays * DAY_MS),
    notAfter: new Date(Date.now() + toDays * DAY_MS),
    signingAlgorithm: EC,
    keys,
  });
  return cert.toString('pem');
}
