import { describe, expect, it } from 'vitest';
import {
  CONSOLE_APPLICATION,
  Permissions,
  type Filter,
  type PagedData,
  type SessionDetail,
  type SessionRequest,
  type SessionRow,
  type TerminateResult,
} from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const EDGE_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0';
const PAGE = { CurrentPage: 1, ItemPerPage: 100 };

/**
 * Sessions (§2.8): console sign-ins are sessions of the console application, listed with what is known
 * of their client, recorded request by request, and ended on the server at once when terminated.
 */
describe.each(['pglite', 'postgres'] as Engine[])('sessions on %s', (engine) => {
  const s = useTestServer(engine);
  const post = <T>(path: string, body?: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });
  const signInAs = async (userName: string, password: string, userAgent: string) => {
    const res = await s.t.call('POST', '/account/login', {
      body: { UserName: userName, Password: password },
      headers: { 'user-agent': userAgent },
    });
    expect(res.status).toBe(200);
    return res.headers.get('set-cookie')!.split(';')[0]!;
  };
  const liveOf = async (filters: Filter[], cookie = s.admin) =>
    (await post<PagedData<SessionRow>>('/Session/List', { ...PAGE, Filters: filters }, cookie)).body.Data!;
  const canCall = async (cookie: string) => (await s.t.call('GET', '/account/current', { cookie })).status;

  it('lists a console sign-in with its user, application, address, browser and platform', async () => {
    const actor = await s.t.actor([Permissions.UserList]);
    const cookie = await signInAs(actor.userName, actor.password, FIREFOX_ON_WINDOWS);
    const live = await liveOf([{ Column: 'UserId', Value: actor.userId }]);
    // The actor helper signed in once already (no User-Agent), this is the second sign-in.
    expect(live.TotalItemCount).toBe(2);
    const row = live.Data.find((r) => r.Browser === 'Mozilla Firefox')!;
    expect(row).toMatchObject({
      UserName: actor.userName,
      ApplicationId: CONSOLE_APPLICATION.ApplicationId,
      ApplicationTitle: CONSOLE_APPLICATION.Title,
      Platform: 'Windows',
      IsConsole: true,
      IsCurrent: false,
      CountryCode: null,
    });
    expect(row.IpAddress).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    expect(new Date(row.ExpiresDate).getTime()).toBeGreaterThan(Date.now() + 7 * 3600_000);
    const own = await liveOf([{ Column: 'UserId', Value: actor.userId }], s.admin);
    expect(own.Data.every((r) => !r.IsCurrent)).toBe(true);
    expect(await canCall(cookie)).toBe(200);
  });

  it('narrows by application, user and browser, and keeps what the session did as its timeline', async () => {
    const actor = await s.t.actor([Permissions.GroupDefList, Permissions.GroupDefEdit]);
    const cookie = await signInAs(actor.userName, actor.password, EDGE_ON_MAC);
    await post('/user/userlist', { CurrentPage: 1, ItemPerPage: 5 }, cookie); // a read: not recorded
    const group = await post(
      '/group/SaveGroupDef',
      { Name: `grp-${engine}`, Title: 'Timeline group', State: 1 },
      cookie,
    );
    expect(group.status).toBe(200);
    const [session] = (
      await liveOf([
        { Column: 'UserId', Value: actor.userId },
        { Column: 'ApplicationId', Value: CONSOLE_APPLICATION.ApplicationId },
        { Column: 'Browser', Value: 'Microsoft Edge' },
      ])
    ).Data;
    expect(session!.Platform).toBe('macOS');
    expect((await post('/account/logout', undefined, cookie)).status).toBe(200);
    const timeline = (
      await post<PagedData<SessionRequest>>(`/Session/${session!.SessionId}/Requests`, {
        CurrentPage: 1,
        ItemPerPage: 10,
      })
    ).body.Data!;
    expect(timeline.Data.map((r) => r.Action)).toEqual(['account.logout', 'groups.saveGroupDef', 'account.login']);
    expect(timeline.Data[1]!.Description).toBe('Timeline group');
    const detail = (await s.t.call<SessionDetail>('GET', `/Session/Get/${session!.SessionId}`, { cookie: s.admin }))
      .body.Data!;
    expect(detail).toMatchObject({ State: 'Ended', EndReason: 'Signed out', RequestCount: 3, UserAgent: EDGE_ON_MAC });
    const other = await liveOf([{ Column: 'ApplicationId', Value: '00000000-0000-4000-8000-000000000999' }]);
    expect(other.TotalItemCount).toBe(0);
  });

  it('terminates one session: its cookie is refused at once, the detail says who ended it, one audit entry', async () => {
    const actor = await s.t.actor([Permissions.UserList]);
    const [session] = (await liveOf([{ Column: 'UserId', Value: actor.userId }])).Data;
    expect(await canCall(actor.cookie)).toBe(200);
    const audits = async () =>
      (
        await s.t.server.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM audit_entries WHERE action = 'sessions.terminate' AND target_id = $1",
          [session!.SessionId],
        )
      )[0]!.n;
    const ended = await post<TerminateResult>('/Session/Terminate', { SessionIds: [session!.SessionId] });
    expect(ended.body.Data).toEqual({ TerminatedCount: 1, EndedOwnSession: false });
    expect(await canCall(actor.cookie)).toBe(401);
    expect(await audits()).toBe(1);
    const detail = (await s.t.call<SessionDetail>('GET', `/Session/Get/${session!.SessionId}`, { cookie: s.admin }))
      .body.Data!;
    expect(detail).toMatchObject({ State: 'Ended', EndReason: 'Terminated by admin', EndedByUserName: 'admin' });
    expect((await liveOf([{ Column: 'UserId', Value: actor.userId }])).TotalItemCount).toBe(0);
    const again = await post<TerminateResult>('/Session/Terminate', { SessionIds: [session!.SessionId] });
    expect(again.body.Data!.TerminatedCount).toBe(0);
  });

  it("terminates all of a user's sessions, or every session matching the filters except the unticked", async () => {
    const a = await s.t.actor([Permissions.UserList]);
    const second = await signInAs(a.userName, a.password, FIREFOX_ON_WINDOWS);
    const all = await post<TerminateResult>(`/Session/TerminateUser/${a.userId}`);
    expect(all.body.Data!.TerminatedCount).toBe(2);
    expect([await canCall(a.cookie), await canCall(second)]).toEqual([401, 401]);

    const b = await s.t.actor([Permissions.UserList]);
    const kept = await signInAs(b.userName, b.password, EDGE_ON_MAC);
    const keptId = (
      await liveOf([
        { Column: 'UserId', Value: b.userId },
        { Column: 'Browser', Value: 'Microsoft Edge' },
      ])
    ).Data[0]!.SessionId;
    const matching = await post<TerminateResult>('/Session/Terminate', {
      AllMatching: { Filters: [{ Column: 'UserName', Value: b.userName, Operator: 0 }], ExceptIds: [keptId] },
    });
    expect(matching.body.Data!.TerminatedCount).toBe(1);
    expect([await canCall(b.cookie), await canCall(kept)]).toEqual([401, 200]);
    const both = await post('/Session/Terminate', { SessionIds: [keptId], AllMatching: { Filters: [] } });
    expect(both.status).toBe(400);
  });

  it("refuses to end a protected account's sessions for a helpdesk that lacks what it holds, and ends its own", async () => {
    const helpdesk = await s.t.actor([Permissions.SessionList, Permissions.SessionTerminate]);
    const [adminSession] = (await liveOf([{ Column: 'UserName', Value: 'admin', Operator: 0 }])).Data;
    const refused = await post('/Session/Terminate', { SessionIds: [adminSession!.SessionId] }, helpdesk.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toContain('super admin');
    expect(await canCall(s.admin)).toBe(200);
    const mineFirst = (await liveOf([{ Column: 'UserId', Value: helpdesk.userId }], helpdesk.cookie)).Data[0]!;
    const attempts = (
      await post<PagedData<SessionRequest>>(`/Session/${mineFirst.SessionId}/Requests`, PAGE, helpdesk.cookie)
    ).body.Data!.Data;
    expect(attempts[0]).toMatchObject({ Action: 'sessions.terminate', Description: refused.body.Message });
    const plain = await s.t.actor([]);
    const plainSession = (await liveOf([{ Column: 'UserId', Value: plain.userId }])).Data[0]!;
    const done = await post<TerminateResult>(
      '/Session/Terminate',
      { SessionIds: [plainSession.SessionId] },
      helpdesk.cookie,
    );
    expect(done.body.Data!.TerminatedCount).toBe(1);
    const mine = (await liveOf([{ Column: 'UserId', Value: helpdesk.userId }], helpdesk.cookie)).Data[0]!;
    expect(mine.IsCurrent).toBe(true);
    const own = await post<TerminateResult>('/Session/Terminate', { SessionIds: [mine.SessionId] }, helpdesk.cookie);
    expect(own.body.Data).toEqual({ TerminatedCount: 1, EndedOwnSession: true });
    expect(await canCall(helpdesk.cookie)).toBe(401);
    expect(
      (
        await post(
          '/Session/Terminate',
          { SessionIds: [adminSession!.SessionId] },
          await s.t.signInWith([Permissions.SessionList]),
        )
      ).status,
    ).toBe(403);
  });

  it('ends the session on sign-out and when the account changes, and counts it on the dashboard while live', async () => {
    const stats = async () =>
      (await s.t.call<{ ActiveSessionCount: number }>('GET', '/dashboard/Statistics', { cookie: s.admin })).body.Data!
        .ActiveSessionCount;
    const before = await stats();
    const actor = await s.t.actor([Permissions.UserList]);
    expect(await stats()).toBe(before + 1);
    const live = (
      await post<PagedData<{ SessionId: string; UserId: string }>>('/user/livetracking', { ...PAGE, Filters: [] })
    ).body.Data!;
    expect(live.Data.some((r) => r.UserId === actor.userId)).toBe(true);
    const [session] = (await liveOf([{ Column: 'UserId', Value: actor.userId }])).Data;
    expect((await post('/account/logout', undefined, actor.cookie)).status).toBe(200);
    expect(await stats()).toBe(before);
    const detail = (await s.t.call<SessionDetail>('GET', `/Session/Get/${session!.SessionId}`, { cookie: s.admin }))
      .body.Data!;
    expect(detail).toMatchObject({ State: 'Ended', EndReason: 'Signed out' });

    const changed = await s.t.actor([Permissions.UserList]);
    const [changedSession] = (await liveOf([{ Column: 'UserId', Value: changed.userId }])).Data;
    const reset = await post('/user/password', {
      UserId: changed.userId,
      Password: 'An0ther#Passw0rd',
      IsTemporary: false,
    });
    expect(reset.status).toBe(200);
    expect(await canCall(changed.cookie)).toBe(401);
    const changedDetail = (
      await s.t.call<SessionDetail>('GET', `/Session/Get/${changedSession!.SessionId}`, { cookie: s.admin })
    ).body.Data!;
    expect(changedDetail.State).toBe('Ended');
  });

  it('answers 404 for an unknown session or user, and 400 for a column outside the allow-list', async () => {
    const unknown = '00000000-0000-4000-8000-000000000999';
    expect((await s.t.call('GET', `/Session/Get/${unknown}`, { cookie: s.admin })).status).toBe(404);
    expect((await post(`/Session/${unknown}/Requests`, PAGE)).status).toBe(404);
    expect((await post(`/Session/TerminateUser/${unknown}`)).status).toBe(404);
    const bad = await post('/Session/List', { ...PAGE, Filters: [{ Column: 'token_hash', Value: 'x' }] });
    expect(bad.status).toBe(400);
  });
});

