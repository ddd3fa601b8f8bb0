import pg from 'pg';
import { createServer, type PortcullisServer } from '@portcullis/server';
import { startThrowawayPostgres } from '@portcullis/server/testing';
import { fmt, machineConditions, measure, printRow, printVerdict, summarize, type LatencySummary } from './stats';

/** The hand-written baseline: the same count and page with plain indexed SQL, straight on the pool. */
const HAND_COUNT = 'SELECT count(*)::int AS n FROM users WHERE user_type = 0';
const HAND_PAGE = `SELECT u.user_id, u.user_name, u.email, s.title FROM users u LEFT JOIN user_sources s ON s.user_source_id = u.user_source_id
  WHERE u.user_type = 0 ORDER BY u.created_date DESC, u.user_id DESC LIMIT 25 OFFSET $1`;

/** The channel on which the server hears that the user list's totals changed (migration 042). */
const LISTS_CHANNEL = 'portcullis_lists';

/**
 * P1: the user list filtered (Standard users) and sorted (newest first) with its total count, over
 * 1 000 000 users on PostgreSQL (or `databaseUrl`, already seeded). Every measured page — the first, a
 * quarter in, the middle (the deepest any page reads), three quarters in and the last — against page 1
 * (goal ≤ 3), and the API against the hand-written SQL on page 1 (goal ≤ 2). Rounds alternate the order
 * of the pages after a warm-up of each.
 *
 * Judged as the issue measured it: each request counts its total, as the first request after any change
 * to the users does (before each sample the bench notifies the server that the list changed, untimed), and
 * as the hand-written SQL always does. Paging on with the total already kept (ServerContext.listCounts)
 * is printed too: page 1 is then one short index read, so that ratio shows how deep the OFFSET reads.
 */
export async function benchUserList1m({ users = 1_000_000, samples = 12, rounds = 3, databaseUrl = '' } = {}) {
  console.log(
    `\nP1 user list over ${users.toLocaleString('en')} users on PostgreSQL (filtered, sorted, with the total)`,
  );
  console.log(`  ${machineConditions()}`);
  const cluster = databaseUrl ? null : await startThrowawayPostgres();
  const url = databaseUrl || cluster!.urlFor('bench_p1');
  let server: PortcullisServer | undefined;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    if (cluster) {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('CREATE DATABASE bench_p1');
      await admin.end();
    }
    const t0 = performance.now();
    server = await createServer({ port: 0, seedUsers: users, adminPassword: 'Bench#Password1', databaseUrl: url });
    console.log(`  seeded and started in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await server.db.query('VACUUM ANALYZE users');
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
      const body = (await res.json()) as { Data: { TotalItemCount: number; Data: unknown[] } };
      if (!res.ok || !body.Data.TotalItemCount || body.Data.Data.length === 0)
        throw new Error(`userlist page ${page} answered ${res.status}`);
    };
    const hand = async () => {
      await pool.query(HAND_COUNT);
      await pool.query(HAND_PAGE, [0]);
    };
    const [{ n: total }] = (await pool.query<{ n: number }>(HAND_COUNT)).rows as [{ n: number }];
    const last = Math.ceil(total / 25);
    const pages: Record<string, number> = {
      'page 1': 1,
      'page ¼': Math.round(last / 4),
      'page ½ (deepest read)': Math.round(last / 2),
      'page ¾': Math.round((3 * last) / 4),
      [`last page (${last.toLocaleString('en')})`]: last,
    };
    // Untimed: tell the server the list changed, and give the notification time to arrive.
    const dropTotals = async () => {
      await pool.query(`NOTIFY ${LISTS_CHANNEL}`);
      await new Promise((r) => setTimeout(r, 30));
    };
    const conditions = [
      { name: 'total counted per request', before: dropTotals },
      { name: 'paging on, total kept', before: undefined },
    ];
    const tasks: Record<string, { run: () => Promise<void>; before?: () => Promise<void> }> = {
      'hand-written SQL page 1': { run: hand },
    };
    for (const c of conditions)
      for (const [label, page] of Object.entries(pages))
        tasks[`API ${label}, ${c.name}`] = { run: api(page), before: c.before };
    const labels = Object.keys(tasks);
    for (const label of labels) await measure(3, 1, tasks[label]!.run, tasks[label]!.before); // warm-up
    const pooled = Object.fromEntries(labels.map((l) => [l, [] as number[]]));
    const walls = Object.fromEntries(labels.map((l) => [l, 0]));
    for (let round = 0; round < rounds; round++) {
      for (const label of round % 2 ? [...labels].reverse() : labels) {
        const m = await measure(samples, 1, tasks[label]!.run, tasks[label]!.before);
        pooled[label]!.push(...m.samples);
        walls[label]! += m.wallMs;
      }
    }
    const result: Record<string, LatencySummary> = Object.fromEntries(
      labels.map((l) => [l, summarize(pooled[l]!, walls[l]!)]),
    );
    for (const label of labels) printRow(label, result[label]!);
    const [counted, kept] = conditions.map((c) => (label: string) => result[`API ${label}, ${c.name}`]!);
    if (counted!('page 1').p50 < 5 * kept!('page 1').p50)
      throw new Error('Page 1 cost about the same with and without its total kept: the totals were not dropped.');
    const apiVsHand = counted!('page 1').p50 / result['hand-written SQL page 1']!.p50;
    printVerdict('P1 API / hand-written SQL, page 1 (p50)', apiVsHand, '≤ 2', apiVsHand <= 2);
    const ratios = (of: (label: string) => LatencySummary, name: string) => {
      let worst = 0;
      for (const label of Object.keys(pages).slice(1)) {
        const ratio = of(label).p50 / of('page 1').p50;
        worst = Math.max(worst, ratio);
        console.log(`  ${name}: ${label.padEnd(24)} / page 1 (p50)  ${fmt(ratio)}`);
      }
      return worst;
    };
    const worst = ratios(counted!, 'counted');
    printVerdict('P1 slowest page / page 1 (p50), total counted', worst, '≤ 3', worst <= 3);
    const worstKept = ratios(kept!, 'kept');
    const slowestKept = Math.max(...Object.keys(pages).map((label) => kept!(label).p50));
    console.log(
      `  informational, total kept: slowest page ${fmt(slowestKept)} ms p50, ${fmt(worstKept)}× page 1 (${fmt(kept!('page 1').p50)} ms, one index read)`,
    );
  } finally {
    await pool.end();
    await server?.close();
    cluster?.stop();
  }
}
