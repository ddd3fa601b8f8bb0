import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type StaticData } from '@portcullis/api-client/contract';
import {
  createProcessDatabase,
  PROCESS_ADMIN_PASSWORD,
  startProcess,
  type ServerProcess,
} from './fixtures/server-processes';

const jsonHeaders = { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };

async function signIn(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/account/login`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ UserName: 'admin', Password: PROCESS_ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return { ...jsonHeaders, cookie: res.headers.get('set-cookie')!.split(';')[0]! };
}

async function call<T>(url: string, headers: Record<string, string>, method: string, path: string, body?: unknown) {
  const res = await fetch(url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { Data: T }).Data;
}

/** Issue 28: a setting saved through one server process is in force on another on its very next request. */
describe('configuration across two server processes on one PostgreSQL', () => {
  const processes: ServerProcess[] = [];
  let database: { url: string; drop: () => Promise<void> };

  beforeAll(async () => {
    database = await createProcessDatabase(inject('pgUrl'));
    processes.push(await startProcess({ DATABASE_URL: database.url }));
    processes.push(await startProcess({ DATABASE_URL: database.url }));
  });

  afterAll(async () => {
    for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGTERM');
    await Promise.all(processes.map((p) => p.exited));
    await database?.drop();
  });

  it('shows on A the CSV separator, the export switch and a text changed through B', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const onA = await signIn(a.url);
    const onB = await signIn(b.url);
    const config = async () => (await call<StaticData>(a.url, onA, 'GET', '/home/getstaticdata')).config;
    const isGlobalInUse = async () =>
      (await call<{ IsGlobalSettingsInUse: boolean }>(a.url, onA, 'GET', '/Export/Check', undefined))
        .IsGlobalSettingsInUse;
    // Global export settings exist (written as an operator's tool would: no call writes them).
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query("INSERT INTO export_settings (name, value) VALUES ('Users', '{}')");
    await client.end();

    for (const separator of [',', 'tab', '|', ';']) {
      // A caches the static data (asked twice: the second answer is the cache's).
      const before = await config();
      expect(await config()).toEqual(before);
      await call(b.url, onB, 'POST', '/configuration/save', { Key: 'CsvSeparator', Value: separator });
      // The separator in force is read from the database by every export: A's setting is B's at once.
      expect((await call<{ Value: string }>(a.url, onA, 'GET', '/configuration/get/CsvSeparator')).Value).toBe(
        separator,
      );
      // A's cached static data is dropped when PostgreSQL's notification of the commit reaches A.
      await expect.poll(async () => (await config()).CsvSeparator).toBe(separator);
    }
    for (const value of ['false', 'true']) {
      await call(b.url, onB, 'POST', '/configuration/save', { Key: 'UseGlobalExportSettings', Value: value });
      expect(await isGlobalInUse()).toBe(value === 'true');
      await expect.poll(async () => (await config()).UseGlobalExportSettings).toBe(value);
    }
    const messages = async () =>
      (await call<{ Messages: Record<string, unknown> }>(a.url, {}, 'GET', '/language/messages/tr')).Messages;
    expect((await messages())['actions.save']).toEqual(['Kaydet']);
    const [turkish] = await call<{ Data: Array<{ LanguageId: string; Code: string }> }>(
      b.url,
      onB,
      'POST',
      '/language/list',
      { CurrentPage: 1, ItemPerPage: 10 },
    ).then((page) => page.Data.filter((l) => l.Code === 'tr'));
    await call(b.url, onB, 'POST', `/language/values/${turkish!.LanguageId}/save`, {
      Key: 'actions.save',
      Value: 'Sakla',
    });
    await expect.poll(async () => (await messages())['actions.save']).toEqual(['Sakla']);
  });
});
