import type { FastifyReply } from 'fastify';
import type { ActionContext } from '../../engine/resources/behaviour';
import { isWebhookEventType, type WebhookEventType } from '@portcullis/api-client/contract';
import type { ServerContext } from '../../engine/context';
import type { Queryable } from '../../db/types';
import { webhookDeliveryJob } from './delivery-job';
import { webhookPolicyOf } from './policy';

/** Where an event is raised: the database (a caller's transaction, so deliveries exist only if it commits) and the server. */
export interface WebhookEventContext {
  db: Queryable;
  server: Pick<ServerContext, 'jobs' | 'config'>;
  /** A call's reply: the workers are woken once it is sent (after the commit). Without it, at once. */
  reply?: FastifyReply;
  /** An action's job starter (engine/resources/behaviour.ts), which queues in its transaction and wakes after it. */
  startJob?: ActionContext['startJob'];
}

/** The JSON body every delivery carries (Standard Webhooks' recommended envelope). */
export const webhookBody = (type: WebhookEventType, payload: unknown, at = new Date()): string =>
  JSON.stringify({ type, timestamp: at.toISOString(), data: payload ?? {} });

/**
 * Raises `type` with `payload` (any JSON value, sent as `data`) to every enabled subscription of the
 * event: one delivery row each, with a message id of its own (`msg_…`, kept by retries and resends so
 * receivers can drop duplicates), and one delivery job each, queued in `ctx.db`'s transaction.
 * `onlyWebhookId` narrows it to one subscription (Send test event). Returns the deliveries' ids.
 *
 * Called by the product's events (see WebhookEvent: a rule's users entering or leaving, an export
 * completing, …); `type` must be one of them (a typo throws rather than reaching nobody).
 */
export async function raiseWebhookEvent(
  ctx: WebhookEventContext,
  type: WebhookEventType,
  payload: unknown,
  /**
   * `onlyWebhookId`: one subscription, a single attempt, enabled or not (Send test event, Resend).
   * `toWebhookId`: one subscription named by a rule's Webhook action, delivered like any event (enabled
   * only, with retries), whether or not it subscribes to the event.
   */
  options: { onlyWebhookId?: string; toWebhookId?: string } = {},
): Promise<string[]> {
  if (!isWebhookEventType(type)) throw new Error(`Unknown webhook event type "${String(type)}".`);
  const body = webhookBody(type, payload);
  const rows = await ctx.db.query<{ delivery_id: string }>(
    `INSERT INTO webhook_deliveries (webhook_id, message_id, event_type, body)
     SELECT w.webhook_id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), $1, $2 FROM webhooks w
     WHERE ${
       options.onlyWebhookId
         ? 'w.webhook_id = $3'
         : options.toWebhookId
           ? 'w.is_enabled AND w.webhook_id = $3'
           : 'w.is_enabled AND w.events @> jsonb_build_array($1::text)'
     }
     RETURNING delivery_id`,
    options.onlyWebhookId || options.toWebhookId
      ? [type, body, options.onlyWebhookId ?? options.toWebhookId]
      : [type, body],
  );
  if (rows.length === 0) return [];
  const isSingle = Boolean(options.onlyWebhookId);
  const retriesLeft = isSingle ? 0 : webhookPolicyOf(ctx.server.config).retryDelaysSeconds.length;
  const inputs = rows.map((r) => ({ deliveryId: r.delivery_id, attempt: 1, retriesLeft, isSingle }));
  if (ctx.startJob) {
    for (const input of inputs) await ctx.startJob(webhookDeliveryJob, input);
  } else {
    const jobs = ctx.server.jobs;
    if (!jobs) throw new Error('The job queue has not started.');
    for (const input of inputs) await jobs.enqueue(webhookDeliveryJob, input, { tx: ctx.db });
    if (ctx.reply) ctx.reply.raw.once('finish', () => jobs.wake(webhookDeliveryJob));
    else jobs.wake(webhookDeliveryJob);
  }
  return rows.map((r) => r.delivery_id);
}
