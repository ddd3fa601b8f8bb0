import { defineResource } from '../define';
import { defineActions, designedActionCall } from '../actions';
import { field } from '../fields';
import { defineLifecycle, lifecycleChoices } from '../lifecycle';
import { Permissions } from '../../contract/permissions';

/**
 * The state of one delivery of an event to a subscription: Pending while attempts remain (queued, or
 * waiting for the next retry), Succeeded once the receiver answered 2xx, Failed when every attempt of the
 * retry schedule failed. Resend starts a fresh attempt from any state (Svix: "resend" keeps the message id).
 */
export const webhookDeliveryLifecycle = defineLifecycle({
  field: 'State',
  initial: 'Pending',
  states: {
    Pending: { value: 'Pending', title: 'Pending', tone: 'info' },
    Succeeded: { value: 'Succeeded', title: 'Succeeded', tone: 'success' },
    Failed: { value: 'Failed', title: 'Failed', tone: 'danger' },
  },
  transitions: {
    Pending: ['Succeeded', 'Failed', 'Pending'],
    Succeeded: ['Pending'],
    Failed: ['Pending'],
  },
});

/**
 * Deliveries of a webhook subscription (issue 27; `webhooks/view/:id`): one row per event and
 * subscription, written by `raiseWebhookEvent` and updated by the delivery job after each attempt — the
 * HTTP status, how long it took, how many attempts, when, and the first bytes of the answer. Read-only
 * but for Resend.
 */
export const webhookDeliveryResource = defineResource({
  name: 'webhookDelivery',
  domain: 'webhooks',
  titles: { one: 'Webhook delivery', many: 'Webhook deliveries' },
  id: 'DeliveryId',
  access: { list: Permissions.WebhookList, edit: Permissions.WebhookEdit },
  noun: 'delivery',
  fields: {
    WebhookId: field.computed.text('Webhook', { column: 'webhook_id' }),
    MessageId: field.computed.text('Message id'),
    EventType: field.computed.text('Event'),
    State: field.computed.choice('State', lifecycleChoices(webhookDeliveryLifecycle)),
    StatusCode: field.computed.optionalText('Status code', { sql: 'd.status_code::text' }),
    DurationMs: field.computed.number('Duration (ms)', { sql: 'coalesce(d.duration_ms, 0)' }),
    Attempts: field.computed.number('Attempts'),
    Error: field.computed.optionalText('Error'),
    ResponseExcerpt: field.computed.optionalText('Response'),
    CreatedDate: field.computed.dateTime('Created'),
    LastAttemptDate: field.computed.optionalDateTime('Last attempt'),
  },
  titleField: 'EventType',
  list: {
    columns: ['EventType', 'State', 'StatusCode', 'DurationMs', 'Attempts', 'LastAttemptDate', 'CreatedDate'],
    search: ['EventType', 'MessageId'],
    filters: ['State', 'WebhookId'],
    defaultSort: [{ Column: 'CreatedDate', Asc: false }],
    emptyText: 'No deliveries yet. Send a test event to see one.',
    // A selection across pages of one webhook's deliveries names the webhook as its Scope.
    scope: { field: 'WebhookId' },
  },
  calls: {
    get: { name: 'deliveryGet', path: '/webhook/deliveries/get/:id', isDesigned: true },
  },
  lifecycle: webhookDeliveryLifecycle,
  actions: defineActions({
    resend: {
      title: 'Resend',
      call: designedActionCall('/webhook/deliveries', 'resend', { selection: true, prefix: 'delivery' }),
      access: Permissions.WebhookEdit,
      selection: true,
      to: 'Pending',
      doneText: 'Delivery queued again.',
    },
  }),
  store: { table: 'webhook_deliveries', alias: 'd', idColumn: 'delivery_id' },
  audit: { targetType: 'WebhookDelivery' },
});
