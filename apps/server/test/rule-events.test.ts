import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationDef, Rule, RuleGroup, RuleRun, WebhookSaved } from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { parseOutboundAllowList } from '../src/engine/outbound/address-policy';
import { useTestServer } from './use-test-server';

/**
 * Issue 27, automation that notifies: a rule's run raises its events — notification definitions
 * listening for "a user starts passing a rule" reach the bell, webhooks subscribed to
 * `rule.user_entered` receive a signed event naming the users, and the rule's own Notify and Webhook
 * actions reach the definition and webhook they name — on both databases, with a loopback receiver.
 */
const tree = (prefix: string): RuleGroup => ({
  id: 'root',
  group: true,
  type: 'AND',
  rules: [
    { id: 'n', group: false, propertygroup: 'User', property: 'UserName', operator: 'begins_with', value: prefix },
  ],
});

async function eventually<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Never saw ${what}.`);
}

describe.each(['pglite', 'postgres'] as Engine[])('rule runs raise their events on %s', (engine) => {
  const s = useTestServer(engine, {
    outboundAllow: parseOutboundAllowList('127.0.0.1'),
    jobTuning: { pollingIntervalSeconds: 0.25 },
  });
  const received: Array<{ path: string; headers: IncomingMessage['headers']; body: string }> = [];
  const receiver = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  beforeAll(() => new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r())));
  afterAll(() => new Promise((r) => receiver.close(r)));
  const url = (path: string) => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${path}`;
  const post = <T>(path: string, body?: unknown) => s.t.call<T>('POST', path, { cookie: s.admin, body });

  it('notifies the bell, signs a webhook event, and delivers the rule’s own Notify and Webhook actions', async () => {
    const prefix = `ev-${engine}-`;
    await s.t.server.db.query(
      `INSERT INTO users (user_id, user_name, display_name, user_source_id, last_login_date)
       SELECT gen_random_uuid(), n, n, md5('source-local')::uuid, now() FROM unnest($1::text[]) AS n`,
      [[`${prefix}1`, `${prefix}2`]],
    );
    await s.t.server.db.query('UPDATE notification_defs SET is_enabled = false');
    const [admin] = await s.t.server.db.query<{ user_id: string }>(
      "SELECT user_id::text FROM users WHERE user_name = 'admin'",
    );
    const subscribed = await post<WebhookSaved>('/webhook/save', {
      Title: `sub-${engine}`,
      Name: `sub-${engine}`,
      Url: url('/subscribed'),
      Events: ['rule.user_entered'],
      IsEnabled: true,
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
    const named = await post<WebhookSaved>('/webhook/save', {
      Title: `named-${engine}`,
      Name: `named-${engine}`,
      Url: url('/named'),
      Events: ['webhook.test'],
      IsEnabled: true,
    });
    const rule = await post<Rule>('/rules/index', {
      Name: `ev-rule-${engine}`,
      Title: 'Event starters',
      IsEnabled: true,
      Tree: tree(prefix),
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    const ruleId = rule.body.Data!.RuleId;
    const listening = await post<NotificationDef>('/Notification/SaveNotificationDef', {
      Name: `listen-${engine}`,
      Title: `listen-${engine}`,
      EventKind: 'RuleEntered',
      EventRuleId: ruleId,
      Channels: ['InApp'],
      RecipientUserIds: [admin!.user_id],
      RecipientGroupIds: [],
      NotifySubjects: false,
      Subject: '{{UserNames}} joined {{RuleTitle}}',
      Body: 'Welcome.',
      IsEnabled: true,
    });
    expect(listening.status, JSON.stringify(listening.body)).toBe(200);
    const actionDef = await post<NotificationDef>('/Notification/SaveNotificationDef', {
      Name: `action-${engine}`,
      Title: `action-${engine}`,
      EventKind: 'RuleLeft',
      Channels: ['InApp'],
      RecipientUserIds: [admin!.user_id],
      RecipientGroupIds: [],
      NotifySubjects: false,
      Subject: 'Named by the rule',
      Body: 'From the action.',
      IsEnabled: true,
    });
    const withActions = await post<Rule>('/rules/index', {
      RuleId: ruleId,
      Name: `ev-rule-${engine}`,
      Title: 'Event starters',
      IsEnabled: true,
      Tree: tree(prefix),
      Actions: [
        { On: 'Enter', Kind: 'Notify', TargetId: actionDef.body.Data!.NotificationDefId },
        { On: 'Enter', Kind: 'Webhook', TargetId: named.body.Data!.WebhookId },
      ],
    });
    expect(withActions.status, JSON.stringify(withActions.body)).toBe(200);

    const run = await post<RuleRun>(`/rules/${ruleId}/run`);
    expect(run.body.Data).toMatchObject({ UsersIn: 2, Errors: 0 });

    const titles = await eventually(async () => {
      const rows = await s.t.server.db.query<{ title: string }>(
        'SELECT title FROM notifications WHERE user_id = $1 AND title IN ($2, $3)',
        [admin!.user_id, `${prefix}1, ${prefix}2 joined Event starters`, 'Named by the rule'],
      );
      return rows.length === 2 ? rows.map((r) => r.title).sort() : undefined;
    }, 'both bell notifications');
    expect(titles).toEqual([`${prefix}1, ${prefix}2 joined Event starters`, 'Named by the rule'].sort());

    for (const [path, secret] of [
      ['/subscribed', subscribed.body.Data!.Secret],
      ['/named', named.body.Data!.Secret],
    ] as const) {
      const hit = await eventually(async () => received.find((r) => r.path === path), `a delivery to ${path}`);
      const event = new StandardWebhook(secret!).verify(hit.body, hit.headers as Record<string, string>) as {
        type: string;
        data: { RuleId: string; UserIds: string[] };
      };
      expect(event.type).toBe('rule.user_entered');
      expect(event.data.RuleId).toBe(ruleId);
      expect(event.data.UserIds).toHaveLength(2);
    }
  });
});
