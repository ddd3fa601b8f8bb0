import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's minimum for argon2id: 19 MiB memory, 2 iterations, parallelism 1. */
export const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** How many argon2 verifications ran (the sign-in test counts them: every path does exactly one). */
export const passwordWork = { verifications: 0 };

/**
 * Checks a password. An account without a stored hash is checked against the decoy, so it costs the
 * same as any other account (and never matches).
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const hash = stored ?? (await decoy());
  passwordWork.verifications++;
  try {
    return (await verify(hash, password)) && stored !== null;
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the user does not exist so timing does not tell. */
let decoyHash: Promise<string> | undefined;
export const decoy = () => (decoyHash ??= hashPassword(`decoy-${randomBytes(16).toString('base64url')}`));

/** Letters and digits only (spec §9), for the generated admin password. */
export function generatePassword(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
