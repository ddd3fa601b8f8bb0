import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { startThrowawayPostgres } from '@portcullis/server/testing';
import { fmt, machineConditions, percentile } from '../stats';
import { EXPORT_SIZED_JOB, NOOP_JOB } from './names';

const here = path.dirname(fileURLToPath(import.meta.url));
const PASSWORD = 'Bench#Password1';
/** Every process on one database seals with one key (http/secret-key-check.ts). */
const SECRET_KEY = randomBytes(32).toString('base64');

interface Worker {
  child: ChildProcess;
  exited: Promise<void>;
}

function startWorker(databaseUrl: string, users: number): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'jobs-worker.ts')], {
    cwd: path.resolve(here, '..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORTCULLIS_ADMIN_PASSWORD: PASSWORD,
      PORTCULLIS_SECRET_KEY: SECRET_KEY,
      BENCH_USERS: String(users),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('READY')) resolve({ child, exited });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`bench worker exited (${code}): ${output}`)));
  });
}

/** Peak and current resident memory of a process (Linux /proc), in MB. */
function memoryOf(pid: number): { peakMb: number; rssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
}

/** Throughput and enqueue→start latency of a queue's completed jobs, from pg-boss's own timestamps. */
async function queueFigures(db: pg.Client, name: string) {
  const { rows } = await db.query<{ n: number; seconds: number; p50: number; p95: number }>(
    `SELECT count(*)::int AS n,
            extract(epoch FROM max(completed_on) - min(created_on))::float8 AS seconds,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - created_on) * 1000) AS p50,
            percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - created_on) * 1000) AS p95
       FROM pgboss.job WHERE name = $1 AND state = 'completed'`,
    [name],
  );
  return rows[0]!;
}

async function waitForCompleted(db: pg.Client, name: string, count: number): Promise<void> {
  for (;;) {
    const { rows } = await db.query<{ n: number; failed: number }>(
      `SELECT count(*) FILTER (WHERE state = 'completed')::int AS n,
              count(*) FILTER (WHERE state = 'failed')::int AS failed
         FROM pgboss.job WHERE name = $1`,
      [name],
    );
    if (rows[0]!.failed > 0) throw new Error(`${rows[0]!.failed} ${name} jobs failed`);
    if (rows[0]!.n >= count) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Queues `count` jobs of `name` with pg-boss's batch insert, 1000 a statement; returns the seconds it took. */
async function enqueue(url: string, name: string, count: number): Promise<number> {
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  const started = performance.now();
  try {
    for (let i = 0; i < count; i += 1000)
      await boss.insert(Array.from({ length: Math.min(1000, count - i) }, (_, k) => ({ name, data: { i: i + k } })));
    return (performance.now() - started) / 1000;
  } finally {
    await boss.stop({ graceful: false, close: true, wait: true });
  }
}

function printFigures(label: string, f: { n: number; seconds: number; p50: number; p95: number }) {
  console.log(
    `  ${label.padEnd(30)} n=${String(f.n).padStart(6)}  ${fmt(f.n / f.seconds, 0).padStart(6)} jobs/s  enqueue→start p50=${fmt(f.p50, 0)} ms p95=${fmt(f.p95, 0)} ms`,
  );
}

async function runWith(
  clusterUrl: (db: string) => string,
  processes: number,
  sizes: { noop: number; exports: number; users: number; idle: number },
) {
  const name = `bench_jobs_${processes}`;
  const admin = new pg.Client({ connectionString: clusterUrl('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = clusterUrl(name);
  const workers: Worker[] = [];
  const db = new pg.Client({ connectionString: url });
  try {
    // One after the other: the first creates and seeds the database.
    for (let i = 0; i < processes; i++) workers.push(await startWorker(url, sizes.users));
    await db.connect();
    console.log(`\n  ${processes} process${processes > 1 ? 'es' : ''} (${machineConditions()})`);

    // No-op jobs: queued from outside in batches of 1000 (as a campaign generating items would), while the workers run.
    const enqueueSeconds = await enqueue(url, NOOP_JOB, sizes.noop);
    await waitForCompleted(db, NOOP_JOB, sizes.noop);
    console.log(`  enqueue of ${sizes.noop} no-op jobs: ${fmt(sizes.noop / enqueueSeconds, 0)} jobs/s`);
    printFigures('no-op jobs', await queueFigures(db, NOOP_JOB));

    // An idle queue: single jobs queued from outside one after the other, each waiting for the last to finish.
    // Other processes' enqueues are found by polling (every 2 s by default), this process's own at once.
    const idleSamples: number[] = [];
    for (let i = 0; i < sizes.idle; i++) {
      await enqueue(url, NOOP_JOB, 1);
      await waitForCompleted(db, NOOP_JOB, sizes.noop + i + 1);
      const { rows } = await db.query<{ ms: number }>(
        `SELECT extract(epoch FROM started_on - created_on)::float8 * 1000 AS ms FROM pgboss.job
          WHERE name = $1 ORDER BY created_on DESC LIMIT 1`,
        [NOOP_JOB],
      );
      idleSamples.push(rows[0]!.ms);
    }
    console.log(
      `  ${'idle queue, one at a time'.padEnd(30)} n=${String(sizes.idle).padStart(6)}  enqueue→start p50=${fmt(percentile(idleSamples, 50), 0)} ms p95=${fmt(percentile(idleSamples, 95), 0)} ms`,
    );

    // Export-sized jobs (see jobs-worker.ts), queued the same way.
    await enqueue(url, EXPORT_SIZED_JOB, sizes.exports);
    await waitForCompleted(db, EXPORT_SIZED_JOB, sizes.exports);
    printFigures(`export-sized (${sizes.users} users)`, await queueFigures(db, EXPORT_SIZED_JOB));
    for (const [i, w] of workers.entries()) {
      const m = memoryOf(w.child.pid!);
      console.log(`  process ${i + 1} memory: peak ${fmt(m.peakMb, 0)} MB, now ${fmt(m.rssMb, 0)} MB`);
    }
  } finally {
    await db.end().catch(() => undefined);
    for (const w of workers) w.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.exited));
  }
}

/**
 * `pnpm bench jobs`: the job queue on a throw-away PostgreSQL with 1 and then 2 server processes:
 * `noop` no-op jobs and `exports` export-sized jobs (a CSV of `users` users each); throughput, enqueue→start
 * latency (pg-boss's created_on → started_on; a backlog's wait, since all jobs are queued at once) and memory.
 */
export async function benchJobs({
  noop = 100_000,
  exports = 1000,
  users = 1000,
  idle = 20,
}: { noop?: number; exports?: number; users?: number; idle?: number } = {}): Promise<void> {
  console.log(`\nJobs: ${noop} no-op and ${exports} export jobs (${users} users each) on PostgreSQL`);
  console.log(`  machine: ${machineConditions()}`);
  const cluster = await startThrowawayPostgres();
  try {
    for (const processes of [1, 2])
      await runWith((db) => cluster.urlFor(db), processes, { noop, exports, users, idle });
  } finally {
    cluster.stop();
  }
  console.log(`  machine after: ${machineConditions()}`);
}
