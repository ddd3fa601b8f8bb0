import type { FastifyRequest } from 'fastify';
import { webhookDeliveryResource, webhookResource, WebhookEvent, type contract } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { badRequest } from '../../engine/calls/errors';
import { loadRecord, resourceHandlers } from '../../engine/resources/crud';
import { EMPTY_ALLOW_LIST } from '../../engine/outbound/address-policy';
import { iso } from '../../engine/sql/query-helpers';
import { storeNewSecret } from './secrets';
import { webhookOriginOf, webhookUrlRefusal } from './target';
import { raiseWebhookEvent } from './raise';
import { webhookDeliveryJob } from './delivery-job';

/** What a save's hooks leave for its answer: a secret made by this request (shown once). */
const madeSecrets = new WeakMap<FastifyRequest, string>();
/** What beforeSave saw of the stored record, for afterSave. */
const before = new WeakMap<FastifyRequest, { origin: string; isEnabled: boolean }>();

const refuse = (field: string, message: string) => badRequest(message, [{ Field: field, Message: message }]);

const generic = resourceHandlers(webhookResource, {
  beforeSave: async ({ server, request }, input, existing) => {
    const refusal = webhookUrlRefusal(input.Url, server.config.outboundAllow ?? EMPTY_ALLOW_LIST);
    if (refusal) throw refuse('Url', refusal);
    if (existing) before.set(request, { origin: webhookOriginOf(existing.Url), isEnabled: existing.IsEnabled });
  },
  afterSave: async ({ db, server, user, request }, record, _input, isCreate) => {
    const id = record.WebhookId;
    if (isCreate) await db.query('UPDATE webhooks SET owner_id = $2 WHERE webhook_id = $1', [id, user?.userId ?? null]);
    const was = before.get(request);
    // A secret signs only for the origin it was made for: another origin gets a new one, the old one dropped.
    if (isCreate || (was && was.origin !== webhookOriginOf(record.Url)))
      madeSecrets.set(request, (await storeNewSecret(db, server.secretKey, id, false)).secret);
    // Enabled again (by hand, after being disabled for failures): a new count of failures starts.
    if (was && !was.isEnabled && record.IsEnabled)
      await db.query('UPDATE webhooks SET consecutive_failures = 0, disabled_reason = NULL WHERE webhook_id = $1', [
        id,
      ]);
  },
  actions: {
    sendTest: async (ctx, record) => {
      await raiseWebhookEvent(
        ctx,
        WebhookEvent.Test,
        { WebhookId: record.WebhookId, Title: record.Title, Message: 'A test event sent from the Portcullis console.' },
        { onlyWebhookId: record.WebhookId },
      );
    },
  },
});

const deliveryHandlers = resourceHandlers(webhookDeliveryResource, {
  actions: {
    // Each ticked delivery is tried once more, keeping its message id (receivers drop what they already handled).
    resend: async (ctx, ids) => {
      const rows = await ctx.db.query<{
        id: string;
        attempts: number;
        title: string;
        is_enabled: boolean;
        event_type: string;
      }>(
        `SELECT d.delivery_id AS id, d.attempts, w.title, w.is_enabled, d.event_type
         FROM webhook_deliveries d JOIN webhooks w ON w.webhook_id = d.webhook_id WHERE d.delivery_id = ANY($1::uuid[])`,
        [ids],
      );
      const off = rows.find((r) => !r.is_enabled && r.event_type !== WebhookEvent.Test);
      if (off) throw badRequest(`${off.title} is disabled: enable it, then resend.`);
      for (const row of rows)
        await ctx.startJob(webhookDeliveryJob, {
          deliveryId: row.id,
          attempt: row.attempts + 1,
          retriesLeft: 0,
          isSingle: true,
        });
      return { message: rows.length === 1 ? 'Delivery queued again.' : `${rows.length} deliveries queued again.` };
    },
  },
});

type Handlers = DomainHandlers<typeof contract.webhooks>;

/**
 * §2.10 webhooks: the definitions' generic handlers (list, get, save, remove, the deliveries list),
 * with the URL rules (target.ts), the owner and the signing secret made on create (shown once in the
 * save's answer, and again made new when the URL moves to another origin), Send test event (a single
 * attempt, also to a disabled webhook, to check a receiver before enabling it), Resend and Rotate secret.
 */
export const webhooksHandlers: DomainHandlers<typeof contract.webhooks> = {
  ...generic,
  webhookSendTest: generic.webhookSendTest as Handlers['webhookSendTest'],
  webhookDeliveries: generic.webhookDeliveries as Handlers['webhookDeliveries'],
  webhookSave: async (ctx) => {
    const result = await generic.webhookSave(ctx);
    const secret = madeSecrets.get(ctx.request) ?? null;
    const record = await loadRecord(ctx.db, webhookResource, result.data.WebhookId);
    return {
      ...result,
      data: { ...record, Secret: secret },
      message: secret ? 'Webhook saved. Copy its signing secret now: it is shown only once.' : result.message,
    };
  },
  ...deliveryHandlers,
  deliveryResend: deliveryHandlers.deliveryResend as unknown as Handlers['deliveryResend'],

  webhookRotateSecret: async ({ db, server, params }) => {
    const webhook = await loadRecord(db, webhookResource, params.id);
    const { secret, previousUntil } = await storeNewSecret(db, server.secretKey, webhook.WebhookId, true);
    return ok(
      { Secret: secret, PreviousSecretValidUntil: previousUntil ? iso(previousUntil) : null },
      {
        message: 'New signing secret made. Copy it now: it is shown only once.',
        audit: {
          targetType: 'Webhook',
          targetId: webhook.WebhookId,
          description: `${webhook.Title}: signing secret rotated`,
        },
      },
    );
  },
};