describe('the country of a session behind a trusted proxy', () => {
  const s = useTestServer('pglite', { trustProxy: '127.0.0.1,::1,::ffff:127.0.0.1' });

  it('comes from the proxy country header only when the proxy relayed the request', async () => {
    const signIn = async (headers: Record<string, string>) =>
      s.t.call('POST', '/account/login', {
        body: { UserName: 'admin', Password: 'Test#Admin-Password1' },
        headers: { 'user-agent': FIREFOX_ON_WINDOWS, ...headers },
      });
    await signIn({ 'x-forwarded-for': '203.0.113.7', 'cf-ipcountry': 'de' });
    await signIn({ 'cf-ipcountry': 'FR' }); // no proxy hop: the header is the client's own word
    const rows = (
      await s.t.call<PagedData<SessionRow>>('POST', '/Session/List', {
        cookie: s.admin,
        body: {
          ...PAGE,
          Filters: [
            { Column: 'Browser', Value: 'Mozilla Firefox' },
            { Column: 'UserName', Value: 'admin' },
          ],
        },
      })
    ).body.Data!.Data;
    expect(rows.map((r) => [r.IpAddress, r.CountryCode]).sort()).toEqual([
      ['127.0.0.1', null],
      ['203.0.113.7', 'DE'],
    ]);
  });
});
