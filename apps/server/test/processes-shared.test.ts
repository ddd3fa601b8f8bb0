import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portcullis/api-client/contract';
import type { DashboardStatistics, PagedData, UserRow, UserSourceOption } from '@portcullis/api-client';
import { DEFAULT_SIGN_IN_THROTTLE } from '../src/engine/auth/sign-in-throttle';
import {
  createProcessDatabase,
  PROCESS_ADMIN_PASSWORD,
  startProcess,
  type ServerProcess,
} from './fixtures/server-processes';

const failSignIn = (url: string) =>
  fetch(`${url}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ UserName: 'admin', Password: 'not the password' }),
  });

const jsonHeaders = { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };

async function signIn(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/account/login`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ UserName: 'admin', Password: PROCESS_ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return { ...jsonHeaders, cookie: res.headers.get('set-cookie')!.split(';')[0]! };
}

async function call<T>(url: string, headers: Record<string, string>, method: string, path: string, body?: unknown) {
  const res = await fetch(url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { Data: T }).Data;
}

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

  // Signs in before the throttle test spends the address's budget.
  it('show on A, on the very next request, a cached statistic and a cached list total changed through B', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const onA = await signIn(a.url);
    const onB = await signIn(b.url);
    const statistics = () => call<DashboardStatistics>(a.url, onA, 'GET', '/dashboard/Statistics');
    const searchTotal = async (text: string) =>
      (
        await call<PagedData<UserRow>>(a.url, onA, 'POST', '/user/userlist', {
          CurrentPage: 1,
          ItemPerPage: 25,
          Sorts: [],
          Filters: [{ Column: 'DisplayName', Columns: ['DisplayName', 'Email'], Value: text, Operator: 4 }],
        })
      ).TotalItemCount;
    const sources = await call<UserSourceOption[]>(b.url, onB, 'GET', '/user/SourcesCompact');

    for (let round = 0; round < 5; round++) {
      // A caches both (asked twice: the second answer is the cache's).
      const before = await statistics();
      expect(await statistics()).toEqual(before);
      const name = `Process Quoll ${round}`;
      expect(await searchTotal(name)).toBe(0);
      expect(await searchTotal(name)).toBe(0);

      await call(b.url, onB, 'POST', '/group/SaveGroupDef', {
        Name: `processes-group-${round}`,
        Title: `Processes group ${round}`,
        State: 1,
      });
      await call(b.url, onB, 'POST', '/user/createuser', {
        UserName: `process.quoll.${round}`,
        DisplayName: name,
        UserSourceId: sources[0]!.UserSourceId,
        UserType: 0,
        IsEnabled: true,
        Password: 'Str0ng#Pass',
      });
      const after = await statistics();
      expect([after.TotalGroupCount, after.TotalUserCount]).toEqual([
        before.TotalGroupCount + 1,
        before.TotalUserCount + 1,
      ]);
      expect(await searchTotal(name)).toBe(1);
    }
  });

  it('refuse a process started with another secret key than the first one (sealed secrets would not be readable)', async () => {
    const refused = await startProcess({
      DATABASE_URL: database.url,
      PORTCULLIS_SECRET_KEY: Buffer.alloc(32, 9).toString('base64'),
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toContain('must be started with the same PORTCULLIS_SECRET_KEY');
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
