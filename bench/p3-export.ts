import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createServer, type PortcullisServer } from '@portcullis/server';
import { findPostgresBin, startThrowawayPostgres } from '@portcullis/server/testing';
import { fmt, printRatio } from './stats';

/** The columns of a users CSV export, as the export writes them (words for codes and booleans, §9 moments in UTC). */
const SAME_COLUMNS = `SELECT u.user_name, u.display_name, u.email, s.title,
  CASE (u.user_type)::text WHEN '0' THEN 'Standard' WHEN '1' THEN 'Shared' ELSE (u.user_type)::text END,
  CASE WHEN u.is_enabled THEN 'Yes' WHEN NOT u.is_enabled THEN 'No' END,
  to_char(u.created_date AT TIME ZONE 'UTC', 'DD/MM/YYYY HH24:MI:SS'), to_char(u.last_login_date AT TIME ZONE 'UTC', 'DD/MM/YYYY HH24:MI:SS')
  FROM users u LEFT JOIN user_sources s ON s.user_source_id = u.user_source_id`;

const MB = 1024 * 1024;

/** Samples the process RSS until stopped; returns the peak. */
function rssSampler() {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  return { stop: () => (clearInterval(timer), Math.max(peak, process.memoryUsage.rss())) };
}

/** Baseline: psql's COPY … TO STDOUT WITH CSV of the same columns, into a file. Returns ms. */
async function copyToFile(url: string, file: string): Promise<number> {
  const psql = path.join(findPostgresBin(), 'psql');
  const fd = openSync(file, 'w');
  const t0 = performance.now();
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        psql,
        [
          url,
          '-X',
          '-q',
          '-v',
          'ON_ERROR_STOP=1',
          '-c',
          `COPY (${SAME_COLUMNS}) TO STDOUT WITH (FORMAT csv, HEADER, DELIMITER ';')`,
        ],
        { stdio: ['ignore', fd, 'inherit'] },
      );
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql exited with ${code}`))));
    });
  } finally {
    closeSync(fd);
  }
  return performance.now() - t0;
}

/** Starts an export through the API and waits for its job to finish. Returns ms, rows and peak RSS growth (MB). */
async function timedExport(server: PortcullisServer, headers: Record<string, string>, path_: string, body: unknown) {
  if (typeof globalThis.gc === 'function') globalThis.gc();
  const base = process.memoryUsage.rss();
  const rss = rssSampler();
  const t0 = performance.now();
  const res = await fetch(server.url + path_, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as { Success: boolean; Data: { ExportId: string } | null; Message: string | null };
  if (!json.Success || !json.Data) throw new Error(`export did not start: ${json.Message}`);
  for (;;) {
    const [job] = await server.db.query<{
      state: number;
      row_count: number;
      file_name: string | null;
      error: string | null;
    }>('SELECT state, row_count, file_name, error FROM export_jobs WHERE export_id = $1', [json.Data.ExportId]);
    if (job && job.state === 3) throw new Error(`export failed: ${job.error}`);
    if (job && job.state === 2) {
      const ms = performance.now() - t0;
      return { ms, rows: job.row_count, fileName: job.file_name!, rssGrowthMb: (rss.stop() - base) / MB };
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * P3: CSV export of 1 000 000 generated users on PostgreSQL, against psql's COPY TO STDOUT of the
 * same columns in the same run; peak RSS growth during the export (target under 200 MB); xlsx rows/s.
 */
export async function benchExport({ users = 1_000_000, xlsxPrefix = 'user00' } = {}): Promise<void> {
  console.log(
    `\nP3 export of ${users.toLocaleString('en')} users on PostgreSQL (CSV vs COPY TO STDOUT in the same run)`,
  );
  const cluster = await startThrowawayPostgres();
  const work = mkdtempSync(path.join(tmpdir(), 'portcullis-p3-'));
  const previousDir = process.env.PORTCULLIS_EXPORT_DIR;
  process.env.PORTCULLIS_EXPORT_DIR = path.join(work, 'exports');
  let server: PortcullisServer | undefined;
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE bench_p3');
    await admin.end();
    const url = cluster.urlFor('bench_p3');
    const t0 = performance.now();
    server = await createServer({ port: 0, seedUsers: users, adminPassword: 'Bench#Password1', databaseUrl: url });
    console.log(
      `  seeded ${users.toLocaleString('en')} users and started in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    await server.db.query('ANALYZE users');
    const login = await fetch(server.url + '/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'admin', Password: 'Bench#Password1' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const headers = { cookie, 'content-type': 'application/json', 'x-requested-with': 'portcullis' };

    await copyToFile(url, path.join(work, 'warm.csv')); // warm the cache for both
    const copyMs = await copyToFile(url, path.join(work, 'copy.csv'));
    const copyBytes = statSync(path.join(work, 'copy.csv')).size;
    const csv = await timedExport(server, headers, '/Export/CSV', { ObjectTypeName: 'Users', Scope: 0 });
    const csvBytes = statSync(path.join(process.env.PORTCULLIS_EXPORT_DIR, csv.fileName)).size;
    console.log(
      `  COPY TO STDOUT (psql)                  ${fmt(copyMs / 1000)} s  ${fmt(users / (copyMs / 1000), 0)} rows/s  ${fmt(copyBytes / MB, 1)} MB`,
    );
    console.log(
      `  POST /Export/CSV job                   ${fmt(csv.ms / 1000)} s  ${fmt(csv.rows / (csv.ms / 1000), 0)} rows/s  ${fmt(csvBytes / MB, 1)} MB  rows=${csv.rows}`,
    );
    printRatio(
      'CSV export time / COPY time',
      csv.ms / copyMs,
      '≤ 2.0, i.e. throughput ≥ 50% of COPY; the job streams COPY TO STDOUT when no bound values are needed',
    );
    console.log(
      `  CSV peak RSS growth                    ${fmt(csv.rssGrowthMb, 1)} MB  (target < 200 MB) ${csv.rssGrowthMb < 200 ? 'OK' : 'OVER'}`,
    );

    const xlsx = await timedExport(server, headers, '/excel/export/users', {
      ExcelTableName: 'Users',
      SelectedColumns: [
        'UserName',
        'DisplayName',
        'Email',
        'SourceTitle',
        'UserType',
        'IsEnabled',
        'CreatedDate',
        'LastLoginDate',
      ],
      Filters: [{ Column: 'UserName', Value: xlsxPrefix, Operator: 2 }],
    });
    console.log(
      `  POST /excel/export/users job           ${fmt(xlsx.ms / 1000)} s  ${fmt(xlsx.rows / (xlsx.ms / 1000), 0)} rows/s  rows=${xlsx.rows}`,
    );
    console.log(
      `  xlsx peak RSS growth                   ${fmt(xlsx.rssGrowthMb, 1)} MB  (target < 200 MB) ${xlsx.rssGrowthMb < 200 ? 'OK' : 'OVER'}`,
    );
  } finally {
    await server?.close();
    cluster.stop();
    if (previousDir === undefined) delete process.env.PORTCULLIS_EXPORT_DIR;
    else process.env.PORTCULLIS_EXPORT_DIR = previousDir;
    rmSync(work, { recursive: true, force: true });
  }
}
