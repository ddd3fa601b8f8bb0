// One server process of `pnpm bench jobs`: the real server on DATABASE_URL with the queue's default
// tuning, plus a no-op job. It prints READY <url> once listening and stops on SIGTERM.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { z } from 'zod';
import { createServer, defineJob } from '@portcullis/server';
import { EXPORT_SIZED_JOB, NOOP_JOB } from './names';

/** Four at a time per process, as a light job kind would declare. */ const noopJob = defineJob(NOOP_JOB, {
  input: z.object({ i: z.number().int() }),
  concurrency: 4,
  handler: async () => undefined,
});

const filesDir = await mkdtemp(path.join(tmpdir(), 'portcullis-bench-jobs-'));

/**
 * The work of an export without its per-user limit of unfinished exports (which would throttle the
 * bench's enqueue): every user read in pages of 1000 and written as CSV, progress reported per page,
 * two at a time per process as exports run.
 */
const exportSizedJob = defineJob(EXPORT_SIZED_JOB, {
  input: z.object({ i: z.number().int() }),
  concurrency: 2,
  handler: async (_input, run) => {
    const file = path.join(filesDir, `${run.jobId}.csv`);
    const out = createWriteStream(file);
    const [{ n } = { n: 0 }] = await run.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    let after = '';
    for (let done = 0; ;) {
      const rows = await run.server.db.query<{ user_name: string; email: string | null; created_date: string }>(
        'SELECT user_name, email, created_date FROM users WHERE user_name > $1 ORDER BY user_name LIMIT 1000',
        [after],
      );
      if (rows.length === 0) break;
      for (const r of rows) out.write(`${r.user_name};${r.email ?? ''};${r.created_date}\r\n`);
      done += rows.length;
      after = rows.at(-1)!.user_name;
      await run.progress((done * 100) / Math.max(1, n));
    }
    out.end();
    await finished(out);
    await rm(file);
  },
});

const server = await createServer({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: undefined,
  port: 0,
  host: '127.0.0.1',
  seedUsers: Number(process.env.BENCH_USERS ?? 1000),
  adminPassword: process.env.PORTCULLIS_ADMIN_PASSWORD,
  extraJobs: [noopJob, exportSizedJob],
});
console.log(`READY ${server.url}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
