import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { createServer, type PortcullisServer } from '@portcullis/server';
import { startThrowawayPostgres } from '@portcullis/server/testing';
import { percentile } from '../stats';

const PASSWORD = 'Bench#Password1';
const rule = {
  id: 'r',
  group: true,
  type: 'AND',
  rules: [{ id: 'a', group: false, propertygroup: 'User', property: 'Email', operator: 'contains', value: 'example' }],
};

/** 100 clients on loopback for `seconds`: 80% reads, 20% writes; then every acknowledged write must be in the database. */
async function loadOn(label: string, server: PortcullisServer, seconds: number, clients: number) {
  const login = await fetch(server.url + '/account/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'admin', Password: PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const headers = { cookie, 'content-type': 'application/json', 'x-requested-with': 'portcullis' };
  const reads: Array<[string, string, unknown]> = [
    ['GET', '/dashboard/Statistics', undefined],
    ['POST', '/Audit/list', { CurrentPage: 1, ItemPerPage: 25 }],
    [
      'POST',
      '/dashboard/MFADisabledUsers',
      { CurrentPage: 3, ItemPerPage: 25, Sorts: [{ Column: 'UserName', Asc: true }] },
    ],
    ['GET', '/home/getstaticdata', undefined],
  ];
  const latencies: number[] = [];
  const acknowledged: string[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const client = async (n: number) => {
    for (let i = 0; Date.now() < until; i++) {
      const isWrite = (i + n) % 5 === 0;
      const name = `load-${randomUUID()}`;
      const [method, path, body] = isWrite
        ? ['POST', '/rules/index', { Name: name, Title: name, IsEnabled: true, Tree: rule }]
        : reads[(i + n) % reads.length]!;
      const t = performance.now();
      try {
        const res = await fetch(server.url + path, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const json = (await res.json()) as { Success: boolean };
        latencies.push(performance.now() - t);
        if (!json.Success) errors++;
        else if (isWrite) acknowledged.push(name);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  const rows = await server.db.query<{ name: string }>("SELECT name FROM rules WHERE name LIKE 'load-%'");
  const present = new Set(rows.map((r) => r.name));
  const lost = acknowledged.filter((n) => !present.has(n)).length;
  console.log(
    `  ${label.padEnd(11)} requests=${latencies.length} (${(latencies.length / seconds).toFixed(0)}/s) errors=${errors} p50=${percentile(latencies, 50).toFixed(1)} ms p99=${percentile(latencies, 99).toFixed(1)} ms writes acknowledged=${acknowledged.length} present=${present.size} lost=${lost}`,
  );
}

export async function benchLoad({
  seconds = Number(process.env.BENCH_SECONDS ?? 60),
  clients = 100,
} = {}): Promise<void> {
  console.log(`\nTrust: load, ${clients} clients for ${seconds} s on loopback (80% reads, 20% writes)`);
  const embedded = await createServer({ port: 0, seedUsers: 20_000, adminPassword: PASSWORD });
  try {
    await loadOn('PGlite', embedded, seconds, clients);
  } finally {
    await embedded.close();
  }
  const cluster = await startThrowawayPostgres();
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE bench_load');
    await admin.end();
    const server = await createServer({
      port: 0,
      seedUsers: 20_000,
      adminPassword: PASSWORD,
      databaseUrl: cluster.urlFor('bench_load'),
    });
    try {
      await loadOn('PostgreSQL', server, seconds, clients);
    } finally {
      await server.close();
    }
  } finally {
    cluster.stop();
  }
}
