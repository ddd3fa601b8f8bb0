import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  NotificationChannelInfo,
  NotificationDef,
  NotificationDelivery,
  NotificationRecipientDelivery,
  NotificationServiceInfo,
  NotificationSummary,
  PagedData,
  Rule,
  RuleGroup,
} from '@portcullis/api-client/contract';
import { bellLine, NotificationStatus as S, Permissions as P } from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { parseOutboundAllowList } from '../src/engine/outbound/address-policy';
import {
  raiseNotificationEvent,
  sweepNotificationEvents,
  wakeNotificationDeliveries,
} from '../src/domains/notifications/index';
import { useTestServer } from './use-test-server';
import { SMTP_PASSWORD, startMailServer } from '../src/testing/mail-server';
import { eventually } from './provisioning-fixtures';

/**
 * Notifications over real channels (issue 27) on both databases: an event e-mails its recipients
 * through a loopback SMTP server (smtp-server, parsed with mailparser), a failing mail server is retried
 * then Failed with its reason, SMS waits for a provider, in-app lands in the bell with the §4 wording
 * and mark-all-as-read sets the count to 0; GetRecipientCount, GetServiceInfo, ChannelProperties;
 * permissions and hostile input of the new calls.
 */
const LOOPBACK = parseOutboundAllowList('127.0.0.0/8,::1');
const page = { CurrentPage: 1, ItemPerPage: 50 };
const tree: RuleGroup = {
  id: 'r',
  group: true,
  type: 'AND',
  rules: [
    { id: 'a', group: false, propertygroup: 'User', property: 'UserName', operator: 'begins_with', value: 'user1' },
  ],
};

const mail = startMailServer();
let smtpPort = 0;
beforeAll(async () => {
  smtpPort = await mail.listen();
});
afterAll(() => mail.close());

