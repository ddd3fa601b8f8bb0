import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServer, type PortcullisServer } from '../src/server';
import { defineJob, type JobQueueTuning } from '../src/engine/jobs/index';
import { ApiError } from '../src/engine/calls/errors';

const tuning: Partial<JobQueueTuning> = {
  expirySeconds: 4,
  maintenanceIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
  stopGraceMs: 5_000,
};

/** Resolves when the next first attempt of `slowJob` has begun (set by each test). */
let onFirstAttempt: () => void = () => undefined;

/**
 * Its first attempt records itself, then runs until the server stops it; later attempts write the
 * result keyed by the job id (a rerun replaces it) and record themselves too.
 */
const slowJob = defineJob('test-slow', {
  input: z.object({ value: z.string().min(1) }),
  retry: { limit: 2, delaySeconds: 1 },
  handler: async (input, run) => {
    const { db } = run.server;
    await db.query('INSERT INTO test_job_attempts (job_id, attempt) VALUES ($1, $2)', [run.jobId, run.attempt]);
    if (run.attempt === 1) {
      onFirstAttempt();
      await new Promise((_resolve, reject) =>
        run.signal.addEventListener('abort', () => reject(run.signal.reason as Error), { once: true }),
      );
    }
    await db.query(
      'INSERT INTO test_job_results (job_id, value) VALUES ($1, $2) ON CONFLICT (job_id) DO UPDATE SET value = EXCLUDED.value',
      [run.jobId, input.value],
    );
  },
});

/** Always throws: its failure handler must run once, after the last attempt. */
const doomedJob = defineJob('test-doomed', {
  input: z.object({ tag: z.string() }),
  retry: { limit: 1, delaySeconds: 1 },
  handler: async () => {
    throw new Error('out of luck');
  },
  failed: async (input, { server, message }) => {
    await server.db.query('INSERT INTO test_job_failures (tag, message) VALUES ($1, $2)', [input.tag, message]);
  },
});

/** One waiting and one running job per key. */
const keyedJob = defineJob('test-keyed', {
  input: z.object({ key: z.string() }),
  singletonKey: (input) => input.key,
  handler: async () => undefined,
});

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const start = (dataDir: string | undefined) =>
  createServer({
    dataDir,
    listen: false,
    seedUsers: 5,
    adminPassword: 'Test#Admin-Password1',
    extraJobs: [slowJob, doomedJob, keyedJob],
    jobTuning: tuning,
  });

async function waitFor<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out waiting for ${what}.`);
}

const queueState = async (server: PortcullisServer, id: string) =>
  (await server.db.query<{ state: string }>('SELECT state::text FROM pgboss.job WHERE id = $1', [id]))[0]?.state;

describe('the job queue on the embedded default (PGlite)', () => {
  it('finishes a job once after the server was closed during its handler and started again on the same data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portcullis-jobs-'));
    dirs.push(dataDir);
    let server = await start(dataDir);
    await server.db.exec(`CREATE TABLE test_job_attempts (job_id uuid NOT NULL, attempt int NOT NULL);
      CREATE TABLE test_job_results (job_id uuid PRIMARY KEY, value text NOT NULL);
      CREATE TABLE test_job_failures (tag text NOT NULL, message text NOT NULL)`);
    const started = new Promise<void>((resolve) => (onFirstAttempt = resolve));
    const jobId = (await server.jobs.enqueue(slowJob, { value: 'kept' }))!;
    await started;
    // Longer than its expiry plus a maintenance run: the heartbeat keeps the live process's job its own.
    await new Promise((r) => setTimeout(r, (tuning.expirySeconds! + 2 * tuning.maintenanceIntervalSeconds!) * 1000));
    expect(await server.db.query('SELECT state::text, retry_count FROM pgboss.job WHERE id = $1', [jobId])).toEqual([
      { state: 'active', retry_count: 0 },
    ]);
    await server.close();

    server = await start(dataDir);
    try {
      await waitFor(async () => ((await queueState(server, jobId)) === 'completed' ? true : undefined), 'completion');
      const attempts = await server.db.query<{ attempt: number }>(
        'SELECT attempt FROM test_job_attempts WHERE job_id = $1 ORDER BY attempt',
        [jobId],
      );
      expect(attempts.map((a) => a.attempt)).toEqual([1, 2]);
      expect(await server.db.query('SELECT job_id, value FROM test_job_results')).toEqual([
        { job_id: jobId, value: 'kept' },
      ]);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('validates inputs and crons, keeps one waiting job per singleton key and runs the failure handler once', async () => {
    const server = await start(undefined);
    try {
      await server.db.exec('CREATE TABLE test_job_failures (tag text NOT NULL, message text NOT NULL)');
      const refused = await server.jobs.enqueue(slowJob, { value: '' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).status).toBe(400);
      expect((refused as ApiError).errors).toEqual([{ Message: expect.any(String), Field: 'value' }]);
      const badCron = await server.jobs.schedule(keyedJob, '61 * * * *', { key: 'k' }).catch((e: unknown) => e);
      expect(badCron).toMatchObject({ status: 400, message: 'You should type valid cron.' });

      // Queued inside a transaction that rolls back: no job.
      await server.db
        .transaction(async (tx) => {
          await server.jobs.enqueue(keyedJob, { key: 'rolled-back' }, { tx });
          throw new Error('rollback');
        })
        .catch(() => undefined);
      expect(await server.db.query("SELECT 1 FROM pgboss.job WHERE singleton_key = 'rolled-back'")).toEqual([]);

      // Both inside one transaction, so neither can start before the second is refused.
      const [first, second] = await server.db.transaction(async (tx) => [
        await server.jobs.enqueue(keyedJob, { key: 'same' }, { tx }),
        await server.jobs.enqueue(keyedJob, { key: 'same' }, { tx }),
      ]);
      expect(first).toEqual(expect.any(String));
      expect(second).toBeNull();

      await server.jobs.enqueue(doomedJob, { tag: 'doomed' });
      await waitFor(async () => {
        const rows = await server.db.query(
          "SELECT 1 FROM pgboss.job WHERE name = 'test-doomed__failed' AND state = 'completed'",
        );
        return rows.length ? true : undefined;
      }, 'the failure handler');
      expect(await server.db.query('SELECT * FROM test_job_failures')).toEqual([
        { tag: 'doomed', message: 'out of luck' },
      ]);
      const [attempts] = await server.db.query<{ n: number }>(
        "SELECT retry_count AS n FROM pgboss.job WHERE name = 'test-doomed'",
      );
      expect(attempts!.n).toBe(1);
    } finally {
      await server.close();
    }
  }, 120_000);
});
