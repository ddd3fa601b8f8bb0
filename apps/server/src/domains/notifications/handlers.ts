import {
  NOTIFICATION_CHANNEL_TITLES,
  NOTIFICATION_CHANNELS,
  RECIPIENT_VARIABLES,
  type contract,
  type NotificationChannel,
  type NotificationDelivery,
  type NotificationItem,
  type NotificationRecipientDelivery,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import type { ListSpec } from '../../engine/lists/paging';
import type { ServerConfig } from '../../engine/config/server-config';
import { notFound } from '../../engine/calls/errors';
import { isoOrNull, pagedQuery } from '../../engine/lists/list-query';
import { assertNameFree, iso, oneRow } from '../../engine/sql/query-helpers';
import { assertDefReferences, loadDefRow, sampleEvent, toDef, type DefRow } from './definitions';
import { countRecipients } from './recipients';
import { raiseNotificationEvent, wakeNotificationDeliveries } from './raise';

const defSpec: ListSpec = {
  columns: {
    Name: { sql: 'd.name', type: 'text' },
    Title: { sql: 'd.title', type: 'text' },
    EventKind: { sql: 'd.event_kind', type: 'text' },
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
    EventKind: { sql: 'n.event_kind', type: 'text' },
  },
  defaultOrder: 'n.send_date DESC NULLS FIRST, n.delivery_id',
  tieBreaker: 'n.delivery_id',
};
const recipientSpec: ListSpec = {
  columns: {
    RecipientName: { sql: 'r.recipient_name', type: 'text' },
    Channel: { sql: 'r.channel', type: 'text' },
    Status: { sql: 'r.status', type: 'number' },
    Attempts: { sql: 'r.attempts', type: 'number' },
    CreatedDate: { sql: 'r.created_date', type: 'date' },
  },
  defaultOrder: 'r.recipient_name, r.channel, r.recipient_delivery_id',
  tieBreaker: 'r.recipient_delivery_id',
};

interface DeliveryRow {
  delivery_id: string;
  notification_def_id: string | null;
  title: string;
  status: number;
  recipient_count: number;
  send_date: Date | null;
  event_kind: NotificationDelivery['EventKind'];
  reason: string | null;
}
const toDelivery = (r: DeliveryRow): NotificationDelivery => ({
  NotificationId: r.delivery_id,
  Title: r.title,
  Status: r.status,
  RecipientCount: r.recipient_count,
  SendDate: isoOrNull(r.send_date),
  EventKind: r.event_kind,
  NotificationDefId: r.notification_def_id,
  Reason: r.reason,
});
interface RecipientRow {
  recipient_delivery_id: string;
  user_id: string | null;
  recipient_name: string;
  channel: NotificationChannel;
  address: string | null;
  subject: string;
  status: number;
  attempts: number;
  last_error: string | null;
  created_date: Date;
  completed_date: Date | null;
}
const toRecipient = (r: RecipientRow): NotificationRecipientDelivery => ({
  RecipientDeliveryId: r.recipient_delivery_id,
  UserId: r.user_id,
  RecipientName: r.recipient_name,
  Channel: r.channel,
  Address: r.address,
  Subject: r.subject,
  Status: r.status,
  Attempts: r.attempts,
  LastError: r.last_error,
  CreatedDate: iso(r.created_date),
  CompletedDate: isoOrNull(r.completed_date),
});
interface ItemRow {
  notification_id: string;
  title: string;
  body: string;
  event_type: number;
  type: number;
  send_date: Date;
  is_read: boolean;
  sender_name: string | null;
}
const toItem = (r: ItemRow): NotificationItem => ({
  NotificationId: r.notification_id,
  Title: r.title,
  Body: r.body,
  EventType: r.event_type,
  Type: r.type,
  SendDate: iso(r.send_date),
  IsRead: r.is_read,
  SenderName: r.sender_name,
});

/** Whether a channel's transport can deliver now, and what the console says about it. */
function transportOf(
  channel: NotificationChannel,
  config: ServerConfig,
): { isConfigured: boolean; description: string } {
  switch (channel) {
    case 'InApp':
      return { isConfigured: true, description: 'Delivered to the bell, live.' };
    case 'Email':
      return config.smtp
        ? {
            isConfigured: true,
            description: `Sent through ${config.smtp.host}:${config.smtp.port} from ${config.smtp.from}.`,
          }
        : { isConfigured: false, description: 'No SMTP server is configured: e-mails wait (Waiting For Service).' };
    case 'Sms':
      return {
        isConfigured: false,
        description: 'No SMS provider is configured: text messages wait (Waiting For Service).',
      };
    case 'Webhook':
      return { isConfigured: true, description: 'Recorded for webhook subscriptions to deliver.' };
  }
}

/** The channel's settings as ChannelProperties shows them: never the SMTP password, only whether one is set. */
function channelSettings(channel: NotificationChannel, config: ServerConfig): Array<{ Name: string; Value: string }> {
  if (channel !== 'Email' || !config.smtp) return [];
  const smtp = config.smtp;
  return [
    { Name: 'Host', Value: smtp.host },
    { Name: 'Port', Value: String(smtp.port) },
    { Name: 'Security', Value: smtp.isSecure ? 'TLS' : 'STARTTLS when offered' },
    { Name: 'From', Value: smtp.from },
    { Name: 'User', Value: smtp.user ?? '' },
    { Name: 'Password', Value: smtp.password ? 'set' : 'not set' },
  ];
}

/**
 * Spec §7 Notifications: definitions (workflow), sends and their deliveries, and the signed-in user's
 * bell. Sending is the server's job queue (raise.ts, delivery-job.ts).
 */
export const notificationsHandlers: DomainHandlers<typeof contract.notifications> = {
  defDataList: async ({ db, body }) =>
    ok(await pagedQuery(db, body, defSpec, 'd.*', 'notification_defs d WHERE TRUE', toDef)),
  getNotificationDefById: async ({ db, params }) => ok(toDef(await loadDefRow(db, params.id))),

  saveNotificationDef: async ({ db, body }) => {
    await assertNameFree(
      db,
      { table: 'notification_defs', idColumn: 'notification_def_id', noun: 'notification' },
      body.Name,
      body.NotificationDefId,
    );
    await assertDefReferences(db, body);
    const values = [
      body.Name,
      body.Title,
      body.EventKind,
      body.EventRuleId ?? null,
      JSON.stringify([...new Set(body.Channels)]),
      JSON.stringify([...new Set(body.RecipientUserIds)]),
      JSON.stringify([...new Set(body.RecipientGroupIds)]),
      body.RuleId ?? null,
      body.NotifySubjects,
      body.Subject,
      body.Body,
      body.IsEnabled,
    ];
    const columns =
      'name, title, event_kind, event_rule_id, channels, recipient_user_ids, recipient_group_ids, rule_id, notify_subjects, subject, body, is_enabled';
    const [row] = body.NotificationDefId
      ? await db.query<DefRow>(
          `UPDATE notification_defs SET (${columns}, updated_date) = ($2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9, $10, $11, $12, $13, now())
           WHERE notification_def_id = $1 RETURNING *`,
          [body.NotificationDefId, ...values],
        )
      : await db.query<DefRow>(
          `INSERT INTO notification_defs (notification_def_id, ${columns})
           VALUES (gen_random_uuid(), $1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8, $9, $10, $11, $12) RETURNING *`,
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
    ok(await pagedQuery(db, body, deliverySpec, 'n.*', 'notification_deliveries n WHERE TRUE', toDelivery)),

  deliveryById: async ({ db, params }) =>
    ok(
      toDelivery(
        await oneRow<DeliveryRow>(
          db,
          'SELECT * FROM notification_deliveries WHERE delivery_id = $1',
          [params.id],
          'The sent notification',
        ),
      ),
    ),

  deliveryRecipients: async ({ db, body }) => {
    const scope = typeof body.Scope === 'string' && /^[0-9a-f-]{36}$/i.test(body.Scope) ? body.Scope : null;
    return ok(
      await pagedQuery(
        db,
        body,
        recipientSpec,
        'r.*',
        'notification_recipient_deliveries r WHERE r.delivery_id = $1',
        toRecipient,
        [scope],
      ),
    );
  },

  notificationSummary: async ({ db, user }) => {
    const items = await db.query<ItemRow>(
      'SELECT * FROM notifications WHERE user_id = $1 ORDER BY send_date DESC, notification_id LIMIT 10',
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
        await db.query<ItemRow>(
          'SELECT * FROM notifications WHERE user_id = $1 ORDER BY send_date DESC, notification_id LIMIT 200',
          [user!.userId],
        )
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

  channelProperties: async ({ server }) =>
    ok(
      NOTIFICATION_CHANNELS.map((channel) => ({
        Channel: channel,
        Title: NOTIFICATION_CHANNEL_TITLES[channel],
        Properties: [...RECIPIENT_VARIABLES],
        IsConfigured: transportOf(channel, server.config).isConfigured,
        Settings: channelSettings(channel, server.config),
      })),
    ),

  getRecipientCount: async ({ db, body }) =>
    ok(
      await countRecipients(db, {
        userIds: body.UserIds ?? [],
        groupIds: body.GroupDefIds ?? [],
        ruleId: body.RuleId ?? null,
        subjectIds: [],
      }),
    ),

  getServiceInfo: async ({ db, server }) => {
    const [last] = await db.query<{ d: Date | null }>(
      'SELECT max(completed_date) AS d FROM notification_recipient_deliveries WHERE status = 3',
    );
    return ok({
      IsRunning: server.jobs !== null,
      LastRunDate: isoOrNull(last?.d ?? null),
      Transports: NOTIFICATION_CHANNELS.map((channel) => {
        const t = transportOf(channel, server.config);
        return { Channel: channel, IsConfigured: t.isConfigured, Description: t.description };
      }),
    });
  },

  sendTestEvent: async ({ db, body, user, server, reply }) => {
    const def = await loadDefRow(db, body.NotificationDefId);
    const event = await sampleEvent(db, def, user!, body.UserIds ?? []);
    const raised = await raiseNotificationEvent(db, event, server, { onlyDefinitionId: def.notification_def_id });
    reply.raw.once('finish', () => wakeNotificationDeliveries(server));
    return ok(
      { DeliveryIds: raised.deliveryIds },
      {
        message: 'Test notification sent.',
        audit: {
          targetType: 'NotificationDef',
          targetId: def.notification_def_id,
          description: `Test event: ${def.title}`,
        },
      },
    );
  },
};
