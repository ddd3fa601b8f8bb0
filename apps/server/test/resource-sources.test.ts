import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  PagedData,
  ResourceDef,
  ResourceDefType,
  ResourceHolder,
  Source,
  SourceSettingsTestResult,
} from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { parseOutboundAllowList } from '../src/engine/outbound/address-policy';
import { useTestServer } from './use-test-server';

const PAGE = { CurrentPage: 1, ItemPerPage: 100 };

/**
 * Security → resources (§2.7, §7 Sources and Resources): sources, resource types (list with Scope,
 * SelectBySource, the picker) and resources with their holders, on both databases.
 */
describe.each(['pglite', 'postgres'] as Engine[])('resources and their sources on %s', (engine) => {
  const s = useTestServer(engine);
  const post = <T>(path: string, body?: unknown) => s.t.call<T>('POST', path, { cookie: s.admin, body });
  const get = <T>(path: string) => s.t.call<T>('GET', path, { cookie: s.admin });
  const sourceNamed = async (name: string) =>
    (
      await post<PagedData<Source>>('/Source/DataList', {
        ...PAGE,
        Filters: [{ Column: 'Name', Value: name, Operator: 0 }],
      })
    ).body.Data!.Data[0]!;

  it('lists resource types by Scope (a source id), by source id or name, and in the picker', async () => {
    const files = await sourceNamed('file-shares');
    const scoped = await post<PagedData<ResourceDefType>>('/Resource/Type/List', { ...PAGE, Scope: files.SourceId });
    expect(scoped.body.Data!.Data.map((t) => t.Name)).toEqual(['share-folder']);
    expect(scoped.body.Data!.Data[0]!.SourceTitle).toBe('File shares');
    const all = await post<PagedData<ResourceDefType>>('/Resource/Type/List', { ...PAGE, Scope: null });
    expect(all.body.Data!.TotalItemCount).toBeGreaterThanOrEqual(3);
    const hostile = await post('/Resource/Type/List', { ...PAGE, Scope: "' OR 1=1 --" });
    expect(hostile.status).toBe(400);
    const byName = await get<ResourceDefType[]>('/Resource/Type/SelectBySource/erp-database');
    expect(byName.body.Data!.map((t) => t.Name)).toEqual(['erp-role']);
    const byId = await get<ResourceDefType[]>(`/Resource/Type/SelectBySource/${files.SourceId}`);
    expect(byId.body.Data!.map((t) => t.Name)).toEqual(['share-folder']);
    const picker = await get<ResourceDefType[]>(`/Resource/Type/Picker?sourceId=${files.SourceId}&search=share`);
    expect(picker.body.Data!.map((t) => t.Name)).toEqual(['share-folder']);
  });

  it('keeps a held resource and a used type from being removed, and lists holders by state', async () => {
    const list = await post<PagedData<ResourceDef>>('/Resource/List', {
      ...PAGE,
      Filters: [{ Column: 'Name', Value: 'finance-share', Operator: 0 }],
    });
    const finance = list.body.Data!.Data[0]!;
    expect(finance).toMatchObject({ TypeTitle: 'Share folder', SourceTitle: 'File shares' });
    expect(finance.HolderCount).toBeGreaterThan(0);
    const holders = await post<PagedData<ResourceHolder>>(`/Resource/${finance.ResourceDefId}/objects`, {
      ...PAGE,
      Filters: [{ Column: 'State', Value: 'Granted', Operator: 0 }],
    });
    expect(holders.body.Data!.TotalItemCount).toBe(finance.HolderCount);
    expect(holders.body.Data!.Data.every((h) => h.State === 'Granted' && h.UserName)).toBe(true);
    const refused = await s.t.call('DELETE', `/Resource/Remove/${finance.ResourceDefId}`, { cookie: s.admin });
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toMatch(
      /^Finance share is used by \d+ users \(granted or pending\); change them first\.$/,
    );
    const type = await s.t.call('DELETE', `/Resource/Type/${finance.ResourceDefTypeId}`, { cookie: s.admin });
    expect(type.status).toBe(409);
    expect(type.body.Message).toMatch(/^Share folder is used by 3 resources; change them first\.$/);
    const unknown = await post('/Resource/00000000-0000-4000-8000-000000000999/objects', PAGE);
    expect(unknown.status).toBe(404);
  });

  it('never changes the provider of a source, nor a removed source', async () => {
    const created = await post<Source>('/Source/Save', {
      Title: 'Legal share',
      Name: 'legal-share',
      ProviderName: 'fileserver-authorization-provider',
    });
    expect(created.status).toBe(200);
    const id = created.body.Data!.SourceId;
    const switched = await post('/Source/Save', {
      SourceId: id,
      Title: 'Legal share',
      Name: 'legal-share',
      ProviderName: 'sql-resource-provider',
    });
    expect(switched.status).toBe(400);
    expect(switched.body.Message).toBe('Provider cannot change once the resource source exists.');
    expect((await s.t.call('DELETE', `/Source/Remove/${id}`, { cookie: s.admin })).status).toBe(200);
    const again = await post('/Source/Save', {
      SourceId: id,
      Title: 'Legal share 2',
      Name: 'legal-share',
      ProviderName: 'fileserver-authorization-provider',
    });
    expect(again.status).toBe(400);
    expect(again.body.Message).toBe('Legal share was removed; it cannot change.');
    const compact = await get<Array<{ SourceId: string }>>('/Source/Compact');
    expect(compact.body.Data!.some((c) => c.SourceId === id)).toBe(false);
    const type = await post('/Resource/Type/Save', { Title: 'Legal folder', Name: 'legal-folder', SourceId: id });
    expect(type.status).toBe(400);
    expect(type.body.Errors?.[0]?.Field).toBe('SourceId');
  });
});

