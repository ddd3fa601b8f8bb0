import Fastify from 'fastify';
import { createServer } from '@portcullis/server';
import { measure, printRatio, printRow, summarize } from './stats';

/**
 * P6: a cached read through the whole pipeline (session check, validation, envelope, security headers)
 * against a bare Fastify route returning the same JSON from memory, in the same process and run.
 */
export async function benchCachedRead({ requests = 4000, concurrency = 16 } = {}): Promise<void> {
  console.log('\nP6 cached read vs bare Fastify route (same payload, same process)');
  const server = await createServer({ port: 0, seedUsers: 200, adminPassword: 'Bench#Password1' });
  const payload = await (await fetch(server.url + '/home/getstaticdata')).text();
  const bare = Fastify();
  bare.get('/bare', async (_req, reply) => reply.type('application/json').send(payload));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const hit = (url: string) => async () => {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    };
    await measure(300, concurrency, hit(bareUrl + '/bare')); // warm-up
    await measure(300, concurrency, hit(server.url + '/home/getstaticdata'));
    const base = await measure(requests, concurrency, hit(bareUrl + '/bare'));
    const cached = await measure(requests, concurrency, hit(server.url + '/home/getstaticdata'));
    const b = summarize(base.samples, base.wallMs);
    const c = summarize(cached.samples, cached.wallMs);
    printRow('bare Fastify route', b);
    printRow('GET /home/getstaticdata (cached)', c);
    printRatio('p95 cached / bare', c.p95 / b.p95);
    printRatio('throughput cached / bare', c.perSecond / b.perSecond);
  } finally {
    await bare.close();
    await server.close();
  }
}
