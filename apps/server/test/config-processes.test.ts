import { describe, expect, it } from 'vitest';
import pg from 'pg';
import type { StaticData } from '@portcullis/api-client/contract';
import { callProcess, signInToProcess, useTwoProcesses, type ServerProcess } from './fixtures/server-processes';

/** Issue 28: a setting saved through one server process is in force on another on its very next request. */
describe('configuration across two server processes on one PostgreSQL', () => {
  const shared = useTwoProcesses();
  const { processes } = shared;

  it('shows on A the CSV separator, the export switch and a text changed through B', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const onA = await signInToProcess(a.url);
    const onB = await signInToProcess(b.url);
    const config = async () => (await callProcess<StaticData>(a.url, onA, 'GET', '/home/getstaticdata')).config;
    const isGlobalInUse = async () =>
      (await callProcess<{ IsGlobalSettingsInUse: boolean }>(a.url, onA, 'GET', '/Export/Check', undefined))
        .IsGlobalSettingsInUse;
    // Global export settings exist (written as an operator's tool would: no call writes them).
    const client = new pg.Client({ connectionString: shared.databaseUrl });
    await client.connect();
    await client.query("INSERT INTO export_settings (name, value) VALUES ('Users', '{}')");
    await client.end();

    for (const separator of [',', 'tab', '|', ';']) {
      // A caches the static data (asked twice: the second answer is the cache's).
      const before = await config();
      expect(await config()).toEqual(before);
      await callProcess(b.url, onB, 'POST', '/configuration/save', { Key: 'CsvSeparator', Value: separator });
      // The separator in force is read from the database by every export: A's setting is B's at once.
      expect((await callProcess<{ Value: string }>(a.url, onA, 'GET', '/configuration/get/CsvSeparator')).Value).toBe(
        separator,
      );
      // A's cached static data is dropped when PostgreSQL's notification of the commit reaches A.
      await expect.poll(async () => (await config()).CsvSeparator).toBe(separator);
    }
    for (const value of ['false', 'true']) {
      await callProcess(b.url, onB, 'POST', '/configuration/save', { Key: 'UseGlobalExportSettings', Value: value });
      expect(await isGlobalInUse()).toBe(value === 'true');
      await expect.poll(async () => (await config()).UseGlobalExportSettings).toBe(value);
    }
    const messages = async () =>
      (await callProcess<{ Messages: Record<string, unknown> }>(a.url, {}, 'GET', '/language/messages/tr')).Messages;
    expect((await messages())['actions.save']).toEqual(['Kaydet']);
    const [turkish] = await callProcess<{ Data: Array<{ LanguageId: string; Code: string }> }>(
      b.url,
      onB,
      'POST',
      '/language/list',
      { CurrentPage: 1, ItemPerPage: 10 },
    ).then((page) => page.Data.filter((l) => l.Code === 'tr'));
    await callProcess(b.url, onB, 'POST', `/language/values/${turkish!.LanguageId}/save`, {
      Key: 'actions.save',
      Value: 'Sakla',
    });
    await expect.poll(async () => (await messages())['actions.save']).toEqual(['Sakla']);
  });
});
