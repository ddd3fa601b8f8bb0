import { randomUUID, X509Certificate } from 'node:crypto';
import type { SystemCertificate } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { badRequest, conflict, notFound } from '../../engine/calls/errors';

export const CERTIFICATE_MESSAGES = {
  privateKey: 'This is a private key: upload only the certificate (-----BEGIN CERTIFICATE-----).',
  notPem: 'The text is not a PEM certificate: it needs one -----BEGIN CERTIFICATE----- block.',
  oneOnly: 'Upload one certificate at a time.',
  malformed: 'The certificate cannot be read: it is malformed.',
  expired: (date: string) => `The certificate expired on ${date.slice(0, 10)}.`,
  duplicate: 'This certificate is already uploaded.',
} as const;

const BEGIN = '-----BEGIN CERTIFICATE-----';

/**
 * 'Expiring within one month' (issue 28): a calendar month from `now`, as the spec words it, rather
 * than a fixed 30 days.
 */
export function oneMonthFrom(now: Date): Date {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

type Origin = Pick<SystemCertificate, 'CertificateId' | 'Source' | 'Name' | 'ApplicationId' | 'CanRemove'>;

export function describeCertificate(cert: X509Certificate, origin: Origin, now: Date): SystemCertificate {
  const validTo = new Date(cert.validTo);
  const isExpired = validTo <= now;
  return {
    ...origin,
    // Node gives one RDN per line; a comma list reads as the usual distinguished name.
    Subject: cert.subject.split('\n').join(', '),
    Issuer: cert.issuer.split('\n').join(', '),
    SerialNumber: cert.serialNumber,
    ValidFrom: new Date(cert.validFrom).toISOString(),
    ValidTo: validTo.toISOString(),
    Fingerprint: cert.fingerprint256,
    IsExpired: isExpired,
    IsExpiringSoon: !isExpired && validTo <= oneMonthFrom(now),
  };
}

/** Reads one PEM certificate an operator uploads; refuses a key, a chain, malformed text and an expired one. */
export function parseUploadedPem(pem: string, now: Date): X509Certificate {
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(pem)) throw badRequest(CERTIFICATE_MESSAGES.privateKey);
  const blocks = pem.split(BEGIN).length - 1;
  if (blocks === 0) throw badRequest(CERTIFICATE_MESSAGES.notPem);
  if (blocks > 1) throw badRequest(CERTIFICATE_MESSAGES.oneOnly);
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem.trim());
  } catch {
    throw badRequest(CERTIFICATE_MESSAGES.malformed);
  }
  if (new Date(cert.validTo) <= now)
    throw badRequest(CERTIFICATE_MESSAGES.expired(new Date(cert.validTo).toISOString()));
  return cert;
}

/** Uploaded certificates and the SAML signing certificates on application keys, soonest to expire first. */
export async function listCertificates(db: Queryable, now: Date): Promise<SystemCertificate[]> {
  const uploaded = await db.query<{ certificate_id: string; name: string; pem: string }>(
    'SELECT certificate_id, name, pem FROM system_certificates',
  );
  const saml = await db.query<{ application_key_id: string; application_id: string; title: string; pem: string }>(
    `SELECT k.application_key_id, k.application_id, a.title, k.settings->>'Certificate' AS pem
       FROM application_keys k JOIN applications a ON a.application_id = k.application_id
      WHERE k.settings->>'Certificate' IS NOT NULL`,
  );
  const rows: SystemCertificate[] = [];
  for (const r of uploaded)
    rows.push(
      describeCertificate(
        new X509Certificate(r.pem),
        { CertificateId: r.certificate_id, Source: 'Uploaded', Name: r.name, ApplicationId: null, CanRemove: true },
        now,
      ),
    );
  for (const r of saml) {
    let cert: X509Certificate;
    try {
      cert = new X509Certificate(r.pem);
    } catch {
      continue; // a key whose settings were edited by hand: nothing to show, the key page says so
    }
    rows.push(
      describeCertificate(
        cert,
        {
          CertificateId: r.application_key_id,
          Source: 'SamlSigning',
          Name: r.title,
          ApplicationId: r.application_id,
          CanRemove: false,
        },
        now,
      ),
    );
  }
  return rows.sort((a, b) => a.ValidTo.localeCompare(b.ValidTo) || a.Name.localeCompare(b.Name));
}

export async function storeCertificate(db: Queryable, name: string, cert: X509Certificate, now: Date) {
  const id = randomUUID();
  const [row] = await db.query<{ certificate_id: string }>(
    `INSERT INTO system_certificates (certificate_id, name, pem, fingerprint, valid_to)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (fingerprint) DO NOTHING RETURNING certificate_id`,
    [id, name, cert.toString(), cert.fingerprint256, new Date(cert.validTo)],
  );
  if (!row) throw conflict(CERTIFICATE_MESSAGES.duplicate);
  return describeCertificate(
    cert,
    { CertificateId: id, Source: 'Uploaded', Name: name, ApplicationId: null, CanRemove: true },
    now,
  );
}

export async function removeCertificate(db: Queryable, id: string): Promise<string> {
  const [row] = await db.query<{ name: string }>(
    'DELETE FROM system_certificates WHERE certificate_id = $1 RETURNING name',
    [id],
  );
  if (!row) throw notFound('Certificate');
  return row.name;
}
