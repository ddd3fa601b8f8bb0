import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import {
  EXPORT_RETENTION_DAYS,
  ExportState,
  Permissions,
  type ExportJob,
  type PagedData,
} from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { exportsDir, removeExpiredExports } from '../src/domains/export/index';
import { useTestServer } from './use-test-server';
import { exportKit } from './export-kit';

/** DD/MM/YYYY HH:mm:ss of a moment as seen in a time zone (spec §9 display moment). */
function displayMoment(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

describe.each(['pglite', 'postgres'] as Engine[])('export columns and values on %s', (engine) => {
  const s = useTestServer(engine);

  const { waitForJob } = exportKit(s);
  const csvOf = async (body: Record<string, unknown>) => {
    const started = await s.t.call<{ ExportId: string }>('POST', '/Export/CSV', { cookie: s.admin, body });
    expect(started.status, started.text).toBe(200);
    const job = await waitForJob(started.body.Data!.ExportId);
    expect(job.State).toBe(ExportState.Completed);
    const res = await fetch(`${s.t.server.url}/Export/Download/${job.ExportId}`, { headers: { cookie: s.admin } });
    const text = (await res.text()).replace(/^\uFEFF/, '');
    return Papa.parse<string[]>(text.replace(/\r\n$/, ''), { delimiter: ';', newline: '\r\n' }).data;
  };

  it('writes exactly the ticked columns, in their order, with the list words and §9 moments in the given zone', async () => {
    const [user] = await s.t.server.db.query<{ user_name: string; email: string; created_date: Date }>(
      "SELECT user_name, email, created_date FROM users WHERE user_name = 'user0000050'",
    );
    // Scope 0 on PostgreSQL takes the COPY path; scope 2 the batched one: both write the same cells.
    for (const scope of [0, 2]) {
      const rows = await csvOf({
        ObjectTypeName: 'Users',
        Scope: scope,
        Filters: scope === 2 ? [{ Column: 'UserName', Value: 'user000005', Operator: 2 }] : undefined,
        SelectedColumns: ['Email', 'UserType', 'UserName', 'IsEnabled', 'CreatedDate'],
        TimeZone: 'Asia/Tokyo',
      });
      expect(rows[0], `scope ${scope}`).toEqual(['Email', 'User Type', 'User Name', 'Enabled', 'Created Date']);
      expect(rows.slice(1).every((r) => r.length === 5)).toBe(true);
      // user0000050: every 50th is a shared account (User Type 1), enabled.
      expect(
        rows.find((r) => r[2] === 'user0000050'),
        `scope ${scope}`,
      ).toEqual([
        user!.email,
        'Shared',
        'user0000050',
        'Yes',
        displayMoment(new Date(user!.created_date), 'Asia/Tokyo'),
      ]);
      expect(rows.slice(1).some((r) => r[1] === 'Standard')).toBe(true);
    }
    // user0000041 is disabled (every 41st); without a zone the moments are UTC.
    const [disabled] = await s.t.server.db.query<{ created_date: Date }>(
      "SELECT created_date FROM users WHERE user_name = 'user0000041'",
    );
    const rows = await csvOf({
      ObjectTypeName: 'Users',
      Scope: 2,
      Filters: [{ Column: 'UserName', Value: 'user0000041', Operator: 0 }],
      SelectedColumns: ['UserName', 'IsEnabled', 'CreatedDate'],
    });
    expect(rows).toEqual([
      ['User Name', 'Enabled', 'Created Date'],
      ['user0000041', 'No', displayMoment(new Date(disabled!.created_date), 'UTC')],
    ]);
  });

  it('titles ticked columns as the export settings in force do, and refuses unknown columns and zones', async () => {
    const cookie = await s.t.signInWith([Permissions.UserList, Permissions.ReportExports]);
    const value = JSON.stringify({
      Name: 'Users',
      Properties: [
        { PropertyName: 'UserName', PropertyTitle: 'Login', PropertyType: 'String', Properties: [], Sort: 1 },
      ],
    });
    expect(
      (await s.t.call('POST', '/Export/UserSettings', { cookie, body: { Name: 'Users', Value: value } })).status,
    ).toBe(200);
    const started = await s.t.call<{ ExportId: string }>('POST', '/Export/CSV', {
      cookie,
      body: {
        ObjectTypeName: 'Users',
        Scope: 2,
        Filters: [{ Column: 'UserName', Value: 'user0000001', Operator: 0 }],
        SelectedColumns: ['DisplayName', 'UserName'],
      },
    });
    const job = await waitForJob(started.body.Data!.ExportId, cookie);
    const text = await (
      await fetch(`${s.t.server.url}/Export/Download/${job.ExportId}`, { headers: { cookie } })
    ).text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Display Name;Login');

    for (const body of [
      { ObjectTypeName: 'Users', Scope: 0, SelectedColumns: ['PasswordHash'] },
      { ObjectTypeName: 'Users', Scope: 0, SelectedColumns: [] },
      { ObjectTypeName: 'Users', Scope: 0, SelectedColumns: ['UserName'], TimeZone: 'Mars/Olympus_Mons' },
      { ObjectTypeName: 'Users', Scope: 0, SelectedColumns: ['UserName'], TimeZone: "UTC'; DROP TABLE users; --" },
    ]) {
      const [before] = await s.t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM export_jobs');
      const refused = await s.t.call('POST', '/Export/CSV', { cookie: s.admin, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.Success).toBe(false);
      const [after] = await s.t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM export_jobs');
      expect(after!.n).toBe(before!.n);
    }
  });

  it(`keeps finished exports ${EXPORT_RETENTION_DAYS} days, then removes the job and its file`, async () => {
    const dir = exportsDir(s.t.server.config);
    await mkdir(dir, { recursive: true });
    const [admin] = await s.t.server.db.query<{ user_id: string }>(
      "SELECT user_id FROM users WHERE user_name = 'admin'",
    );
    const job = async (daysAgo: number) => {
      const [row] = await s.t.server.db.query<{ export_id: string }>(
        `INSERT INTO export_jobs (export_id, user_id, name, object_name, format, state, row_count, file_name, created_date, completed_date)
         VALUES (gen_random_uuid(), $1, 'Users (CSV)', 'Users', 'csv', $2, 1, 'x.csv', now() - make_interval(days => $3), now() - make_interval(days => $3))
         RETURNING export_id`,
        [admin!.user_id, ExportState.Completed, daysAgo],
      );
      const file = path.join(dir, `${row!.export_id}.csv`);
      await s.t.server.db.query('UPDATE export_jobs SET file_name = $2 WHERE export_id = $1', [
        row!.export_id,
        path.basename(file),
      ]);
      await writeFile(file, '\uFEFFUser Name\r\nx\r\n');
      return { id: row!.export_id, file };
    };
    const fresh = await job(EXPORT_RETENTION_DAYS - 1);
    const old = await job(EXPORT_RETENTION_DAYS + 1);
    const listed = async () =>
      (
        await s.t.call<PagedData<ExportJob>>('POST', '/Export/List', {
          cookie: s.admin,
          body: { CurrentPage: 1, ItemPerPage: 100 },
        })
      ).body.Data!.Data.map((j) => j.ExportId);

    // Past its retention a job is neither listed nor downloadable, even before the sweep removes it.
    expect(await listed()).toContain(fresh.id);
    expect(await listed()).not.toContain(old.id);
    expect((await s.t.call('GET', `/Export/Download/${old.id}`, { cookie: s.admin })).status).toBe(404);
    expect(
      (await fetch(`${s.t.server.url}/Export/Download/${fresh.id}`, { headers: { cookie: s.admin } })).status,
    ).toBe(200);

    expect(await removeExpiredExports(s.t.server.db, dir)).toBeGreaterThanOrEqual(1);
    const remaining = await s.t.server.db.query<{ export_id: string }>('SELECT export_id FROM export_jobs');
    expect(remaining.map((r) => r.export_id)).toContain(fresh.id);
    expect(remaining.map((r) => r.export_id)).not.toContain(old.id);
    expect(existsSync(old.file)).toBe(false);
    expect(existsSync(fresh.file)).toBe(true);

    // System → Data Retention decides the days: kept 30, a 10-day-old export stays listed and swept by nobody.
    const saved = await s.t.call('PUT', '/maintenance/retention', {
      cookie: s.admin,
      body: { Settings: [{ Kind: 'Exports', Days: 30 }] },
    });
    expect(saved.status, saved.text).toBe(200);
    const tenDaysOld = await job(10);
    expect(await listed()).toContain(tenDaysOld.id);
    await removeExpiredExports(s.t.server.db, dir);
    expect(existsSync(tenDaysOld.file)).toBe(true);
    await s.t.call('PUT', '/maintenance/retention', {
      cookie: s.admin,
      body: { Settings: [{ Kind: 'Exports', Days: 7 }] },
    });
    expect(await listed()).not.toContain(tenDaysOld.id);
    expect(await removeExpiredExports(s.t.server.db, dir)).toBe(1);
  });
});
