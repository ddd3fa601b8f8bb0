import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startThrowawayPostgres } from '@portcullis/server/testing';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');
const PASSWORD = 'Bench#Password1';
const rule = { id: 'r', group: true, type: 'AND', rules: [] };

function start(
  dataDir: string,
  port: number,
  databaseUrl?: string,
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
    await admin.end();
    await crashOn('PostgreSQL', port, writeMs, cluster.urlFor('bench_crash'));
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
