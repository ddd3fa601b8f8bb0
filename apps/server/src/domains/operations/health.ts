import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { HealthCheck, SystemHealth } from '@portcullis/api-client/contract';
import type { ServerContext } from '../../engine/context';
import { JOB_SCHEMA } from '../../engine/jobs/index';
import { exportsDir } from '../export/index';

/** Below this share of free space the disk is degraded; below DISK_UNAVAILABLE_BYTES it is unavailable. */
export const DISK_DEGRADED_FREE_RATIO = 0.05;
export const DISK_UNAVAILABLE_BYTES = 64 * 1024 * 1024;
/** A check that takes longer than this is cut short and unavailable (a hung database must not hang the probe). */
export const CHECK_TIMEOUT_MS = 5000;

/** Job counts the health check reads at most (beyond it, "10000+"). */
const JOB_COUNT_BOUND = 10_000;

type Outcome = Pick<HealthCheck, 'Status' | 'Detail'>;

async function timed(check: () => Promise<Outcome>): Promise<HealthCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(
      () => resolve({ Status: 'unavailable', Detail: 'The check did not answer in time.' }),
      CHECK_TIMEOUT_MS,
    );
  });
  const outcome = await Promise.race([
    check().catch((): Outcome => ({ Status: 'unavailable', Detail: 'The check failed.' })),
    timeout,
  ]);
  clearTimeout(timer);
  return { ...outcome, ResponseTimeMs: Math.round((performance.now() - started) * 100) / 100 };
}

async function checkDatabase(server: ServerContext): Promise<Outcome> {
  await server.db.query('SELECT 1');
  return { Status: 'ok', Detail: server.db.kind === 'postgres' ? 'PostgreSQL answers.' : 'Embedded database answers.' };
}

async function checkHubs(server: ServerContext): Promise<Outcome> {
  if (!server.hubs) return { Status: 'unavailable', Detail: 'The hubs are not attached.' };
  if (server.db.kind !== 'postgres') return { Status: 'ok', Detail: 'In memory (one process).' };
  // The backplane publishes through the database: a notification round trip is what it needs.
  await server.db.query("SELECT pg_notify('portcullis_health', '')");
  const [row] = await server.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM hub_connections WHERE seen_at > now() - interval '5 minutes'",
  );
  return { Status: 'ok', Detail: `Backplane publishing; ${row?.n ?? 0} live connections.` };
}

async function checkJobQueue(server: ServerContext): Promise<Outcome> {
  const jobs = server.jobs;
  if (!jobs || jobs.stopping) return { Status: 'unavailable', Detail: 'The job queue is stopped.' };
  // Counted up to a bound, so a probe stays a few index reads with a large backlog (`pnpm bench jobs`).
  const [row] = await server.db.query<{ waiting: number; active: number }>(
    `SELECT (SELECT count(*)::int FROM (SELECT 1 FROM ${JOB_SCHEMA}.job WHERE state < 'active' LIMIT $1) w) AS waiting,
            (SELECT count(*)::int FROM (SELECT 1 FROM ${JOB_SCHEMA}.job WHERE state = 'active' LIMIT $1) a) AS active`,
    [JOB_COUNT_BOUND + 1],
  );
  const shown = (n: number | undefined) => ((n ?? 0) > JOB_COUNT_BOUND ? `${JOB_COUNT_BOUND}+` : String(n ?? 0));
  const counts = `${shown(row?.waiting)} waiting, ${shown(row?.active)} running.`;
  // Draining stops this process's workers only: it still serves requests, so it stays in the pool.
  if (jobs.draining) return { Status: 'degraded', Detail: `This process is draining (takes no jobs). ${counts}` };
  return { Status: 'ok', Detail: counts };
}

/** The folder itself, or its nearest existing parent (the exports folder is made on the first export). */
function existingFolder(folder: string): string {
  let current = path.resolve(folder);
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

/** The disk holding the embedded database and the export files. */
async function checkDisk(server: ServerContext): Promise<Outcome> {
  const stats = await statfs(existingFolder(server.config.dataDir ?? exportsDir(server.config)));
  const free = stats.bavail * stats.bsize;
  const total = stats.blocks * stats.bsize;
  const percent = total > 0 ? Math.round((free / total) * 1000) / 10 : 0;
  const detail = `${percent}% free.`;
  if (free < DISK_UNAVAILABLE_BYTES) return { Status: 'unavailable', Detail: `Almost full: ${detail}` };
  if (total > 0 && free / total < DISK_DEGRADED_FREE_RATIO) return { Status: 'degraded', Detail: `Low: ${detail}` };
  return { Status: 'ok', Detail: detail };
}

/** Runs the four checks at once; the whole is the worst of them. */
export async function checkHealth(server: ServerContext): Promise<SystemHealth> {
  const [Database, Hubs, JobQueue, Disk] = await Promise.all([
    timed(() => checkDatabase(server)),
    timed(() => checkHubs(server)),
    timed(() => checkJobQueue(server)),
    timed(() => checkDisk(server)),
  ]);
  const all = [Database, Hubs, JobQueue, Disk];
  const Status = all.some((c) => c.Status === 'unavailable')
    ? 'unavailable'
    : all.some((c) => c.Status === 'degraded')
      ? 'degraded'
      : 'ok';
  return { Status, CheckedAt: new Date().toISOString(), Checks: { Database, Hubs, JobQueue, Disk } };
}
