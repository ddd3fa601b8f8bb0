import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portcullis/api-client/contract';
import { DEFAULT_SIGN_IN_THROTTLE } from '../src/http/sign-in-throttle';
import { createProcessDatabase, startProcess, type ServerProcess } from './fixtures/server-processes';

const failSignIn = (url: string) =>
  fetch(`${url}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ UserName: 'admin', Password: 'not the password' }),
  });

/** Issue 24: two server processes on one PostgreSQL share what users see. */
describe('two server processes on one PostgreSQL', () => {
  const processes: ServerProcess[] = [];
  let database: { url: string; drop: () => Promise<void> };

  beforeAll(async () => {
    database = await createProcessDatabase(inject('pgUrl'));
    // One after the other: the first creates and seeds the database.
    processes.push(await startProcess({ DATABASE_URL: database.url }));
    processes.push(await startProcess({ DATABASE_URL: database.url }));
  });

  afterAll(async () => {
    for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGTERM');
    await Promise.all(processes.map((p) => p.exited));
    await database?.drop();
  });

  it('draw failed sign-ins from one throttle budget per address', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const statuses: number[] = [];
    // The default burst, alternating processes: each alone would allow it twice over.
    for (let i = 0; i < DEFAULT_SIGN_IN_THROTTLE.burst; i++)
      statuses.push((await failSignIn(i % 2 ? b.url : a.url)).status);
    expect(statuses).toEqual(Array(DEFAULT_SIGN_IN_THROTTLE.burst).fill(400));
    for (const p of [a, b]) {
      const refused = await failSignIn(p.url);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
