import { describe, expect, it } from 'vitest';
import {
  Permissions,
  RETENTION_DAYS_MESSAGE,
  RETENTION_KINDS,
  type DataRetention,
  type IndexHealth,
  type IndexRebuild,
  type PurgeResult,
} from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { PURGE_BATCH_SIZE, purgeAll } from '../src/domains/maintenance/index';
import { useTestServer } from './use-test-server';

const AUDIT_TYPE = `(SELECT audit_type_id FROM audit_types ORDER BY name LIMIT 1)`;

describe.each(['pglite', 'postgres'] as Engine[])('maintenance on %s', (engine) => {
  const s = useTestServer(engine, { seedUsers: 5, jobTuning: { pollingIntervalSeconds: 0.05 } });
  const db = () => s.t.server.db;
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await db().query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params))[0]!.n);
  const save = (Settings: unknown) =>
    s.t.call<DataRetention>('PUT', '/maintenance/retention', { cookie: s.admin, body: { Settings } });

  it('lists a retention for every kind, and saves one', async () => {
    const before = (await s.t.call<DataRetention>('GET', '/maintenance/retention', { cookie: s.admin })).body.Data!;
    expect(before.Settings.map((x) => x.Kind)).toEqual([...RETENTION_KINDS]);
    const saved = await save([{ Kind: 'Notifications', Days: 45 }]);
    expect(saved.status).toBe(200);
    expect(saved.body.Data!.Settings.find((x) => x.Kind === 'Notifications')!.Days).toBe(45);
    const [entry] = await db().query<{ description: string }>(
      "SELECT description FROM audit_entries WHERE target_type = 'DataRetention' ORDER BY created_date DESC LIMIT 1",
    );
    expect(entry!.description).toBe('Notifications: 45 days');
  });

  it('purges only audit entries older than the retention, in batches, and reports the count', async () => {
    expect((await save([{ Kind: 'AuditEntries', Days: 300 }])).status).toBe(200);
    const old = PURGE_BATCH_SIZE + 7;
    await db().query(
      `INSERT INTO audit_entries (audit_id, audit_type_id, description, created_date)
       SELECT gen_random_uuid(), ${AUDIT_TYPE}, 'old', now() - make_interval(days => 301 + (i % 50))
       FROM generate_series(1, $1) AS i`,
      [old],
    );
    await db().query(
      `INSERT INTO audit_entries (audit_id, audit_type_id, description, created_date)
       SELECT gen_random_uuid(), ${AUDIT_TYPE}, 'recent', now() - interval '299 days' FROM generate_series(1, 3)`,
    );
    const older = await count(`audit_entries WHERE created_date < now() - interval '300 days'`);
    expect(older).toBeGreaterThanOrEqual(old);
    const recent = await count(`audit_entries WHERE description = 'recent'`);
    const res = await s.t.call<PurgeResult>('POST', '/maintenance/retention/purge', { cookie: s.admin });
    expect(res.status).toBe(200);
    const audit = res.body.Data!.Runs.find((r) => r.Kind === 'AuditEntries')!;
    expect(audit).toMatchObject({ RowsDeleted: older, Days: 300, Trigger: 'Manual' });
    expect(res.body.Message).toBe(`Purge finished: ${res.body.Data!.RowsDeleted} rows deleted.`);
    expect(await count(`audit_entries WHERE created_date < now() - interval '300 days'`)).toBe(0);
    expect(await count(`audit_entries WHERE description = 'recent'`)).toBe(recent);
    // The purge's own audit entry, written after it.
    const [entry] = await db().query<{ description: string }>(
      "SELECT description FROM audit_entries WHERE target_type = 'DataRetention' ORDER BY created_date DESC LIMIT 1",
    );
    expect(entry!.description).toContain(`AuditEntries: ${older}`);
    const page = (await s.t.call<DataRetention>('GET', '/maintenance/retention', { cookie: s.admin })).body.Data!;
    expect(page.Runs.find((r) => r.RunId === audit.RunId)).toMatchObject({ RowsDeleted: older });
  });

  it('purges ended sessions, old notifications and logs, keeping live ones (the scheduled path)', async () => {
    await save([
      { Kind: 'Sessions', Days: 10 },
      { Kind: 'Notifications', Days: 10 },
      { Kind: 'ServerLogs', Days: 10 },
      { Kind: 'Traces', Days: 10 },
    ]);
    // One trace that ended 30 days ago with a recorded request, one still running.
    await db().query(
      `INSERT INTO trace_sessions (trace_id, target_type, user_id, start_date, end_date, ended_early_date)
       SELECT gen_random_uuid(), 'User', user_id, now() - interval '31 days', now() - interval '29 days',
              CASE WHEN n = 1 THEN now() - interval '30 days' END
         FROM (SELECT user_id FROM users LIMIT 1) u, generate_series(1, 1) n
       UNION ALL
       SELECT gen_random_uuid(), 'User', user_id, now() - interval '1 hour', now() + interval '1 hour', NULL
         FROM (SELECT user_id FROM users LIMIT 1) u`,
    );
    await db().query(
      `INSERT INTO trace_requests (trace_id, request_date, method, route, status_code, duration_ms, db_ms, query_count)
       SELECT trace_id, start_date, 'GET', '/users', 200, 1, 0.5, 1 FROM trace_sessions`,
    );
    await db().query(
      `INSERT INTO sso_sessions (session_id, user_id, created_date, last_activity_date, expires_date, ended_date)
       SELECT gen_random_uuid(), user_id, now() - interval '40 days', now() - interval '40 days',
              now() - interval '39 days', now() - interval '39 days' FROM users LIMIT 2`,
    );
    await db().query(
      `INSERT INTO notifications (notification_id, user_id, title, body, send_date)
       SELECT gen_random_uuid(), user_id, 'old', 'old', now() - interval '11 days' FROM users LIMIT 3`,
    );
    await db().query(
      `INSERT INTO server_logs (log_date, level, message) VALUES (now() - interval '20 days', 'info', 'old-line')`,
    );
    const live = await count(`sso_sessions WHERE ended_date IS NULL AND expires_date > now()`);
    const runs = await purgeAll(s.t.server, 'Schedule');
    const by = Object.fromEntries(runs.map((r) => [r.Kind, r.RowsDeleted]));
    expect(by.Sessions).toBeGreaterThanOrEqual(2);
    expect(by.Notifications).toBeGreaterThanOrEqual(3);
    expect(by.ServerLogs).toBeGreaterThanOrEqual(1);
    expect(by.Traces).toBe(1);
    expect(await count(`trace_sessions WHERE end_date > now()`)).toBe(1);
    expect(await count(`trace_requests`)).toBe(1);
    expect(await count(`sso_sessions WHERE ended_date IS NULL AND expires_date > now()`)).toBe(live);
    expect(await count(`server_logs WHERE message = 'old-line'`)).toBe(0);
    expect(await count(`retention_runs WHERE trigger = 'Schedule' AND finished_date IS NOT NULL`)).toBe(6);
    // The admin's own console session survives.
    expect((await s.t.call('GET', '/maintenance/retention', { cookie: s.admin })).status).toBe(200);
  });

  it('answers bad retention input with 400 and the range message', async () => {
    for (const Settings of [
      [{ Kind: 'AuditEntries', Days: 0 }],
      [{ Kind: 'AuditEntries', Days: 3651 }],
      [{ Kind: 'AuditEntries', Days: 1.5 }],
      [{ Kind: 'AuditEntries', Days: '30' }],
    ]) {
      const res = await save(Settings);
      expect(res.status, JSON.stringify(Settings)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(RETENTION_DAYS_MESSAGE);
    }
    expect((await save([{ Kind: 'Other', Days: 30 }])).status).toBe(400);
    expect((await save([])).status).toBe(400);
  });

  it('lists index health of the app tables, and rebuilds an index and a table as a job', async () => {
    const list = async () =>
      (await s.t.call<IndexHealth[]>('GET', '/maintenance/indexes', { cookie: s.admin })).body.Data!;
    const before = await list();
    const audit = before.find((x) => x.IndexName === 'audit_entries_created_idx')!;
    expect(audit).toMatchObject({ TableName: 'audit_entries', IsPrimary: false });
    expect(audit.SizeBytes).toBeGreaterThan(0);
    expect(before.find((x) => x.TableName === 'audit_entries' && x.IsPrimary)).toBeTruthy();
    expect(before.every((x) => x.BloatPercent >= 0 && x.BloatPercent <= 100 && x.Scans >= 0)).toBe(true);
    const one = await s.t.call<IndexRebuild[]>('POST', '/maintenance/indexes/rebuild', {
      cookie: s.admin,
      body: { IndexName: 'audit_entries_created_idx' },
    });
    expect(one.status).toBe(200);
    expect(one.body.Data!.map((r) => r.State)).toEqual(['Queued']);
    const table = await s.t.call<IndexRebuild[]>('POST', '/maintenance/indexes/rebuild', {
      cookie: s.admin,
      body: { TableName: 'retention_runs' },
    });
    expect(table.body.Data!.length).toBe(2);
    const ids = [...one.body.Data!, ...table.body.Data!].map((r) => r.RebuildId);
    for (let i = 0; i < 400; i++) {
      const done = (await list()).filter((x) => x.LastRebuild && ids.includes(x.LastRebuild.RebuildId));
      if (done.length === 3 && done.every((x) => x.LastRebuild!.State === 'Completed')) break;
      if (i === 399) throw new Error(`Rebuilds never completed: ${JSON.stringify(done.map((x) => x.LastRebuild))}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    const after = (await list()).find((x) => x.IndexName === 'audit_entries_created_idx')!;
    expect(after.LastRebuild).toMatchObject({ Progress: 100, Error: null });
    // The rebuilt index still serves its queries.
    expect(await count(`audit_entries WHERE created_date > now() - interval '1 day'`)).toBeGreaterThan(0);
  });

  it('answers bad rebuild targets with 400', async () => {
    const post = (body: unknown) => s.t.call('POST', '/maintenance/indexes/rebuild', { cookie: s.admin, body });
    expect((await post({ IndexName: 'no_such_index' })).body.Message).toBe('There is no index named no_such_index.');
    expect((await post({ IndexName: 'no_such_index' })).status).toBe(400);
    expect((await post({ IndexName: 'x; DROP TABLE users' })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    expect((await post({ IndexName: 'audit_entries_created_idx', TableName: 'audit_entries' })).status).toBe(400);
    expect((await post({ TableName: 'pg_class' })).status).toBe(400);
  });

  it('refuses each call without its permission, and allows it with exactly that one', async () => {
    const none = await s.t.signInWith([]);
    const calls: Array<[string, string, string, unknown?]> = [
      ['GET', '/maintenance/retention', Permissions.DataRetention],
      ['PUT', '/maintenance/retention', Permissions.DataRetention, { Settings: [{ Kind: 'Exports', Days: 7 }] }],
      ['POST', '/maintenance/retention/purge', Permissions.DataRetention],
      ['GET', '/maintenance/indexes', Permissions.RebuildIndex],
      ['POST', '/maintenance/indexes/rebuild', Permissions.RebuildIndex, { IndexName: 'retention_runs_started' }],
    ];
    for (const [method, path, permission, body] of calls) {
      const refused = await s.t.call(method, path, { cookie: none, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(JSON.stringify(refused.body.Data)).toContain(permission);
      const holder = await s.t.signInWith([permission]);
      expect((await s.t.call(method, path, { cookie: holder, body })).status, `${method} ${path}`).toBe(200);
    }
  });
});
