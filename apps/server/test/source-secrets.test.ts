import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Permissions, type Source, type SourceSettingsTestResult } from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { parseOutboundAllowList } from '../src/engine/outbound/address-policy';
import { useTestServer } from './use-test-server';

/**
 * Issue 23, points 1, 2 and 5 (Source.Edit): a stored secret goes only to the target it was saved
 * with, is cleared only explicitly (audited), and the connection test reaches no internal address the
 * operator has not allowed. Loopback servers stand in for the real target and for an attacker's host.
 */
const LOOPBACK = parseOutboundAllowList('127.0.0.0/8,::1');
const SOURCE_EDITOR = [Permissions.SourceList, Permissions.SourceEdit];

const portOf = (server: Server | TcpServer) => (server.address() as { port: number }).port;
const listen = (server: Server | TcpServer) => new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
const close = (server: Server | TcpServer) => new Promise((r) => server.close(r));

/** An API that wants `Bearer good-key` on /hr/health, and one that records what it is sent. */
function startServers() {
  const heard: string[] = [];
  let rawConnections = 0;
  const api = createHttpServer((req, res) => {
    if (req.url !== '/hr/health') return void res.writeHead(404).end();
    res.writeHead(req.headers.authorization === 'Bearer good-key' ? 200 : 401).end();
  });
  const collector = createHttpServer((req, res) => {
    heard.push(req.headers.authorization ?? '(none)');
    res.writeHead(200).end();
  });
  const rawCollector = createTcpServer((socket) => {
    rawConnections += 1;
    socket.destroy();
  });
  return {
    heard,
    rawConnections: () => rawConnections,
    start: () => Promise.all([listen(api), listen(collector), listen(rawCollector)]),
    stop: () => {
      api.closeAllConnections();
      collector.closeAllConnections();
      return Promise.all([close(api), close(collector), close(rawCollector)]);
    },
    apiUrl: () => `http://127.0.0.1:${portOf(api)}/hr`,
    collectorUrl: () => `http://127.0.0.1:${portOf(collector)}/hr`,
    rawPort: () => portOf(rawCollector),
  };
}

type SettingSent = { Name: string; Value: string; IsSecret: boolean; Clear?: boolean };
const plain = (Name: string, Value: string): SettingSent => ({ Name, Value, IsSecret: false });
const secret = (Name: string, Value = '', extra: Partial<SettingSent> = {}): SettingSent => ({
  Name,
  Value,
  IsSecret: true,
  ...extra,
});

