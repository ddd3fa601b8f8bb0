import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ExportState } from '@portcullis/api-client/contract';
import { insertUsers } from '../src/seed/demo';
import { signInToProcess, startProcess, stopProcesses, type ServerProcess } from './fixtures/server-processes';

/** The figure: large enough that the export is cut in the middle, small enough for a 2-core machine. */
const USER_COUNT = 200_000;

async function waitFor<T>(read: () => Promise<T | undefined>, what: string, seconds = 120): Promise<T> {
  for (let i = 0; i < seconds * 10; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}.`);
}

describe('the job queue across two server processes on one PostgreSQL', () => {
  const name = `jobs_${randomUUID().replace(/-/g, '')}`;
  const exportDir = mkdtempSync(path.join(tmpdir(), 'portcullis-shared-exports-'));
  const processes: ServerProcess[] = [];
  let db: pg.Client;
  const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await db.query(sql, params)).rows as T[];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: inject('pgUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    db = new pg.Client({ connectionString: inject('pgUrl').replace(/\/[^/]*$/, `/${name}`) });
    await db.connect();
    await db.query('CREATE TABLE test_ticks (job_id uuid NOT NULL, pid int NOT NULL)');
  });

  afterAll(async () => {
    await stopProcesses(processes);
    await db?.end();
    const admin = new pg.Client({ connectionString: inject('pgUrl') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(exportDir, { recursive: true, force: true });
  });

  it(`finishes on A, once, a ${USER_COUNT}-row export whose process B was killed mid-run; a schedule fires once across both`, async () => {
    const firstMinute = Math.floor(Date.now() / 60_000);
    const env = {
      DATABASE_URL: inject('pgUrl').replace(/\/[^/]*$/, `/${name}`),
      PORTCULLIS_EXPORT_DIR: exportDir,
      TICK_CRON: '* * * * *',
    };
    // B first: it creates and seeds the database, and is the only process when the export starts.
    const b = await startProcess(env);
    processes.push(b);
    await insertUsers({ query: (sql, params) => query(sql, [...(params ?? [])]) }, 51, USER_COUNT - 1); // 50 seeded, and the admin
    const [{ n: userCount } = { n: 0 }] = await query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(userCount).toBe(USER_COUNT);
    // A polls less often than B, which its own enqueue wakes at once: B takes the export.
    const a = await startProcess({ ...env, JOB_POLLING_SECONDS: '2' });
    processes.push(a);

    const started = await fetch(`${b.url}/excel/export`, {
      method: 'POST',
      headers: await signInToProcess(b.url),
      body: JSON.stringify({ ExcelTableName: 'Users', SelectedColumns: ['UserName', 'Email', 'CreatedDate'] }),
    });
    expect(started.status).toBe(200);
    const exportId = ((await started.json()) as { Data: { ExportId: string } }).Data.ExportId;

    const atKill = await waitFor(async () => {
      const [row] = await query<{ state: number; percent: number }>(
        'SELECT state, percent FROM export_jobs WHERE export_id = $1',
        [exportId],
      );
      return row && row.percent >= 1 ? row : undefined;
    }, 'the export to be under way');
    b.child.kill('SIGKILL');
    await b.exited;
    expect(atKill.state).toBe(ExportState.Processing);
    expect(atKill.percent).toBeLessThan(100);

    const finished = await waitFor(async () => {
      const [row] = await query<{ state: number; row_count: number }>(
        'SELECT state, row_count FROM export_jobs WHERE export_id = $1',
        [exportId],
      );
      return row && row.state !== ExportState.Processing && row.state !== ExportState.New ? row : undefined;
    }, 'the export to finish on A');
    expect(finished).toEqual({ state: ExportState.Completed, row_count: USER_COUNT });
    // The queue row: completed by a second attempt (A's), after B's expired without heartbeats. The queue
    // marks it once the handler has returned, just after the export's own row: wait for it to settle.
    const settled = await waitFor(async () => {
      const rows = await query<{ state: string; retry_count: number }>(
        'SELECT state::text, retry_count FROM pgboss.job WHERE id = $1',
        [exportId],
      );
      return rows[0] && !['created', 'retry', 'active'].includes(rows[0].state) ? rows : undefined;
    }, 'the queue row to settle');
    expect(settled).toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(await query("SELECT title FROM notifications WHERE title LIKE 'Export%'")).toEqual([
      { title: 'Export ready' },
    ]);
    const download = await fetch(`${a.url}/Export/Download/${exportId}`, { headers: await signInToProcess(a.url) });
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(USER_COUNT);

    // Both processes checked the schedule every second while they ran: one job per minute slot, each run once.
    const slots = await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = '__pgboss__send-it' AND singleton_key = 'test-tick'",
    );
    const minutesSpanned = Math.floor(Date.now() / 60_000) - firstMinute + 1;
    expect(slots[0]!.n).toBeLessThanOrEqual(minutesSpanned);
    const ticks = await query<{ job_id: string }>('SELECT job_id FROM test_ticks');
    const tickJobs = await query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'test-tick'");
    expect(ticks.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ticks.map((t) => t.job_id)).size).toBe(ticks.length);
    expect(tickJobs[0]!.n).toBe(slots[0]!.n);
    expect(ticks.length).toBeLessThanOrEqual(slots[0]!.n);
  }, 240_000);
});
