import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTransaction } from '../src/engine/access/scope';
import { parseOutboundAllowList } from '../src/engine/outbound/address-policy';
import { remindCampaignReviewers, sweepNotificationEvents } from '../src/domains/notifications/index';
import { useTestServer } from './use-test-server';
import { campaignInput, groupOf } from './certification-fixtures';
import { SMTP_PASSWORD, startMailServer } from '../src/testing/mail-server';

type Row = Record<string, unknown>;

/**
 * Campaign reminders (issue 26) on both databases: a Ready campaign whose end date comes within its
 * reminder days reminds exactly the reviewers with undecided items, in the bell and by e-mail, once
 * across sweeps and whether or not a notification definition listens; a campaign ending later, or with
 * no reminder days (empty or 0), reminds nobody.
 */
const mail = startMailServer();
let smtpPort = 0;
beforeAll(async () => {
  smtpPort = await mail.listen();
});
afterAll(() => mail.close());

/** Polls until `check` returns a value (deliveries run in the background), a bounded number of times. */
async function eventually<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Gave up waiting for ${what}.`);
}

describe.each(['pglite', 'postgres'] as const)('campaign reminders on %s', (engine) => {
  const s = useTestServer(engine, {
    outboundAllow: parseOutboundAllowList('127.0.0.0/8,::1'),
    jobTuning: { pollingIntervalSeconds: 0.25 },
    get smtp() {
      const from = 'portcullis@example.test';
      return { host: '127.0.0.1', port: smtpPort, isSecure: false, from, user: 'mailer', password: SMTP_PASSWORD };
    },
  });
  const db = () => s.t.server.db;
  const as = (cookie: string) => ({
    post: <T = Row>(path: string, body: unknown = {}) => s.t.call<T>('POST', path, { cookie, body }),
    get: <T = Row>(path: string) => s.t.call<T>('GET', path, { cookie }),
  });

  async function startedCampaign(title: string, groupId: string, extra: Row): Promise<string> {
    const saved = await as(s.admin).post('/access-certification/defs/save', campaignInput(title, groupId, extra));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = String(saved.body.Data!.AccessCertificationId);
    expect((await as(s.admin).post(`/access-certification/${id}/start`)).status).toBe(200);
    const state = await eventually(async () => {
      const got = await as(s.admin).get(`/access-certification/get/${id}`);
      return got.body.Data?.State === 10 ? undefined : got.body.Data!.State;
    }, 'the items');
    expect(state).toBe(20);
    return id;
  }

  /** Reminder deliveries (recorded synchronously at the raise) per campaign title, as `user:channel`. */
  const remindersOf = async (title: string) =>
    (
      await db().query<{ who: string }>(
        `SELECT r.user_id || ':' || r.channel AS who FROM notification_recipient_deliveries r
           JOIN notification_deliveries d USING (delivery_id)
          WHERE d.event_kind = 'CampaignReminder' AND r.subject = $1 ORDER BY 1`,
        [`Reminder: review ${title}`],
      )
    ).map((r) => r.who);

  it('reminds the reviewers with undecided items once, in the bell and by e-mail; nobody else', async () => {
    const [reviewer, decided, later, unset, zero] = await Promise.all([0, 1, 2, 3, 4].map(() => s.t.actor([])));
    await db().query(
      `UPDATE users SET email = user_name || '@example.test', first_name = 'Rita' WHERE user_id = ANY($1::uuid[])`,
      [[reviewer!.userId, decided!.userId, later!.userId, unset!.userId, zero!.userId]],
    );
    const members = await Promise.all([0, 1, 2, 3, 4, 5].map(() => s.t.actor([])));
    const groupOfReviewer = await groupOf(
      s.t,
      `remind-a-${engine}`,
      [members[0]!.userId, members[1]!.userId],
      reviewer!.userId,
    );
    // The second reviewer manages one more member of the same group.
    await seedTransaction(db(), async (tx) => {
      await tx.query('INSERT INTO group_members (group_def_id, user_id) VALUES ($1, $2)', [
        groupOfReviewer,
        members[2]!.userId,
      ]);
      await tx.query(
        `INSERT INTO object_owners (object_owner_id, object_type_name, object_id, owner_user_id, owner_type)
         VALUES (gen_random_uuid(), 'User', $1, $2, 10)`,
        [members[2]!.userId, decided!.userId],
      );
    });
    const groupOfLater = await groupOf(s.t, `remind-c-${engine}`, [members[3]!.userId], later!.userId);
    const groupOfUnset = await groupOf(s.t, `remind-d-${engine}`, [members[4]!.userId], unset!.userId);
    const groupOfZero = await groupOf(s.t, `remind-e-${engine}`, [members[5]!.userId], zero!.userId);
    // No definition listens for reminders: the campaign's own setting sends them.
    await db().query("UPDATE notification_defs SET is_enabled = false WHERE event_kind = 'CampaignReminder'");

    const due = `Due ${engine}`;
    const dueId = await startedCampaign(due, groupOfReviewer, { DurationDays: 2, ReminderDays: 3 });
    await startedCampaign(`Later ${engine}`, groupOfLater, { DurationDays: 7, ReminderDays: 3 });
    await startedCampaign(`Unset ${engine}`, groupOfUnset, { DurationDays: 2 });
    const zeroId = await startedCampaign(`Zero ${engine}`, groupOfZero, { DurationDays: 2, ReminderDays: 3 });
    // The form allows 1–30 days; a definition written before that (or by SQL) may say 0: no reminder.
    await db().query('UPDATE access_certifications SET reminder_days = 0 WHERE access_certification_id = $1', [zeroId]);

    // The second reviewer of the due campaign has decided all their items: no reminder for them.
    const theirs = await as(decided!.cookie).post<{ Data: Row[] }>(`/access-certification/${dueId}/items`, {
      CurrentPage: 1,
      ItemPerPage: 50,
    });
    const ids = theirs.body.Data!.Data.map((i) => i.ItemId);
    expect(ids).toHaveLength(1);
    expect((await as(decided!.cookie).post('/access-certification/items/approve', { SelectedIds: ids })).status).toBe(
      200,
    );

    const mailBefore = mail.received.length;
    await sweepNotificationEvents(s.t.server);
    expect(await remindersOf(due)).toEqual([`${reviewer!.userId}:Email`, `${reviewer!.userId}:InApp`].sort());
    for (const title of [`Later ${engine}`, `Unset ${engine}`, `Zero ${engine}`])
      expect(await remindersOf(title), title).toEqual([]);
    const reminded = await db().query<{ user_id: string }>(
      `SELECT DISTINCT r.user_id::text FROM notification_recipient_deliveries r JOIN notification_deliveries d USING (delivery_id)
        WHERE d.event_kind = 'CampaignReminder' AND r.user_id = ANY($1::uuid[])`,
      [[reviewer!.userId, decided!.userId, later!.userId, unset!.userId, zero!.userId]],
    );
    expect(reminded.map((r) => r.user_id)).toEqual([reviewer!.userId]);

    // The bell and the mailbox get it, worded from the built-in template.
    const bell = await eventually(async () => {
      const rows = await db().query<{ title: string; body: string; event_type: number }>(
        'SELECT title, body, event_type FROM notifications WHERE user_id = $1',
        [reviewer!.userId],
      );
      return rows.length ? rows : undefined;
    }, 'the bell');
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ title: `Reminder: review ${due}`, event_type: 2 });
    expect(bell[0]!.body).toMatch(
      new RegExp(`^Hello Rita, ${due} ends in 2 days \\(\\d{4}-\\d{2}-\\d{2}\\) and still`),
    );
    const letter = await eventually(
      async () => mail.received.slice(mailBefore).find((m) => m.subject === `Reminder: review ${due}`),
      'the e-mail',
    );
    expect(letter.to && !Array.isArray(letter.to) ? letter.to.text : '').toBe(`${reviewer!.userName}@example.test`);

    // Once per run: another sweep reminds nobody again.
    expect(await remindCampaignReviewers(s.t.server)).toBe(0);
    await sweepNotificationEvents(s.t.server);
    expect(await remindersOf(due)).toHaveLength(2);
  });

  it('lets a definition add recipients without sending a reviewer the same channel twice', async () => {
    const reviewer = await s.t.actor([]);
    const member = await s.t.actor([]);
    const groupId = await groupOf(s.t, `remind-def-${engine}`, [member.userId], reviewer.userId);
    const [admin] = await db().query<{ user_id: string }>("SELECT user_id::text FROM users WHERE user_name = 'admin'");
    const def = await as(s.admin).post('/Notification/SaveNotificationDef', {
      Title: `Reminders to admin ${engine}`,
      Name: `reminders-admin-${engine}`,
      EventKind: 'CampaignReminder',
      Channels: ['InApp'],
      RecipientUserIds: [admin!.user_id],
      RecipientGroupIds: [],
      NotifySubjects: true,
      Subject: 'Copy: {{CampaignTitle}} ends {{EndDate}}',
      Body: '{{DaysLeft}} days left.',
      IsEnabled: true,
    });
    expect(def.status, JSON.stringify(def.body)).toBe(200);
    const title = `Watched ${engine}`;
    await startedCampaign(title, groupId, { DurationDays: 1, ReminderDays: 2 });
    await remindCampaignReviewers(s.t.server);
    const sent = await db().query<{ user_id: string; channel: string; subject: string; def: string | null }>(
      `SELECT r.user_id::text, r.channel, r.subject, d.notification_def_id::text AS def
         FROM notification_recipient_deliveries r JOIN notification_deliveries d USING (delivery_id)
        WHERE d.event_kind = 'CampaignReminder' AND r.user_id = ANY($1::uuid[]) AND (r.subject LIKE $2 OR r.subject LIKE $3)
        ORDER BY r.subject, r.channel`,
      [[reviewer.userId, admin!.user_id], `%${title}`, `Copy: ${title} ends %`],
    );
    // The reviewer: the built-in send (in-app and e-mail); the definition adds only the admin.
    expect(sent.map((r) => [r.user_id, r.channel, r.def === null])).toEqual([
      [admin!.user_id, 'InApp', false],
      [reviewer.userId, 'Email', true],
      [reviewer.userId, 'InApp', true],
    ]);
    await db().query('UPDATE notification_defs SET is_enabled = false WHERE notification_def_id = $1', [
      (def.body.Data as Row).NotificationDefId,
    ]);
  });
});
