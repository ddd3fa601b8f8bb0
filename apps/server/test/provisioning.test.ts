import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Application, PagedData, ProvisionAccount, ProvisionTestResult } from '@portcullis/api-client/contract';
import { permission } from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { parseOutboundAllowList } from '../src/engine/outbound/address-policy';
import { useTestServer } from './use-test-server';
import { createTargetDatabase, eventually, sqlProviderBody } from './provisioning-fixtures';

/**
 * Provisioning (issue 26, §2.5) end to end on both databases: a grant creates the account in a real
 * PostgreSQL table (a database of the throw-away cluster), a change updates it, a removal disables it;
 * a failing target is retried, then Failed with its reason, and retried by hand; a stored secret never
 * follows a changed host; permissions and audit entries.
 */
const LOOPBACK = parseOutboundAllowList('127.0.0.0/8,::1');
const page = { CurrentPage: 1, ItemPerPage: 50 };
type Row = Record<string, unknown>;

describe.each(['pglite', 'postgres'] as Engine[])('provisioning on %s', (engine) => {
  const s = useTestServer(engine, { outboundAllow: LOOPBACK, jobTuning: { pollingIntervalSeconds: 0.25 } });
  let target: Awaited<ReturnType<typeof createTargetDatabase>>;
  let connections = 0;
  const collector: TcpServer = createTcpServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  beforeAll(async () => {
    target = await createTargetDatabase(inject('pgUrl'));
    await new Promise<void>((r) => collector.listen(0, '127.0.0.1', () => r()));
  });
  afterAll(async () => {
    await new Promise((r) => collector.close(r));
    await target?.drop();
  });

  const post = <T>(path: string, body?: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });
  const db = () => s.t.server.db;
  const sqlProvider = (name: string, extra: Row = {}) => sqlProviderBody(name, target.connectionString, extra);
  const saveProvider = (body: Row, cookie?: string) => post<Row>('/provisionProvider/save', body, cookie);
  const createApp = async (name: string) => {
    const res = await post<Application>('/application/save', {
      Title: name,
      Name: name,
      ApplicationType: 2,
      IsSso: true,
      IsEnabled: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data!.ApplicationId;
  };
  const createService = async (name: string, providerId: string, applicationId: string) => {
    const res = await post<Row>('/provisionService/save', {
      Title: name,
      Name: name,
      ProvisionProviderId: providerId,
      ApplicationIds: [applicationId],
      IsEnabled: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return String(res.body.Data!.ProvisionServiceId);
  };
  const someUsers = (n: number, offset: number) =>
    db().query<{ user_id: string; user_name: string; display_name: string | null }>(
      `SELECT user_id, user_name, display_name FROM users WHERE user_name LIKE 'user%' ORDER BY user_name LIMIT $1 OFFSET $2`,
      [n, offset],
    );
  const accounts = async (serviceId: string) =>
    (await post<PagedData<ProvisionAccount>>(`/provisionService/${serviceId}/accounts`, page)).body.Data!.Data;
  const accountIn = (serviceId: string, userId: string, state: ProvisionAccount['State']) =>
    eventually(
      async () => (await accounts(serviceId)).find((a) => a.UserId === userId && a.State === state),
      `the account to be ${state}`,
    );
  const grant = (ApplicationId: string, UserId: string, extra: Row = {}) =>
    post<{ ApplicationUserId: string }>('/application/user/save', { ApplicationId, UserId, State: 1, ...extra });

  it('keeps the provider secret sealed and write-only, and tests the service through the guard', async () => {
    const saved = await saveProvider(sqlProvider(`sql-secret-${engine}`));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Data).not.toHaveProperty('Password');
    const id = String(saved.body.Data!.ProvisionProviderId);
    const [stored] = await db().query<{ password: string }>(
      'SELECT password FROM provision_providers WHERE provision_provider_id = $1',
      [id],
    );
    expect(stored!.password).not.toContain('target-secret');
    const got = await s.t.call<Row>('GET', `/provisionProvider/get/${id}`, { cookie: s.admin });
    expect(got.body.Data).not.toHaveProperty('Password');

    const serviceId = await createService(`svc-test-${engine}`, id, await createApp(`prov-test-${engine}`));
    const test = await post<ProvisionTestResult>(`/provisionService/test/${serviceId}`);
    expect(test.body.Data).toMatchObject({ IsSuccess: true });
    expect(test.body.Data!.Message).toContain('the table app_accounts has the columns user_name, is_enabled');
  });

  it('creates, updates and disables an account in the target through audited grants', async () => {
    const provider = await saveProvider(sqlProvider(`sql-life-${engine}`));
    const appId = await createApp(`prov-life-${engine}`);
    const serviceId = await createService(`svc-life-${engine}`, String(provider.body.Data!.ProvisionProviderId), appId);
    const [ada] = await someUsers(1, 0);

    const assigned = await grant(appId, ada!.user_id, { AccountName: 'ada.first' });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const provisioned = await accountIn(serviceId, ada!.user_id, 'Provisioned');
    expect(provisioned).toMatchObject({ AccountKey: ada!.user_name, Reason: null, Attempts: 1 });
    expect(await target.run('SELECT * FROM app_accounts WHERE user_name = $1', [ada!.user_name])).toEqual([
      {
        user_name: ada!.user_name,
        display_name: ada!.display_name,
        login: 'ada.first',
        email: expect.anything(),
        is_enabled: true,
      },
    ]);

    const updatedAt = provisioned.ProvisionedDate;
    await grant(appId, ada!.user_id, {
      ApplicationUserId: assigned.body.Data!.ApplicationUserId,
      AccountName: 'ada.second',
    });
    await eventually(
      async () => (await accounts(serviceId)).find((a) => a.State === 'Provisioned' && a.ProvisionedDate !== updatedAt),
      'the update',
    );
    const [updated] = await target.run<{ login: string; is_enabled: boolean }>(
      'SELECT login, is_enabled FROM app_accounts WHERE user_name = $1',
      [ada!.user_name],
    );
    expect(updated).toEqual({ login: 'ada.second', is_enabled: true });

    const removed = await s.t.call('DELETE', `/application/user/remove/${assigned.body.Data!.ApplicationUserId}`, {
      cookie: s.admin,
    });
    expect(removed.status).toBe(200);
    await accountIn(serviceId, ada!.user_id, 'Disabled');
    expect(await target.run('SELECT is_enabled FROM app_accounts WHERE user_name = $1', [ada!.user_name])).toEqual([
      { is_enabled: false },
    ]);

    const audit = await db().query<{ action: string; description: string }>(
      `SELECT action, description FROM audit_entries WHERE target_id = $1 OR target_id = $2 ORDER BY created_date`,
      [serviceId, ada!.user_id],
    );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['provisioning.serviceSave', 'applications.userSave', 'applications.userRemove']),
    );
    // The jobs' writes are the accounts' provisioning log, not audit entries (one entry per console call).
    expect(
      audit.filter((a) => a.action.startsWith('provisioning.') && a.action !== 'provisioning.serviceSave'),
    ).toEqual([]);
  });

  it("updates the account when the user's attributes change, and disables it with the user", async () => {
    const provider = await saveProvider(sqlProvider(`sql-user-${engine}`));
    const appId = await createApp(`prov-user-${engine}`);
    const serviceId = await createService(`svc-user-${engine}`, String(provider.body.Data!.ProvisionProviderId), appId);
    const [cy] = await someUsers(1, 3);
    expect((await grant(appId, cy!.user_id)).status).toBe(200);
    const first = await accountIn(serviceId, cy!.user_id, 'Provisioned');
    const [row] = await db().query<Row>(
      'SELECT user_id, user_name, first_name, last_name, email, user_source_id, user_type FROM users WHERE user_id = $1',
      [cy!.user_id],
    );
    const save = (extra: Row) =>
      post('/user/save', {
        UserId: row!.user_id,
        UserName: row!.user_name,
        FirstName: row!.first_name,
        LastName: row!.last_name,
        Email: row!.email,
        UserSourceId: row!.user_source_id,
        UserType: row!.user_type,
        DisplayName: 'Renamed Person',
        IsEnabled: true,
        ...extra,
      });
    expect((await save({})).status).toBe(200);
    await eventually(
      async () =>
        (await accounts(serviceId)).find(
          (a) => a.State === 'Provisioned' && a.ProvisionedDate !== first.ProvisionedDate,
        ),
      'the update',
    );
    expect(
      await target.run('SELECT display_name, is_enabled FROM app_accounts WHERE user_name = $1', [cy!.user_name]),
    ).toEqual([{ display_name: 'Renamed Person', is_enabled: true }]);
    expect((await save({ IsEnabled: false })).status).toBe(200);
    await accountIn(serviceId, cy!.user_id, 'Disabled');
    expect(await target.run('SELECT is_enabled FROM app_accounts WHERE user_name = $1', [cy!.user_name])).toEqual([
      { is_enabled: false },
    ]);
  });

  it('provisions users assigned before the service existed when asked, audited', async () => {
    const provider = await saveProvider(sqlProvider(`sql-catchup-${engine}`));
    const appId = await createApp(`prov-catchup-${engine}`);
    const [early] = await someUsers(1, 2);
    expect((await grant(appId, early!.user_id)).status).toBe(200);
    const serviceId = await createService(
      `svc-catchup-${engine}`,
      String(provider.body.Data!.ProvisionProviderId),
      appId,
    );
    expect(await accounts(serviceId)).toEqual([]);
    const queued = await post<{ QueuedCount: number }>(`/provisionService/provision/${serviceId}`);
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    expect(queued.body).toMatchObject({ Data: { QueuedCount: 1 }, Message: '1 account queued.' });
    await accountIn(serviceId, early!.user_id, 'Provisioned');
    const again = await post<{ QueuedCount: number }>(`/provisionService/provision/${serviceId}`);
    expect(again.body).toMatchObject({ Data: { QueuedCount: 0 }, Message: 'Every account is up to date.' });
    const [entry] = await db().query<{ description: string }>(
      "SELECT description FROM audit_entries WHERE target_id = $1 AND action = 'provisioning.serviceProvisionAll' ORDER BY created_date LIMIT 1",
      [serviceId],
    );
    expect(entry!.description).toBe(`svc-catchup-${engine}: 1 assigned user queued`);
  });

  it('retries a failing target, then shows Failed with the reason until it is retried by hand (audited)', async () => {
    const provider = await saveProvider(sqlProvider(`sql-fail-${engine}`, { TableName: `missing_${engine}` }));
    expect(provider.status).toBe(200);
    const appId = await createApp(`prov-fail-${engine}`);
    const serviceId = await createService(`svc-fail-${engine}`, String(provider.body.Data!.ProvisionProviderId), appId);
    const [bob] = await someUsers(1, 1);
    expect((await grant(appId, bob!.user_id)).status).toBe(200);

    const failed = await accountIn(serviceId, bob!.user_id, 'Failed');
    expect(failed.Attempts).toBe(3);
    expect(failed.Reason).toContain(`refused the write: relation "public.missing_${engine}" does not exist`);
    const test = await post<ProvisionTestResult>(`/provisionService/test/${serviceId}`);
    expect(test.body.Data).toEqual({
      IsSuccess: false,
      Message: expect.stringContaining(`the table missing_${engine} was not found`),
    });
    await target.run(`CREATE TABLE missing_${engine} (LIKE app_accounts)`);
    const retried = await post<ProvisionAccount>(`/provisionService/account/retry/${failed.ProvisionAccountId}`);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.Data).toMatchObject({ State: 'Pending', Reason: null });
    await accountIn(serviceId, bob!.user_id, 'Provisioned');
    expect(await target.run(`SELECT is_enabled FROM missing_${engine} WHERE user_name = $1`, [bob!.user_name])).toEqual(
      [{ is_enabled: true }],
    );
    const again = await post(`/provisionService/account/retry/${failed.ProvisionAccountId}`);
    expect(again.status).toBe(400);
    expect(again.body.Message).toBe(
      `Only a failed account can be retried; ${bob!.user_name}'s account is Provisioned.`,
    );
    const [audited] = await db().query<{ description: string }>(
      "SELECT description FROM audit_entries WHERE target_id = $1 AND action = 'provisioning.serviceAccountRetry'",
      [serviceId],
    );
    expect(audited!.description).toBe(`${bob!.user_name} at svc-fail-${engine} retried`);
    expect((await post(`/provisionService/account/retry/${randomUUID()}`)).status).toBe(404);
  });

  it('never sends a stored secret to a changed host, and refuses unusable SQL settings', async () => {
    const saved = await saveProvider(sqlProvider(`sql-move-${engine}`));
    const id = String(saved.body.Data!.ProvisionProviderId);
    const moved = `postgres://postgres@127.0.0.1:${(collector.address() as { port: number }).port}/stolen`;
    const before = connections;
    const refused = await saveProvider({
      ...sqlProvider(`sql-move-${engine}`),
      ProvisionProviderId: id,
      ConnectionString: moved,
      Password: '',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toMatch(
      /^You should type Password again: the target changed from postgres:\/\/127\.0\.0\.1:\d+\/prov_\w+ to postgres:\/\/127\.0\.0\.1:\d+\/stolen/,
    );
    expect(refused.body.Errors).toEqual([expect.objectContaining({ Field: 'Password' })]);
    const [kept] = await db().query<{ connection_string: string }>(
      'SELECT connection_string FROM provision_providers WHERE provision_provider_id = $1',
      [id],
    );
    expect(kept!.connection_string).toBe(target.connectionString);
    const serviceId = await createService(`svc-move-${engine}`, id, await createApp(`prov-move-${engine}`));
    expect((await post<ProvisionTestResult>(`/provisionService/test/${serviceId}`)).body.Data!.IsSuccess).toBe(true);
    expect(connections).toBe(before);

    // The same target with the secret left empty keeps it; typed again, the move is allowed.
    const same = await saveProvider({
      ...sqlProvider(`sql-move-${engine}`),
      ProvisionProviderId: id,
      Password: '',
      Description: 'kept',
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    const retyped = await saveProvider({
      ...sqlProvider(`sql-move-${engine}`),
      ProvisionProviderId: id,
      ConnectionString: moved,
      Password: 'typed',
    });
    expect(retyped.status).toBe(200);

    for (const [field, value] of [
      ['TableName', 'app_accounts; DROP TABLE app_accounts'],
      ['KeyColumn', 'user name'],
      ['ColumnMap', ['display_name=Password']],
      ['ConnectionString', 'mysql://root@127.0.0.1/x'],
      ['ConnectionString', 'postgres://postgres:visible@127.0.0.1/x'],
    ] as const) {
      const bad = await saveProvider(sqlProvider(`sql-bad-${engine}`, { [field]: value }));
      expect(bad.status, field).toBe(400);
      expect(bad.body.Errors?.[0]?.Field).toBe(field);
    }
  });

  it('says honestly that SCIM and LDAP targets are not reachable', async () => {
    const scim = await saveProvider({
      Title: `scim-${engine}`,
      Name: `scim-${engine}`,
      ProviderType: 'scim-provision-provider',
      BaseUrl: 'https://scim.example/scim/v2',
      Token: 'scim-token',
    });
    expect(scim.status, JSON.stringify(scim.body)).toBe(200);
    const serviceId = await createService(
      `svc-scim-${engine}`,
      String(scim.body.Data!.ProvisionProviderId),
      await createApp(`prov-scim-${engine}`),
    );
    const test = await post<ProvisionTestResult>(`/provisionService/test/${serviceId}`);
    expect(test.body.Data).toEqual({
      IsSuccess: false,
      Message:
        'Not reachable: this server does not provision to SCIM targets yet (only SQL providers over PostgreSQL); no connection was attempted.',
    });
  });

  it('checks permissions: List reads accounts; Edit retries and tests; providers need their own Edit', async () => {
    const provider = await saveProvider(sqlProvider(`sql-perm-${engine}`));
    const serviceId = await createService(
      `svc-perm-${engine}`,
      String(provider.body.Data!.ProvisionProviderId),
      await createApp(`prov-perm-${engine}`),
    );
    const reader = await s.t.signInWith([permission('ProvisionService.List')]);
    const editor = await s.t.signInWith([permission('ProvisionService.List'), permission('ProvisionService.Edit')]);
    const nobody = await s.t.signInWith([]);
    expect((await post(`/provisionService/${serviceId}/accounts`, page, reader)).status).toBe(200);
    expect((await post(`/provisionService/${serviceId}/accounts`, page, nobody)).status).toBe(403);
    expect((await post(`/provisionService/test/${serviceId}`, undefined, reader)).status).toBe(403);
    expect((await post(`/provisionService/provision/${serviceId}`, undefined, reader)).status).toBe(403);
    expect((await post(`/provisionService/account/retry/${randomUUID()}`, undefined, reader)).status).toBe(403);
    expect((await post(`/provisionService/test/${serviceId}`, undefined, editor)).status).toBe(200);
    expect((await saveProvider(sqlProvider(`sql-perm2-${engine}`), editor)).status).toBe(403);
    expect((await post('/provisionProvider/list', page, reader)).status).toBe(403);
    expect((await post(`/provisionService/${randomUUID()}/accounts`, page)).status).toBe(404);
  });
});
