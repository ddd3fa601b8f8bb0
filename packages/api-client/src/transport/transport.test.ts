import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Transport, TransportError, collectErrorMessages, type NavigationPort, type ToastMessage } from './transport';
import { createApiClient } from './client';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contract/csrf';

/** A real loopback HTTP server whose routes answer fixed envelopes (no fetch mocks). */
let server: Server;
let base = '';
const seen: Array<{ method: string; url: string; csrf: string | undefined; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, csrf: req.headers[CSRF_HEADER] as string | undefined, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const path = req.url!.split('?')[0];
      if (path === '/ok') return send(200, { Success: true, Data: { n: 1 } });
      if (path === '/ok-message')
        return send(200, { Success: true, Title: 'Saved', Message: 'Settings saved successfully.', Data: null });
      if (path === '/fail')
        return send(400, {
          Success: false,
          Title: 'Validation',
          Message: 'Name is required.',
          Data: null,
          Errors: [{ Message: 'Name is required.' }, { Message: 'Title is required.' }],
        });
      if (path === '/fail-bare') return send(200, { Success: false, Data: null });
      if (path === '/expired') return send(401, { Success: false, Message: 'expired', Data: null });
      if (path === '/forbidden')
        return send(403, {
          Success: false,
          Data: { MissingPermissions: ['System.Management.Dashboard'], MissingPack: 'Governance' },
        });
      if (path === '/slow') return setTimeout(() => send(200, { Success: true, Data: 'late' }), 300);
      if (path === '/dashboard/Statistics') return send(200, { Success: true, Data: { TotalUserCount: 7 } });
      if (path?.startsWith('/Audit/GetAuditTypeByName/'))
        return send(200, { Success: true, Data: decodeURIComponent(path.split('/').pop()!) });
      return send(404, { Success: false, Message: 'nope', Data: null });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A host's redirect: here a sign-in page that keeps where the user was. */
const toSignIn = ({ pathname, search }: { pathname: string; search: string }) =>
  `/sign-in?from=${encodeURIComponent(pathname + search)}`;

function setup(
  path = '/users',
  search = '',
  redirect: ((l: { pathname: string; search: string }) => string | null) | null = toSignIn,
) {
  const toasts: ToastMessage[] = [];
  const visits: string[] = [];
  const expiries: Array<string | null> = [];
  const navigation: NavigationPort = { pathname: () => path, search: () => search, go: (url) => visits.push(url) };
  const forbidden: unknown[] = [];
  const transport = new Transport({
    baseUrl: base,
    toast: (t) => toasts.push(t),
    navigation,
    unauthorizedRedirect: redirect ?? undefined,
    onUnauthorized: (target) => expiries.push(target),
    onForbidden: (d) => forbidden.push(d),
  });
  return { transport, toasts, visits, forbidden, expiries };
}

describe('envelope transport', () => {
  it('returns the envelope and shows no toast on a plain success', async () => {
    const { transport, toasts } = setup();
    const env = await transport.request<{ n: number }>({ method: 'GET', path: '/ok' });
    expect(env.Data).toEqual({ n: 1 });
    expect(toasts).toEqual([]);
  });

  it('shows a success toast when a message comes back, unless suppressed', async () => {
    const { transport, toasts } = setup();
    await transport.request({ method: 'POST', path: '/ok-message', body: {} });
    expect(toasts).toEqual([{ kind: 'success', title: 'Saved', message: 'Settings saved successfully.' }]);
    await transport.request({ method: 'POST', path: '/ok-message', body: {} }, { suppressSuccessToast: true });
    expect(toasts).toHaveLength(1);
  });

  it('shows a danger toast with Title and Message on failure, the fallback when there is none, and collects error messages', async () => {
    const { transport, toasts } = setup();
    const env = await transport.request({ method: 'POST', path: '/fail', body: {} });
    await transport.request({ method: 'GET', path: '/fail-bare' });
    await transport.request({ method: 'GET', path: '/fail-bare' }, { suppressErrorToast: true });
    expect(toasts).toEqual([
      { kind: 'danger', title: 'Validation', message: 'Name is required.' },
      { kind: 'danger', title: undefined, message: 'Unable to proceed your request.' },
    ]);
    expect(collectErrorMessages(env)).toEqual(['Name is required.', 'Title is required.']);
  });

  it('sends the anti-forgery header on state-changing calls only', async () => {
    const { transport } = setup();
    seen.length = 0;
    await transport.request({ method: 'GET', path: '/ok' });
    await transport.request({ method: 'POST', path: '/ok', body: { a: 1 } });
    expect(seen.map((s) => s.csrf)).toEqual([undefined, CSRF_HEADER_VALUE]);
    expect(seen[1]!.body).toBe('{"a":1}');
  });

  it('on 401 goes once to the redirect the host chose, with the location it happened at', async () => {
    const { transport, visits, toasts, expiries } = setup('/directory/users/list', '?page=2');
    await transport.request({ method: 'GET', path: '/expired' });
    await transport.request({ method: 'GET', path: '/expired' });
    expect(visits).toEqual([`/sign-in?from=${encodeURIComponent('/directory/users/list?page=2')}`]);
    expect(expiries).toEqual([visits[0]]);
    expect(toasts).toEqual([]);
    transport.resetSessionExpiry();
    await transport.request({ method: 'GET', path: '/expired' });
    expect(visits).toHaveLength(2);
  });

  it('does not navigate on 401 by default: it returns the envelope and tells onUnauthorized', async () => {
    const { transport, visits, expiries } = setup('/somewhere', '', null);
    const env = await transport.request({ method: 'GET', path: '/expired' });
    expect(env).toMatchObject({ Success: false, Message: 'expired' });
    expect(visits).toEqual([]);
    expect(expiries).toEqual([null]);
  });

  it('stays when the redirect returns null', async () => {
    const { transport, visits, expiries } = setup('/', '', () => null);
    await transport.request({ method: 'GET', path: '/expired' });
    expect(visits).toEqual([]);
    expect(expiries).toEqual([null]);
  });

  it('reports the missing permissions and pack of a 403', async () => {
    const { transport, forbidden, toasts } = setup();
    await transport.request({ method: 'GET', path: '/forbidden' });
    expect(forbidden).toEqual([{ MissingPermissions: ['System.Management.Dashboard'], MissingPack: 'Governance' }]);
    expect(toasts).toEqual([]);
  });

  it('leaves a 403 to a caller that handles it: no forbidden screen, the envelope back as any failure', async () => {
    const { transport, forbidden, toasts } = setup();
    const env = await transport.request(
      { method: 'GET', path: '/forbidden' },
      { handlesForbidden: true, suppressErrorToast: true },
    );
    expect(env.Success).toBe(false);
    expect(forbidden).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('never resolves an aborted request', async () => {
    const { transport } = setup();
    const controller = new AbortController();
    const pending = transport.request({ method: 'GET', path: '/slow' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const outcome = await Promise.race([
      pending.then(
        () => 'settled',
        () => 'rejected',
      ),
      new Promise((r) => setTimeout(() => r('pending'), 600)),
    ]);
    expect(outcome).toBe('pending');
  });

  it('rejects with a TransportError when there is no response', async () => {
    const transport = new Transport({ baseUrl: 'http://127.0.0.1:9' });
    await expect(transport.request({ method: 'GET', path: '/ok' })).rejects.toBeInstanceOf(TransportError);
  });
});

describe('client derived from the contract', () => {
  it('calls the contract path with method, params and body', async () => {
    const api = createApiClient({ baseUrl: base });
    const stats = await api.dashboard.statistics();
    expect(stats.Data).toEqual({ TotalUserCount: 7 });
    const type = await api.audit.getAuditTypeByName({ params: { name: 'Login Success' } });
    expect(type.Data).toBe('Login Success');
  });
});
