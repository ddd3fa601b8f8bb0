import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HealthStatus, StaticData } from '@portcullis/api-client/contract';
import { createTestServer, type TestServer } from '../src/testing/test-server';
import { listeningUrl } from '../src/server';
import { appUrls } from '../src/domains/static-data/static-data';
import { baseUrlFromEnv, configFromEnv } from '../src/engine/config/server-config';

const ICON = Buffer.from([0, 0, 1, 0, 1, 0]);

describe('hosting the console: root, favicon, health and the app URLs', () => {
  let t: TestServer;
  let consoleDir: string;
  beforeAll(async () => {
    consoleDir = mkdtempSync(path.join(tmpdir(), 'portcullis-console-'));
    writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Portcullis</title><div id="root"></div>');
    writeFileSync(path.join(consoleDir, 'favicon.ico'), ICON);
    t = await createTestServer('pglite', inject('pgUrl'), { consoleDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it('serves the console at the root whatever the Accept header, while API calls and unknown calls stay JSON', async () => {
    for (const accept of [undefined, '*/*', 'application/json', 'text/html']) {
      const res = await fetch(t.server.url + '/', { headers: accept ? { accept } : {} });
      expect(res.status, String(accept)).toBe(200);
      expect(res.headers.get('content-type'), String(accept)).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
    const api = await fetch(t.server.url + '/home/getstaticdata', { headers: { accept: 'text/html' } });
    expect(api.headers.get('content-type')).toContain('application/json');
    const unknown = await fetch(t.server.url + '/no/such/call', { headers: { accept: '*/*' } });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { Message: string }).Message).toMatch(/^No call GET/);
  });

  it('serves /favicon.ico from the console build', async () => {
    const res = await fetch(t.server.url + '/favicon.ico');
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(ICON)).toBe(true);
  });

  it('answers GET /healthz without a session, with the database state, never cached', async () => {
    const res = await t.call<HealthStatus>('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.Data).toMatchObject({ Status: 'ok', Database: { Status: 'ok', Engine: 'pglite' } });
    expect(Number.isNaN(Date.parse(res.body.Data!.CheckedAt))).toBe(false);
  });

  it('derives the app URLs from the listening address unless the configuration names them', async () => {
    const port = new URL(t.server.url).port;
    const admin = await t.signIn();
    // Before sign-in only the account app's address is given (the sign-in subset).
    const anonymous = await t.call<StaticData>('GET', '/home/getstaticdata');
    expect(anonymous.body.Data!.appURLs.accountApp).toBe(`http://127.0.0.1:${port}/account/login`);
    const derived = await t.call<StaticData>('GET', '/home/getstaticdata', { cookie: admin });
    expect(derived.body.Data!.appURLs).toEqual({
      apiApp: `http://127.0.0.1:${port}`,
      managementApp: `http://127.0.0.1:${port}`,
      accountApp: `http://127.0.0.1:${port}/account/login`,
    });
    await t.server.db.query(
      "INSERT INTO configuration (key, value) VALUES ('ManagementAppUrl', 'https://console.example.org')",
    );
    // A write clears the static-data cache; marking all notifications read is a harmless one.
    await t.call('POST', '/Notification/MarkAllAsRead', { cookie: admin });
    const configured = await t.call<StaticData>('GET', '/home/getstaticdata', { cookie: admin });
    expect(configured.body.Data!.appURLs.managementApp).toBe('https://console.example.org');
    expect(configured.body.Data!.appURLs.apiApp).toBe(`http://127.0.0.1:${port}`);
  });

  it('builds the app URLs from a public URL and reads it from PORTCULLIS_PUBLIC_URL', () => {
    expect(appUrls({}, 'https://iam.example.org/admin')).toEqual({
      apiApp: 'https://iam.example.org/admin',
      managementApp: 'https://iam.example.org/admin',
      accountApp: 'https://iam.example.org/admin/account/login',
    });
    expect(appUrls({ AccountAppUrl: 'https://account.example.org' }, 'http://h:1').accountApp).toBe(
      'https://account.example.org',
    );
    expect(configFromEnv({ PORTCULLIS_PUBLIC_URL: 'https://iam.example.org/admin/' }).publicUrl).toBe(
      'https://iam.example.org/admin',
    );
    expect(configFromEnv({}).publicUrl).toBeUndefined();
    expect(() => baseUrlFromEnv('ftp://x', 'PORTCULLIS_PUBLIC_URL')).toThrow(/http or https/);
    expect(() => baseUrlFromEnv('not a url', 'PORTCULLIS_PUBLIC_URL')).toThrow(/PORTCULLIS_PUBLIC_URL/);
  });

  it('names a listening address a browser can open', () => {
    expect(listeningUrl('127.0.0.1', 18080)).toBe('http://127.0.0.1:18080');
    expect(listeningUrl('0.0.0.0', 18080)).toBe('http://localhost:18080');
    expect(listeningUrl('::', 8080)).toBe('http://localhost:8080');
    expect(listeningUrl('::1', 8080)).toBe('http://[::1]:8080');
  });

  // Last: it closes this server's database.
  it('answers 503 with Status unavailable when the database does not answer', async () => {
    await t.server.db.close();
    const res = await t.call<HealthStatus>('GET', '/healthz');
    expect(res.status).toBe(503);
    expect(res.body.Success).toBe(false);
    expect(res.body.Data).toMatchObject({ Status: 'unavailable', Database: { Status: 'unavailable' } });
  });
});
