import Fastify from 'fastify';
import { createServer } from '@portcullis/server';
import { alternate, loadFromWorker, machineConditions, printRow, printVerdict } from './stats';

/**
 * P6: GET /dashboard/Statistics signed in (session check, CSRF and access checks, cache, envelope,
 * security headers) against a bare Fastify route returning the same JSON bytes from memory. Both
 * servers run in this process; the load comes from one worker thread with keep-alive connections;
 * each round alternates which goes first, after a warm-up of both.
 */
export async function benchCachedRead({ requests = 3000, concurrency = 16, rounds = 6 } = {}): Promise<void> {
  console.log('\nP6 GET /dashboard/Statistics signed in (cached) vs bare Fastify serving the same JSON');
  console.log(`  ${machineConditions()}`);
  console.log(
    `  ${rounds} alternating rounds × ${requests} requests, ${concurrency} keep-alive connections from a worker thread`,
  );
  const server = await createServer({ port: 0, seedUsers: 2000, adminPassword: 'Bench#Password1' });
  const bare = Fastify();
  try {
    const login = await fetch(server.url + '/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'admin', Password: 'Bench#Password1' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const statistics = { url: server.url + '/dashboard/Statistics', headers: { cookie } };
    const payload = await (await fetch(statistics.url, { headers: { cookie } })).text();
    if (!JSON.parse(payload).Success) throw new Error('statistics call failed');
    bare.get('/bare', async (_req, reply) => reply.type('application/json; charset=utf-8').send(payload));
    const bareUrl = (await bare.listen({ port: 0, host: '127.0.0.1' })) + '/bare';

    const result = await alternate(
      {
        bare: () => loadFromWorker({ url: bareUrl }, requests, concurrency),
        api: () => loadFromWorker(statistics, requests, concurrency),
      },
      rounds,
    );
    printRow('bare Fastify, same JSON', result.bare);
    printRow('GET /dashboard/Statistics (signed in)', result.api);
    const ratio = result.api.perSecond / result.bare.perSecond;
    printVerdict('P6 throughput Statistics / bare Fastify', ratio, '≥ 0.50', ratio >= 0.5);
  } finally {
    await bare.close();
    await server.close();
  }
}
