import {
  NOTIFICATION_CHANNEL_TITLES,
  NOTIFICATION_CHANNELS,
  notificationDefResource,
  notificationDeliveryResource,
  notificationRecipientResource,
  RECIPIENT_VARIABLES,
  type contract,
  type NotificationChannel,
  type NotificationItem,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import type { ServerConfig } from '../../engine/config/server-config';
import { badRequest } from '../../engine/calls/errors';
import { isoOrNull } from '../../engine/lists/list-query';
import { iso, oneRow } from '../../engine/sql/query-helpers';
import { resourceHandlers } from '../../engine/resources/crud';
import { sampleEvent } from './sample-event';
import { countRecipients } from './recipients';
import { raiseNotificationEvent, wakeNotificationDeliveries } from './raise';
import { boundCallHandler } from '../../engine/resources/behaviour';

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

/** Definitions: the layer's CRUD; a definition names at least one recipient (Okta, Entra ID: no silent sends). */
const defs = resourceHandlers(notificationDefResource, {
  beforeSave: async (_ctx, input) => {
    if (!input.RecipientUserIds?.length && !input.RecipientGroupIds?.length && !input.RuleId && !input.NotifySubjects) {
      const message = 'Choose who receives the notification.';
      throw badRequest(message, [{ Message: message, Field: 'RecipientUserIds' }]);
    }
  },
  actions: {
    // Send test (SendTestEvent): the definition's event with sample data, sent even when it is disabled.
    sendTest: async ({ db, user, server, reply }, def, input) => {
      const event = await sampleEvent(db, def, user!, (input.UserIds as string[] | undefined) ?? []);
      const raised = await raiseNotificationEvent(db, event, server, { onlyDefinitionId: def.NotificationDefId });
      reply.raw.once('finish', () => wakeNotificationDeliveries(server));
      return { data: { DeliveryIds: raised.deliveryIds }, description: `Test event: ${def.Title}` };
    },
  },
});
const sends = resourceHandlers(notificationDeliveryResource);
const recipients = resourceHandlers(notificationRecipientResource);
type Handlers = DomainHandlers<typeof contract.notifications>;

/**
 * Spec §7 Notifications: definitions (workflow), sends and their deliveries — served by the resource
 * layer (definitions/notification-def.ts, notification-delivery.ts) — and the signed-in user's bell.
 * Sending is the server's job queue (raise.ts, delivery-job.ts).
 */
export const notificationsHandlers: Handlers = {
  defDataList: defs.defDataList as unknown as Handlers['defDataList'],
  getNotificationDefById: defs.getNotificationDefById as unknown as Handlers['getNotificationDefById'],
  saveNotificationDef: defs.saveNotificationDef as unknown as Handlers['saveNotificationDef'],
  removeNotificationDef: defs.removeNotificationDef as unknown as Handlers['removeNotificationDef'],
  dataList: sends.dataList as unknown as Handlers['dataList'],
  deliveryById: sends.deliveryById as unknown as Handlers['deliveryById'],
  deliveryRecipients: recipients.deliveryRecipients as unknown as Handlers['deliveryRecipients'],

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

  sendTestEvent: boundCallHandler(defs, 'sendTestEvent') as Handlers['sendTestEvent'],
};
