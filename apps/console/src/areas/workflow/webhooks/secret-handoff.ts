/**
 * Hands a signing secret the save page received (shown once by the server) to the view page it goes
 * to next, in memory only: never in the URL (it would stay in the history) nor in storage. The view
 * reads it with `peekHandedSecret` and forgets it with `forgetHandedSecret` once shown.
 */
const handed = new Map<string, string>();

/** Keeps `secret` (when the save made one) for the view of webhook `id`. */
export function handSecretToView(id: string, secret: string | null | undefined): void {
  if (secret) handed.set(id, secret);
}

/** The secret handed to the view of webhook `id`, or null. */
export const peekHandedSecret = (id: string): string | null => handed.get(id) ?? null;

/** Forgets the secret handed to the view of webhook `id`. */
export function forgetHandedSecret(id: string): void {
  handed.delete(id);
}
