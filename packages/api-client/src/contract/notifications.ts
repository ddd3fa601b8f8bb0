import { z } from 'zod';
import { call, needs, responds, SIGNED_IN } from './define';
import { GuidSchema } from './paging';
import { Permissions } from './permissions';
import { getAll, getById, name, pagedList, text, writeById } from './builders';
import type {
  NotificationDef,
  NotificationDelivery,
  NotificationItem,
  NotificationSummary,
} from '../entities/workflow';

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
      Channel: z.enum(['Email', 'Sms', 'Push', 'InApp']),
      RuleId: GuidSchema.nullable().optional(),
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
  channelProperties: getAll<Array<{ Channel: string; Properties: string[] }>>(
    '/Notification/ChannelProperties',
    defs,
    'Placeholders each channel supports.',
  ),
  getRecipientCount: call({
    method: 'POST',
    path: '/Notification/GetRecipientCount',
    access: defs,
    isWrite: false,
    body: z.strictObject({
      RuleId: GuidSchema.nullable().optional(),
      GroupDefIds: z.array(GuidSchema).max(500).optional(),
    }),
    data: responds<number>(),
    summary: 'How many users a notification would reach.',
  }),
  getServiceInfo: getAll<{ IsRunning: boolean; LastRunDate: string | null }>(
    '/Notification/GetServiceInfo',
    defs,
    'State of the notification sender.',
  ),
  getNotificationDetail: getById<NotificationItem>(
    '/Notification/GetNotificationDetail/:id',
    SIGNED_IN,
    "One of the signed-in user's notifications.",
  ),
} as const;
