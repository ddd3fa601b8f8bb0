import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BootstrapChecklist, SetupState, SystemHealth } from '@portcullis/api-client/contract';
import { createTestServer, type Engine, type TestServer } from '../src/testing/test-server';
import { openSetupIfFresh } from '../src/domains/operations/index';

const FIRST_ADMIN = { UserName: 'first-admin', Password: 'First#Admin-Passw0rd' };

describe.each(['pglite', 'postgres'] as Engine[])('setup of a fresh install on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    // No PORTCULLIS_ADMIN_PASSWORD: no administrator is seeded and a one-time setup token is made.
    t = await createTestServer(engine, inject('pgUrl'), { seedUsers: 10, adminPassword: undefined });
  });
  afterAll(async () => t?.close());

  it('creates the first administrator once with the setup token, then refuses', async () => {
    const token = t.server.setupToken!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{30,}$/);
    expect((await t.call<SetupState>('GET', '/operations/setup')).body.Data).toEqual({ IsOpen: true });
    await expect(t.signIn()).rejects.toThrow(/Sign-in as admin failed/);
    const [stored] = await t.server.db.query<{ token_hash: string }>('SELECT token_hash FROM setup_tokens');
    expect(stored!.token_hash).not.toContain(token);

    const wrong = await t.call('POST', '/operations/setup', { body: { ...FIRST_ADMIN, SetupToken: `${token}x` } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.Message).toMatch(/setup token is not right/);
    const weak = await t.call('POST', '/operations/setup', {
      body: { ...FIRST_ADMIN, Password: 'short', SetupToken: token },
    });
    expect(weak.status).toBe(400);

    const created = await t.call<{ UserName: string }>('POST', '/operations/setup', {
      body: { ...FIRST_ADMIN, SetupToken: token },
    });
    expect(created.status).toBe(200);
    expect(created.body.Data).toEqual({ UserName: FIRST_ADMIN.UserName });
    const [audit] = await t.server.db.query<{ action: string; actor: string }>(
      `SELECT a.action, u.user_name AS actor FROM audit_entries a JOIN users u ON u.user_id = a.actor_user_id
        ORDER BY a.created_date DESC LIMIT 1`,
    );
    expect(audit).toEqual({ action: 'operations.setup', actor: FIRST_ADMIN.UserName });

    const again = await t.call('POST', '/operations/setup', {
      body: { UserName: 'second-admin', Password: FIRST_ADMIN.Password, SetupToken: token },
    });
    expect(again.status).toBe(403);
    expect(again.body.Message).toBe('Setup is closed: an administrator exists.');
    expect((await t.call<SetupState>('GET', '/operations/setup')).body.Data).toEqual({ IsOpen: false });
    // A restart makes no new token once an administrator exists.
    expect(await openSetupIfFresh(t.server.db)).toBeNull();

    const cookie = await t.signIn(FIRST_ADMIN.UserName, FIRST_ADMIN.Password);
    const checklist = (await t.call<BootstrapChecklist>('GET', '/operations/bootstrap', { cookie })).body.Data!;
    expect(checklist.Steps.find((x) => x.Key === 'AdministratorCreated')!.IsDone).toBe(true);
    expect((await t.call('GET', '/operations/servers', { cookie })).status).toBe(200);
  });

  it('answers /health with 503 when a check is unavailable (the job queue stopped)', async () => {
    expect((await t.call<SystemHealth>('GET', '/health')).status).toBe(200);
    await t.server.jobs.stop();
    const res = await t.call<SystemHealth>('GET', '/health');
    expect(res.status).toBe(503);
    expect(res.body.Data).toMatchObject({ Status: 'unavailable', Checks: { JobQueue: { Status: 'unavailable' } } });
    expect(res.body.Data!.Checks.Database.Status).toBe('ok');
  });
});
