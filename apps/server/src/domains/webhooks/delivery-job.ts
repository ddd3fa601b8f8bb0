import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { WEBHOOK_HEADERS } from '@portcullis/api-client/contract';
import type { ServerContext } from '../../engine/context';
import type { Queryable } from '../../db/types';
import { defineJob } from '../../engine/jobs/index';
import { createOutboundGuard, OutboundError } from '../../engine/outbound/guard';
import { EMPTY_ALLOW_LIST } from '../../engine/outbound/address-policy';
import { webhookPolicyOf, type WebhookPolicy } from './policy';
import { signingSecretsOf } from './secrets';

/**
 * One attempt of one delivery, as a job on the server's queue. The retry schedule is the webhook
 * policy's, not the queue's backoff: a failed attempt queues the next one with its delay (policy.ts),
 * and the last failure marks the delivery Failed and counts towards disabling the subscription.
 * Each attempt claims its number on the delivery row first, so a job run twice sends once — unless the
 * queue retries it after a crash mid-attempt (at least once, as every webhook sender promises).
 */
export const webhookDeliveryJob = defineJob('webhook-delivery', {
  input: z.strictObject({
    deliveryId: z.uuid(),
    /** The attempt's number on the delivery (1 for the first). */
    attempt: z.number().int().min(1).max(1000),
    /** Retries left after this attempt (the policy's schedule, from the end). */
    retriesLeft: z.number().int().min(0).max(100),
    /** A resend or a test: a single attempt that never counts towards disabling. */
    isSingle: z.boolean().default(false),
  }),
  // Only for a process that stopped mid-attempt: the schedule is the job's own.
  retry: { limit: 1, delaySeconds: 5 },
  concurrency: 2,
  async handler(input, run) {
    const { db } = run.server;
    const [row] = await db.query<DeliveryRow>(
      `UPDATE webhook_deliveries d SET attempts = $2, last_attempt_date = now()
       FROM webhooks w WHERE w.webhook_id = d.webhook_id AND d.delivery_id = $1
         AND (d.attempts < $2 OR (d.attempts = $2 AND $3))
       RETURNING d.delivery_id, d.webhook_id, d.message_id, d.body, w.url, w.is_enabled, d.event_type`,
      [input.deliveryId, input.attempt, run.attempt > 1],
    );
    if (!row) return; // already attempted, or removed with its webhook
    if (!row.is_enabled && row.event_type !== 'webhook.test') {
      await finish(db, row.delivery_id, 'Failed', { error: 'The webhook is disabled: nothing was sent.' });
      return;
    }
    const policy = webhookPolicyOf(run.server.config);
    const outcome = await attempt(run.server, row, policy);
    if (run.signal.aborted) return;
    if (outcome.isSuccess) {
      await finish(db, row.delivery_id, 'Succeeded', outcome);
      await db.query(
        'UPDATE webhooks SET consecutive_failures = 0 WHERE webhook_id = $1 AND consecutive_failures <> 0',
        [row.webhook_id],
      );
      return;
    }
    if (input.retriesLeft > 0) {
      await finish(db, row.delivery_id, 'Pending', outcome);
      const delays = policy.retryDelaysSeconds;
      const delay = delays[delays.length - input.retriesLeft] ?? 0;
      await run.server.jobs?.enqueue(
        webhookDeliveryJob,
        { deliveryId: row.delivery_id, attempt: input.attempt + 1, retriesLeft: input.retriesLeft - 1 },
        { startAfterSeconds: delay },
      );
      return;
    }
    await finish(db, row.delivery_id, 'Failed', outcome);
    if (!input.isSingle) await countFailure(run.server, row.webhook_id, policy, outcome.error);
  },
});

interface DeliveryRow {
  delivery_id: string;
  webhook_id: string;
  message_id: string;
  body: string;
  url: string;
  is_enabled: boolean;
  event_type: string;
}

interface Outcome {
  isSuccess?: boolean;
  statusCode?: number | null;
  durationMs?: number;
  excerpt?: string | null;
  error?: string | null;
}

