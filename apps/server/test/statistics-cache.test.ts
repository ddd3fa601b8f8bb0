import { describe, expect, it } from 'vitest';
import pg from 'pg';
import type { DashboardStatistics } from '@portcullis/api-client';
import { seedTransaction } from '../src/engine/access/scope';
import type { Engine } from '../src/testing/test-server';
import { useTestServer, writeElsewhere as writeElsewhereFrom } from './use-test-server';

const engines: Engine[] = ['pglite', 'postgres'];

/** One transaction in the fixtures' grant scope: group_defs is an access table (migration 010). */
const asFixture = (sql: string) => `BEGIN; SELECT set_config('portcullis.grant_scope', 'seed', true); ${sql}; COMMIT`;

/**
 * GET /dashboard/Statistics is cached. These tests prove that the cache really answers (a change the
 * database does not report is not seen) and that every way the counted figures change reaches it: a
 * write call, a write by another connection or process (NOTIFY from the 007 triggers), and time (an
 * active session leaving the 30-minute window with no write at all).
 */
describe.each(engines)('dashboard statistics cache on %s', (engine) => {
  const s = useTestServer(engine);
  const stats = async () =>
    (await s.t.call<DashboardStatistics>('GET', '/dashboard/Statistics', { cookie: s.admin })).body.Data!;
  const count = async (sql: string) => (await s.t.server.db.query<{ n: number }>(sql))[0]!.n;
  const writeElsewhere = (sql: string) => writeElsewhereFrom(s.t, sql);

  it('answers from the cache: a change hidden from the notifications is not seen', async () => {
    const before = await stats();
    await s.t.server.db.query('ALTER TABLE group_defs DISABLE TRIGGER group_defs_notify_counts');
    try {
      await seedTransaction(s.t.server.db, (tx) =>
        tx.query(
          "INSERT INTO group_defs (group_def_id, name, title, state) VALUES (gen_random_uuid(), 'cache-hidden', 'Hidden', 1)",
        ),
      );
      expect((await stats()).TotalGroupCount).toBe(before.TotalGroupCount);
    } finally {
      await s.t.server.db.query('ALTER TABLE group_defs ENABLE TRIGGER group_defs_notify_counts');
    }
    await seedTransaction(s.t.server.db, (tx) => tx.query("DELETE FROM group_defs WHERE name = 'cache-hidden'"));
    await expect.poll(async () => (await stats()).TotalGroupCount).toBe(before.TotalGroupCount);
  });

  it('shows a group created through the API on the very next read', async () => {
    const before = await stats();
    const saved = await s.t.call('POST', '/group/SaveGroupDef', {
      cookie: s.admin,
      body: { Name: 'cache-api-group', Title: 'Cache API group', State: 1 },
    });
    expect(saved.status).toBe(200);
    const after = await stats();
    expect(after.TotalGroupCount).toBe(before.TotalGroupCount + 1);
    expect(after.TotalGroupCount).toBe(await count('SELECT count(*)::int AS n FROM group_defs'));
  });

  it('drops the cached figures when another connection writes a counted table', async () => {
    const before = await stats();
    await writeElsewhere(
      `INSERT INTO users (user_id, user_name, user_type, is_enabled, created_date)
       VALUES (gen_random_uuid(), 'cache-elsewhere', 0, true, now())`,
    );
    await expect.poll(async () => (await stats()).TotalUserCount).toBe(before.TotalUserCount + 1);
    await writeElsewhere("UPDATE agents SET kind = 'radius' WHERE name = 'DC-02 sync agent'");
    await expect
      .poll(async () => [(await stats()).SourceAgentCount, (await stats()).RadiusAgentCount])
      .toEqual([before.SourceAgentCount - 1, before.RadiusAgentCount + 1]);
    await writeElsewhere(
      'UPDATE user_sources SET is_removed = true WHERE user_source_id = (SELECT min(user_source_id::text)::uuid FROM user_sources WHERE NOT is_removed)',
    );
    await expect.poll(async () => (await stats()).TotalUserSourceCount).toBe(before.TotalUserSourceCount - 1);
  });

  it('counts a session out when it leaves the active window, with no write in between', async () => {
    await s.t.server.db.query(
      `INSERT INTO sso_sessions (session_id, user_id, country_code, created_date, last_activity_date)
       SELECT gen_random_uuid(), user_id, 'IS', now() - interval '1 hour', now() - interval '29 minutes 58 seconds'
         FROM users WHERE user_name = 'admin'`,
    );
    // On PostgreSQL the notification of that insert arrives on the listening connection a moment later.
    const activeNow = () =>
      count("SELECT count(*)::int AS n FROM sso_sessions WHERE last_activity_date > now() - interval '30 minutes'");
    await expect.poll(async () => (await stats()).ActiveSessionCount).toBe(await activeNow());
    const active = await stats();
    expect(active.TopLocations.find((l) => l.CountryCode === 'IS')?.Count).toBe(1);
    await expect
      .poll(async () => (await stats()).ActiveSessionCount, { timeout: 15_000, interval: 250 })
      .toBe(active.ActiveSessionCount - 1);
    expect((await stats()).TopLocations.some((l) => l.CountryCode === 'IS')).toBe(false);
  });
});

describe('dashboard statistics cache when the listening connection drops (PostgreSQL)', () => {
  const s = useTestServer('postgres');
  const stats = async () =>
    (await s.t.call<DashboardStatistics>('GET', '/dashboard/Statistics', { cookie: s.admin })).body.Data!;

  it('caches nothing until it listens again, then caches and follows changes as before', async () => {
    const before = await stats();
    const admin = new pg.Client({ connectionString: s.t.server.config.databaseUrl });
    await admin.connect();
    try {
      const listening = async () =>
        (
          await admin.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN portcullis_counts%'",
          )
        ).rows[0]!.n;
      expect(await listening()).toBe(1);
      // Cut the listener off, and write while it is away: that notification is lost for good.
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN portcullis_counts%'",
      );
      await admin.query(
        asFixture(
          "INSERT INTO group_defs (group_def_id, name, title, state) VALUES (gen_random_uuid(), 'cache-while-away', 'Away', 1)",
        ),
      );
      await expect.poll(async () => (await stats()).TotalGroupCount).toBe(before.TotalGroupCount + 1);
      await expect.poll(listening, { timeout: 10_000 }).toBe(1);
      await admin.query(asFixture("DELETE FROM group_defs WHERE name = 'cache-while-away'"));
      await expect.poll(async () => (await stats()).TotalGroupCount).toBe(before.TotalGroupCount);
    } finally {
      await admin.end();
    }
  });
});
