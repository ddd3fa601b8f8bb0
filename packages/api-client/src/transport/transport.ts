import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contract/csrf';
import { FALLBACK_ERROR_MESSAGE, type Envelope, type ForbiddenData } from '../contract/envelope';
import { queryString } from '../routes/query-string';

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

/** The location a 401 happened at, handed to `unauthorizedRedirect`. */
export interface CurrentLocation {
  pathname: string;
  search: string;
}

/**
 * Options of the transport (and of `createApiClient`). By default the transport never navigates and
 * never shows anything itself: the host decides what a 401, a 403 or a toast does.
 */
export interface TransportOptions {
  /** Prefix of every call path. @default '' (same origin) */
  baseUrl?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Receives the envelope toasts (spec §8). @default undefined (no toasts) */
  toast?: ToastSink;
  /**
   * Where a 401 (session expired) sends the user: a function of the current location that returns
   * the address to go to, or null to stay. The transport navigates there once per expiry (until
   * `resetSessionExpiry`) through `navigation`. The Portcullis console passes its access-expired screen.
   * @default undefined (no navigation: the 401 envelope is returned and `onUnauthorized` is called)
   */
  unauthorizedRedirect?: (location: CurrentLocation) => string | null;
  /** Called once per session expiry with the address the transport is going to (null when none). */
  onUnauthorized?: (target: string | null) => void;
  /**
   * Receives a 403's missing permissions and pack. The transport does not navigate on a 403; a host
   * that has a forbidden screen goes there from this callback. @default undefined (the envelope is returned)
   */
  onForbidden?: (data: ForbiddenData) => void;
  /**
   * How `unauthorizedRedirect` reads the location and navigates.
   * @default window.location, then history.pushState and a popstate event (routers such as wouter and
   * React Router listen to it)
   */
  navigation?: NavigationPort;
}

export interface CallOptions {
  /** Aborting leaves the returned promise pending forever (spec §8: cancelled requests never resolve). */
  signal?: AbortSignal;
  suppressErrorToast?: boolean;
  suppressSuccessToast?: boolean;
  /**
   * The caller shows a 403 itself (a refusal that is part of a flow, such as a reveal awaiting
   * approval): the forbidden handler is not called and the envelope comes back as any failure does.
   * @default false
   */
  handlesForbidden?: boolean;
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

/** The Message of every error-list item (spec §8: collected for display). */
export function collectErrorMessages(envelope: Pick<Envelope, 'Errors'> | null | undefined): string[] {
  return (envelope?.Errors ?? [])
    .map((e) => e.Message)
    .filter((m): m is string => typeof m === 'string' && m.length > 0);
}

const never = <T>() => new Promise<T>(() => undefined);

/** The envelope transport: JSON in and out, toasts, 401 once, 403, cancellation. Navigates only when told to. */
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
    if (response.status === 403 && !call.handlesForbidden) {
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
    const redirect = this.options.unauthorizedRedirect;
    const nav = redirect ? (this.options.navigation ?? browserNavigation()) : undefined;
    const target = redirect && nav ? redirect({ pathname: nav.pathname(), search: nav.search() }) : null;
    this.options.onUnauthorized?.(target);
    if (target !== null) nav?.go(target);
  }
}
