import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contract/csrf';
import { FALLBACK_ERROR_MESSAGE, type Envelope, type ForbiddenData } from '../contract/envelope';

/** A toast the app shows; the transport only emits them (no toast-library coupling). */
export interface ToastMessage {
  kind: 'success' | 'danger' | 'info';
  title?: string;
  message: string;
}
export type ToastSink = (toast: ToastMessage) => void;

/** Where the app is and how to leave it; injectable so tests and other hosts control navigation. */
export interface NavigationPort {
  pathname(): string;
  search(): string;
  go(url: string): void;
}

export interface TransportOptions {
  /** Prefix of every call path. @default '' (same origin) */
  baseUrl?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Receives the envelope toasts (spec §8). @default no toasts */
  toast?: ToastSink;
  /** Called once per session expiry, before navigating. */
  onUnauthorized?: (target: string) => void;
  /** Receives a 403's missing permissions and pack; the app shows the forbidden screen. */
  onForbidden?: (data: ForbiddenData) => void;
  /** @default window.location / history when present */
  navigation?: NavigationPort;
}

export interface CallOptions {
  /** Aborting leaves the returned promise pending forever (spec §8: cancelled requests never resolve). */
  signal?: AbortSignal;
  suppressErrorToast?: boolean;
  suppressSuccessToast?: boolean;
  /** A multipart body (file uploads such as /User/Import); the browser sets its content type. */
  formData?: FormData;
}

export interface RawRequest {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A request that got no HTTP response (network down, server gone). Tables turn it into an error event. */
export class TransportError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export const ACCESS_EXPIRED_PATH = '/_access/boarding';
export const ACCESS_FORBIDDEN_PATH = '/_access/forbidden';
export const ACCOUNT_RESULT_PATH = '/account/result';

const browserNavigation = (): NavigationPort | undefined =>
  typeof window === 'undefined'
    ? undefined
    : {
        pathname: () => window.location.pathname,
        search: () => window.location.search,
        go: (url) => {
          window.history.pushState(null, '', url);
          window.dispatchEvent(new PopStateEvent('popstate'));
        },
      };

/**
 * Where a 401 sends the user (spec §8, §4 Session expiry): the access-expired screen with the current
 * path as `goback` and `redirect=true`; at the root path with an `auth_token` query, `/account/result`
 * with that token instead.
 */
export function unauthorizedTarget(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const authToken = params.get('auth_token');
  if (pathname === '/' && authToken) return `${ACCOUNT_RESULT_PATH}?auth_token=${encodeURIComponent(authToken)}`;
  return `${ACCESS_EXPIRED_PATH}?goback=${encodeURIComponent(pathname + search)}&redirect=true`;
}

/** The Message of every error-list item (spec §8: collected for display). */
export function collectErrorMessages(envelope: Pick<Envelope, 'Errors'> | null | undefined): string[] {
  return (envelope?.Errors ?? [])
    .map((e) => e.Message)
    .filter((m): m is string => typeof m === 'string' && m.length > 0);
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

const never = <T>() => new Promise<T>(() => undefined);

/** The envelope transport: JSON in and out, toasts, 401 once, 403, cancellation. */
export class Transport {
  private hasExpired = false;

  constructor(private readonly options: TransportOptions = {}) {}

  /** After a new sign-in, a later 401 may lead to the access-expired screen again. */
  resetSessionExpiry(): void {
    this.hasExpired = false;
  }

  async request<T>(req: RawRequest, call: CallOptions = {}): Promise<Envelope<T>> {
    if (call.signal?.aborted) return never();
    const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (req.method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    let body: string | FormData | undefined = call.formData;
    if (req.body !== undefined && !call.formData) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.body);
    }
    let response: Response;
    try {
      response = await doFetch((this.options.baseUrl ?? '') + req.path + queryString(req.query), {
        method: req.method,
        headers,
        body,
        credentials: 'same-origin',
        signal: call.signal,
      });
    } catch (error) {
      if (call.signal?.aborted) return never();
      throw new TransportError(`No response from ${req.method} ${req.path}`, error);
    }
    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch (error) {
      if (call.signal?.aborted) return never();
      envelope = { Success: false, Message: null, Title: null, Data: null };
    }
    if (call.signal?.aborted) return never();

    if (response.status === 401) {
      this.handleUnauthorized();
      return envelope;
    }
    if (response.status === 403) {
      const data = (envelope.Data ?? {}) as Partial<ForbiddenData>;
      this.options.onForbidden?.({
        MissingPermissions: data.MissingPermissions ?? [],
        MissingPack: data.MissingPack ?? null,
      });
      return envelope;
    }
    if (envelope.Success === false && !call.suppressErrorToast) {
      this.options.toast?.({
        kind: 'danger',
        title: envelope.Title ?? undefined,
        message: envelope.Message || FALLBACK_ERROR_MESSAGE,
      });
    } else if (envelope.Success && envelope.Message && !call.suppressSuccessToast) {
      this.options.toast?.({ kind: 'success', title: envelope.Title ?? undefined, message: envelope.Message });
    }
    return envelope;
  }

  private handleUnauthorized(): void {
    if (this.hasExpired) return;
    this.hasExpired = true;
    const nav = this.options.navigation ?? browserNavigation();
    const target = nav ? unauthorizedTarget(nav.pathname(), nav.search()) : ACCESS_EXPIRED_PATH;
    this.options.onUnauthorized?.(target);
    nav?.go(target);
  }
}
