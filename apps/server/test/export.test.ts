import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import ExcelJS from 'exceljs';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import {
  ExportState,
  HUBS,
  Permissions,
  type ExcelColumn,
  type ExportJob,
  type ExportMapping,
  type ExportProgress,
  type ExportSetting,
  type PagedData,
  type PropertyMetadata,
} from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { exportJob, exportTuning, failUnfinishedExports } from '../src/domains/export/index';
import { useTestServer } from './use-test-server';

/** The user list's words, not the API names (§9 spaced words; Source, Enabled as the list says). */
const USER_HEADERS = [
  'User Name',
  'Display Name',
  'Email',
  'Source',
  'User Type',
  'Enabled',
  'Created Date',
  'Last Login Date',
];
/** §9 display moment. */
const DISPLAY_MOMENT = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/;
const filter = { Column: 'UserName', Value: 'user00001', Operator: 2 };

describe.each(['pglite', 'postgres'] as Engine[])('exports on %s', (engine) => {
  const s = useTestServer(engine);

  /** Polls the Exports page until the job has finished. */
  const waitForJob = async (exportId: string, cookie = s.admin): Promise<ExportJob> => {
    for (let i = 0; i < 200; i++) {
      const res = await s.t.call<PagedData<ExportJob>>('POST', '/Export/List', {
        cookie,
        body: { CurrentPage: 1, ItemPerPage: 100 },
      });
      const job = res.body.Data!.Data.find((j) => j.ExportId === exportId);
      if (job && (job.State === ExportState.Completed || job.State === ExportState.Failed)) return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`export ${exportId} did not finish`);
  };
  const download = async (exportId: string, cookie = s.admin) => {
    const res = await fetch(`${s.t.server.url}/Export/Download/${exportId}`, { headers: { cookie } });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const expectedUserNames = async () =>
    (
      await s.t.server.db.query<{ user_name: string }>(
        "SELECT user_name FROM users WHERE lower(user_name) LIKE 'user00001%' ORDER BY user_name",
      )
    ).map((r) => r.user_name);

  it('opens a Guid reference one level deeper in metadata and exports its mapped nested properties', async () => {
    const top = (await s.t.call<PropertyMetadata[]>('GET', '/Export/Metadata/Users', { cookie: s.admin })).body.Data!;
    expect(top.find((p) => p.Name === 'UserSource')).toMatchObject({ Type: 'Guid', IsForeignKey: true });
    const nested = (await s.t.call<PropertyMetadata[]>('GET', '/Export/Metadata/Users.UserSource', { cookie: s.admin }))
      .body.Data!;
    expect(nested.map((p) => p.Name)).toEqual(['Name', 'Title', 'LastSyncUpdateDate']);
    const mapping = {
      Name: 'Users',
      Route: '/users',
      Properties: [
        { PropertyName: 'UserName', PropertyTitle: 'Login', PropertyType: 'String', Properties: [], Sort: 1 },
        {
          PropertyName: 'UserSource',
          PropertyTitle: 'Source',
          PropertyType: 'Guid',
          Sort: 2,
          Properties: [
            { PropertyName: 'Title', PropertyTitle: 'Source name', PropertyType: 'String', Properties: [], Sort: 1 },
          ],
        },
        { PropertyName: 'Email', PropertyTitle: '', PropertyType: 'String', Properties: [], Sort: 3 },
      ],
    };
    const cookie = await s.t.signInWith([Permissions.UserList, Permissions.ReportExports]);
    expect(
      (
        await s.t.call('POST', '/Export/UserSettings', {
          cookie,
          body: { Name: 'Users', Value: JSON.stringify(mapping) },
        })
      ).status,
    ).toBe(200);
    const stored = (await s.t.call<{ Value: string }>('GET', '/Export/Settings?name=Users', { cookie })).body.Data!;
    expect(
      (JSON.parse(stored.Value) as { Properties: Array<{ PropertyName: string }> }).Properties.map(
        (p) => p.PropertyName,
      ),
    ).toEqual(['UserName', 'UserSource']); // the empty title was dropped
    const started = await s.t.call<{ ExportId: string }>('POST', '/Export/CSV', {
      cookie,
      body: { ObjectTypeName: 'Users', Scope: 2, Filters: [filter] },
    });
    const job = await waitForJob(started.body.Data!.ExportId, cookie);
    const file = await download(job.ExportId, cookie);
    const lines = file.bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Login;Source name');
    expect(lines[1]!.split(';')[1]).toMatch(/Directory|LDAP|Database|Users/);
  });

  it('writes every user with scope 0 the same way on both engines (PostgreSQL streams it with COPY)', async () => {
    await s.t.server.db.query(
      "INSERT INTO users (user_id, user_name, display_name, email) VALUES (gen_random_uuid(), 'copy-tricky', $1, $2)",
      ['Semi;colon "quoted"\nnext line', '+SUM(A1)'],
    );
    const started = await s.t.call<{ ExportId: string }>('POST', '/Export/CSV', {
      cookie: s.admin,
      body: { ObjectTypeName: 'Users', Scope: 0 },
    });
    const job = await waitForJob(started.body.Data!.ExportId);
    const [count] = await s.t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(job).toMatchObject({ State: ExportState.Completed, RowCount: count!.n });
    const file = await download(job.ExportId);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.bytes.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toBe(USER_HEADERS.join(';'));
    const parsed = Papa.parse<string[]>(text.replace(/\r\n$/, ''), { delimiter: ';', newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.length - 1).toBe(count!.n);
    const tricky = parsed.data.find((r) => r[0] === 'copy-tricky')!;
    expect(tricky.slice(0, 3)).toEqual(['copy-tricky', 'Semi;colon "quoted"\nnext line', "'+SUM(A1)"]);
    expect(parsed.data.slice(1).every((r) => r.length === USER_HEADERS.length)).toBe(true);
  });

  it('writes a CSV of exactly the filtered users: BOM, semicolons, spaced headers, RFC 4180 quoting', async () => {
    await s.t.server.db.query(
      "INSERT INTO users (user_id, user_name, display_name, email) VALUES (gen_random_uuid(), 'user00001-tricky', $1, $2)",
      ['Semi;colon "quoted"\nnext line ', '=HYPERLINK("http://x")'],
    );
    const started = await s.t.call<{ ExportId: string }>('POST', '/Export/CSV', {
      cookie: s.admin,
      body: { ObjectTypeName: 'Users', Scope: 2, Filters: [filter] },
    });
    expect(started.status).toBe(200);
    const job = await waitForJob(started.body.Data!.ExportId);
    const expected = await expectedUserNames();
    expect(expected.length).toBeGreaterThan(50);
    expect(job).toMatchObject({ State: ExportState.Completed, Format: 'csv', RowCount: expected.length });

    const file = await download(job.ExportId);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="Users-\d{8}-\d{6}\.csv"/);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(USER_HEADERS.join(';'));
    const parsed = Papa.parse<string[]>(text.replace(/\r\n$/, ''), { delimiter: ';' });
    expect(parsed.errors).toEqual([]);
    const rows = parsed.data.slice(1);
    expect(rows.every((r) => r.length === USER_HEADERS.length)).toBe(true);
    expect(rows.map((r) => r[0]).sort()).toEqual(expected);
    expect(rows[0]![6]).toMatch(DISPLAY_MOMENT);
    expect(rows.every((r) => ['Standard', 'Shared'].includes(r[4]!) && ['Yes', 'No'].includes(r[5]!))).toBe(true);
    const tricky = rows.find((r) => r[0] === 'user00001-tricky')!;
    expect(tricky.slice(0, 4)).toEqual([
      'user00001-tricky',
      'Semi;colon "quoted"\nnext line ',
      '\'=HYPERLINK("http://x")',
      '',
    ]);
    expect(text).toContain(';"Semi;colon ""quoted""\nnext line ";');

    // Only the owner may download; everyone else gets the 404 envelope.
    const other = await s.t.signInWith([Permissions.ReportExports]);
    const refused = await s.t.call('GET', `/Export/Download/${job.ExportId}`, { cookie: other });
    expect(refused.status).toBe(404);
    expect(refused.body.Success).toBe(false);
  });

  it('exports only the current page (scope 1) and only selected ids', async () => {
    const page = await s.t.call<{ ExportId: string }>('POST', '/Export/CSV', {
      cookie: s.admin,
      body: { ObjectTypeName: 'user', Scope: 1, Filters: [filter], CurrentPage: 2, ItemPerPage: 7 },
    });
    expect((await waitForJob(page.body.Data!.ExportId)).RowCount).toBe(7);

    const ids = (
      await s.t.server.db.query<{ user_id: string }>(
        "SELECT user_id::text FROM users WHERE user_name IN ('user0000003', 'user0000004')",
      )
    ).map((r) => r.user_id);
    const picked = await s.t.call<{ ExportId: string }>('POST', '/excel/export/users', {
      cookie: s.admin,
      body: { ExcelTableName: 'Users', SelectedColumns: ['UserName'], SelectedItemIds: ids },
    });
    expect((await waitForJob(picked.body.Data!.ExportId)).RowCount).toBe(2);
  });

  it('writes an xlsx that exceljs reads back, with the chosen columns in order', async () => {
    const started = await s.t.call<{ ExportId: string }>('POST', '/excel/export', {
      cookie: s.admin,
      body: {
        ExcelTableName: 'Users',
        SelectedColumns: ['Email', 'UserName', 'CreatedDate', 'IsEnabled'],
        Filters: [filter],
      },
    });
    expect(started.status).toBe(200);
    const job = await waitForJob(started.body.Data!.ExportId);
    expect(job.State).toBe(ExportState.Completed);
    const file = await download(job.ExportId);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Email', 'User Name', 'Created Date', 'Enabled']);
    const names: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) names.push(String(row.getCell(2).value));
    });
    expect(names.sort()).toEqual(await expectedUserNames());
    expect(sheet.getRow(2).getCell(3).value).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect(['Yes', 'No']).toContain(sheet.getRow(2).getCell(4).value);
  });

  it('walks many small batches without losing or repeating rows (single and composite keys)', async () => {
    exportTuning.batchSize = 7;
    try {
      const users = await s.t.call<{ ExportId: string }>('POST', '/Export/CSV', {
        cookie: s.admin,
        body: { ObjectTypeName: 'Users', Scope: 2, Filters: [filter] },
      });
      const job = await waitForJob(users.body.Data!.ExportId);
      const text = (await download(job.ExportId)).bytes.toString('utf8').slice(1);
      const names = Papa.parse<string[]>(text.replace(/\r\n$/, ''), { delimiter: ';' })
        .data.slice(1)
        .map((r) => r[0]);
      expect(names.sort()).toEqual(await expectedUserNames());

      const [orphans] = await s.t.server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM source_accounts sa LEFT JOIN users u ON u.user_source_id = sa.user_source_id AND lower(u.user_name) = lower(sa.user_name) WHERE u.user_id IS NULL`,
      );
      expect(orphans!.n).toBeGreaterThan(7);
      const orphan = await s.t.call<{ ExportId: string }>('POST', '/excel/export/orphan', {
        cookie: s.admin,
        body: { ExcelTableName: 'OrphanAccounts', SelectedColumns: ['SourceTitle', 'UserName'] },
      });
      const orphanJob = await waitForJob(orphan.body.Data!.ExportId);
      expect(orphanJob).toMatchObject({ State: ExportState.Completed, RowCount: orphans!.n });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download(orphanJob.ExportId)).bytes as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]!.rowCount).toBe(orphans!.n + 1);
    } finally {
      exportTuning.batchSize = 5_000;
    }
  });

  it('sends progress over the excel hub and notifies on the export hub (official SignalR client)', async () => {
    const connect = async (path: string) => {
      const c = new HubConnectionBuilder()
        .withUrl(s.t.server.url + path, { transport: HttpTransportType.WebSockets, headers: { cookie: s.admin } })
        .configureLogging(LogLevel.None)
        .build();
      await c.start();
      return c;
    };
    const excel = await connect(HUBS.excel.path);
    const exportHub = await connect(HUBS.export.path);
    try {
      const connectionId = await excel.invoke<string>(HUBS.excel.invocations.getConnectionId);
      const messages: ExportProgress[] = [];
      const completed = new Promise<void>((resolve) =>
        excel.on(HUBS.excel.events.ExportToExcel, (m: ExportProgress) => {
          messages.push(m);
          if (m.completed) resolve();
        }),
      );
      const notified = new Promise<ExportJob>((resolve) =>
        exportHub.on(HUBS.export.events.ReceiveExportNotification, resolve),
      );
      const started = await s.t.call<{ ExportId: string }>('POST', '/excel/export', {
        cookie: s.admin,
        body: {
          ExcelTableName: 'AuditEntries',
          SelectedColumns: ['CreatedDate', 'Type', 'Description'],
          ConnectionId: connectionId,
        },
      });
      expect(started.status).toBe(200);
      const exportId = started.body.Data!.ExportId;
      await completed;
      expect(messages.at(-1)).toEqual({ isSuccess: true, completed: true, data: { ExportId: exportId, Percent: 100 } });
      const percents = messages.map((m) => m.data!.Percent);
      expect([...percents].sort((a, b) => a - b)).toEqual(percents);
      expect(messages.slice(0, -1).every((m) => m.isSuccess && !m.completed && m.data!.ExportId === exportId)).toBe(
        true,
      );
      await expect(notified).resolves.toMatchObject({ ExportId: exportId, State: ExportState.Completed });
    } finally {
      await Promise.all([excel.stop(), exportHub.stop()]);
    }
  });

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
      const blocked = await s.t.call('POST', '/Export/UserSettings', { cookie, body: { Name: 'Users', Value: value } });
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
