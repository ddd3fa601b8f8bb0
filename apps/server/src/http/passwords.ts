import { hash, verify } from '@node-rs/argon2';

/** OWASP's minimum for argon2id: 19 MiB memory, 2 iterations, parallelism 1. */
export const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the user does not exist so timing does not tell. */
let decoyHash: Promise<string> | undefined;
export const decoy = () => (decoyHash ??= hashPassword(`decoy-${Math.random()}`));

/** Letters and digits only (spec §9), for the generated admin password. */
export function generatePassword(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
