import pg from 'pg';
import { createServer, type PortcullisServer } from '@portcullis/server';
import { startThrowawayPostgres } from '@portcullis/server/testing';
import { measure, percentile, printRatio, printRow, summarize } from './stats';

/** The hand-written baseline: the same count and page with plain indexed SQL, straight on the pool. */
const HAND_COUNT = 'SELECT count(*)::int AS n FROM users WHERE user_type = 0';
const HAND_PAGE = `SELECT u.user_id, u.user_name, u.email, s.title FROM users u LEFT JOIN user_sources s ON s.user_source_id = u.user_source_id
  WHERE u.user_type = 0 ORDER BY u.created_date DESC, u.user_id DESC LIMIT 25 OFFSET $1`;

/**
 * P1: the user list filtered (Standard users) and sorted (newest first) with its total count, over
 * 1 000 000 users on PostgreSQL. Ratios in the same run: the API's p95 against the hand-written
 * indexed SQL (target ≤ 2), and page 10 000 against page 1 (target ≤ 3).
 */
export async function benchUserList1m({ users = 1_000_000, samples = 60 } = {}): Promise<void> {
  console.log(
    `\nP1 user list over ${users.toLocaleString('en')} users on PostgreSQL (filtered, sorted, with the total)`,
  );
  const cluster = await startThrowawayPostgres();
  let server: PortcullisServer | undefined;
  const pool = new pg.Pool({ connectionString: cluster.urlFor('bench_p1'), max: 2 });
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE bench_p1');
    await admin.end();
    const t0 = performance.now();
    server = await createServer({
      port: 0,
      seedUsers: users,
      adminPassword: 'Bench#Password1',
      databaseUrl: cluster.urlFor('bench_p1'),
    });
    console.log(`  seeded and started in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const login = await fetch(server.url + '/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'admin', Password: 'Bench#Password1' }),
    });
    const headers = {
      cookie: login.headers.get('set-cookie')!.split(';')[0]!,
      'content-type': 'application/json',
      'x-requested-with': 'portcullis',
    };
    const api = (page: number) => async () => {
      const res = await fetch(server!.url + '/user/userlist', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          CurrentPage: page,
          ItemPerPage: 25,
          Sorts: [{ Column: 'CreatedDate', Asc: false }],
          Filters: [{ Column: 'UserType', Value: 0 }],
        }),
      });
      const body = (await res.json()) as { Data: { TotalItemCount: number } };
      if (!res.ok || !body.Data.TotalItemCount) throw new Error(`userlist answered ${res.status}`);
    };
    const hand = (page: number) => async () => {
      await pool.query(HAND_COUNT);
      await pool.query(HAND_PAGE, [(page - 1) * 25]);
    };
    const run = async (task: () => Promise<void>) => {
      const m = await measure(samples, 1, task);
      return summarize(m.samples, m.wallMs);
    };
    await measure(5, 1, api(1));
    await measure(5, 1, hand(1));
    const api1 = await run(api(1));
    const hand1 = await run(hand(1));
    const api10k = await run(api(10_000));
    const hand10k = await run(hand(10_000));
    printRow('API page 1', api1);
    printRow('hand-written SQL page 1', hand1);
    printRow('API page 10 000', api10k);
    printRow('hand-written SQL page 10 000', hand10k);
    printRatio('API / hand-written p95 (page 1)', api1.p95 / hand1.p95, '≤ 2');
    printRatio('API / hand-written p95 (page 10 000)', api10k.p95 / hand10k.p95, '≤ 2');
    printRatio('API page 10 000 / page 1 (p95)', api10k.p95 / api1.p95, '≤ 3');
  } finally {
    await pool.end();
    await server?.close();
    await cluster.stop();
  }
}