describe.each(['pglite', 'postgres'] as Engine[])('notifications on %s', (engine) => {
  const options = {
    outboundAllow: LOOPBACK,
    jobTuning: { pollingIntervalSeconds: 0.25 },
    get smtp() {
      return {
        host: '127.0.0.1',
        port: smtpPort,
        isSecure: false,
        from: 'portcullis@example.test',
        user: 'mailer',
        password: SMTP_PASSWORD,
      };
    },
  };
  const s = useTestServer(engine, options);
  const db = () => s.t.server.db;
  const post = <T>(path: string, body?: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });
  const get = <T>(path: string, cookie = s.admin) => s.t.call<T>('GET', path, { cookie });
  let ruleId = '';
  let users: Array<{ user_id: string; user_name: string; email: string }> = [];

  beforeAll(async () => {
    const rule = await post<Rule>('/rules/index', {
      Name: `notify-${engine}`,
      Title: 'Starters',
      IsEnabled: true,
      Tree: tree,
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    ruleId = rule.body.Data!.RuleId;
    users = await db().query(
      `UPDATE users SET email = user_name || '@example.test', first_name = initcap(user_name)
        WHERE user_id IN (SELECT user_id FROM users WHERE user_name LIKE 'user%' ORDER BY user_name LIMIT 3)
        RETURNING user_id, user_name, email`,
    );
    users.sort((a, b) => a.user_name.localeCompare(b.user_name));
  });

  // Each test listens with its own definitions only (the demo's welcome mail listens for rule events too).
  beforeEach(() => db().query('UPDATE notification_defs SET is_enabled = false'));

  const saveDef = async (extra: Partial<NotificationDef> & { Name: string }) => {
    const res = await post<NotificationDef>('/Notification/SaveNotificationDef', {
      Title: extra.Name,
      EventKind: 'RuleEntered',
      Channels: ['Email'],
      RecipientUserIds: [],
      RecipientGroupIds: [],
      NotifySubjects: false,
      Subject: 'Hello {{FirstName}}',
      Body: '{{UserNames}} started passing {{RuleTitle}}.',
      IsEnabled: true,
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data!;
  };
  const raise = async (userIds: string[]) => {
    const raised = await raiseNotificationEvent(
      db(),
      { Kind: 'RuleEntered', RuleId: ruleId, UserIds: userIds },
      s.t.server,
    );
    wakeNotificationDeliveries(s.t.server);
    return raised;
  };
  const recipientsOf = async (deliveryId: string) =>
    (
      await post<PagedData<NotificationRecipientDelivery>>('/Notification/DeliveryRecipients', {
        ...page,
        Scope: deliveryId,
      })
    ).body.Data!.Data;
  const settled = (deliveryId: string, done: (rows: NotificationRecipientDelivery[]) => boolean) =>
    eventually(async () => {
      const rows = await recipientsOf(deliveryId);
      return rows.length && done(rows) ? rows : undefined;
    }, 'the deliveries to settle');

  it('e-mails each recipient of an event through the SMTP server, rendered per recipient', async () => {
    const def = await saveDef({
      Name: `mail-${engine}`,
      RecipientUserIds: [users[0]!.user_id, users[1]!.user_id],
      EventRuleId: ruleId,
    });
    const before = mail.received.length;
    const raised = await raise([users[2]!.user_id]);
    expect(raised.deliveryIds).toHaveLength(1);
    const rows = await settled(raised.deliveryIds[0]!, (r) => r.every((x) => x.Status === S.Completed));
    const byAddress = [...rows].sort((a, b) => a.Address!.localeCompare(b.Address!));
    expect(byAddress.map((r) => [r.UserId, r.Channel, r.Address, r.Attempts])).toEqual([
      [users[0]!.user_id, 'Email', users[0]!.email, 1],
      [users[1]!.user_id, 'Email', users[1]!.email, 1],
    ]);
    const mine = mail.received.slice(before).filter((m) => m.subject?.startsWith('Hello'));
    expect(mine).toHaveLength(2);
    const toFirst = mine.find((m) => m.to && !Array.isArray(m.to) && m.to.text === users[0]!.email)!;
    expect(toFirst.subject).toBe(`Hello ${users[0]!.user_name[0]!.toUpperCase()}${users[0]!.user_name.slice(1)}`);
    expect(toFirst.text?.trim()).toBe(`${users[2]!.user_name} started passing Starters.`);
    expect(toFirst.from?.text).toBe('portcullis@example.test');
    const sent = await get<NotificationDelivery>(`/Notification/Delivery/${raised.deliveryIds[0]}`);
    expect(sent.body.Data).toMatchObject({
      Status: S.Completed,
      RecipientCount: 2,
      EventKind: 'RuleEntered',
      NotificationDefId: def.NotificationDefId,
    });
  });

  it('retries a recipient the mail server refuses, then marks it Failed with the reason', async () => {
    await db().query(`UPDATE users SET email = 'tempfail-' || user_name || '@example.test' WHERE user_id = $1`, [
      users[1]!.user_id,
    ]);
    await saveDef({
      Name: `fail-${engine}`,
      RecipientUserIds: [users[0]!.user_id, users[1]!.user_id],
      EventRuleId: ruleId,
    });
    const rejectedBefore = mail.rejectedCount();
    const raised = await raise([users[0]!.user_id]);
    const rows = await settled(raised.deliveryIds[0]!, (r) =>
      r.every((x) => x.Status === S.Completed || x.Status === S.Failed),
    );
    const failed = rows.find((r) => r.UserId === users[1]!.user_id)!;
    expect(failed).toMatchObject({ Status: S.Failed, Attempts: 3 });
    expect(failed.LastError).toMatch(/451.*Mailbox busy/);
    expect(mail.rejectedCount() - rejectedBefore).toBe(3);
    expect(rows.find((r) => r.UserId === users[0]!.user_id)).toMatchObject({ Status: S.Completed, LastError: null });
    const sent = await get<NotificationDelivery>(`/Notification/Delivery/${raised.deliveryIds[0]}`);
    expect(sent.body.Data!.Status).toBe(S.Failed);
    await db().query(`UPDATE users SET email = user_name || '@example.test' WHERE user_id = $1`, [users[1]!.user_id]);
  });

  it('leaves SMS Waiting For Service, saying so, with no job', async () => {
    await saveDef({
      Name: `sms-${engine}`,
      Channels: ['Sms', 'Webhook'],
      RecipientUserIds: [users[0]!.user_id],
      EventRuleId: ruleId,
    });
    const raised = await raise([users[0]!.user_id]);
    expect(raised.queuedCount).toBe(0);
    const rows = await recipientsOf(raised.deliveryIds[0]!);
    expect(rows.map((r) => [r.Channel, r.Status])).toEqual([
      ['Sms', S.WaitingForService],
      ['Webhook', S.WaitingForService],
    ]);
    expect(rows[0]!.LastError).toBe('No SMS provider is configured: the message waits until one is.');
    const sent = await get<NotificationDelivery>(`/Notification/Delivery/${raised.deliveryIds[0]}`);
    expect(sent.body.Data!.Status).toBe(S.WaitingForService);
  });

  it('puts in-app notifications in the bell with the §4 wording, and mark all as read sets the count to 0', async () => {
    const admin = await db().query<{ user_id: string }>("SELECT user_id FROM users WHERE user_name = 'admin'");
    const def = await saveDef({
      Name: `bell-${engine}`,
      EventKind: 'AccessRequestNeedsDecision',
      Channels: ['InApp'],
      NotifySubjects: true,
      Subject: '{{ObjectTitle}}',
      Body: '{{RequesterName}} asked for {{ObjectTitle}}.',
    });
    const sent = await post<{ DeliveryIds: string[] }>('/Notification/SendTestEvent', {
      NotificationDefId: def.NotificationDefId,
      UserIds: [admin[0]!.user_id],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await settled(sent.body.Data!.DeliveryIds[0]!, (r) => r.every((x) => x.Status === S.Completed));
    const summary = (await get<NotificationSummary>('/Notification/NotificationSummary')).body.Data!;
    const item = summary.Notifications.find((n) => n.Title === 'Test application')!;
    expect(item).toMatchObject({
      EventType: 2,
      Body: expect.stringContaining('asked for Test application'),
      IsRead: false,
    });
    // The §4 wording the bell shows: the requester (the admin who sent the test) requests access.
    expect(bellLine(item)).toBe(`${item.SenderName} requests access to Test application`);
    expect(item.SenderName).toBeTruthy();
    expect(summary.UnReadCount).toBeGreaterThan(0);
    expect((await post('/Notification/MarkAllAsRead')).status).toBe(200);
    expect((await get<NotificationSummary>('/Notification/NotificationSummary')).body.Data!.UnReadCount).toBe(0);
  });

  it('routes a finished export through the event: a definition on it notifies the exporting user', async () => {
    await saveDef({
      Name: `export-${engine}`,
      EventKind: 'ExportCompleted',
      Channels: ['InApp'],
      NotifySubjects: true,
      Subject: 'Export {{Outcome}}',
      Body: '{{ExportName}} has {{RowCount}} rows.',
    });
    const started = await post<{ ExportId: string }>('/excel/export', {
      ExcelTableName: 'AuditEntries',
      SelectedColumns: ['CreatedDate', 'Type'],
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const sent = await eventually(async () => {
      const rows = await db().query<{ delivery_id: string }>(
        `SELECT n.delivery_id FROM notification_deliveries n JOIN notification_defs d USING (notification_def_id)
          WHERE d.name = $1 AND n.status = $2`,
        [`export-${engine}`, S.Completed],
      );
      return rows[0];
    }, 'the export notification');
    const [bell] = await db().query<{ title: string; body: string; user_name: string }>(
      `SELECT n.title, n.body, u.user_name FROM notifications n JOIN users u USING (user_id) WHERE n.notification_id IN
         (SELECT recipient_delivery_id FROM notification_recipient_deliveries WHERE delivery_id = $1)`,
      [sent.delivery_id],
    );
    expect(bell).toMatchObject({ title: 'Export ready', user_name: 'admin' });
    expect(bell!.body).toMatch(/^.+ has \d+ rows\.$/);
  });

  it('raises an application key expiring within a month once, from the sweep', async () => {
    const admin = await db().query<{ user_id: string }>("SELECT user_id FROM users WHERE user_name = 'admin'");
    await saveDef({
      Name: `keys-${engine}`,
      EventKind: 'ApplicationKeyExpiring',
      Channels: ['InApp'],
      RecipientUserIds: [admin[0]!.user_id],
      Subject: '{{ApplicationTitle}}: {{KeyName}} expires',
      Body: 'On {{ExpiresDate}}.',
    });
    const [app] = await db().query<{ application_id: string; title: string }>(
      'SELECT application_id, title FROM applications ORDER BY title LIMIT 1',
    );
    await db().query(
      `INSERT INTO application_keys (application_key_id, application_id, key_type, expiration_date, title)
       VALUES (gen_random_uuid(), $1, 1, now() + interval '10 days', $2), (gen_random_uuid(), $1, 1, now() + interval '90 days', 'later')`,
      [app!.application_id, `soon-${engine}`],
    );
    const bellRows = () =>
      db().query<{ title: string }>('SELECT title FROM notifications WHERE title = $1', [
        `${app!.title}: soon-${engine} expires`,
      ]);
    expect(await sweepNotificationEvents(s.t.server)).toBeGreaterThanOrEqual(1);
    await eventually(async () => ((await bellRows()).length ? true : undefined), 'the key notification');
    expect(await sweepNotificationEvents(s.t.server)).toBe(0);
    expect(await bellRows()).toHaveLength(1);
    expect(await db().query("SELECT 1 FROM notifications WHERE title LIKE '%: later expires'")).toEqual([]);
  });

  it('counts recipients once across users, groups and a rule; reports transports without the password', async () => {
    const byRule = (await post<number>('/Notification/GetRecipientCount', { RuleId: ruleId })).body.Data!;
    const [expected] = await db().query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE is_enabled AND user_name LIKE 'user1%'",
    );
    expect(byRule).toBe(expected!.n);
    const outside = users.find((u) => !u.user_name.startsWith('user1'));
    const both = await post<number>('/Notification/GetRecipientCount', {
      RuleId: ruleId,
      UserIds: [users[0]!.user_id, users[0]!.user_id, ...(outside ? [outside.user_id] : [])],
    });
    const isFirstInRule = users[0]!.user_name.startsWith('user1');
    expect(both.body.Data).toBe(expected!.n + (isFirstInRule ? 0 : 1) + (outside && outside !== users[0] ? 1 : 0));

    const info = (await get<NotificationServiceInfo>('/Notification/GetServiceInfo')).body.Data!;
    expect(info.IsRunning).toBe(true);
    expect(info.Transports.find((t) => t.Channel === 'Email')!.IsConfigured).toBe(true);
    expect(info.Transports.find((t) => t.Channel === 'Sms')).toMatchObject({ IsConfigured: false });
    const channels = await get<NotificationChannelInfo[]>('/Notification/ChannelProperties');
    expect(JSON.stringify(channels.body)).not.toContain(SMTP_PASSWORD);
    expect(channels.body.Data!.find((c) => c.Channel === 'Email')!.Settings).toContainEqual({
      Name: 'Password',
      Value: 'set',
    });
  });

  it('refuses bad definitions with field errors and keeps the new calls behind their permissions', async () => {
    const bad = async (body: Record<string, unknown>, field?: string) => {
      const res = await post<unknown>('/Notification/SaveNotificationDef', {
        Name: `bad-${engine}`,
        Title: 'Bad',
        EventKind: 'RuleEntered',
        Channels: ['InApp'],
        RecipientUserIds: [users[0]!.user_id],
        RecipientGroupIds: [],
        NotifySubjects: false,
        Subject: 's',
        Body: 'b',
        IsEnabled: true,
        ...body,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      if (field) expect(JSON.stringify(res.body)).toContain(`"Field":"${field}"`);
    };
    await bad({ EventKind: 'Whenever' });
    await bad({ Channels: [] });
    await bad({ Channels: ['Pigeon'] });
    await bad({ RecipientUserIds: ['00000000-0000-4000-8000-000000000001'] }, 'RecipientUserIds');
    await bad({ RecipientGroupIds: ['00000000-0000-4000-8000-000000000001'] }, 'RecipientGroupIds');
    await bad({ RecipientUserIds: [] }, 'RecipientUserIds');
    await bad({ EventRuleId: '00000000-0000-4000-8000-000000000001' }, 'EventRuleId');
    await bad({ RecipientUserIds: ["' OR 1=1 --"] });
    const scoped = await post<PagedData<unknown>>('/Notification/DeliveryRecipients', {
      ...page,
      Scope: "' OR 1=1 --",
    });
    expect(scoped.status).toBe(200);
    expect(scoped.body.Data!.TotalItemCount).toBe(0);
    const missing = await post('/Notification/SendTestEvent', {
      NotificationDefId: '00000000-0000-4000-8000-000000000001',
    });
    expect(missing.status).toBe(404);

    const reader = await s.t.signInWith([P.NotificationList]);
    expect((await post('/Notification/DataList', page, reader)).status).toBe(200);
    for (const [path, body] of [
      ['/Notification/GetRecipientCount', { RuleId: ruleId }],
      ['/Notification/SendTestEvent', { NotificationDefId: '00000000-0000-4000-8000-000000000001' }],
      ['/Notification/SaveNotificationDef', {}],
    ] as const)
      expect((await post(path, body, reader)).status).toBe(403);
    const nobody = await s.t.signInWith([]);
    expect((await post('/Notification/DeliveryRecipients', page, nobody)).status).toBe(403);
    expect((await get('/Notification/Delivery/00000000-0000-4000-8000-000000000001', nobody)).status).toBe(403);
    expect((await get<NotificationSummary>('/Notification/NotificationSummary', nobody)).status).toBe(200);
  });
});
