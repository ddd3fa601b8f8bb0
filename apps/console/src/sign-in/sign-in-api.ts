import { apiPaths, csrf } from 'virtual:console-paths';
import type { CurrentUser, SignInChallenge } from '@portcullis/api-client';

/** The reply envelope of every call (api-client contract/envelope.ts), as far as this page reads it. */
export interface Envelope<T> {
  Success: boolean;
  Message?: string | null;
  Data?: T | null;
}

/** What this page reads of the signed-in user: enough for the landing rules. (Types only: no code loads.) */
export type SignedInUser = Pick<CurrentUser, 'IsSuperAdmin' | 'SuperAdminStartDate'>;
type Challenge = SignInChallenge;

export const isChallenge = (data: SignedInUser | Challenge): data is Challenge =>
  (data as Partial<Challenge>).MfaRequired === true;

/**
 * One call with plain `fetch`, as the console's transport makes it (JSON, same-origin cookie, the
 * CSRF header on writes), so the page loads neither the api-client nor its call table. A reply that
 * is not JSON counts as a refusal without a message; no reply at all throws.
 */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers[csrf.header] = csrf.value;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return { Success: false, Message: null, Data: null };
  }
}

/** What the page learns before anyone signs in: who is signed in already, and whose sign-in page it is. */
export interface SignInContext {
  /** The signed-in user (null when nobody is). */
  user: SignedInUser | null;
  /** The tenant's name (the anonymous static data keeps it, for sign-in pages to show). */
  tenantName: string | null;
}

/** The signed-in user and the tenant, per the server's static data (public). */
export async function signInContext(): Promise<SignInContext> {
  const env = await call<{ currentUser: SignedInUser | null; tenant?: { Name: string } }>('GET', apiPaths.staticData);
  if (!env.Success || !env.Data) return { user: null, tenantName: null };
  return { user: env.Data.currentUser ?? null, tenantName: env.Data.tenant?.Name ?? null };
}

/** The tenant's sign-in title and message (the public branding theme); nulls when none is saved. */
export async function signInBranding(): Promise<{ title: string | null; message: string | null }> {
  const env = await call<{ SignInTitle: string | null; SignInMessage: string | null }>('GET', apiPaths.brandingTheme);
  return { title: env.Data?.SignInTitle ?? null, message: env.Data?.SignInMessage ?? null };
}

export const login = (UserName: string, Password: string) =>
  call<SignedInUser | Challenge>('POST', apiPaths.login, { UserName, Password });

export const loginVerify = (ChallengeToken: string, Code: string) =>
  call<SignedInUser | Challenge>('POST', apiPaths.loginVerify, { ChallengeToken, Code });
