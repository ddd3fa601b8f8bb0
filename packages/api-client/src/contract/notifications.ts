import { z } from 'zod';
import { call, needs, responds, SIGNED_IN } from './define';
import { GuidSchema } from './paging';
import { Permissions } from './permissions';
import { getAll, getById, name, pagedList, scopedList, text, writeById } from './builders';
import type {
  NotificationChannelInfo,
  NotificationDef,
  NotificationDelivery,
  NotificationItem,
  NotificationRecipientDelivery,
  NotificationServiceInfo,
  NotificationSummary,
} from '../entities/workflow';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENT_KINDS } from '../notifications/events';

/** Notification definitions are workflow automation: the spec's route uses Rule.Edit (§2.10). */
const defs = needs(Permissions.RuleEdit);
const read = needs(Permissions.NotificationList);

/** Spec §7 Notifications. The bell's summary and mark-all-as-read use NotificationSummary and MarkAllAsRead. */
export const notifications = {
  saveNotificationDef: call({
    method: 'POST',
    path: '/Notification/SaveNotificationDef',
    access: defs,
    isWrite: true,
    body: z.strictObject({
      NotificationDefId: GuidSchema.optional(),
      Name: name(),
      Title: name(),
      EventKind: z.enum(NOTIFICATION_EVENT_KINDS),
      EventRuleId: GuidSchema.nullable().optional(),
      Channels: z.array(z.enum(NOTIFICATION_CHANNELS)).min(1).max(4),
      RecipientUserIds: z.array(GuidSchema).max(500),
      RecipientGroupIds: z.array(GuidSchema).max(500),
      RuleId: GuidSchema.nullable().optional(),
      NotifySubjects: z.boolean(),
      Subject: text(500),
      Body: text(100_000),
      IsEnabled: z.boolean(),
    }),
    data: responds<NotificationDef>(),
    summary: 'Creates or updates a notification definition.',
  }),
  getNotificationDefById: getById<NotificationDef>(
    '/Notification/GetNotificationDefById/:id',
    defs,
    'One notification definition.',
  ),
  removeNotificationDef: writeById<null>(
    'GET',
    '/Notification/RemoveNotificationDef/:id',
    defs,
    'Removes a notification definition. The spec fixes GET; the server still requires the anti-forgery header because it writes.',
  ),
  defDataList: pagedList<NotificationDef>('/Notification/DefDataList', defs, 'Paged notification definitions.'),
  dataList: pagedList<NotificationDelivery>(
    '/Notification/DataList',
    read,
    'Paged sent notifications with their status.',
  ),
  notificationSummary: getAll<NotificationSummary>(
    '/Notification/NotificationSummary',
    SIGNED_IN,
    "The bell: the signed-in user's latest notifications and unread count.",
  ),
  markAllAsRead: call({
    method: 'POST',
    path: '/Notification/MarkAllAsRead',
    access: SIGNED_IN,
    isWrite: true,
    data: responds<null>(),
    summary: "Marks the signed-in user's notifications read; the unread count goes to 0.",
  }),
  listNotificationByUserId: getAll<NotificationItem[]>(
    '/Notification/ListNotificationByUserId',
    SIGNED_IN,
    "The signed-in user's notifications.",
  ),
  channelProperties: getAll<NotificationChannelInfo[]>(
    '/Notification/ChannelProperties',
    defs,
    "Each channel's template variables and settings (whether its transport is configured; never a secret).",
  ),
  getRecipientCount: call({
    method: 'POST',
    path: '/Notification/GetRecipientCount',
    access: defs,
    isWrite: false,
    body: z.strictObject({
      RuleId: GuidSchema.nullable().optional(),
      GroupDefIds: z.array(GuidSchema).max(500).optional(),
      UserIds: z.array(GuidSchema).max(500).optional(),
    }),
    data: responds<number>(),
    summary:
      'How many enabled users a notification would reach: the users, the members of the groups and the users passing the rule, each once.',
  }),
  getServiceInfo: getAll<NotificationServiceInfo>(
    '/Notification/GetServiceInfo',
    defs,
    'State of the notification sender and which transports (e-mail, SMS) are configured.',
  ),
  getNotificationDetail: getById<NotificationItem>(
    '/Notification/GetNotificationDetail/:id',
    SIGNED_IN,
    "One of the signed-in user's notifications.",
  ),
  deliveryById: getById<NotificationDelivery>(
    '/Notification/Delivery/:id',
    read,
    'One sent notification (a definition run for one event) with its overall status.',
  ),
  deliveryRecipients: scopedList<NotificationRecipientDelivery>(
    '/Notification/DeliveryRecipients',
    read,
    "A sent notification's deliveries, one per recipient and channel, with status, attempts and last error (Scope: the sent notification's id).",
  ),
  sendTestEvent: call({
    method: 'POST',
    path: '/Notification/SendTestEvent',
    access: defs,
    isWrite: true,
    body: z.strictObject({
      NotificationDefId: GuidSchema,
      /** The users the test event is about (for rule events: who entered or left). */
      UserIds: z.array(GuidSchema).max(100).optional(),
    }),
    data: responds<{ DeliveryIds: string[] }>(),
    summary: "Raises the definition's event with sample data, delivered to its recipients like a real one.",
  }),
} as const;