/** A loopback HTTP API that wants `Bearer good-key` on /health and has nothing else. */
function startApi(): Promise<{ server: Server; url: string }> {
  const server = createHttpServer((req, res) => {
    if (req.url === '/hr/moved') {
      res.writeHead(302, { location: 'https://hr.example/api' }).end();
      return;
    }
    if (req.url !== '/hr/health') return void res.writeHead(404).end('missing');
    if (req.headers.authorization !== 'Bearer good-key') return void res.writeHead(401).end('who are you');
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok","secret":"not-shown"}');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hr` });
    }),
  );
}

/** A loopback port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const srv = createTcpServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const port = (srv.address() as { port: number }).port;
  await new Promise((r) => srv.close(r));
  return port;
}

describe('the connection test of a source (loopback only)', () => {
  const s = useTestServer('pglite', { outboundAllow: parseOutboundAllowList('127.0.0.0/8,::1') });
  let api: { server: Server; url: string };
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => new Promise((r) => api?.server.close(r)));
  const post = <T>(path: string, body?: unknown) => s.t.call<T>('POST', path, { cookie: s.admin, body });
  const sourceOf = async (name: string, ProviderName: string) =>
    (await post<Source>('/Source/Save', { Title: name, Name: name, ProviderName })).body.Data!.SourceId;
  const test = async (SourceId: string, settings: Record<string, string>, secrets: string[] = []) =>
    (
      await post<SourceSettingsTestResult>('/Source/SourceSettingsTest', {
        SourceId,
        Settings: Object.entries(settings).map(([Name, Value]) => ({ Name, Value, IsSecret: secrets.includes(Name) })),
      })
    ).body.Data!;

  it('tells a missing setting, a refused port and a reachable file server apart', async () => {
    const id = await sourceOf('conn-files', 'fileserver-authorization-provider');
    expect(await test(id, {})).toEqual({ IsSuccess: false, Message: 'Missing settings: Host.' });
    const port = await closedPort();
    const refused = await test(id, { Host: '127.0.0.1', Port: String(port) });
    expect(refused).toEqual({
      IsSuccess: false,
      Message: `127.0.0.1:${port} refused the connection: nothing listens on that port, or the service is stopped.`,
    });
    expect((await test(id, { Host: '127.0.0.1', Port: '70000' })).Message).toBe(
      'Port "70000" is not a port number (1-65535).',
    );
    const open = await test(id, { Host: '127.0.0.1', Port: api.url.split(':')[2]!.split('/')[0]! });
    expect(open.IsSuccess).toBe(true);
    expect(open.Message).toMatch(/^Connected to the file server at 127\.0\.0\.1:\d+\./);
  });

  it('signs in to PostgreSQL and names a missing database or a database it cannot read', async () => {
    const id = await sourceOf('conn-sql', 'sql-resource-provider');
    const pgUrl = new URL(inject('pgUrl'));
    const ok = await test(id, {
      ConnectionString: `Host=127.0.0.1;Port=${pgUrl.port};Database=postgres;Username=postgres`,
    });
    expect(ok.IsSuccess).toBe(true);
    expect(ok.Message).toMatch(
      new RegExp(`^Connected to database "postgres" at 127\\.0\\.0\\.1:${pgUrl.port} as "postgres" \\(PostgreSQL \\d+`),
    );
    const missing = await test(id, { ConnectionString: `postgres://postgres@127.0.0.1:${pgUrl.port}/no_such_db` });
    expect(missing).toEqual({
      IsSuccess: false,
      Message: `The database "no_such_db" does not exist on 127.0.0.1:${pgUrl.port}.`,
    });
    const other = await test(id, { ConnectionString: 'mysql://root@127.0.0.1/erp' });
    expect(other.Message).toBe('"mysql" databases cannot be read: this server reads SQL sources over PostgreSQL only.');
    expect((await test(id, { ConnectionString: 'Database=erp' })).Message).toBe('The connection string names no Host.');
  });

  it('asks the web API with the stored key, and reports its status without its body', async () => {
    const id = await sourceOf('conn-api', 'webapi-resource-provider');
    expect((await test(id, { BaseUrl: 'ftp://127.0.0.1/hr' })).Message).toBe(
      '"ftp://127.0.0.1/hr" is not an http or https address.',
    );
    const unauthorised = await test(id, { BaseUrl: api.url, HealthPath: '/health', ApiKey: 'bad-key' }, ['ApiKey']);
    expect(unauthorised).toEqual({
      IsSuccess: false,
      Message: `The API at ${api.url}/health answered 401 Unauthorized: check the ApiKey.`,
    });
    expect((await test(id, { BaseUrl: api.url })).Message).toBe(
      `The API at ${api.url} answered 404 Not Found: check BaseUrl and HealthPath.`,
    );
    expect((await test(id, { BaseUrl: `${api.url}/moved` })).Message).toBe(
      `The API at ${api.url}/moved answered 302 Found and redirects to https://hr.example/api: use the final address as BaseUrl.`,
    );
    // The key is saved as a secret; the console sends it back empty, and the test uses the stored one.
    const saved = await post('/Source/SettingsSave', {
      SourceId: id,
      Settings: [
        { Name: 'BaseUrl', Value: api.url, IsSecret: false },
        { Name: 'HealthPath', Value: '/health', IsSecret: false },
        { Name: 'ApiKey', Value: 'good-key', IsSecret: true },
      ],
    });
    expect(saved.status).toBe(200);
    const shown = await s.t.call<{ Settings: Array<{ Name: string; Value: string }> }>(
      'GET',
      `/Source/Settings/${id}`,
      {
        cookie: s.admin,
      },
    );
    expect(shown.body.Data!.Settings.find((x) => x.Name === 'ApiKey')!.Value).toBe('');
    const passed = await test(id, { BaseUrl: api.url, HealthPath: '/health', ApiKey: '' }, ['ApiKey']);
    expect(passed).toEqual({ IsSuccess: true, Message: `The API at ${api.url}/health answered 200 OK.` });
    expect(JSON.stringify(passed)).not.toContain('not-shown');
  });
});