describe.each(['pglite', 'postgres'] as Engine[])('stored source secrets stay with their target on %s', (engine) => {
  const s = useTestServer(engine, { outboundAllow: LOOPBACK });
  const net = startServers();
  let editor = '';
  beforeAll(async () => {
    await net.start();
    editor = await s.t.signInWith(SOURCE_EDITOR);
  });
  afterAll(() => net.stop());
  const post = <T>(path: string, body: unknown) => s.t.call<T>('POST', path, { cookie: editor, body });
  const sourceOf = async (name: string, ProviderName: string) =>
    (await post<Source>('/Source/Save', { Title: name, Name: name, ProviderName })).body.Data!.SourceId;
  const test = (SourceId: string, Settings: SettingSent[]) =>
    post<SourceSettingsTestResult>('/Source/SourceSettingsTest', { SourceId, Settings });
  const save = (SourceId: string, Settings: SettingSent[]) => post('/Source/SettingsSave', { SourceId, Settings });
  const stored = async (id: string) =>
    (
      await s.t.server.db.query<{ name: string; value: string; is_secret: boolean }>(
        'SELECT name, value, is_secret FROM source_settings WHERE source_id = $1 ORDER BY name',
        [id],
      )
    ).map((r) => `${r.name}=${r.value}${r.is_secret ? ' (secret)' : ''}`);
  const lastAudit = async (id: string) =>
    (
      await s.t.server.db.query<{ description: string }>(
        'SELECT description FROM audit_entries WHERE target_id = $1 ORDER BY created_date DESC LIMIT 1',
        [id],
      )
    )[0]?.description;

  it('sends a stored API key only to the origin it was saved with (test call)', async () => {
    const id = await sourceOf(`secret-api-${engine}`, 'webapi-resource-provider');
    expect((await save(id, [plain('BaseUrl', net.apiUrl()), secret('ApiKey', 'good-key')])).status).toBe(200);
    const origin = new URL(net.apiUrl()).origin;
    const elsewhere = new URL(net.collectorUrl()).origin;
    for (const key of [[secret('ApiKey')], [plain('ApiKey', '')], []]) {
      const refused = await test(id, [plain('BaseUrl', net.collectorUrl()), ...key]);
      expect(refused.status).toBe(400);
      expect(refused.body.Message).toBe(
        `You should type ApiKey again: the target changed from ${origin} to ${elsewhere}, and a stored secret is only sent to the target it was saved with.`,
      );
      expect(refused.body.Errors?.[0]?.Field).toBe('ApiKey');
    }
    expect(net.heard).toEqual([]);
    // Same origin, another path: the stored key is used.
    const passed = await test(id, [plain('BaseUrl', net.apiUrl()), plain('HealthPath', '/health'), secret('ApiKey')]);
    expect(passed.body.Data).toEqual({
      IsSuccess: true,
      Message: `The API at ${net.apiUrl()}/health answered 200 OK.`,
    });
    // A key typed again may go anywhere allowed: it is the caller's own.
    expect(
      (await test(id, [plain('BaseUrl', net.collectorUrl()), secret('ApiKey', 'typed')])).body.Data!.IsSuccess,
    ).toBe(true);
    expect(net.heard).toEqual(['Bearer typed']);
  });

  it('keeps a saved key from moving to another BaseUrl unless it is typed again (save call)', async () => {
    const id = await sourceOf(`secret-save-${engine}`, 'webapi-resource-provider');
    await save(id, [plain('BaseUrl', net.apiUrl()), secret('ApiKey', 'good-key')]);
    const moved = await save(id, [plain('BaseUrl', net.collectorUrl()), secret('ApiKey')]);
    expect(moved.status).toBe(400);
    expect(moved.body.Message).toMatch(/^You should type ApiKey again: the target changed from /);
    expect(await stored(id)).toEqual(['ApiKey=good-key (secret)', `BaseUrl=${net.apiUrl()}`]);
    const retyped = await save(id, [plain('BaseUrl', net.collectorUrl()), secret('ApiKey', 'new-key')]);
    expect(retyped.status).toBe(200);
    expect(await lastAudit(id)).toBe(`secret-save-${engine} settings (secret ApiKey set)`);
    expect(await stored(id)).toEqual(['ApiKey=new-key (secret)', `BaseUrl=${net.collectorUrl()}`]);
  });

  it('sends a stored SQL password only to the host, port and database it was saved with', async () => {
    const id = await sourceOf(`secret-sql-${engine}`, 'sql-resource-provider');
    const pgPort = new URL(inject('pgUrl')).port;
    const home = `Host=127.0.0.1;Port=${pgPort};Database=postgres;Username=postgres`;
    await save(id, [plain('ConnectionString', home), secret('Password', 'pw')]);
    for (const target of [
      `Host=127.0.0.1;Port=${net.rawPort()};Database=postgres;Username=postgres`,
      `postgres://postgres@127.0.0.1:${pgPort}/template1`,
      `Host=localhost;Port=${pgPort};Database=postgres`,
    ]) {
      const refused = await test(id, [plain('ConnectionString', target), secret('Password')]);
      expect(refused.status).toBe(400);
      expect(refused.body.Message).toMatch(/^You should type Password again: the target changed from postgres:\/\/127/);
    }
    expect(net.rawConnections()).toBe(0);
    const same = await test(id, [plain('ConnectionString', `postgres://other@127.0.0.1:${pgPort}/postgres`)]);
    expect(same.status).toBe(200);
    expect(same.body.Data!.Message).toMatch(/^(Connected|The database server)/);
  });

  it('no longer erases a stored secret saved as IsSecret false and empty; Clear does, audited', async () => {
    const id = await sourceOf(`secret-clear-${engine}`, 'webapi-resource-provider');
    const base = [plain('BaseUrl', net.apiUrl()), plain('HealthPath', '/health')];
    await save(id, [...base, secret('ApiKey', 'good-key')]);
    expect((await save(id, [...base, plain('ApiKey', '')])).status).toBe(200);
    expect(await stored(id)).toEqual(['ApiKey=good-key (secret)', `BaseUrl=${net.apiUrl()}`, 'HealthPath=/health']);
    expect((await test(id, base)).body.Data!.IsSuccess).toBe(true);
    expect(await lastAudit(id)).toBe(`secret-clear-${engine} settings`);
    const both = await save(id, [...base, secret('ApiKey', 'x', { Clear: true })]);
    expect(both.status).toBe(400);
    expect(both.body.Message).toBe('Either clear ApiKey or type a new one, not both.');
    expect((await save(id, [...base, secret('ApiKey', '', { Clear: true })])).status).toBe(200);
    expect(await lastAudit(id)).toBe(`secret-clear-${engine} settings (secret ApiKey cleared)`);
    expect(await stored(id)).toEqual([`BaseUrl=${net.apiUrl()}`, 'HealthPath=/health']);
    expect((await test(id, base)).body.Data!.Message).toBe(
      `The API at ${net.apiUrl()}/health answered 401 Unauthorized: check the ApiKey.`,
    );
  });
});

