import { describe, expect, it } from 'vitest';
import type { DashboardStatistics, PagedData, UserRow, UserSourceOption } from '@portcullis/api-client';
import { DEFAULT_SIGN_IN_THROTTLE } from '../src/engine/auth/sign-in-throttle';
import {
  callProcess,
  PROCESS_JSON_HEADERS,
  signInToProcess,
  startProcess,
  useTwoProcesses,
  type ServerProcess,
} from './fixtures/server-processes';

const failSignIn = (url: string) =>
  fetch(`${url}/account/login`, {
    method: 'POST',
    headers: PROCESS_JSON_HEADERS,
    body: JSON.stringify({ UserName: 'admin', Password: 'not the password' }),
  });

/** Issue 24: two server processes on one PostgreSQL share what users see. */
describe('two server processes on one PostgreSQL', () => {
  const shared = useTwoProcesses();
  const { processes } = shared;

  // Signs in before the throttle test spends the address's budget.
  it('show on A, on the very next request, a cached statistic and a cached list total changed through B', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const onA = await signInToProcess(a.url);
    const onB = await signInToProcess(b.url);
    const statistics = () => callProcess<DashboardStatistics>(a.url, onA, 'GET', '/dashboard/Statistics');
    const searchTotal = async (text: string) =>
      (
        await callProcess<PagedData<UserRow>>(a.url, onA, 'POST', '/user/userlist', {
          CurrentPage: 1,
          ItemPerPage: 25,
          Sorts: [],
          Filters: [{ Column: 'DisplayName', Columns: ['DisplayName', 'Email'], Value: text, Operator: 4 }],
        })
      ).TotalItemCount;
    const sources = await callProcess<UserSourceOption[]>(b.url, onB, 'GET', '/user/SourcesCompact');

    for (let round = 0; round < 5; round++) {
      // A caches both (asked twice: the second answer is the cache's).
      const before = await statistics();
      expect(await statistics()).toEqual(before);
      const name = `Process Quoll ${round}`;
      expect(await searchTotal(name)).toBe(0);
      expect(await searchTotal(name)).toBe(0);

      await callProcess(b.url, onB, 'POST', '/group/SaveGroupDef', {
        Name: `processes-group-${round}`,
        Title: `Processes group ${round}`,
        State: 1,
      });
      await callProcess(b.url, onB, 'POST', '/user/createuser', {
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
      DATABASE_URL: shared.databaseUrl,
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