/** The `webhook-signature` header: `v1,<base64>` per signing secret, space-separated (Standard Webhooks). */
export function signatureHeader(secrets: readonly string[], messageId: string, at: Date, body: string): string {
  return secrets.map((secret) => new StandardWebhook(secret).sign(messageId, at, body)).join(' ');
}

/** POSTs the delivery once through the outbound guard; never throws. */
async function attempt(server: ServerContext, row: DeliveryRow, policy: WebhookPolicy): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const secrets = await signingSecretsOf(server.db, server.secretKey, row.webhook_id);
    if (secrets.length === 0) return { error: 'The webhook has no signing secret: rotate it.' };
    const at = new Date();
    const response = await createOutboundGuard(server.config.outboundAllow ?? EMPTY_ALLOW_LIST).request(
      new URL(row.url),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Portcullis-Webhooks/1.0',
          [WEBHOOK_HEADERS.id]: row.message_id,
          [WEBHOOK_HEADERS.timestamp]: String(Math.floor(at.getTime() / 1000)),
          [WEBHOOK_HEADERS.signature]: signatureHeader(secrets, row.message_id, at, row.body),
        },
        body: row.body,
        timeoutMs: policy.timeoutMs,
        maxResponseBytes: policy.maxResponseBytes,
      },
    );
    const excerpt = response.body.toString('utf8').slice(0, policy.excerptLength) || null;
    const status = response.status;
    const durationMs = elapsed();
    if (status >= 200 && status < 300) return { isSuccess: true, statusCode: status, durationMs, excerpt };
    const location = typeof response.headers.location === 'string' ? response.headers.location.slice(0, 300) : '';
    const error =
      status >= 300 && status < 400
        ? `The receiver answered a redirect (${status}${location ? ` to ${location}` : ''}); redirects are not followed.`
        : `The receiver answered ${status}.`;
    return { statusCode: status, durationMs, excerpt, error };
  } catch (thrown) {
    const message =
      thrown instanceof OutboundError
        ? thrown.message
        : thrown instanceof Error
          ? `${(thrown as NodeJS.ErrnoException).code ?? 'Error'}: ${thrown.message}`
          : String(thrown);
    return { durationMs: elapsed(), error: message.slice(0, 500) };
  }
}

async function finish(db: Queryable, deliveryId: string, state: string, outcome: Outcome): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries SET state = $2, status_code = $3, duration_ms = $4, response_excerpt = $5, error = $6
     WHERE delivery_id = $1`,
    [
      deliveryId,
      state,
      outcome.statusCode ?? null,
      outcome.durationMs ?? null,
      outcome.excerpt ?? null,
      outcome.error ?? null,
    ],
  );
}

/**
 * Counts a delivery that failed every attempt; the one that reaches the policy's threshold disables
 * the subscription (once: the update runs only while it is enabled) and tells its owner in the bell.
 */
async function countFailure(
  server: ServerContext,
  webhookId: string,
  policy: WebhookPolicy,
  lastError: string | null | undefined,
): Promise<void> {
  const reason = `${policy.disableAfterFailures} deliveries in a row failed every attempt. Last error: ${lastError ?? 'unknown'}`;
  // Only while enabled: the update that reaches the threshold is the one that disables it, once.
  const [counted] = await server.db.query<{ owner_id: string | null; title: string; is_enabled: boolean }>(
    `UPDATE webhooks SET consecutive_failures = consecutive_failures + 1,
       is_enabled = consecutive_failures + 1 < $2,
       disabled_reason = CASE WHEN consecutive_failures + 1 >= $2 THEN $3 ELSE disabled_reason END
     WHERE webhook_id = $1 AND is_enabled RETURNING owner_id, title, is_enabled`,
    [webhookId, policy.disableAfterFailures, reason.slice(0, 1000)],
  );
  const disabled = counted && !counted.is_enabled ? counted : undefined;
  if (!disabled?.owner_id) return;
  await server.db.query(
    `INSERT INTO notifications (notification_id, user_id, title, body, event_type, type)
     VALUES (gen_random_uuid(), $1, $2, $3, 1, 3)`,
    [
      disabled.owner_id,
      'Webhook disabled',
      `${disabled.title} was disabled: ${reason.slice(0, 800)} Fix the receiver, then enable it again.`,
    ],
  );
}