describe.each(['pglite', 'postgres'] as Engine[])('the connection test refuses internal addresses on %s', (engine) => {
  const s = useTestServer(engine); // no PORTCULLIS_OUTBOUND_ALLOW: loopback is refused like any internal address
  const net = startServers();
  beforeAll(() => net.start());
  afterAll(() => net.stop());
  const post = <T>(path: string, body: unknown) => s.t.call<T>('POST', path, { cookie: s.admin, body });
  const sourceOf = async (name: string, ProviderName: string) =>
    (await post<Source>('/Source/Save', { Title: name, Name: name, ProviderName })).body.Data!.SourceId;
  const test = async (SourceId: string, Settings: SettingSent[]) =>
    (await post<SourceSettingsTestResult>('/Source/SourceSettingsTest', { SourceId, Settings })).body.Data!;
  const REFUSED = 'this server does not connect to internal addresses unless PORTCULLIS_OUTBOUND_ALLOW names them.';

  it('refuses loopback in any spelling, private, link-local and metadata addresses, for every provider', async () => {
    const files = await sourceOf(`ssrf-files-${engine}`, 'fileserver-authorization-provider');
    const port = String(net.rawPort());
    const host = async (Host: string) => (await test(files, [plain('Host', Host), plain('Port', port)])).Message;
    expect(await host('127.0.0.1')).toBe(`127.0.0.1 is a loopback address: ${REFUSED}`);
    expect(await host('localhost')).toMatch(/^localhost \((127\.0\.0\.1|::1)\) is a loopback address: /);
    expect(await host('2130706433')).toBe(
      '"2130706433" is not a usual IPv4 address: write it as four decimal numbers (a.b.c.d).',
    );
    expect(await host('0177.0.0.1')).toMatch(/^"0177\.0\.0\.1" is not a usual IPv4 address/);
    expect(await host('::ffff:127.0.0.1')).toBe(`::ffff:127.0.0.1 is a loopback address: ${REFUSED}`);
    expect(await host('169.254.169.254')).toBe(`169.254.169.254 is the cloud metadata address: ${REFUSED}`);
    expect(await host('10.0.0.1')).toBe(`10.0.0.1 is a private address: ${REFUSED}`);
    expect(await host('192.168.1.10')).toBe(`192.168.1.10 is a private address: ${REFUSED}`);
    expect(await host('fe80::1')).toBe(`fe80::1 is a link-local address: ${REFUSED}`);
    expect(net.rawConnections()).toBe(0);

    const api = await sourceOf(`ssrf-api-${engine}`, 'webapi-resource-provider');
    expect((await test(api, [plain('BaseUrl', net.collectorUrl())])).Message).toBe(
      `127.0.0.1 is a loopback address: ${REFUSED}`,
    );
    expect((await test(api, [plain('BaseUrl', 'http://[fd00::1]/x')])).Message).toBe(
      `fd00::1 is a unique-local address: ${REFUSED}`,
    );
    expect(net.heard).toEqual([]);

    const sql = await sourceOf(`ssrf-sql-${engine}`, 'sql-resource-provider');
    const pgPort = new URL(inject('pgUrl')).port;
    expect((await test(sql, [plain('ConnectionString', `Host=127.0.0.1;Port=${pgPort}`)])).Message).toBe(
      `127.0.0.1 is a loopback address: ${REFUSED}`,
    );
  });
});
