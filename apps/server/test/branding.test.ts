import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import {
  DOMAIN_MESSAGES,
  HUBS,
  Permissions as P,
  type BrandingCustomization,
  type BrandingDomain,
  type BrandingTheme,
  type ConsoleChange,
} from '@portcullis/api-client/contract';
import { createTestServer, type TestServer } from '../src/testing/test-server';
import { solidPng } from './fixtures/images';
import { startLoopbackDns, type LoopbackDns } from './fixtures/dns-server';

const colors = {
  PrimaryColor: '#0b5cad',
  PrimaryTextColor: '#ffffff',
  AccentColor: '#7a1f5c',
  BackgroundColor: '#fafafa',
};

/**
 * Branding (issue 28, §2.12): colours refused below WCAG AA with the measured ratio, validated logo and
 * favicon uploads served back with their checked type, sign-in texts, the public theme, the console hub's
 * 'Branding' change, and custom domains verified against a loopback DNS server (no internet).
 */
describe.each(['pglite', 'postgres'] as const)('branding on %s', (engine) => {
  let t: TestServer;
  let admin: string;
  let dns: LoopbackDns;
  beforeAll(async () => {
    dns = await startLoopbackDns();
    t = await createTestServer(engine, inject('pgUrl'), { seedUsers: 5, dnsServers: [dns.address] });
    admin = await t.signIn();
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });
  const post = <T>(path: string, body: unknown, cookie = admin) => t.call<T>('POST', path, { cookie, body });

  it('saves colours and sign-in texts, serves them publicly, and re-themes open consoles', async () => {
    const before = await t.call<BrandingTheme>('GET', '/branding/theme');
    expect(before.body.Data).toMatchObject({ PrimaryColor: '#0b5cad', LogoUrl: null, SignInTitle: null });

    const connection = new HubConnectionBuilder()
      .withUrl(t.server.url + HUBS.console.path, {
        transport: HttpTransportType.WebSockets,
        headers: { cookie: admin },
      })
      .configureLogging(LogLevel.None)
      .build();
    const heard = new Promise<ConsoleChange>((resolve) =>
      connection.on(HUBS.console.events.ReceiveConsoleChange, resolve),
    );
    await connection.start();
    try {
      const saved = await post<BrandingCustomization>('/branding/customization/save', {
        ...colors,
        PrimaryColor: '#5B2C83',
        SignInTitle: '  Welcome to Acme  ',
        SignInMessage: 'Use your Acme account.',
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.Data).toMatchObject({ PrimaryColor: '#5b2c83', SignInTitle: 'Welcome to Acme' });
      expect(await heard).toEqual({ Kind: 'Branding' });
    } finally {
      await connection.stop();
    }
    const after = await t.call<BrandingTheme>('GET', '/branding/theme');
    expect(after.body.Data).toMatchObject({ PrimaryColor: '#5b2c83', SignInMessage: 'Use your Acme account.' });
  });

  it('refuses a colour pair below WCAG AA with the measured ratio, and malformed colours', async () => {
    const low = await post('/branding/customization/save', { ...colors, PrimaryColor: '#f0a020' });
    expect(low.status).toBe(400);
    expect(low.body.Message).toBe(
      'Text on the primary colour has a contrast of 2.15:1 (#ffffff on #f0a020); WCAG AA needs at least 4.5:1.',
    );
    expect(low.body.Errors?.[0]?.Field).toBe('PrimaryTextColor');
    const accent = await post('/branding/customization/save', {
      ...colors,
      AccentColor: '#999999',
      BackgroundColor: '#ffffff',
    });
    expect(accent.body.Message).toBe(
      'The accent colour on the background has a contrast of 2.84:1 (#999999 on #ffffff); WCAG AA needs at least 4.5:1.',
    );
    for (const bad of ['red', '#12345', 'url(x)', '#12345g']) {
      const res = await post('/branding/customization/save', { ...colors, BackgroundColor: bad });
      expect(res.status, bad).toBe(400);
    }
    const extra = await post('/branding/customization/save', { ...colors, Css: 'body{}' });
    expect(extra.status).toBe(400);
    // Nothing was stored by the refusals.
    expect((await t.call<BrandingTheme>('GET', '/branding/theme')).body.Data!.BackgroundColor).not.toBe('#ffffff');
  });

  it('checks uploads by their bytes, size and dimensions, and serves the image back with its type', async () => {
    const upload = (Kind: string, bytes: Buffer | string) =>
      post<BrandingCustomization>('/branding/image/upload', {
        Kind,
        DataBase64: typeof bytes === 'string' ? bytes : bytes.toString('base64'),
      });
    const logo = await upload('Logo', solidPng(200, 60));
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    const logoUrl = logo.body.Data!.LogoUrl!;
    expect(logoUrl).toMatch(/^\/branding\/image\/Logo\?v=[0-9a-f]{32}$/);
    const served = await fetch(t.server.url + logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(solidPng(200, 60))).toBe(true);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><script>alert(1)</script></svg>',
    );
    expect((await upload('Logo', svg)).body.Message).toBe('The logo must be a PNG, JPG or WEBP image.');
    const html = Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), Buffer.alloc(64)]);
    expect((await upload('Favicon', html)).body.Message).toBe('The favicon must be a PNG or ICO image.');
    expect((await upload('Logo', solidPng(2000, 60))).body.Message).toBe(
      'The logo must be 16–1024 × 16–512 pixels; this one is 2000 × 60.',
    );
    expect((await upload('Favicon', solidPng(64, 32))).body.Message).toBe(
      'The favicon must be square; this one is 64 × 32.',
    );
    const big = await upload('Favicon', solidPng(32, 32, [0, 0, 0], 70 * 1024));
    expect(big.body.Message).toBe('The favicon must be at most 64 KB; this one is 70 KB.');
    expect((await upload('Logo', 'not base64!')).body.Message).toBe('The image must be sent as base64.');
    expect((await upload('Banner', solidPng(32, 32))).status).toBe(400);

    const favicon = await upload('Favicon', solidPng(32, 32));
    expect(favicon.status).toBe(200);
    const removed = await t.call<BrandingCustomization>('DELETE', '/branding/image/Logo', { cookie: admin });
    expect(removed.body.Data).toMatchObject({ LogoUrl: null });
    expect(removed.body.Data!.FaviconUrl).toMatch(/^\/branding\/image\/Favicon\?v=/);
    expect((await fetch(t.server.url + '/branding/image/Logo')).status).toBe(404);
  });

  it('adds custom domains with validation and verifies them through DNS, saying plainly when not yet', async () => {
    const bad = await post('/branding/domain/save', { HostName: 'https://login.example.com/' });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors?.[0]?.Field).toBe('HostName');
    expect((await post('/branding/domain/save', { HostName: '10.0.0.1' })).body.Message).toBe(
      'Host name must be a name, not an IP address.',
    );
    const host = `login-${engine}.acme.test`;
    const added = await post<BrandingDomain>('/branding/domain/save', { HostName: ` ${host.toUpperCase()}. ` });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const domain = added.body.Data!;
    expect(domain).toMatchObject({ HostName: host, RecordName: `_portcullis-verification.${host}`, IsVerified: false });
    expect(domain.RecordValue).toMatch(/^portcullis-verification=[0-9a-f]{32}$/);
    expect((await post('/branding/domain/save', { HostName: host })).status).toBe(409);

    const verify = () =>
      t.call<BrandingDomain>('POST', `/branding/domain/verify/${domain.DomainId}`, { cookie: admin });
    const missing = await verify();
    expect(missing.status).toBe(200);
    expect(missing.body.Message).toBe(DOMAIN_MESSAGES.notVerifiedYet(domain.RecordName));
    expect(missing.body.Data).toMatchObject({ IsVerified: false, LastCheckMessage: missing.body.Message });

    dns.failing.add(domain.RecordName);
    const unreachable = await verify();
    expect(unreachable.body.Message).toBe(DOMAIN_MESSAGES.unreachable(domain.RecordName));
    expect(unreachable.body.Data!.IsVerified).toBe(false);
    dns.failing.delete(domain.RecordName);

    dns.txt.set(domain.RecordName, ['v=spf1 -all', 'portcullis-verification=wrong']);
    expect((await verify()).body.Data!.IsVerified).toBe(false);
    dns.txt.set(domain.RecordName, ['v=spf1 -all', domain.RecordValue]);
    const verified = await verify();
    expect(verified.body.Message).toBe(DOMAIN_MESSAGES.verified);
    expect(verified.body.Data).toMatchObject({ IsVerified: true });
    expect(verified.body.Data!.VerifiedDate).not.toBeNull();

    const listed = await t.call<BrandingDomain[]>('GET', '/branding/domain/list', { cookie: admin });
    expect(listed.body.Data!.map((d) => d.HostName)).toContain(host);
    const removed = await t.call('DELETE', `/branding/domain/remove/${domain.DomainId}`, { cookie: admin });
    expect(removed.status).toBe(200);
    expect((await verify()).status).toBe(404);
  });

  it('needs the view permissions to read and the edit permissions to change', async () => {
    const viewer = await t.signInWith([P.BrandingCustomizationView, P.BrandingDomainView]);
    expect((await t.call('GET', '/branding/customization/get', { cookie: viewer })).status).toBe(200);
    expect((await t.call('GET', '/branding/domain/list', { cookie: viewer })).status).toBe(200);
    expect((await post('/branding/customization/save', colors, viewer)).status).toBe(403);
    expect((await post('/branding/domain/save', { HostName: 'x.acme.test' }, viewer)).status).toBe(403);
    const stranger = await t.signInWith([]);
    expect((await t.call('GET', '/branding/customization/get', { cookie: stranger })).status).toBe(403);
    expect((await t.call('GET', '/branding/customization/get')).status).toBe(401);
    // The theme is public: the sign-in page applies it before anyone signs in.
    expect((await t.call('GET', '/branding/theme')).status).toBe(200);
  });
});
