import { z } from 'zod';
import { call, needs, responds } from './define';
import { IdParamsSchema } from './paging';
import { Permissions } from './permissions';
import type { LicenceDetails, SystemCertificate } from '../entities/licensing';

/** Largest licence file or PEM text taken (a licence is well under 2 KB, a certificate under 8 KB). */
export const MAX_LICENCE_FILE_CHARS = 20_000;
export const MAX_PEM_CHARS = 64_000;

/**
 * Issue 28 licensing and certification (spec §2.9: licensing with License, certification with
 * System.Management.Certification, both default tenant only). Every call is refused (403) on another
 * tenant as well as hidden by the console (apps/server/src/domains/licensing).
 */
export const licensing = {
  licenceDetails: call({
    method: 'GET',
    path: '/license/details',
    access: needs(Permissions.License),
    isWrite: false,
    data: responds<LicenceDetails>(),
    summary:
      'Designed: the licensing page: the stored licence (tenant, edition, seats, expiry), seats used, trial state and days left, and the licence warning. Default tenant only.',
  }),
  licenceUpload: call({
    method: 'POST',
    path: '/license/upload',
    access: needs(Permissions.License),
    isWrite: true,
    body: z.strictObject({ File: z.string().min(1).max(MAX_LICENCE_FILE_CHARS) }),
    data: responds<LicenceDetails>(),
    summary:
      'Designed: stores a signed licence file (JSON with a base64 Payload and its Ed25519 Signature, verified with the public key built into the server); a tampered, wrongly signed, expired or other tenant’s file is refused (400) and changes nothing. Default tenant only.',
  }),
  certificates: call({
    method: 'GET',
    path: '/certification/certificates',
    access: needs(Permissions.Certification),
    isWrite: false,
    data: responds<SystemCertificate[]>(),
    summary:
      'Designed: the certificates the system uses: SAML signing certificates of applications and uploaded ones, with subject, issuer, validity and the one-month expiry flag, soonest to expire first. Default tenant only.',
  }),
  certificateUpload: call({
    method: 'POST',
    path: '/certification/certificates',
    access: needs(Permissions.Certification),
    isWrite: true,
    body: z.strictObject({
      Name: z.string().trim().min(1).max(200),
      Pem: z.string().min(1).max(MAX_PEM_CHARS),
    }),
    data: responds<SystemCertificate>(),
    summary:
      'Designed: uploads one PEM X.509 certificate; malformed text, a private key, an expired certificate or one already uploaded is refused (400/409). Default tenant only.',
  }),
  certificateRemove: call({
    method: 'DELETE',
    path: '/certification/certificates/:id',
    access: needs(Permissions.Certification),
    isWrite: true,
    params: IdParamsSchema,
    data: responds<null>(),
    summary: 'Designed: removes an uploaded certificate. Default tenant only.',
  }),
} as const;
