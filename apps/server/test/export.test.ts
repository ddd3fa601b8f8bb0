import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import ExcelJS from 'exceljs';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import {
  ExportState,
  HUBS,
  Permissions,
  type ExportJob,
  type ExportProgress,
  type PropertyMetadata,
} from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { exportTuning } from '../src/domains/export/index';
import { useTestServer } from './use-test-server';
import { DISPLAY_MOMENT, exportKit, filter, USER_HEADERS } from './export-kit';

describe.each(['pglite', 'postgres'] as Engine[])('exports on %s', (engine) => {
  const s = useTestServer(engine);
  const { waitForJob, download, expectedUserNames } = exportKit(s);

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
});
