import { describe, expect, it } from 'vitest';
import {
  Permissions as P,
  type SharedRevealAccess,
  type SharedRevealFlow,
  type SharedRevealRequest,
  type User,
} from '@portcullis/api-client/contract';
import type { Engine, TestActor } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';

type Row = Record<string, unknown>;

/**
 * A shared account's password reveal through an approval flow (§4 shared accounts, issue 27) on both
 * databases: a delegated user requests, another delegated user (the flow's Owners approvers) approves,
 * the requester reveals within the window; the requester cannot approve their own request, a reveal
 * before approval is refused (and audited), a non-delegated user is refused, and without a flow the
 * direct reveal stays.
 */
describe.each(['pglite', 'postgres'] as Engine[])('shared-account reveal through a flow on %s', (engine) => {
  const s = useTestServer(engine);
  const post = <T = Row>(path: string, body: unknown = {}, cookie = s.admin) =>
    s.t.call<T>('POST', path, { cookie, body });
  const get = <T = Row>(path: string, cookie = s.admin) => s.t.call<T>('GET', path, { cookie });
  let n = 0;

  async function sharedAccount(delegates: TestActor[]): Promise<string> {
    const [source] = await s.t.server.db.query<{ id: string }>(
      "SELECT user_source_id::text AS id FROM user_sources WHERE name = 'local'",
    );
    const created = await post<User>('/user/createuser', {
      UserName: `reveal.shared${++n}`,
      UserSourceId: source!.id,
      UserType: 1,
      IsEnabled: true,
      Password: 'Rec3ption#Desk',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.Data!.UserId;
    for (const who of delegates) {
      const owned = await post('/ObjectOwner/Save', {
        ObjectTypeName: 'User',
        ObjectId: id,
        OwnerUserId: who.userId,
        OwnerType: 0,
      });
      expect(owned.status, JSON.stringify(owned.body)).toBe(200);
    }
    return id;
  }

  async function ownersFlow(): Promise<string> {
    const saved = await post('/flow/save', {
      Title: `Reveal approval ${++n}`,
      Name: `reveal-approval-${n}`,
      StageOrder: 0,
      Stages: [{ Title: 'Delegates', Approvers: [{ Kind: 'Owners' }], Decision: 'AnyOf' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return String(saved.body.Data!.FlowId);
  }

  const reveal = (id: string, who: TestActor) =>
    post<{ Password: string }>(`/user/${id}/shared-password`, {}, who.cookie);
  const access = (id: string, who: TestActor) =>
    get<SharedRevealAccess>(`/user/${id}/shared-password/access`, who.cookie);

  it('reveals only after another delegated user approves, within the window', async () => {
    const [requester, colleague, stranger] = [await s.t.actor([]), await s.t.actor([]), await s.t.actor([])];
    const id = await sharedAccount([requester, colleague]);
    expect((await access(id, requester)).body.Data).toMatchObject({ State: 'Direct', FlowId: null });
    const flowId = await ownersFlow();
    const set = await post<SharedRevealFlow>(`/user/${id}/shared-password/flow`, { FlowId: flowId });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await get<SharedRevealFlow>(`/user/${id}/shared-password/flow`)).body.Data).toEqual(set.body.Data);

    const early = await reveal(id, requester);
    expect(early.status).toBe(403);
    expect(early.body.Message).toBe(
      `Revealing this password needs approval through ${set.body.Data!.FlowTitle}: request access first.`,
    );

    const requested = await post<SharedRevealAccess>(`/user/${id}/shared-password/request`, {}, requester.cookie);
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(requested.body.Data).toMatchObject({ State: 'Pending', FlowId: flowId });
    const itemId = requested.body.Data!.FlowItemId!;
    const again = await post(`/user/${id}/shared-password/request`, {}, requester.cookie);
    expect(again.status).toBe(400);
    expect(again.body.Message).toBe('Your request to reveal this password already waits for approval.');

    const pending = await reveal(id, requester);
    expect(pending.status).toBe(403);
    expect(pending.body.Message).toBe('Your request to reveal this password waits for approval.');
    const own = await post(`/flow/items/${itemId}/approve`, {}, requester.cookie);
    expect(own.status).toBe(403);
    expect(own.body.Message).toBe('You cannot decide your own request.');
    expect((await post(`/flow/items/${itemId}/approve`, {}, stranger.cookie)).status).toBe(403);

    // The colleague sees the request waiting for them; the requester sees none of their own.
    const waiting = (who: TestActor) =>
      get<SharedRevealRequest[]>(`/user/${id}/shared-password/requests`, who.cookie).then((r) => r.body.Data!);
    expect(await waiting(colleague)).toEqual([
      expect.objectContaining({ FlowItemId: itemId, RequesterId: requester.userId }),
    ]);
    expect(await waiting(requester)).toEqual([]);

    const approved = await post<Row>(
      `/flow/items/${itemId}/approve`,
      { Justification: 'Front desk' },
      colleague.cookie,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.Data).toMatchObject({ State: 'Approved', SubjectType: 'SharedAccountReveal' });
    expect(await waiting(colleague)).toEqual([]);
    const open = (await access(id, requester)).body.Data!;
    expect(open.State).toBe('Approved');
    const expiresIn = Date.parse(open.ExpiresDate!) - Date.now();
    expect(expiresIn).toBeGreaterThan(50 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
    for (let i = 0; i < 2; i++) expect((await reveal(id, requester)).body.Data).toEqual({ Password: 'Rec3ption#Desk' });
    // The approval is the requester's own: the colleague, also delegated, still needs one.
    expect((await reveal(id, colleague)).status).toBe(403);

    // Past the window the request is closed again.
    await s.t.server.db.query(
      "UPDATE shared_account_reveal_requests SET expires_date = now() - interval '1 second' WHERE account_id = $1",
      [id],
    );
    expect((await access(id, requester)).body.Data!.State).toBe('None');
    expect((await reveal(id, requester)).status).toBe(403);

    const audited = await s.t.server.db.query<{ action: string; name: string; n: number }>(
      `SELECT e.action, t.name, count(*)::int AS n FROM audit_entries e JOIN audit_types t ON t.audit_type_id = e.audit_type_id
        WHERE e.target_type = 'User' AND e.target_id = $1 GROUP BY e.action, t.name ORDER BY e.action, t.name`,
      [id],
    );
    expect(audited.filter((a) => a.action.startsWith('users.') && a.action !== 'users.createUser')).toEqual([
      { action: 'users.requestSharedReveal', name: 'ConsoleChange', n: 1 },
      { action: 'users.revealSharedPassword', name: 'AccessRefused', n: 4 },
      { action: 'users.revealSharedPassword', name: 'ConsoleChange', n: 2 },
      { action: 'users.saveSharedRevealFlow', name: 'ConsoleChange', n: 1 },
    ]);
  });

  it('refuses a user the account is not delegated to, and a denied request reveals nothing', async () => {
    const [requester, colleague, stranger] = [await s.t.actor([]), await s.t.actor([]), await s.t.actor([])];
    const id = await sharedAccount([requester, colleague]);
    expect((await post(`/user/${id}/shared-password/flow`, { FlowId: await ownersFlow() })).status).toBe(200);
    for (const path of ['request', 'access'] as const) {
      const res =
        path === 'request'
          ? await post(`/user/${id}/shared-password/request`, {}, stranger.cookie)
          : await get(`/user/${id}/shared-password/access`, stranger.cookie);
      expect(res.status, path).toBe(403);
      expect(res.body.Message).toBe('This shared account is not delegated to you.');
    }
    expect((await reveal(id, stranger)).status).toBe(403);

    const itemId = (await post<SharedRevealAccess>(`/user/${id}/shared-password/request`, {}, requester.cookie)).body
      .Data!.FlowItemId!;
    expect((await post(`/flow/items/${itemId}/deny`, {}, colleague.cookie)).status).toBe(200);
    expect((await access(id, requester)).body.Data!.State).toBe('Denied');
    expect((await reveal(id, requester)).status).toBe(403);
    // A denied request may be asked again; asked twice at once, one request waits and the other is refused.
    const twice = await Promise.all(
      [1, 2].map(() => post<SharedRevealAccess>(`/user/${id}/shared-password/request`, {}, requester.cookie)),
    );
    expect(twice.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(twice.find((r) => r.status === 200)!.body.Data).toMatchObject({ State: 'Pending' });
    expect(twice.find((r) => r.status === 400)!.body.Message).toBe(
      'Your request to reveal this password already waits for approval.',
    );

    // Without a flow the direct reveal stays (and asking for approval is pointless).
    expect((await post(`/user/${id}/shared-password/flow`, { FlowId: null })).status).toBe(200);
    expect((await reveal(id, colleague)).body.Data).toEqual({ Password: 'Rec3ption#Desk' });
    const direct = await post(`/user/${id}/shared-password/request`, {}, colleague.cookie);
    expect(direct.status).toBe(400);
    expect(direct.body.Message).toBe('This shared account needs no approval: reveal its password directly.');
  });

  it('refuses bad flow settings with a clear envelope', async () => {
    const id = await sharedAccount([]);
    const missing = await post(`/user/${id}/shared-password/flow`, { FlowId: '00000000-0000-4000-8000-000000000009' });
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe('The approval flow does not exist.');
    expect((await post(`/user/${id}/shared-password/flow`, { FlowId: "1' OR 1=1" })).status).toBe(400);
    const standard = await s.t.actor([]);
    const notShared = await post(`/user/${standard.userId}/shared-password/flow`, { FlowId: null });
    expect(notShared.status).toBe(400);
    expect(notShared.body.Message).toBe('Only a shared account has a password to reveal.');
    const limited = await s.t.signInWith([P.UserView]);
    expect((await post(`/user/${id}/shared-password/flow`, { FlowId: null }, limited)).status).toBe(403);
  });
});
