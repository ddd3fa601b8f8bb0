import { randomUUID } from 'node:crypto';
import {
  BUILT_IN_SENDS,
  eventTypeOf,
  NotificationStatus,
  renderTemplate,
  type NotificationChannel,
  type NotificationEvent,
} from '@portcullis/api-client/contract';
import type { ServerContext } from '../../engine/context';
import type { Queryable } from '../../db/types';
import { eventFacts, type EventFacts } from './event-values';
import { listRecipients, MAX_RECIPIENTS, type RecipientRow } from './recipients';
import { notificationDeliveryJob } from './delivery-job';
import { refreshDeliveryStatus } from './delivery-status';

interface DefRow {
  notification_def_id: string;
  title: string;
  channels: NotificationChannel[] | string;
  recipient_user_ids: string[] | string;
  recipient_group_ids: string[] | string;
  rule_id: string | null;
  notify_subjects: boolean;
  subject: string;
  body: string;
}
const jsonList = <T>(value: T[] | string): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);

/** What a raise created: one sent notification per matching definition, and the jobs it queued. */
export interface RaisedNotifications {
  /** notification_deliveries ids (the Notifications list's rows), one per definition that matched. */
  deliveryIds: string[];
  /** Recipient deliveries queued as jobs (in-app and e-mail; SMS and webhook ones wait, see below). */
  queuedCount: number;
}

/** What raising needs of the server: its configuration (which transports exist) and its job queue. */
export type RaiseContext = Pick<ServerContext, 'config' | 'jobs'>;

export interface RaiseOptions {
  /** Only this definition, enabled or not (SendTestEvent). */
  onlyDefinitionId?: string;
}

/** The status a new recipient delivery starts in, and why when it cannot be sent now. */
function initialStatus(
  channel: NotificationChannel,
  recipient: RecipientRow,
  server: RaiseContext,
): { status: number; reason: string | null; address: string | null } {
  switch (channel) {
    case 'InApp':
      return { status: NotificationStatus.Pending, reason: null, address: null };
    case 'Email':
      if (!recipient.email)
        return { status: NotificationStatus.Failed, reason: 'The user has no e-mail address.', address: null };
      if (!server.config.smtp)
        return {
          status: NotificationStatus.WaitingForService,
          reason: 'No SMTP server is configured (PORTCULLIS_SMTP_HOST): the e-mail waits until one is.',
          address: recipient.email,
        };
      return { status: NotificationStatus.Pending, reason: null, address: recipient.email };
    case 'Sms':
      return {
        status: NotificationStatus.WaitingForService,
        reason: 'No SMS provider is configured: the message waits until one is.',
        address: null,
      };
    case 'Webhook':
      return {
        status: NotificationStatus.WaitingForService,
        reason: 'Recorded for webhook subscriptions to deliver.',
        address: null,
      };
  }
}

/**
 * Raises a notification event (issue 27): every enabled definition listening for `event.Kind` (for
 * rule events, for that rule or any rule) renders its template for each recipient — its users, its
 * groups' members, its rule's users and, when it says so, the users the event is about — and records
 * one delivery per recipient per channel. In-app and e-mail deliveries are queued as
 * `notification-delivery` jobs (retried with backoff, idempotent by delivery id); SMS deliveries wait
 * for a provider (Waiting For Service: this server has none), and webhook deliveries are recorded
 * Waiting For Service for the webhook subscriptions to pick up.
 *
 * A kind with a built-in send (`BUILT_IN_SENDS`: the campaign reminder) also reaches the users it is
 * about without any definition: in the bell, and by e-mail only when an SMTP server is configured (a
 * reminder waiting for a mail server that may never come would arrive stale). It is recorded as a send
 * without a definition, and a definition's recipient it already reached on a channel is not sent that
 * channel again. A raise for one definition (`onlyDefinitionId`) leaves the built-in send out.
 *
 * `db` may be the caller's transaction: the rows and jobs then exist only if it commits. Jobs queued
 * in a transaction are found by the workers' polling (about 2 s); call `wakeNotificationDeliveries`
 * after the commit to start them at once.
 */
