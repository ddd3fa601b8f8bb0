import type {
  contract,
  NotificationDef,
  NotificationDelivery,
  NotificationItem,
  RuleGroup,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../http/handlers';
import { ok } from '../http/handlers';
import type { ListSpec } from '../http/paging';
import { badRequest, notFound } from '../http/errors';
import type { Queryable } from '../db/types';
import { isoOrNull, pagedQuery } from './list-query';
import { assertNameFree, iso, oneRow } from './shared';
import { compileForUsers } from './rule-sql';

const defSpec: ListSpec = {
  columns: {
    Name: { sql: 'd.name', type: 'text' },
    Title: { sql: 'd.title', type: 'text' },
    Channel: { sql: 'd.channel', type: 'text' },
    IsEnabled: { sql: 'd.is_enabled', type: 'boolean' },
    CreatedDate: { sql: 'd.created_date', type: 'date' },
  },
  defaultOrder: 'd.title, d.notification_def_id',
  tieBreaker: 'd.notification_def_id',
};
const deliverySpec: ListSpec = {
  columns: {
    Title: { sql: 'n.title', type: 'text' },
    Status: { sql: 'n.status', type: 'number' },
    SendDate: { sql: 'n.send_date', type: 'date' },
  },
  defaultOrder: 'n.send_date DESC NULLS FIRST, n.delivery_id',
  tieBreaker: 'n.delivery_id',
};

interface DefRow {
  notification_def_id: string;
  name: string;
  title: string;
  channel: string;
  rule_id: string | null;
  subject: string;
  body: string;
  is_enabled: boolean;
  created_date: Date;
}
const toDef = (r: DefRow): NotificationDef => ({
  NotificationDefId: r.notification_def_id,
  Name: r.name,
  Title: r.title,
  Channel: r.channel,
  RuleId: r.rule_id,
  Subject: r.subject,
  Body: r.body,
  IsEnabled: r.is_enabled,
  CreatedDate: iso(r.created_date),
});
interface ItemRow {
  notification_id: string;
  title: string;
  body: string;
  event_type: number;
  type: number;
  send_date: Date;
  is_read: boolean;
}
const toItem = (r: ItemRow): NotificationItem => ({
  NotificationId: r.notification_id,
  Title: r.title,
  Body: r.body,
  EventType: r.event_type,
  Type: r.type,
  SendDate: iso(r.send_date),
  IsRead: r.is_read,
});
const loadDef = async (db: Queryable, id: string) =>
  toDef(
    await oneRow<DefRow>(
      db,
      'SELECT * FROM notification_defs WHERE notification_def_id = $1',
      [id],
      'The notification definition',
    ),
  );

/** Placeholders a message may use, per channel: user fields the sender fills in. */
const CHANNEL_PROPERTIES = [
  { Channel: 'Email', Properties: ['UserName', 'FirstName', 'LastName', 'DisplayName', 'Email'] },
  { Channel: 'Sms', Properties: ['UserName', 'FirstName', 'LastName'] },
  { Channel: 'Push', Properties: ['UserName', 'FirstName'] },
  { Channel: 'InApp', Properties: ['UserName', 'FirstName', 'LastName', 'DisplayName'] },
];

/** How many users a rule and/or groups reach (both given: users in the groups that pass the rule). */
async function recipientCount(
  db: Queryable,
  ruleId: string | null | undefined,
  groupIds: string[] | undefined,
): Promise<number> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (ruleId) {
    const [rule] = await db.query<{ tree: RuleGroup | string }>('SELECT tree FROM rules WHERE rule_id = $1', [ruleId]);
    if (!rule) throw notFound('The rule');
    const compiled = compileForUsers(
      typeof rule.tree === 'string' ? (JSON.parse(rule.tree) as RuleGroup) : rule.tree,
      1,
    );
    conditions.push(`(${compiled.sql})`);
    params.push(...compiled.params);
  }
  if (groupIds?.length) {
    params.push(groupIds);
    conditions.push(
      `EXISTS (SELECT 1 FROM group_members m WHERE m.user_id = u.user_id AND m.group_def_id = ANY($${params.length}::uuid[]))`,
    );
  }
  if (!conditions.length) return 0;
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u WHERE u.is_enabled AND ${conditions.join(' AND ')}`,
    params,
  );
  return row!.n;
}

/**
 * Spec §7 Notifications: definitions (workflow), deliveries and the signed-in user's bell. The sender
 * is a separate service; GetServiceInfo reports it not running in the reference server, and
 * deliveries queued for it stay WaitingForService.
 */
export const notificationsHandlers: DomainHandlers<typeof contract.notifications> = {
  defDataList: async ({ db, body }) =>
    ok(await pagedQuery(db, body, defSpec, 'd.*', 'notification_defs d WHERE TRUE', toDef)),
  getNotificationDefById: async ({ db, params }) => ok(await loadDef(db, params.id)),

  saveNotificationDef: async ({ db, body }) => {
    await assertNameFree(
      db,
      { table: 'notification_defs', idColumn: 'notification_def_id', noun: 'notification' },
      body.Name,
      body.NotificationDefId,
    );
    if (body.RuleId) {
      const [rule] = await db.query('SELECT 1 FROM rules WHERE rule_id = $1', [body.RuleId]);
      if (!rule)
        throw badRequest('The rule does not exist.', [{ Message: 'The rule does not exist.', Field: 'RuleId' }]);
    }
    const values = [body.Name, body.Title, body.Channel, body.RuleId ?? null, body.Subject, body.Body, body.IsEnabled];
    const [row] = body.NotificationDefId
      ? await db.query<DefRow>(
          'UPDATE notification_defs SET name = $2, title = $3, channel = $4, rule_id = $5, subject = $6, body = $7, is_enabled = $8, updated_date = now() WHERE notification_def_id = $1 RETURNING *',
          [body.NotificationDefId, ...values],
        )
      : await db.query<DefRow>(
          'INSERT INTO notification_defs (notification_def_id, name, title, channel, rule_id, subject, body, is_enabled) VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7) RETURNING *',
          values,
        );
    if (!row) throw notFound('The notification definition');
    return ok(toDef(row), {
      message: 'Notification saved.',
      audit: { targetType: 'NotificationDef', targetId: row.notification_def_id, description: row.title },
    });
  },

  removeNotificationDef: async ({ db, params }) => {
    const row = await oneRow<DefRow>(
      db,
      'DELETE FROM notification_defs WHERE notification_def_id = $1 RETURNING *',
      [params.id],
      'The notification definition',
    );
    return ok(null, {
      message: 'Notification removed.',
      audit: { targetType: 'NotificationDef', targetId: row.notification_def_id, description: row.title },
    });
  },

  dataList: async ({ db, body }) =>
    ok(
      await pagedQuery<
        { delivery_id: string; title: string; status: number; recipient_count: number; send_date: Date | null },
        NotificationDelivery
      >(db, body, deliverySpec, 'n.*', 'notification_deliveries n WHERE TRUE', (r) => ({
        NotificationId: r.delivery_id,
        Title: r.title,
        Status: r.status,
        RecipientCount: r.recipient_count,
        SendDate: isoOrNull(r.send_date),
      })),
    ),

  notificationSummary: async ({ db, user }) => {
    const items = await db.query<ItemRow>(
      'SELECT * FROM notifications WHERE user_id = $1 ORDER BY send_date DESC LIMIT 10',
      [user!.userId],
    );
    const [counts] = await db.query<{ total: number; unread: number }>(
      'SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT is_read)::int AS unread FROM notifications WHERE user_id = $1',
      [user!.userId],
    );
    return ok({ Notifications: items.map(toItem), UnReadCount: counts!.unread, NotificationCount: counts!.total });
  },

  markAllAsRead: async ({ db, user }) => {
    const rows = await db.query(
      'UPDATE notifications SET is_read = true WHERE user_id = $1 AND NOT is_read RETURNING 1',
      [user!.userId],
    );
    return ok(null, {
      audit: { targetType: 'Notification', targetId: user!.userId, description: `${rows.length} marked read` },
    });
  },

  listNotificationByUserId: async ({ db, user }) =>
    ok(
      (
        await db.query<ItemRow>('SELECT * FROM notifications WHERE user_id = $1 ORDER BY send_date DESC LIMIT 200', [
          user!.userId,
        ])
      ).map(toItem),
    ),

  getNotificationDetail: async ({ db, params, user }) =>
    ok(
      toItem(
        await oneRow<ItemRow>(
          db,
          'SELECT * FROM notifications WHERE notification_id = $1 AND user_id = $2',
          [params.id, user!.userId],
          'The notification',
        ),
      ),
    ),

  channelProperties: async () => ok(CHANNEL_PROPERTIES),
  getRecipientCount: async ({ db, body }) => ok(await recipientCount(db, body.RuleId, body.GroupDefIds)),

  getServiceInfo: async ({ db }) => {
    const [last] = await db.query<{ d: Date | null }>(
      'SELECT max(send_date) AS d FROM notification_deliveries WHERE status = 3',
    );
    return ok({ IsRunning: false, LastRunDate: isoOrNull(last?.d ?? null) });
  },
};
