import { defineResource } from '../define';
import { field } from '../fields';
import { defineLifecycle, lifecycleChoices } from '../lifecycle';
import { NotificationStatus } from '../../entities/enums';
import {
  NOTIFICATION_CHANNEL_TITLES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_KINDS,
  NOTIFICATION_EVENTS,
} from '../../notifications/events';
import { Permissions } from '../../contract/permissions';

/**
 * Spec §4 Notification status of a send and of each of its deliveries: titles and badge tones, one
 * table for the lists and the detail page. The delivery job moves it (raise.ts, delivery-job.ts):
 * Pending → Started → Completed or Failed; Waiting For Service while no transport is configured;
 * Cancelled when nothing was sent.
 */
export const notificationStatusLifecycle = defineLifecycle({
  field: 'Status',
  initial: 'Pending',
  states: {
    Pending: { value: NotificationStatus.Pending, title: 'Pending', tone: 'neutral' },
    Started: { value: NotificationStatus.Started, title: 'Started', tone: 'info' },
    Completed: { value: NotificationStatus.Completed, title: 'Completed', tone: 'success' },
    Failed: { value: NotificationStatus.Failed, title: 'Failed', tone: 'danger' },
    WaitingForService: { value: NotificationStatus.WaitingForService, title: 'Waiting For Service', tone: 'warning' },
    Cancelled: { value: NotificationStatus.Cancelled, title: 'Cancelled', tone: 'neutral' },
  },
  transitions: {
    Pending: ['Started', 'WaitingForService', 'Cancelled', 'Failed', 'Completed'],
    Started: ['Completed', 'Failed', 'Pending'],
    WaitingForService: ['Started', 'Pending', 'Failed'],
    Failed: [],
    Completed: [],
    Cancelled: [],
  },
});
const statusChoices = lifecycleChoices(notificationStatusLifecycle);

/**
 * One delivery of a sent notification to one recipient on one channel (§7 DeliveryRecipients; the
 * detail page's rows): status, attempts and the last error. Written by the delivery job; read-only.
 * The list's Scope is the sent notification's id; a list without one is empty (the spec's call always
 * names it).
 */
export const notificationRecipientResource = defineResource({
  name: 'notificationRecipient',
  domain: 'notifications',
  titles: { one: 'Delivery', many: 'Deliveries' },
  id: 'RecipientDeliveryId',
  access: { list: Permissions.NotificationList, edit: Permissions.RuleEdit },
  noun: 'delivery',
  fields: {
    NotificationId: field.computed.text('Sent notification', { column: 'delivery_id' }),
    UserId: field.computed.optionalText('User id'),
    RecipientName: field.computed.text('Recipient'),
    Channel: field.computed.choice(
      'Channel',
      NOTIFICATION_CHANNELS.map((c) => ({ value: c, title: NOTIFICATION_CHANNEL_TITLES[c] })),
    ),
    Address: field.computed.optionalText('Address'),
    Subject: field.computed.text('Subject'),
    Status: field.computed.choice('Status', statusChoices),
    Attempts: field.computed.number('Attempts'),
    LastError: field.computed.optionalText('Last error'),
    CreatedDate: field.computed.dateTime('Created'),
    CompletedDate: field.computed.optionalDateTime('Finished'),
  },
  titleField: 'RecipientName',
  list: {
    columns: ['RecipientName', 'Channel', 'Address', 'Status', 'Attempts', 'LastError', 'CompletedDate'],
    search: ['RecipientName'],
    filters: ['CreatedDate'],
    unsortable: ['Address', 'LastError', 'CompletedDate'],
    defaultSort: [
      { Column: 'RecipientName', Asc: true },
      { Column: 'Channel', Asc: true },
    ],
    emptyText: 'Nobody was reached by this notification.',
    scope: { field: 'NotificationId' },
    isScopeRequired: true,
  },
  calls: { list: { name: 'deliveryRecipients', path: '/Notification/DeliveryRecipients' } },
  lifecycle: notificationStatusLifecycle,
  store: { table: 'notification_recipient_deliveries', alias: 'r', idColumn: 'recipient_delivery_id' },
  audit: { targetType: 'Notification' },
});

/**
 * A sent notification (§7 DataList, Delivery/:id): one definition run for one event — its title,
 * overall status, how many recipients, when, and why nothing was sent (a Cancelled send). Written by
 * raising an event; read-only. Its recipients' deliveries are its child list.
 */
export const notificationDeliveryResource = defineResource({
  name: 'notificationDelivery',
  domain: 'notifications',
  titles: { one: 'Sent notification', many: 'Sent notifications' },
  id: 'NotificationId',
  access: { list: Permissions.NotificationList, edit: Permissions.RuleEdit },
  noun: 'sent notification',
  fields: {
    Title: field.computed.text('Notification'),
    Status: field.computed.choice('Status', statusChoices),
    RecipientCount: field.computed.number('Recipients'),
    SendDate: field.computed.optionalDateTime('Sent'),
    EventKind: field.computed.choice(
      'Event',
      NOTIFICATION_EVENT_KINDS.map((k) => ({ value: k, title: NOTIFICATION_EVENTS[k].title })),
    ),
    NotificationDefId: field.computed.optionalText('Notification id'),
    Reason: field.computed.optionalText('Reason'),
  },
  titleField: 'Title',
  list: {
    columns: ['Title', 'EventKind', 'Status', 'RecipientCount', 'SendDate'],
    search: ['Title'],
    unsortable: ['RecipientCount'],
    filters: ['NotificationDefId'],
    defaultSort: [{ Column: 'SendDate', Asc: false }],
    emptyText: 'Nothing has been sent yet.',
  },
  calls: {
    list: { name: 'dataList', path: '/Notification/DataList' },
    get: { name: 'deliveryById', path: '/Notification/Delivery/:id' },
  },
  lifecycle: notificationStatusLifecycle,
  store: { table: 'notification_deliveries', alias: 'n', idColumn: 'delivery_id' },
  audit: { targetType: 'Notification' },
});
