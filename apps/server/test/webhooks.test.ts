import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import {
  Permissions,
  type PagedData,
  type Webhook,
  type WebhookDelivery,
  type WebhookSaved,
  type WebhookSecret,
} from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { parseOutboundAllowList } from '../src/engine/outbound/address-policy';
import { raiseWebhookEvent, removeOldDeliveries } from '../src/domains/webhooks/index';
import { useTestServer } from './use-test-server';
import { eventually as pollUntil } from './provisioning-fixtures';

/**
 * Webhooks (issue 27) on both databases: a loopback receiver verifies each delivery with the
 * `standardwebhooks` package; a receiver answering 500 is retried on the (shortened) schedule, then
 * the subscription is disabled and its owner told in the bell; internal targets and redirects are
 * refused; the secret is shown once and never listed, returned or logged.
 */
const LOOPBACK = parseOutboundAllowList('127.0.0.1');
const page = { CurrentPage: 1, ItemPerPage: 50 };

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver on 127.0.0.1: answers each path as `answers` says (200 by default) and records what came. */
function startReceiver(answers: Record<string, { status: number; headers?: Record<string, string> }> = {}) {
  const received: Received[] = [];
  const server: HttpServer = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers[req.url ?? ''] ?? { status: 200 };
      res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
      res.end(answer.status < 300 ? 'thanks' : 'receiver says no');
    });
  });
  return {
    received,
    start: () => new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r())),
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** Polls until `check` returns a value (deliveries run in the background), for up to a minute. */
const eventually = <T>(check: () => Promise<T | undefined>, what: string) => pollUntil(check, what, 60_000);

