import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createServer, type PortcullisServer } from '@portcullis/server';
import { findPostgresBin, startThrowawayPostgres } from '@portcullis/server/testing';
import { fmt, machineConditions, printVerdict, rssSampler } from './stats';
import { adminHeaders } from './session';

/** The columns of a users CSV export, as the export writes them (words for codes and booleans, §9 moments in UTC). */
const SAME_COLUMNS = `SELECT u.user_name, u.display_name, u.email, s.title,
  CASE (u.user_type)::text WHEN '0' THEN 'Standard' WHEN '1' THEN 'Shared' ELSE (u.user_type)::text END,
  CASE WHEN u.is_enabled THEN 'Yes' WHEN NOT u.is_enabled THEN 'No' END,
  to_char(u.created_date AT TIME ZONE 'UTC', 'DD/MM/YYYY HH24:MI:SS'), to_char(u.last_login_date AT TIME ZONE 'UTC', 'DD/MM/YYYY HH24:MI:SS')
  FROM users u LEFT JOIN user_sources s ON s.user_source_id = u.user_source_id`;

const MB = 1024 * 1024;

/** Baseline: psql's COPY … TO STDOUT WITH CSV of the same columns and rows, into a file. Returns ms and bytes. */
async function copyToFile(url: string, where: string, file: string): Promise<{ ms: number; bytes: number }> {
  const psql = path.join(findPostgresBin(), 'psql');
  const fd = openSync(file, 'w');
  const t0 = performance.now();
  try {
    await new Promise<void>((resolve, reject) => {
      // From a file: a selection of 10 000 ids is longer than one command-line argument may be.
      writeFileSync(
        file + '.sql',
        `COPY (${SAME_COLUMNS} WHERE ${where}) TO STDOUT WITH (FORMAT csv, HEADER, DELIMITER ';')`,
      );
      const child = spawn(psql, [url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-f', file + '.sql'], {
        stdio: ['ignore', fd, 'inherit'],
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql exited with ${code}`))));
    });
  } finally {
    closeSync(fd);
  }
  return { ms: performance.now() - t0, bytes: statSync(file).size };
}

/** Starts an export through the API and waits for its job to finish. Returns ms, rows, bytes and peak RSS growth (MB). */
async function timedExport(
  server: PortcullisServer,
  headers: Record<string, string>,
  exportDir: string,
  path_: string,
  body: unknown,
) {
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
      const file = path.join(exportDir, job.file_name!);
      const bytes = statSync(file).size;
      rmSync(file, { force: true });
      return { ms, rows: job.row_count, bytes, rssGrowthMb: (rss.stop() - base) / MB };
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

interface PathCase {
  label: string;
  /** Rounds for this case (short exports vary more run to run: they get more). */
  rounds?: number;
  /** The same rows for psql, written by hand as a literal WHERE. */
  where: string;
  body: Record<string, unknown>;
}

/**
 * P3: CSV export of 1 000 000 generated users on PostgreSQL, unfiltered and filtered, each against
 * psql's COPY TO STDOUT of the same columns and rows in the same run (warm-up of both, then rounds in
 * alternating order; medians compared); peak RSS growth of this process during the export; xlsx rows/s.
 */
export async function benchExport({ users = 1_000_000, rounds = 3, xlsxPrefix = 'user00' } = {}): Promise<void> {
  console.log(`\nP3 CSV export of ${users.toLocaleString('en')} users on PostgreSQL vs COPY TO STDOUT (psql)`);
  console.log(`  ${machineConditions()}`);
  console.log(
    `  per path: one warm-up of both, then ${rounds} rounds (${rounds * 3} for the short selection) in alternating order; medians compared`,
  );
  const cluster = await startThrowawayPostgres();
  const work = mkdtempSync(path.join(tmpdir(), 'portcullis-p3-'));
  const exportDir = path.join(work, 'exports');
  const previousDir = process.env.PORTCULLIS_EXPORT_DIR;
  process.env.PORTCULLIS_EXPORT_DIR = exportDir;
  let server: PortcullisServer | undefined;
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE bench_p3');
    await admin.end();
    const url = cluster.urlFor('bench_p3');
    const t0 = performance.now();
    server = await createServer({ port: 0, seedUsers: users, adminPassword: 'Bench#Password1', databaseUrl: url });
    console.log(`  seeded and started in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await server.db.query('ANALYZE');
    const headers = await adminHeaders(server.url);

    const cases: PathCase[] = [
      { label: 'unfiltered', where: 'TRUE', body: { ObjectTypeName: 'Users', Scope: 0 } },
      {
        label: 'filtered (Standard, enabled, e-mail contains "example")',
        where: "u.user_type = 0 AND u.is_enabled AND lower(u.email) LIKE '%example%'",
        body: {
          ObjectTypeName: 'Users',
          Scope: 2,
          Filters: [
            { Column: 'UserType', Value: 0, Operator: 0 },
            { Column: 'IsEnabled', Value: true, Operator: 0 },
            { Column: 'Email', Value: 'example', Operator: 4 },
          ],
        },
      },
    ];
    // A selection of 10 000 users (the most an export request takes), spread over the table.
    const selected = (
      await server.db.query<{ user_id: string }>(
        'SELECT user_id::text FROM users ORDER BY md5(user_id::text) LIMIT 10000',
      )
    ).map((r) => r.user_id);
    cases.push({
      label: 'selected (10 000 ids)',
      rounds: rounds * 3,
      where: `u.user_id = ANY('{${selected.join(',')}}'::uuid[])`,
      body: { ObjectTypeName: 'Users', Scope: 2, SelectedItemIds: selected },
    });
    for (const c of cases) {
      const copy = () => copyToFile(url, c.where, path.join(work, 'copy.csv'));
      const api = () => timedExport(server!, headers, exportDir, '/Export/CSV', c.body);
      await copy();
      await api();
      const copyRuns: Array<{ ms: number; bytes: number }> = [];
      const apiRuns: Array<Awaited<ReturnType<typeof api>>> = [];
      for (let round = 0; round < (c.rounds ?? rounds); round++) {
        if (round % 2 === 0) {
          copyRuns.push(await copy());
          apiRuns.push(await api());
        } else {
          apiRuns.push(await api());
          copyRuns.push(await copy());
        }
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const copyMs = median(copyRuns.map((r) => r.ms));
      const apiMs = median(apiRuns.map((r) => r.ms));
      const rows = apiRuns[0]!.rows;
      const rss = Math.max(...apiRuns.map((r) => r.rssGrowthMb));
      console.log(`  ${c.label}: ${rows.toLocaleString('en')} rows`);
      console.log(
        `    COPY TO STDOUT (psql)      median ${fmt(copyMs / 1000)} s  ${fmt(rows / (copyMs / 1000), 0)} rows/s  ${fmt(copyRuns[0]!.bytes / MB, 1)} MB`,
      );
      console.log(
        `    POST /Export/CSV job       median ${fmt(apiMs / 1000)} s  ${fmt(rows / (apiMs / 1000), 0)} rows/s  ${fmt(apiRuns[0]!.bytes / MB, 1)} MB`,
      );
      const ratio = copyMs / apiMs;
      printVerdict(`P3 ${c.label.split(' ')[0]} throughput export / COPY`, ratio, '≥ 0.70', ratio >= 0.7);
      printVerdict(`P3 ${c.label.split(' ')[0]} peak RSS growth`, rss, '< 100 MB', rss < 100, ' MB');
    }

    const xlsx = await timedExport(server, headers, exportDir, '/excel/export/users', {
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
      `  xlsx (informational): ${xlsx.rows} rows in ${fmt(xlsx.ms / 1000)} s, ${fmt(xlsx.rows / (xlsx.ms / 1000), 0)} rows/s, peak RSS growth ${fmt(xlsx.rssGrowthMb, 1)} MB`,
    );
  } finally {
    await server?.close();
    cluster.stop();
    if (previousDir === undefined) delete process.env.PORTCULLIS_EXPORT_DIR;
    else process.env.PORTCULLIS_EXPORT_DIR = previousDir;
    rmSync(work, { recursive: true, force: true });
  }
}
