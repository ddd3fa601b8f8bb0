import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  Permissions,
  type BootstrapChecklist,
  type Diagnostic,
  type PagedData,
  type ServerLogEntry,
  type ServerProcess,
  type ServerService,
  type SystemHealth,
  type VersionHistory,
} from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { defineJob } from '../src/engine/jobs/index';
import { JOB_SCHEMA } from '../src/engine/jobs/index';
import { SERVER_VERSION } from '../src/domains/operations/index';
import { useTestServer } from './use-test-server';

const ran = new Set<string>();
const probeJob = defineJob('operations-probe', {
  input: z.object({ key: z.string() }),
  retry: { limit: 0, delaySeconds: 1 },
  handler: async ({ key }) => void ran.add(key),
});

const LOG_ROW_CAP = 60;
const HEARTBEAT_MS = 200;

/** Waits for `condition`, checking up to `tries` times (no assertion on how long it took). */
async function eventually(condition: () => Promise<boolean> | boolean, tries = 400): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('The condition never held.');
}

describe.each(['pglite', 'postgres'] as Engine[])('operations on %s', (engine) => {
  const s = useTestServer(engine, {
    seedUsers: 30,
    heartbeatIntervalMs: HEARTBEAT_MS,
    logRowCap: LOG_ROW_CAP,
    extraJobs: [probeJob],
    jobTuning: { pollingIntervalSeconds: 0.05 },
  });
  const get = <T>(path: string, cookie = s.admin) => s.t.call<T>('GET', path, { cookie });
  const current = async () => (await get<ServerProcess[]>('/operations/servers')).body.Data!.find((p) => p.IsCurrent)!;

  it('registers the process on start and renews its heartbeat', async () => {
    const me = await current();
    expect(me).toMatchObject({ Pid: process.pid, Version: SERVER_VERSION, State: 'Running', IsDraining: false });
    expect(me.ServerId).toBe(s.t.server.registry.serverId);
    await s.t.server.registry.beat();
    await eventually(async () => (await current()).HeartbeatDate > me.HeartbeatDate);
    const [version] = await s.t.server.db.query<{ version: string }>('SELECT version FROM server_versions');
    expect(version!.version).toBe(SERVER_VERSION);
  });

  it('lists a process with no heartbeat for three intervals as stale, a closed one as stopped', async () => {
    const registry = s.t.server.registry;
    await registry.freeze();
    try {
      await s.t.server.db.query(
        `UPDATE server_processes SET heartbeat_date = now() - make_interval(secs => $2) WHERE server_id = $1`,
        [registry.serverId, (HEARTBEAT_MS * 3) / 1000 + 1],
      );
      expect((await current()).State).toBe('Stale');
      const services = (await get<ServerService[]>('/operations/services')).body.Data!;
      const mine = services.filter((x) => x.ServerId === registry.serverId);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((x) => x.State === 'Stale')).toBe(true);
    } finally {
      await registry.beat();
      registry.resume();
    }
    expect((await current()).State).toBe('Running');
    const otherId = '4d2c1a36-0f6b-4a43-9a56-6f0d1c7a0001';
    await s.t.server.db.query(
      `INSERT INTO server_processes (server_id, host, pid, version, stopped_date, services)
       VALUES ($1, 'elsewhere', 4242, '0.0.9', now(), '[{"Kind":"Heartbeat","Name":"heartbeat","State":"Running","Detail":""}]')`,
      [otherId],
    );
    const other = (await get<ServerProcess[]>('/operations/servers')).body.Data!.find((p) => p.ServerId === otherId);
    expect(other).toMatchObject({ State: 'Stopped', IsCurrent: false, Host: 'elsewhere' });
    const services = (await get<ServerService[]>('/operations/services')).body.Data!;
    expect(services.some((x) => x.ServerId === otherId)).toBe(false);
  });

  it('reports its services: heartbeat, hubs, a worker per job and the schedules', async () => {
    await s.t.server.registry.beat();
    const services = (await get<ServerService[]>('/operations/services')).body.Data!.filter(
      (x) => x.ServerId === s.t.server.registry.serverId,
    );
    const kinds = new Set(services.map((x) => x.Kind));
    expect([...kinds].sort()).toEqual(['Heartbeat', 'HubBackplane', 'JobWorker', 'Schedule']);
    expect(services.find((x) => x.Kind === 'JobWorker' && x.Name === 'operations-probe')?.State).toBe('Running');
    expect(services.find((x) => x.Kind === 'HubBackplane')?.State).toBe(
      engine === 'postgres' ? 'Listening' : 'InMemory',
    );
  });

  it('names and drains a server: a drained process takes no job until the drain ends', async () => {
    const id = s.t.server.registry.serverId;
    const saved = await s.t.call<ServerProcess>('PUT', `/operations/servers/${id}`, {
      cookie: s.admin,
      body: { Name: 'alpha', IsDraining: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toMatchObject({ Name: 'alpha', IsDraining: true, State: 'Draining' });
    const [audit] = await s.t.server.db.query<{ action: string; target_id: string }>(
      'SELECT action, target_id::text FROM audit_entries ORDER BY created_date DESC LIMIT 1',
    );
    expect(audit).toMatchObject({ action: 'operations.serverSave', target_id: id });
    const jobs = s.t.server.jobs;
    expect(jobs.draining).toBe(true);
    const jobId = (await jobs.enqueue(probeJob, { key: `drained-${engine}` }))!;
    const turns = jobs.drainedTurns;
    // Every worker loop has turned several times since the job was queued, each without fetching it.
    await eventually(() => jobs.drainedTurns >= turns + 3 * jobs.describeWorkers().length);
    const [row] = await s.t.server.db.query<{ state: string }>(`SELECT state FROM ${JOB_SCHEMA}.job WHERE id = $1`, [
      jobId,
    ]);
    expect(row!.state).toBe('created');
    expect(ran.has(`drained-${engine}`)).toBe(false);
    await s.t.server.registry.beat();
    const services = (await get<ServerService[]>('/operations/services')).body.Data!;
    expect(services.find((x) => x.ServerId === id && x.Name === 'operations-probe')?.State).toBe('Paused');
    const health = (await s.t.call<SystemHealth>('GET', '/health')).body.Data!;
    expect(health.Checks.JobQueue.Status).toBe('degraded');

    const resumed = await s.t.call<ServerProcess>('PUT', `/operations/servers/${id}`, {
      cookie: s.admin,
      body: { Name: 'alpha', IsDraining: false },
    });
    expect(resumed.body.Data!.State).toBe('Running');
    await eventually(() => ran.has(`drained-${engine}`));
  });

  it('follows a drain another process wrote, at its next heartbeat', async () => {
    const id = s.t.server.registry.serverId;
    await s.t.server.db.query('UPDATE server_processes SET is_draining = true WHERE server_id = $1', [id]);
    await s.t.server.registry.beat();
    expect(s.t.server.jobs.draining).toBe(true);
    await s.t.server.db.query('UPDATE server_processes SET is_draining = false WHERE server_id = $1', [id]);
    await s.t.server.registry.beat();
    expect(s.t.server.jobs.draining).toBe(false);
  });

  it('answers GET /health without a session: four checks with response times, nothing private', async () => {
    const res = await s.t.call<SystemHealth>('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const health = res.body.Data!;
    expect(health.Status).not.toBe('unavailable');
    for (const check of Object.values(health.Checks)) {
      expect(check.Status).not.toBe('unavailable');
      expect(check.ResponseTimeMs).toBeGreaterThanOrEqual(0);
    }
    expect(res.text).not.toContain(String(process.pid));
    expect(res.text).not.toContain(SERVER_VERSION);
    const status = await get<SystemHealth>('/operations/status');
    expect(status.status).toBe(200);
    expect(Object.keys(status.body.Data!.Checks).sort()).toEqual(['Database', 'Disk', 'Hubs', 'JobQueue']);
  });

  it('keeps request logs in the database with request id, user, route and duration, bounded by the row cap', async () => {
    for (let i = 0; i < LOG_ROW_CAP + 10; i++) await get('/operations/version-history');
    const [me] = await s.t.server.db.query<{ user_id: string }>(
      "SELECT user_id::text FROM users WHERE user_name = 'admin'",
    );
    const res = await s.t.call<PagedData<ServerLogEntry>>('POST', '/operations/logs', {
      cookie: s.admin,
      body: { CurrentPage: 1, ItemPerPage: 5, Filters: [{ Column: 'Route', Value: '/operations/version-history' }] },
    });
    expect(res.status).toBe(200);
    const entry = res.body.Data!.Data[0]!;
    expect(entry).toMatchObject({
      Level: 'info',
      Method: 'GET',
      Route: '/operations/version-history',
      StatusCode: 200,
      UserId: me!.user_id,
      ServerId: s.t.server.registry.serverId,
    });
    expect(entry.RequestId).toBeTruthy();
    expect(entry.DurationMs).toBeGreaterThanOrEqual(0);
    await s.t.server.logSink.flush();
    const [count] = await s.t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM server_logs');
    expect(count!.n).toBeLessThanOrEqual(LOG_ROW_CAP);
    expect(s.t.server.logSink.droppedLines).toBe(0);
  });

  it('gives the version history and a diagnostic with secrets redacted, also as a download', async () => {
    const history = (await get<VersionHistory>('/operations/version-history')).body.Data!;
    expect(history.Versions.map((v) => v.Version)).toContain(SERVER_VERSION);
    expect(history.Migrations.map((m) => m.Name)).toContain('110_operations.sql');
    await s.t.server.db.query(
      "INSERT INTO configuration (key, value, is_secret) VALUES ('SmtpRelayPassword', 'Relay#Secret-0p', true) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, is_secret = true",
    );
    const diagnostic = await get<Diagnostic>('/operations/diagnostic');
    expect(diagnostic.status).toBe(200);
    expect(diagnostic.body.Data!.Versions).toMatchObject({
      Server: SERVER_VERSION,
      Engine: engine,
      Node: process.version,
    });
    expect(diagnostic.body.Data!.Configuration.find((c) => c.Key === 'SmtpRelayPassword')?.Value).toBe('[redacted]');
    expect(diagnostic.body.Data!.Configuration.find((c) => c.Key === 'CsvSeparator')?.Value).toBe(';');
    expect(diagnostic.text).not.toContain('Relay#Secret-0p');
    const bundle = await get('/operations/diagnostic/bundle');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-disposition')).toMatch(
      /^attachment; filename="portcullis-diagnostic-.+\.json"$/,
    );
    expect(bundle.text).not.toContain('Relay#Secret-0p');
    expect((JSON.parse(bundle.text) as Diagnostic).Versions.Server).toBe(SERVER_VERSION);
    if (engine === 'postgres') expect(bundle.text).not.toMatch(/postgres(ql)?:\/\/[^"]*:[^"]*@/);
  });

  it('derives the first-run checklist from the records', async () => {
    const read = async () => (await get<BootstrapChecklist>('/operations/bootstrap')).body.Data!;
    const before = await read();
    expect(before.Steps.map((x) => x.Key)).toEqual([
      'AdministratorCreated',
      'SourceConfigured',
      'MfaConfigured',
      'ApplicationCreated',
    ]);
    expect(before.Steps.find((x) => x.Key === 'AdministratorCreated')!.IsDone).toBe(true);
    expect(before.Steps.find((x) => x.Key === 'SourceConfigured')!.IsDone).toBe(true);
    await s.t.server.db.query(
      `INSERT INTO authenticators (authenticator_id, title, name, authenticator_type, is_enabled)
       VALUES ('4d2c1a36-0f6b-4a43-9a56-6f0d1c7a00a1', 'Ops TOTP', 'ops-totp', 'Totp', false)`,
    );
    const disabled = await s.t.server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM authenticators WHERE is_enabled AND authenticator_type <> 'Password'",
    );
    expect((await read()).Steps.find((x) => x.Key === 'MfaConfigured')!.IsDone).toBe(disabled[0]!.n > 0);
    await s.t.server.db.query("UPDATE authenticators SET is_enabled = true WHERE name = 'ops-totp'");
    const after = await read();
    expect(after.Steps.find((x) => x.Key === 'MfaConfigured')!.IsDone).toBe(true);
    expect(after.IsComplete).toBe(after.Steps.every((x) => x.IsDone));
  });

  it('refuses each call without its permission, and allows it with exactly that one', async () => {
    const none = await s.t.signInWith([]);
    const calls: Array<[string, string, string, unknown?]> = [
      ['GET', '/operations/servers', Permissions.ServerList],
      ['GET', '/operations/services', Permissions.ServerList],
      ['GET', '/operations/status', Permissions.Status],
      ['POST', '/operations/logs', Permissions.License, { CurrentPage: 1, ItemPerPage: 5 }],
      ['GET', '/operations/diagnostic', Permissions.DiagnosticList],
      ['GET', '/operations/diagnostic/bundle', Permissions.DiagnosticList],
      ['GET', '/operations/version-history', Permissions.VersionHistory],
      [
        'PUT',
        `/operations/servers/${s.t.server.registry.serverId}`,
        Permissions.ServerEdit,
        { Name: 'alpha', IsDraining: false },
      ],
    ];
    for (const [method, path, permission, body] of calls) {
      const refused = await s.t.call(method, path, { cookie: none, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(JSON.stringify(refused.body.Data)).toContain(permission);
      const holder = await s.t.signInWith([permission]);
      expect((await s.t.call(method, path, { cookie: holder, body })).status, `${method} ${path}`).toBe(200);
    }
    expect((await s.t.call('GET', '/operations/servers')).status).toBe(401);
    expect((await s.t.call('GET', '/operations/bootstrap', { cookie: none })).status).toBe(200);
  });

  it('refuses every default-tenant call on another tenant, to super admins too', async () => {
    await s.t.server.db.query("UPDATE tenants SET name = 'acme'");
    try {
      const id = s.t.server.registry.serverId;
      const calls: Array<[string, string, unknown?]> = [
        ['GET', '/operations/servers'],
        ['GET', '/operations/services'],
        ['PUT', `/operations/servers/${id}`, { Name: null, IsDraining: false }],
        ['POST', '/operations/logs', { CurrentPage: 1, ItemPerPage: 5 }],
        ['GET', '/operations/diagnostic'],
        ['GET', '/operations/diagnostic/bundle'],
        ['GET', '/operations/version-history'],
      ];
      for (const [method, path, body] of calls) {
        const res = await s.t.call(method, path, { cookie: s.admin, body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.Message).toBe('This page is for the default tenant only.');
      }
      // Status is not a default-tenant page (spec §2.9).
      expect((await get('/operations/status')).status).toBe(200);
    } finally {
      await s.t.server.db.query("UPDATE tenants SET name = 'default'");
    }
  });

  it('answers hostile input with envelope errors, never a 500', async () => {
    const id = s.t.server.registry.serverId;
    const cases: Array<[string, string, unknown, number]> = [
      ['PUT', '/operations/servers/not-a-guid', { Name: null, IsDraining: false }, 400],
      ['PUT', `/operations/servers/${id}`, { Name: 'x'.repeat(101), IsDraining: false }, 400],
      ['PUT', `/operations/servers/${id}`, { Name: null, IsDraining: 'yes' }, 400],
      ['PUT', `/operations/servers/${id}`, { Name: null, IsDraining: false, Pid: 1 }, 400],
      ['PUT', '/operations/servers/4d2c1a36-0f6b-4a43-9a56-6f0d1c7affff', { Name: null, IsDraining: false }, 404],
      [
        'POST',
        '/operations/logs',
        { CurrentPage: 1, ItemPerPage: 5, Filters: [{ Column: 'details', Value: 'x' }] },
        400,
      ],
      [
        'POST',
        '/operations/logs',
        { CurrentPage: 1, ItemPerPage: 5, Sorts: [{ Column: 'log_id; DROP TABLE users', Asc: true }] },
        400,
      ],
      ['POST', '/operations/logs', { CurrentPage: 0, ItemPerPage: 5 }, 400],
      ['POST', '/operations/setup', { SetupToken: '', UserName: 'x', Password: 'y' }, 400],
      ['POST', '/operations/setup', { SetupToken: 'a', UserName: 'x', Password: 'y', IsSuperAdmin: true }, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await s.t.call(method, path, { cookie: s.admin, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      expect(res.body.Success).toBe(false);
    }
    const filtered = await s.t.call<PagedData<ServerLogEntry>>('POST', '/operations/logs', {
      cookie: s.admin,
      body: { CurrentPage: 1, ItemPerPage: 5, Filters: [{ Column: 'Message', Value: "' OR 1=1 --" }] },
    });
    expect(filtered.status).toBe(200);
    expect(filtered.body.Data!.TotalItemCount).toBe(0);
  });
});