describe.each(['pglite', 'postgres'] as Engine[])('webhooks on %s', (engine) => {
  const s = useTestServer(engine, {
    outboundAllow: LOOPBACK,
    jobTuning: { pollingIntervalSeconds: 0.25 },
    // Two retries (at once, then after a second), disabled after two failed deliveries: the policy's rules, on a short clock.
    webhooks: { retryDelaysSeconds: [0, 1], disableAfterFailures: 2 },
  });
  const receiver = startReceiver({
    '/fails': { status: 500 },
    '/moves': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } },
  });
  beforeAll(() => receiver.start());
  afterAll(() => receiver.close());

  const ctxOf = () => ({ db: s.t.server.db, server: { jobs: s.t.server.jobs, config: s.t.server.config } });
  const post = <T>(path: string, body?: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });
  const save = (name: string, url: string, extra: Record<string, unknown> = {}, cookie?: string) =>
    post<WebhookSaved>(
      '/webhook/save',
      { Title: name, Name: name, Url: url, Events: ['rule.user_entered', 'webhook.test'], IsEnabled: true, ...extra },
      cookie,
    );
  const deliveries = async (id: string) =>
    (await post<PagedData<WebhookDelivery>>(`/webhook/${id}/deliveries`, page)).body.Data!.Data;
  const deliveryIn = (id: string, state: WebhookDelivery['State'], count = 1) =>
    eventually(async () => {
      const rows = (await deliveries(id)).filter((d) => d.State === state);
      return rows.length >= count ? rows : undefined;
    }, `${count} ${state} deliveries`);

  it('signs a delivery that the standardwebhooks package verifies, and shows the secret only once', async () => {
    const created = await save(`signed-${engine}`, receiver.url(`/signed-${engine}`));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { Secret: secret, WebhookId: id } = created.body.Data!;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created.body.Data!.OwnerId).toBeTruthy();

    // Never again: not in get, list, nor a later save; sealed at rest.
    const got = await s.t.call<Webhook>('GET', `/webhook/get/${id}`, { cookie: s.admin });
    const listed = await post<PagedData<Webhook>>('/webhook/list', page);
    const resaved = await save(`signed-${engine}`, receiver.url(`/signed-${engine}`), { WebhookId: id });
    for (const text of [got.text, listed.text, resaved.text]) expect(text).not.toContain(secret!.slice(6));
    expect(resaved.body.Data!.Secret).toBeNull();
    const audit = await s.t.server.db.query<{ description: string | null }>(
      'SELECT description FROM audit_entries WHERE target_id = $1',
      [id],
    );
    expect(audit.length).toBeGreaterThan(0);
    for (const entry of audit) expect(entry.description ?? '').not.toContain(secret!.slice(6));
    const [stored] = await s.t.server.db.query<{ secret: string }>(
      'SELECT secret FROM webhooks WHERE webhook_id = $1',
      [id],
    );
    expect(stored!.secret).not.toContain(secret!.slice(6));

    const ids = await raiseWebhookEvent(ctxOf(), 'rule.user_entered', {
      RuleId: 'r1',
      UserIds: ['u1'],
    });
    expect(ids.length).toBeGreaterThanOrEqual(1);
    const [done] = await deliveryIn(id, 'Succeeded');
    expect(done).toMatchObject({
      StatusCode: '200',
      Attempts: 1,
      EventType: 'rule.user_entered',
      ResponseExcerpt: 'thanks',
    });
    const hit = receiver.received.find((r) => r.path === `/signed-${engine}`)!;
    const verified = new StandardWebhook(secret!).verify(hit.body, hit.headers as Record<string, string>);
    expect(verified).toMatchObject({ type: 'rule.user_entered', data: { RuleId: 'r1', UserIds: ['u1'] } });
    expect(hit.headers['webhook-id']).toBe(done!.MessageId);
    // A wrong secret does not verify.
    expect(() =>
      new StandardWebhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(
        hit.body,
        hit.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it('sends a test event and resends a delivery with the same message id; rotation signs with both secrets', async () => {
    const created = await save(`test-${engine}`, receiver.url(`/test-${engine}`));
    const id = created.body.Data!.WebhookId;
    const sent = await post<Webhook>(`/webhook/${id}/sendTest`, {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.Message).toBe('Test event queued.');
    const [test] = await deliveryIn(id, 'Succeeded');
    expect(test!.EventType).toBe('webhook.test');

    const rotated = await post<WebhookSecret>(`/webhook/${id}/rotateSecret`);
    expect(rotated.status).toBe(200);
    const next = rotated.body.Data!.Secret;
    expect(next).not.toBe(created.body.Data!.Secret);
    expect(rotated.body.Data!.PreviousSecretValidUntil).toBeTruthy();

    const resent = await post<{ Count: number }>('/webhook/deliveries/resend', { SelectedIds: [test!.DeliveryId] });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    await eventually(async () => {
      const [d] = (await deliveries(id)).filter((x) => x.DeliveryId === test!.DeliveryId);
      return d?.Attempts === 2 && d.State === 'Succeeded' ? d : undefined;
    }, 'the resend');
    const hits = receiver.received.filter((r) => r.path === `/test-${engine}`);
    expect(hits).toHaveLength(2);
    expect(hits[1]!.headers['webhook-id']).toBe(hits[0]!.headers['webhook-id']);
    // Both the new and the old secret verify during the grace period.
    for (const key of [next, created.body.Data!.Secret!])
      expect(new StandardWebhook(key).verify(hits[1]!.body, hits[1]!.headers as Record<string, string>)).toBeTruthy();
  });

  it('retries a failing receiver, then disables the webhook and tells its owner', async () => {
    const owner = await s.t.actor([Permissions.WebhookList, Permissions.WebhookEdit]);
    const created = await save(`fails-${engine}`, receiver.url('/fails'), {}, owner.cookie);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.Data!.WebhookId;
    const ctx = ctxOf();
    await raiseWebhookEvent(ctx, 'rule.user_entered', { n: 1 });
    const [first] = await deliveryIn(id, 'Failed');
    expect(first).toMatchObject({ StatusCode: '500', Attempts: 3, Error: 'The receiver answered 500.' });
    expect(first!.ResponseExcerpt).toBe('receiver says no');
    let webhook = (await s.t.call<Webhook>('GET', `/webhook/get/${id}`, { cookie: s.admin })).body.Data!;
    expect(webhook).toMatchObject({ IsEnabled: true, ConsecutiveFailures: 1 });

    await raiseWebhookEvent(ctx, 'rule.user_entered', { n: 2 });
    await deliveryIn(id, 'Failed', 2);
    webhook = (await s.t.call<Webhook>('GET', `/webhook/get/${id}`, { cookie: s.admin })).body.Data!;
    expect(webhook.IsEnabled).toBe(false);
    expect(webhook.DisabledReason).toContain('2 deliveries in a row failed');
    const bell = await s.t.server.db.query<{ title: string; body: string }>(
      'SELECT title, body FROM notifications WHERE user_id = $1',
      [owner.userId],
    );
    expect(bell).toEqual([
      { title: 'Webhook disabled', body: expect.stringContaining(`fails-${engine} was disabled`) },
    ]);

    // Disabled: no more deliveries; Resend refused; enabling again starts a new count.
    expect(await raiseWebhookEvent(ctx, 'rule.user_entered', { n: 3 })).not.toContain(id);
    const [failed] = await deliveries(id);
    const resend = await post('/webhook/deliveries/resend', { SelectedIds: [failed!.DeliveryId] });
    expect(resend.status).toBe(400);
    const enabled = await save(`fails-${engine}`, receiver.url('/fails'), { WebhookId: id, IsEnabled: true });
    expect(enabled.body.Data).toMatchObject({ IsEnabled: true, ConsecutiveFailures: 0, DisabledReason: null });
  });

  it('refuses internal targets unless allow-listed, and never follows a redirect', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'https://10.0.0.5/hook',
      'https://[::1]:8443/hook',
      'http://example.com/hook',
      'ftp://example.com/hook',
      'https://user:pw@example.com/hook',
      'not a url',
    ]) {
      const res = await save(`ssrf-${engine}`, url);
      expect(res.status, url).toBe(400);
      expect(res.body.Errors?.[0]?.Field, url).toBe('Url');
    }
    // The guard checks again at every delivery: a URL stored before the allow-list lost its address
    // (written here straight to the table) is refused when connecting, and nothing is sent.
    const stale = await save(`stale-${engine}`, 'https://hooks.example.com/stale');
    await s.t.server.db.query(
      "UPDATE webhooks SET url = 'http://169.254.169.254/latest/meta-data/' WHERE webhook_id = $1",
      [stale.body.Data!.WebhookId],
    );
    await post(`/webhook/${stale.body.Data!.WebhookId}/sendTest`, {});
    const [refused] = await deliveryIn(stale.body.Data!.WebhookId, 'Failed');
    expect(refused!.Error).toContain('the cloud metadata address');
    expect(refused!.StatusCode).toBeNull();

    const moves = await save(`moves-${engine}`, receiver.url('/moves'));
    await post(`/webhook/${moves.body.Data!.WebhookId}/sendTest`, {});
    const [redirect] = await deliveryIn(moves.body.Data!.WebhookId, 'Failed');
    expect(redirect).toMatchObject({ StatusCode: '302' });
    expect(redirect!.Error).toContain('redirects are not followed');
    expect(receiver.received.filter((r) => r.path === '/moves')).toHaveLength(1);
  });

  it('removes settled deliveries after 90 days and keeps pending ones', async () => {
    const created = await save(`old-${engine}`, 'https://hooks.example.com/old');
    const id = created.body.Data!.WebhookId;
    await s.t.server.db.query(
      `INSERT INTO webhook_deliveries (webhook_id, message_id, event_type, body, state, created_date) VALUES
         ($1, 'msg_old', 'webhook.test', '{}', 'Succeeded', now() - interval '91 days'),
         ($1, 'msg_pending', 'webhook.test', '{}', 'Pending', now() - interval '91 days'),
         ($1, 'msg_recent', 'webhook.test', '{}', 'Failed', now() - interval '89 days')`,
      [id],
    );
    expect(await removeOldDeliveries(s.t.server.db)).toBe(1);
    expect((await deliveries(id)).map((d) => d.MessageId).sort()).toEqual(['msg_pending', 'msg_recent']);
  });

  it('makes a new secret when the URL moves to another origin', async () => {
    const created = await save(`origin-${engine}`, receiver.url(`/origin-${engine}`));
    const id = created.body.Data!.WebhookId;
    const samePlace = await save(`origin-${engine}`, receiver.url(`/other-path-${engine}`), { WebhookId: id });
    expect(samePlace.body.Data!.Secret).toBeNull();
    const moved = await save(`origin-${engine}`, receiver.url(`/x`).replace('127.0.0.1', 'localhost'), {
      WebhookId: id,
    });
    // localhost is not allow-listed by name: http there is refused; an https origin elsewhere gets a new secret.
    expect(moved.status).toBe(400);
    const elsewhere = await save(`origin-${engine}`, 'https://hooks.example.com/in', { WebhookId: id });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);
    expect(elsewhere.body.Data!.Secret).toMatch(/^whsec_/);
    expect(elsewhere.body.Data!.Secret).not.toBe(created.body.Data!.Secret);
    const [row] = await s.t.server.db.query<{ previous_secret: string | null }>(
      'SELECT previous_secret FROM webhooks WHERE webhook_id = $1',
      [id],
    );
    expect(row!.previous_secret).toBeNull();
  });

  it('needs Webhook.List to read and Webhook.Edit to write, and refuses hostile input with a 400', async () => {
    const reader = await s.t.signInWith([Permissions.WebhookList]);
    const nobody = await s.t.signInWith([]);
    expect((await post('/webhook/list', page, nobody)).status).toBe(403);
    expect((await post('/webhook/list', page, reader)).status).toBe(200);
    const created = await save(`perm-${engine}`, 'https://hooks.example.com/p');
    const id = created.body.Data!.WebhookId;
    expect((await save(`perm2-${engine}`, 'https://hooks.example.com/p', {}, reader)).status).toBe(403);
    expect((await post(`/webhook/${id}/sendTest`, {}, reader)).status).toBe(403);
    expect((await post(`/webhook/${id}/rotateSecret`, undefined, reader)).status).toBe(403);
    expect((await post(`/webhook/${id}/deliveries`, page, reader)).status).toBe(200);
    // Hostile or malformed input: a clear 400 naming the field, nothing stored.
    for (const [extra, field] of [
      [{ Events: ['user.deleted'] }, 'Events'],
      [{ Events: [] }, 'Events'],
      [{ Url: `https://hooks.example.com/${'a'.repeat(2100)}` }, 'Url'],
      [{ Url: 'javascript:alert(1)' }, 'Url'],
      [{ Url: 'https://hooks.example.com/\r\nX-Injected: 1' }, 'Url'],
      [{ OwnerId: 'someone-else' }, null], // a computed field: the strict body refuses it
    ] as const) {
      const res = await save(`hostile-${engine}`, 'https://hooks.example.com/p', extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      if (field) expect(JSON.stringify(res.body.Errors)).toContain(field);
    }
  });
});