export async function raiseNotificationEvent(
  db: Queryable,
  event: NotificationEvent,
  server: RaiseContext,
  options: RaiseOptions = {},
): Promise<RaisedNotifications> {
  const facts = await eventFacts(db, event);
  const raised: RaisedNotifications = { deliveryIds: [], queuedCount: 0 };
  const builtIn = options.onlyDefinitionId ? undefined : BUILT_IN_SENDS[event.Kind];
  let reachedByBuiltIn: ReadonlySet<string> = new Set();
  if (builtIn) {
    const recipients = await listRecipients(db, {
      userIds: [],
      groupIds: [],
      ruleId: null,
      subjectIds: facts.subjectIds,
    });
    const channels: NotificationChannel[] = server.config.smtp ? ['InApp', 'Email'] : ['InApp'];
    const sent = await recordSend(db, server, event, facts, { defId: null, ...builtIn, channels, recipients });
    reachedByBuiltIn = sent.reached;
    raised.deliveryIds.push(sent.deliveryId);
    raised.queuedCount += sent.queuedCount;
  }
  const defs = await db.query<DefRow>(
    `SELECT notification_def_id, title, channels, recipient_user_ids, recipient_group_ids, rule_id, notify_subjects, subject, body
       FROM notification_defs
      WHERE CASE WHEN $1::uuid IS NOT NULL THEN notification_def_id = $1::uuid
            ELSE is_enabled AND event_kind = $2 AND (event_rule_id IS NULL OR event_rule_id = $3::uuid) END
      ORDER BY notification_def_id`,
    [options.onlyDefinitionId ?? null, event.Kind, facts.ruleId],
  );
  for (const def of defs) {
    const recipients = await listRecipients(db, {
      userIds: jsonList(def.recipient_user_ids),
      groupIds: jsonList(def.recipient_group_ids),
      ruleId: def.rule_id,
      subjectIds: def.notify_subjects ? facts.subjectIds : [],
    });
    const plan = { ...def, defId: def.notification_def_id, channels: jsonList(def.channels), recipients };
    const sent = await recordSend(db, server, event, facts, plan, reachedByBuiltIn);
    raised.deliveryIds.push(sent.deliveryId);
    raised.queuedCount += sent.queuedCount;
  }
  return raised;
}

/** One send: who it reaches on which channels with which template, and the definition behind it (if any). */
interface SendPlan {
  defId: string | null;
  title: string;
  channels: readonly NotificationChannel[];
  recipients: readonly RecipientRow[];
  subject: string;
  body: string;
}

/**
 * Records one send (a notification_deliveries row) and a recipient delivery per recipient and channel,
 * leaving out the `userId:channel` pairs in `skip`; queues the deliveries that can go now. Returns the
 * pairs it reached.
 */
async function recordSend(
  db: Queryable,
  server: RaiseContext,
  event: NotificationEvent,
  facts: EventFacts,
  plan: SendPlan,
  skip: ReadonlySet<string> = new Set(),
): Promise<{ deliveryId: string; queuedCount: number; reached: Set<string> }> {
  const { recipients } = plan;
  const deliveryId = randomUUID();
  const reached = new Set<string>();
  const isTooMany = recipients.length > MAX_RECIPIENTS;
  await db.query(
    `INSERT INTO notification_deliveries (delivery_id, notification_def_id, title, status, recipient_count, send_date, event_kind, reason)
     VALUES ($1, $2, $3, $4, $5, now(), $6, $7)`,
    [
      deliveryId,
      plan.defId,
      plan.title,
      isTooMany ? NotificationStatus.Cancelled : NotificationStatus.Pending,
      recipients.length,
      event.Kind,
      isTooMany ? `More than ${MAX_RECIPIENTS} recipients: narrow the recipients, nothing was sent.` : null,
    ],
  );
  if (isTooMany) return { deliveryId, queuedCount: 0, reached };
  const rows = recipients.flatMap((recipient) => {
    const values = {
      ...facts.values,
      UserName: recipient.user_name,
      FirstName: recipient.first_name ?? '',
      LastName: recipient.last_name ?? '',
      DisplayName: recipient.display_name ?? recipient.user_name,
      Email: recipient.email ?? '',
    };
    const subject = renderTemplate(plan.subject, values);
    const body = renderTemplate(plan.body, values);
    return plan.channels
      .filter((channel) => !skip.has(`${recipient.user_id}:${channel}`))
      .map((channel) => {
        reached.add(`${recipient.user_id}:${channel}`);
        const start = initialStatus(channel, recipient, server);
        return {
          id: randomUUID(),
          user_id: recipient.user_id,
          name: recipient.display_name || recipient.user_name,
          channel,
          address: start.address,
          subject,
          body,
          status: start.status,
          reason: start.reason,
        };
      });
  });
  if (rows.length) {
    await db.query(
      `INSERT INTO notification_recipient_deliveries
         (recipient_delivery_id, delivery_id, user_id, recipient_name, channel, address, subject, body, event_type, type, sender_name, status, last_error)
       SELECT r.id, $2, r.user_id, r.name, r.channel, r.address, r.subject, r.body, $3, $4, $5, r.status, r.reason
         FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, user_id uuid, name text, channel text, address text, subject text, body text, status smallint, reason text)`,
      [JSON.stringify(rows), deliveryId, eventTypeOf(event.Kind), facts.type, facts.senderName],
    );
  }
  let queuedCount = 0;
  for (const row of rows) {
    if (row.status !== NotificationStatus.Pending) continue;
    if (!server.jobs) throw new Error('The job queue has not started.');
    await server.jobs.enqueue(notificationDeliveryJob, { recipientDeliveryId: row.id }, { tx: db, id: row.id });
    queuedCount += 1;
  }
  await refreshDeliveryStatus(db, deliveryId);
  return { deliveryId, queuedCount, reached };
}

/** Starts this process's delivery workers now (after the transaction that raised an event committed). */
export function wakeNotificationDeliveries(server: Pick<ServerContext, 'jobs'>): void {
  server.jobs?.wake(notificationDeliveryJob);
}
