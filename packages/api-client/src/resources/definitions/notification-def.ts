import { defineActions } from '../actions';
import { defineResource } from '../define';
import { field } from '../fields';
import {
  NOTIFICATION_CHANNEL_TITLES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_KINDS,
  NOTIFICATION_EVENTS,
} from '../../notifications/events';
import { Permissions } from '../../contract/permissions';

/**
 * Notification definitions (§2.10 notifications; `notifications`, `notificationdef/save/:id?`, the route
 * uses Rule.Edit): an event it listens for, the channels it sends on, who receives it and the subject
 * and body templates. The definition binds to the spec's calls (§7 Notifications: DefDataList,
 * GetNotificationDefById, SaveNotificationDef, RemoveNotificationDef — a GET, as the spec fixes it), so
 * their paths and shapes stay. Send test is its action bound to SendTestEvent, whose spec body names the
 * definition (NotificationDefId) rather than the path and answers the deliveries' ids. Where the spec is silent, as Okta's and Entra ID's
 * notification templates do, a definition needs a subject and a body, and names at least one recipient
 * (the server's hook: 'Choose who receives the notification.').
 */
export const notificationDefResource = defineResource({
  name: 'notificationDef',
  domain: 'notifications',
  titles: { one: 'Notification', many: 'Notifications' },
  id: 'NotificationDefId',
  access: { list: Permissions.RuleEdit, edit: Permissions.RuleEdit },
  noun: 'notification',
  description: 'Tell people when something happens: in the bell, by e-mail, by SMS or to a webhook.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    EventKind: field.choice(
      'Event',
      NOTIFICATION_EVENT_KINDS.map((kind) => ({ value: kind, title: NOTIFICATION_EVENTS[kind].title })),
      { required: true, initial: 'RuleEntered' },
    ),
    EventRuleId: field.ref('Only for this rule', 'automationRule', {
      help: 'Empty: any rule.',
      shownWhen: { EventKind: ['RuleEntered', 'RuleLeft'] },
    }),
    Channels: field.choiceList(
      'Channels',
      NOTIFICATION_CHANNELS.map((c) => ({ value: c, title: NOTIFICATION_CHANNEL_TITLES[c] })),
      { required: true, initial: ['InApp'] },
    ),
    RecipientUserIds: field.objectList('Users', 'user', { maxItems: 500 }),
    RecipientGroupIds: field.objectList('Groups', 'group', { maxItems: 500 }),
    RuleId: field.ref('Users passing the rule', 'automationRule'),
    NotifySubjects: field.boolean('Notify the users the event is about'),
    Subject: field.text('Subject', { required: true, maxLength: 500 }),
    Body: field.longText('Body', { required: true, maxLength: 100_000 }),
    IsEnabled: field.boolean('State', { initial: true }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'EventKind', 'Channels', 'IsEnabled'],
    search: ['Title', 'Name'],
    filters: ['Name', 'CreatedDate'],
    unsortable: ['Channels'],
    defaultSort: [{ Column: 'Title', Asc: true }],
    emptyText: 'No notifications yet.',
  },
  calls: {
    list: { name: 'defDataList', path: '/Notification/DefDataList' },
    get: { name: 'getNotificationDefById', path: '/Notification/GetNotificationDefById/:id' },
    save: { name: 'saveNotificationDef', path: '/Notification/SaveNotificationDef' },
    remove: { name: 'removeNotificationDef', path: '/Notification/RemoveNotificationDef/:id', method: 'GET' },
  },
  store: { table: 'notification_defs', alias: 'd', idColumn: 'notification_def_id', touchColumn: 'updated_date' },
  removeText: 'Nothing more is sent for it; what was sent stays listed.',
  actions: defineActions({
    sendTest: {
      title: 'Send test',
      call: { name: 'sendTestEvent', path: '/Notification/SendTestEvent' },
      bound: { idFrom: 'body.NotificationDefId' },
      access: Permissions.RuleEdit,
      doneText: 'Test notification sent.',
      isImmediate: true,
    },
  }),
  audit: { targetType: 'NotificationDef' },
});
