import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import {
  ExportState,
  Permissions,
  type ExcelColumn,
  type ExportMapping,
  type ExportSetting,
} from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { exportJob, failUnfinishedExports } from '../src/domains/export/index';
import { useTestServer } from './use-test-server';
import { exportKit, filter, USER_HEADERS } from './export-kit';

describe.each(['pglite', 'postgres'] as Engine[])('export settings on %s', (engine) => {
  const s = useTestServer(engine);
  const { waitForJob, download, expectedUserNames } = exportKit(s);

  it('refuses an export without the object list permission (403) and unknown objects or columns (400)', async () => {
    const limited = await s.t.signInWith([Permissions.ReportExports, Permissions.RuleList]);
    const refused = await s.t.call<{ MissingPermissions: string[] }>('POST', '/Export/CSV', {
      cookie: limited,
      body: { ObjectTypeName: 'Users', Scope: 0 },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.Data).toEqual({ MissingPermissions: [Permissions.UserList], MissingPack: null });
    const audit = await s.t.call('POST', '/excel/export', {
      cookie: limited,
      body: { ExcelTableName: 'AuditEntries', SelectedColumns: ['Type'] },
    });
    expect(audit.status).toBe(403);
    const rules = await s.t.call<{ ExportId: string }>('POST', '/Export/CSV', {
      cookie: limited,
      body: { ObjectTypeName: 'Rules', Scope: 0 },
    });
    expect(rules.status).toBe(200);
    expect((await waitForJob(rules.body.Data!.ExportId, limited)).State).toBe(ExportState.Completed);

    const unknown = await s.t.call('POST', '/Export/CSV', {
      cookie: s.admin,
      body: { ObjectTypeName: 'Passwords', Scope: 0 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.Message).toContain('"Passwords" cannot be exported');
    const badColumn = await s.t.call('POST', '/excel/export', {
      cookie: s.admin,
      body: { ExcelTableName: 'Users', SelectedColumns: ['password_hash'] },
    });
    expect(badColumn.status).toBe(400);
    const badFilter = await s.t.call('POST', '/Export/CSV', {
      cookie: s.admin,
      body: { ObjectTypeName: 'Users', Scope: 2, Filters: [{ Column: 'PasswordHash', Value: 'x' }] },
    });
    expect(badFilter.status).toBe(400);
  });

  it('describes exportable properties and saves user mappings unless global settings are in use', async () => {
    const mapping = (await s.t.call<ExportMapping>('GET', '/Export/Users/Properties', { cookie: s.admin })).body.Data!;
    expect(mapping.Properties.map((p) => p.PropertyName)).toEqual([
      'UserName',
      'DisplayName',
      'Email',
      'SourceTitle',
      'UserType',
      'IsEnabled',
      'CreatedDate',
      'LastLoginDate',
    ]);
    const columns = (await s.t.call<ExcelColumn[]>('GET', '/excel/getcolumns/AuditEntries', { cookie: s.admin })).body
      .Data!;
    expect(columns[0]).toEqual({ Name: 'CreatedDate', Title: 'Created Date' });
    expect((await s.t.call('GET', '/Export/Metadata/Nope', { cookie: s.admin })).status).toBe(400);

    const cookie = await s.t.signInWith([Permissions.ReportExports, Permissions.UserList]);
    const value = JSON.stringify({
      Name: 'Users',
      Route: '/users',
      Properties: [
        { PropertyName: 'Email', PropertyTitle: 'Mail', PropertyType: 'String', Properties: [], Sort: 2 },
        { PropertyName: 'UserName', PropertyTitle: 'Login', PropertyType: 'String', Properties: [], Sort: 1 },
        { PropertyName: '', PropertyTitle: 'dropped', PropertyType: 'String', Properties: [], Sort: 3 },
      ],
    });
    expect(
      (await s.t.call('POST', '/Export/UserSettings', { cookie, body: { Name: 'Users', Value: value } })).status,
    ).toBe(200);
    const setting = (await s.t.call<ExportSetting>('GET', '/Export/Settings?name=users', { cookie })).body.Data!;
    expect(JSON.parse(setting.Value).Properties).toHaveLength(2);
    const started = await s.t.call<{ ExportId: string }>('POST', '/Export/CSV', {
      cookie,
      body: { ObjectTypeName: 'Users', Scope: 2, Filters: [filter] },
    });
    await waitForJob(started.body.Data!.ExportId, cookie);
    const text = (await download(started.body.Data!.ExportId, cookie)).bytes.toString('utf8');
    expect(text.slice(1, text.indexOf('\r\n'))).toBe('Login;Mail');

    expect((await s.t.call<{ IsGlobalSettingsInUse: boolean }>('GET', '/Export/Check', { cookie })).body.Data).toEqual({
      IsGlobalSettingsInUse: false,
    });
    await s.t.server.db.query("INSERT INTO export_settings (name, value) VALUES ('Users', $1)", [value]);
    try {
      expect(
        (await s.t.call<{ IsGlobalSettingsInUse: boolean }>('GET', '/Export/Check', { cookie })).body.Data,
      ).toEqual({ IsGlobalSettingsInUse: true });
      const blocked = await s.t.call('POST', '/Export/UserSettings', {
        cookie,
        body: { Name: 'Users', Value: value },
      });
      expect(blocked.status).toBe(409);
      expect(blocked.body.Message).toContain('system administrator');
    } finally {
      await s.t.server.db.query('DELETE FROM export_settings');
    }
  });

  it('uses the configured CsvSeparator (a tab here) instead of the semicolon', async () => {
    await s.t.server.db.query("UPDATE configuration SET value = 'tab' WHERE key = 'CsvSeparator'");
    try {
      const started = await s.t.call<{ ExportId: string }>('POST', '/Export/CSV', {
        cookie: s.admin,
        body: { ObjectTypeName: 'Users', Scope: 2, Filters: [filter] },
      });
      await waitForJob(started.body.Data!.ExportId);
      const text = (await download(started.body.Data!.ExportId)).bytes.toString('utf8').slice(1);
      expect(text.slice(0, text.indexOf('\r\n'))).toBe(USER_HEADERS.join('\t'));
      const rows = Papa.parse<string[]>(text.replace(/\r\n$/, ''), { delimiter: '\t' }).data.slice(1);
      expect(rows.map((r) => r[0]).sort()).toEqual(await expectedUserNames());
      expect(rows.filter((r) => r.length !== USER_HEADERS.length)).toEqual([]);
    } finally {
      await s.t.server.db.query("UPDATE configuration SET value = ';' WHERE key = 'CsvSeparator'");
    }
  });

  it('marks as Failed the unfinished exports no queue job will finish, and leaves queued ones to the queue', async () => {
    const [admin] = await s.t.server.db.query<{ user_id: string }>(
      "SELECT user_id FROM users WHERE user_name = 'admin'",
    );
    await s.t.server.db.query(
      "INSERT INTO export_jobs (export_id, user_id, name, object_name, format, state) VALUES (gen_random_uuid(), $1, 'Stuck', 'Users', 'csv', 1), (gen_random_uuid(), $1, 'Queued', 'Users', 'xlsx', 0)",
      [admin!.user_id],
    );
    const dir = await mkdtemp(path.join(os.tmpdir(), 'export-test-'));
    const [stuck] = await s.t.server.db.query<{ export_id: string }>(
      "SELECT export_id FROM export_jobs WHERE name = 'Stuck'",
    );
    await writeFile(path.join(dir, `${stuck!.export_id}.csv`), 'partial');
    expect(await failUnfinishedExports(s.t.server.db, dir)).toBe(2);
    expect(existsSync(path.join(dir, `${stuck!.export_id}.csv`))).toBe(false);
    const rows = await s.t.server.db.query<{ state: number; error: string }>(
      "SELECT state, error FROM export_jobs WHERE name IN ('Stuck', 'Queued')",
    );
    expect(rows.every((r) => r.state === ExportState.Failed && r.error.includes('stopped'))).toBe(true);
    expect(await failUnfinishedExports(s.t.server.db)).toBe(0);

    // An export whose queue job still waits is the queue's to finish (seen inside the transaction that queues it).
    const exportId = randomUUID();
    const untouched = await s.t.server.db
      .transaction(async (tx) => {
        await tx.query(
          "INSERT INTO export_jobs (export_id, user_id, name, object_name, format, state) VALUES ($1, $2, 'Waiting', 'Users', 'csv', 0)",
          [exportId, admin!.user_id],
        );
        const input = { exportId, userId: admin!.user_id, source: 'Users', format: 'csv' as const, scope: 0 };
        const columns = [{ name: 'UserName', title: 'User Name' }];
        await s.t.server.jobs.enqueue(
          exportJob,
          { ...input, columns, separator: ';', timeZone: 'UTC' },
          {
            tx,
            id: exportId,
          },
        );
        const failed = await failUnfinishedExports(tx);
        throw Object.assign(new Error('roll back'), { failed });
      })
      .catch((e: { failed: number }) => e.failed);
    expect(untouched).toBe(0);
  });

  it('needs the anti-forgery header to start an export', async () => {
    const res = await fetch(`${s.t.server.url}/Export/CSV`, {
      method: 'POST',
      headers: { cookie: s.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ ObjectTypeName: 'Users', Scope: 0 }),
    });
    expect(res.status).toBe(403);
  });
});
