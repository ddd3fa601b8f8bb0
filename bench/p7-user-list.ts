import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { createServer } from '@portcullis/server';
import { measure, percentile, printRatio, printRow, summarize } from './stats';

/**
 * P7: paged, filtered and sorted user lists over 100 000 users on embedded PGlite, while the event
 * loop stays free: PGlite runs in a worker thread, so a ping route answers as fast under list load
 * as when idle. Ratios: ping p95 under load / idle, and the loop's p99 delay.
 */
export async function benchUserList({ users = 100_000, requests = 400, concurrency = 8 } = {}): Promise<void> {
  console.log(`\nP7 user list on PGlite with ${users.toLocaleString('en')} users (event loop kept free)`);
  const t0 = performance.now();
  const server = await createServer({ port: 0, seedUsers: users, adminPassword: 'Bench#Password1' });
  console.log(`  seeded and started in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const ping = Fastify();
  ping.get('/ping', async () => ({ ok: true }));
  const pingUrl = await ping.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await fetch(server.url + '/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'admin', Password: 'Bench#Password1' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const headers = { cookie, 'content-type': 'application/json', 'x-requested-with': 'portcullis' };
    const names = ['Ada', 'Grace', 'Linus', 'Barbara', 'Edsger', 'Radia', 'Hedy', 'Leslie'];
    const listCall = async (i: number) => {
      const body = {
        CurrentPage: 1 + (i % 40),
        ItemPerPage: 25,
        Sorts: [{ Column: i % 2 ? 'UserName' : 'CreatedDate', Asc: i % 3 === 0 }],
        Filters:
          i % 4 === 0
            ? []
            : [
                {
                  Column: 'DisplayName',
                  Columns: ['DisplayName', 'Email'],
                  Value: names[i % names.length],
                  Operator: 4,
                },
              ],
      };
      const res = await fetch(server.url + '/user/userlist', { method: 'POST', headers, body: JSON.stringify(body) });
      const json = (await res.json()) as { Success: boolean };
      if (!json.Success) throw new Error('list call failed');
    };
    const pingCall = async () => void (await (await fetch(pingUrl + '/ping')).arrayBuffer());

    await measure(20, 4, listCall); // warm-up
    const idle = await measure(400, 1, pingCall);
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const pingsUnderLoad: number[] = [];
    let listing = true;
    const pinger = (async () => {
      while (listing) {
        const t = performance.now();
        await pingCall();
        pingsUnderLoad.push(performance.now() - t);
      }
    })();
    const list = await measure(requests, concurrency, listCall);
    listing = false;
    await pinger;
    loop.disable();

    const l = summarize(list.samples, list.wallMs);
    const idleP95 = percentile(idle.samples, 95);
    const loadP95 = percentile(pingsUnderLoad, 95);
    printRow('POST /user/userlist (searched, sorted)', l);
    printRow('ping idle', summarize(idle.samples, idle.wallMs));
    console.log(`  ping under list load                   n=${pingsUnderLoad.length}  p95=${loadP95.toFixed(2)} ms`);
    console.log(
      `  event-loop delay during load            p99=${(loop.percentile(99) / 1e6).toFixed(2)} ms  max=${(loop.max / 1e6).toFixed(2)} ms`,
    );
    printRatio('ping p95 under load / idle', loadP95 / idleP95);
  } finally {
    await ping.close();
    await server.close();
  }
}
