import { createPublicKey, verify } from 'node:crypto';
import { z } from 'zod';
import type { LicenceTerms } from '@portcullis/api-client/contract';
import { badRequest } from '../../engine/calls/errors';

/** The envelope of a licence file (README.md in this folder). */
const LicenceFileSchema = z.strictObject({
  Format: z.literal('portcullis-licence/1'),
  Payload: z.string().min(1).max(8000),
  Signature: z.string().min(1).max(200),
});

const IsoDate = z.iso.datetime({ offset: true });

/** The signed terms; checked only after the signature holds. */
const TermsSchema = z.strictObject({
  LicenceId: z.string().trim().min(1).max(100),
  Tenant: z.string().trim().min(1).max(200),
  Edition: z.string().trim().min(1).max(100),
  Seats: z.number().int().min(1).max(100_000_000),
  IssuedUtc: IsoDate,
  ExpirationUtc: IsoDate,
});

export const LICENCE_MESSAGES = {
  notJson: 'The licence file is not a Portcullis licence: it is not JSON.',
  badShape:
    'The licence file is not a Portcullis licence: it needs Format "portcullis-licence/1", Payload and Signature.',
  badSignature: 'The licence file’s signature is not valid: the file was changed or was not issued for this product.',
  badTerms: 'The licence file is signed but its terms are incomplete.',
  otherTenant: (tenant: string, ours: string) => `This licence is issued to tenant '${tenant}', not '${ours}'.`,
  expired: (date: string) => `This licence expired on ${date.slice(0, 10)}.`,
} as const;

const strictBase64 = (s: string) => /^[A-Za-z0-9+/]+={0,2}$/.test(s);

/**
 * Verifies a licence file's Ed25519 signature over the exact Payload bytes with any of `publicKeys`,
 * then reads its terms. Signing the payload bytes (not re-serialised JSON) leaves nothing to
 * canonicalise: any change to a byte of the payload or signature fails. Throws a 400 with a message
 * that says what is wrong.
 */
export function verifyLicenceFile(text: string, publicKeys: readonly string[]): LicenceTerms {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(LICENCE_MESSAGES.notJson);
  }
  const file = LicenceFileSchema.safeParse(parsed);
  if (!file.success) throw badRequest(LICENCE_MESSAGES.badShape);
  const { Payload, Signature } = file.data;
  if (!strictBase64(Payload) || !strictBase64(Signature)) throw badRequest(LICENCE_MESSAGES.badSignature);
  const payload = Buffer.from(Payload, 'base64');
  const signature = Buffer.from(Signature, 'base64');
  const holds = publicKeys.some((pem) => {
    try {
      return verify(null, payload, createPublicKey(pem), signature);
    } catch {
      return false;
    }
  });
  if (!holds) throw badRequest(LICENCE_MESSAGES.badSignature);
  let terms: unknown;
  try {
    terms = JSON.parse(payload.toString('utf8'));
  } catch {
    throw badRequest(LICENCE_MESSAGES.badTerms);
  }
  const checked = TermsSchema.safeParse(terms);
  if (!checked.success) throw badRequest(LICENCE_MESSAGES.badTerms);
  return checked.data;
}
