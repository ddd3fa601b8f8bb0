import { describe, expect, it } from 'vitest';
import { Permissions, type PagedData, type TraceRequest, type TraceSession } from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';

const CONSOLE_APPLICATION_ID = '00000000-0000-4000-8000-000000000030';
const PAGE = { CurrentPage: 1, ItemPerPage: 50 };

describe.each(['pglite', 'postgres'] as Engine[])('request tracing on %s', (engine) => {
  const s = useTestServer(engine, { seedUsers: 5 });
  const start = (body: unknown, cookie = s.admin) =>
    s.t.call<TraceSession>('POST', '/tracing/sessions', { cookie, body });
  const requestsOf = async (traceId: string) =>
    (
      await s.t.call<PagedData<TraceRequest>>('POST', `/tracing/sessions/${traceId}/requests`, {
        cookie: s.admin,
        body: PAGE,
      })
    ).body.Data!;

  it("records a traced user's calls with database time and statement count, and not an untraced user's", async () => {
    const traced = await s.t.actor([Permissions.Trace]);
    const untraced = await s.t.actor([Permissions.Trace]);
    const saved = await start({ TargetType: 'User', UserId: traced.userId, DurationMinutes: 15 });
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toMatchObject({ TargetType: 'User', UserId: traced.userId, State: 'Active' });
    const traceId = saved.body.Data!.TraceId;

    expect((await s.t.call('POST', '/tracing/sessions/list', { cookie: traced.cookie, body: PAGE })).status).toBe(200);
    expect((await s.t.call('POST', '/tracing/sessions/list', { cookie: untraced.cookie, body: PAGE })).status).toBe(
      200,
    );
    expect((await s.t.call('GET', `/tracing/sessions/${traceId}?x=1`, { cookie: traced.cookie })).status).toBe(400);

    const recorded = await requestsOf(traceId);
    expect(recorded.Data.map((r) => [r.Method, r.Route, r.StatusCode])).toEqual([
      ['GET', '/tracing/sessions/:id', 400],
      ['POST', '/tracing/sessions/list', 200],
    ]);
    const listed = recorded.Data[1]!;
    expect(listed.UserId).toBe(traced.userId);
    expect(listed.QueryCount).toBeGreaterThan(1);
    expect(listed.DbMs).toBeGreaterThan(0);
    expect(listed.DurationMs).toBeGreaterThanOrEqual(listed.DbMs);
    // Only the route pattern: never the URL's query string, bodies or headers.
    expect(JSON.stringify(recorded)).not.toContain('x=1');
    const stored = await s.t.server.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM trace_requests WHERE user_id = $1',
      [untraced.userId],
    );
    expect(Number(stored[0]!.n)).toBe(0);
  });

  it('stops recording at the end date, and when ended early', async () => {
    const user = await s.t.actor([Permissions.Trace]);
    const traceId = (await start({ TargetType: 'User', UserId: user.userId, DurationMinutes: 60 })).body.Data!.TraceId;
    await s.t.server.db.query("UPDATE trace_sessions SET end_date = now() - interval '1 second' WHERE trace_id = $1", [
      traceId,
    ]);
    await s.t.call('POST', '/tracing/sessions/list', { cookie: user.cookie, body: PAGE });
    expect((await requestsOf(traceId)).TotalItemCount).toBe(0);
    const view = await s.t.call<TraceSession>('GET', `/tracing/sessions/${traceId}`, { cookie: s.admin });
    expect(view.body.Data).toMatchObject({ State: 'Ended', IsEndedEarly: false });

    const second = (await start({ TargetType: 'User', UserId: user.userId, DurationMinutes: 15 })).body.Data!;
    const ended = await s.t.call<TraceSession>('POST', `/tracing/sessions/${second.TraceId}/end`, { cookie: s.admin });
    expect(ended.body.Data).toMatchObject({ State: 'Ended', IsEndedEarly: true });
    expect((await s.t.call('POST', `/tracing/sessions/${second.TraceId}/end`, { cookie: s.admin })).status).toBe(409);
    await s.t.call('POST', '/tracing/sessions/list', { cookie: user.cookie, body: PAGE });
    expect((await requestsOf(second.TraceId)).TotalItemCount).toBe(0);
  });

  it("traces an application's sessions: the console's sign-ins", async () => {
    const traceId = (
      await start({ TargetType: 'Application', ApplicationId: CONSOLE_APPLICATION_ID, DurationMinutes: 15 })
    ).body.Data!.TraceId;
    const user = await s.t.actor([Permissions.Trace]);
    await s.t.call('POST', '/tracing/sessions/list', { cookie: user.cookie, body: PAGE });
    const recorded = await requestsOf(traceId);
    expect(recorded.Data.some((r) => r.UserId === user.userId && r.Route === '/tracing/sessions/list')).toBe(true);
    await s.t.call('POST', `/tracing/sessions/${traceId}/end`, { cookie: s.admin });
  });

  it('refuses bad input with envelope errors', async () => {
    const user = await s.t.actor([]);
    for (const body of [
      { TargetType: 'User', UserId: user.userId, DurationMinutes: 14 },
      { TargetType: 'User', UserId: user.userId, DurationMinutes: 24 * 60 + 1 },
      { TargetType: 'Group', UserId: user.userId, DurationMinutes: 15 },
      { TargetType: 'Application', UserId: user.userId, DurationMinutes: 15 },
    ]) {
      const res = await start(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.Success).toBe(false);
    }
    const missing = await start({
      TargetType: 'User',
      UserId: '00000000-0000-4000-8000-0000000000ff',
      DurationMinutes: 15,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe('The user does not exist.');
    const unknown = '00000000-0000-4000-8000-0000000000fe';
    expect((await s.t.call('GET', `/tracing/sessions/${unknown}`, { cookie: s.admin })).status).toBe(404);
  });

  it('needs the Trace permission and the default tenant', async () => {
    const none = await s.t.signInWith([]);
    const target = await s.t.actor([]);
    const body = { TargetType: 'User', UserId: target.userId, DurationMinutes: 15 };
    const refused = await start(body, none);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body.Data)).toContain(Permissions.Trace);
    expect((await s.t.call('POST', '/tracing/sessions/list', { cookie: none, body: PAGE })).status).toBe(403);
    expect((await start(body, await s.t.signInWith([Permissions.Trace]))).status).toBe(200);
    expect((await s.t.call('POST', '/tracing/sessions/list', { body: PAGE })).status).toBe(401);
    await s.t.server.db.query("UPDATE tenants SET name = 'acme'");
    try {
      const res = await start(body);
      expect(res.status).toBe(403);
      expect(res.body.Message).toBe('This page is for the default tenant only.');
    } finally {
      await s.t.server.db.query("UPDATE tenants SET name = 'default'");
    }
  });
});
