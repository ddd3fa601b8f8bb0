import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { startThrowawayPostgres } from '@portcullis/server/testing';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');
const PASSWORD = 'Bench#Password1';
const rule = { id: 'r', group: true, type: 'AND', rules: [] };

function start(
  dataDir: string,
  port: number,
  databaseUrl?: string,
  extraEnv: Record<string, string> = {},
): { child: ChildProcess; ready: Promise<void>; exited: Promise<{ code: number | null; output: string }> } {
  // Run node directly (not through the tsx CLI) so signals reach the server process itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      PORTCULLIS_DATA_DIR: dataDir,
      PORTCULLIS_ADMIN_PASSWORD: PASSWORD,
      PORTCULLIS_SEED_USERS: '500',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      output += d;
      if (output.includes('running at')) resolve();
    });
    child.stderr!.on('data', (d) => {
      output += d;
    });
    child.on('exit', () => reject(new Error(`server exited before it was ready: ${output}`)));
  });
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  ready.catch(() => undefined);
  return { child, ready, exited };
}

async function signIn(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'admin', Password: PASSWORD }),
  });
  return {
    cookie: res.headers.get('set-cookie')!.split(';')[0]!,
    'content-type': 'application/json',
    'x-requested-with': 'portcullis',
  };
}

/** kill -9 under write load, restart, every acknowledged write present; a second opener refused; SIGTERM clean. */
export async function benchCrash({ port = 18_431, writeMs = 4000 } = {}): Promise<void> {
  await crashOn('embedded', port, writeMs);
  const cluster = await startThrowawayPostgres();
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE bench_crash');
    await admin.query('CREATE DATABASE bench_crash_two');
    await admin.end();
    await crashOn('PostgreSQL', port, writeMs, cluster.urlFor('bench_crash'));
    await crashOneOfTwo(port, writeMs, cluster.urlFor('bench_crash_two'));
  } finally {
    cluster.stop();
  }
}

async function crashOn(label: string, port: number, writeMs: number, databaseUrl?: string): Promise<void> {
  console.log(`\nTrust: crash (${label})`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portcullis-crash-'));
  try {
    const first = start(dataDir, port, databaseUrl);
    await first.ready;
    if (!databaseUrl) {
      const second = start(dataDir, port + 1);
      const refused = await second.exited;
      console.log(
        `  second process on the same data dir: exit ${refused.code}, "${refused.output.trim().split('\n').pop()}"`,
      );
    }

    const headers = await signIn(port);
    const acknowledged: string[] = [];
    let writing = true;
    const writers = Array.from({ length: 8 }, async () => {
      while (writing) {
        const name = `crash-${randomUUID()}`;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/rules/index`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ Name: name, Title: name, IsEnabled: true, Tree: rule }),
          });
          if (((await res.json()) as { Success: boolean }).Success) acknowledged.push(name);
        } catch {
          return; // the server is gone
        }
      }
    });
    await new Promise((r) => setTimeout(r, writeMs));
    first.child.kill('SIGKILL');
    writing = false;
    await Promise.all(writers);
    await first.exited;

    const again = start(dataDir, port, databaseUrl);
    await again.ready;
    const h2 = await signIn(port);
    const present = new Set<string>();
    for (let page = 1; ; page++) {
      const list = await fetch(`http://127.0.0.1:${port}/rules/list`, {
        method: 'POST',
        headers: h2,
        body: JSON.stringify({
          CurrentPage: page,
          ItemPerPage: 1000,
          Filters: [{ Column: 'Name', Value: 'crash-', Operator: 2 }],
        }),
      });
      const rows = ((await list.json()) as { Data: { Data: Array<{ Name: string }> } }).Data.Data;
      for (const r of rows) present.add(r.Name);
      if (rows.length < 1000) break;
    }
    const lost = acknowledged.filter((n) => !present.has(n)).length;
    console.log(
      `  kill -9 under write load: acknowledged=${acknowledged.length} present after restart=${present.size} lost=${lost}`,
    );

    again.child.kill('SIGTERM');
    const stopped = await again.exited;
    console.log(
      `  SIGTERM: exit ${stopped.code}${databaseUrl ? '' : `, lock file removed: ${!existsSync(path.join(dataDir, 'portcullis.lock'))}`}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Two processes on one PostgreSQL, writes to both, one killed with SIGKILL: what either acknowledged is kept. */
async function crashOneOfTwo(port: number, writeMs: number, databaseUrl: string): Promise<void> {
  console.log('\nTrust: crash (PostgreSQL, one of two processes)');
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'portcullis-crash-')));
  // Processes of one database share the sealing key (http/secret-key-check.ts).
  const key = { PORTCULLIS_SECRET_KEY: randomBytes(32).toString('base64') };
  const started: ReturnType<typeof start>[] = [];
  try {
    // One after the other: the first creates and seeds the database.
    const kept = start(dataDirs[0]!, port, databaseUrl, key);
    started.push(kept);
    await kept.ready;
    const killed = start(dataDirs[1]!, port + 1, databaseUrl, key);
    started.push(killed);
    await killed.ready;
    const headers = [await signIn(port), await signIn(port + 1)];
    const acknowledged: string[] = [];
    let writing = true;
    const writers = Array.from({ length: 8 }, async (_, n) => {
      for (let i = 0; writing; i++) {
        const side = (i + n) % 2;
        const name = `crash2-${randomUUID()}`;
        try {
          const res = await fetch(`http://127.0.0.1:${port + side}/rules/index`, {
            method: 'POST',
            headers: headers[side]!,
            body: JSON.stringify({ Name: name, Title: name, IsEnabled: true, Tree: rule }),
          });
          if (((await res.json()) as { Success: boolean }).Success) acknowledged.push(name);
        } catch {
          // the killed process is gone: the writer goes on with the other
        }
      }
    });
    await new Promise((r) => setTimeout(r, writeMs));
    killed.child.kill('SIGKILL');
    await killed.exited;
    const atKill = acknowledged.length;
    await new Promise((r) => setTimeout(r, writeMs / 2));
    writing = false;
    await Promise.all(writers);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const present = new Set(
      (await db.query<{ name: string }>("SELECT name FROM rules WHERE name LIKE 'crash2-%'")).rows.map((r) => r.name),
    );
    await db.end();
    const lost = acknowledged.filter((n) => !present.has(n)).length;
    console.log(
      `  kill -9 of one under writes to both: acknowledged=${acknowledged.length} (${atKill} before the kill) present=${present.size} lost=${lost}`,
    );
    kept.child.kill('SIGTERM');
    console.log(`  the other, SIGTERM: exit ${(await kept.exited).code}`);
  } finally {
    for (const p of started) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
