import type { z } from 'zod';
import { needs, type CallSpec } from './define';
import { Permissions } from './permissions';
import { writeById } from './builders';
import { resourceCalls } from './resource-calls';
import type { SaveInputOf } from '../resources/define';
import type { Webhook, WebhookDelivery, WebhookSaved, WebhookSecret } from '../entities/webhooks';
import type { PagedData } from './envelope';
import type { Selection } from '../resources/actions';
import type { SelectionOutcome } from './behaviour-calls';
import type { IdParamsSchema, PagedRequest } from './paging';
import { webhookResource } from '../resources/definitions/webhook';
import { webhookDeliveryResource } from '../resources/definitions/webhook-delivery';

const derived = resourceCalls(webhookResource);
const deliveries = resourceCalls(webhookDeliveryResource);
type Schema<T> = z.ZodType<T, T>;
/** The named entries of a derived contract (its actions and child lists are typed only by an index signature). */
type Named<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
type ById<Body, Data> = CallSpec<typeof IdParamsSchema, z.ZodUndefined, Schema<Body>, Data>;

/** The calls of §2.10 webhooks, named (the derived action and child entries written out). */
type WebhookCalls = Named<typeof derived> &
  Named<typeof deliveries> & {
    webhookSave: CallSpec<z.ZodUndefined, z.ZodUndefined, Schema<SaveInputOf<typeof webhookResource>>, WebhookSaved>;
    webhookSendTest: ById<Record<string, never>, Webhook>;
    webhookDeliveries: ById<PagedRequest, PagedData<WebhookDelivery>>;
    deliveryResend: CallSpec<z.ZodUndefined, z.ZodUndefined, Schema<Selection>, SelectionOutcome>;
    webhookRotateSecret: ById<undefined, WebhookSecret>;
  };

/**
 * §2.10 webhooks (designed calls): the subscriptions' list, get, save, remove, their "Send test event"
 * action and deliveries child list (derived from the definitions), a delivery's get and Resend, and
 * Rotate secret. The save answers the new secret once (WebhookSaved).
 */
export const webhooks: WebhookCalls = {
  ...derived,
  ...deliveries,
  webhookRotateSecret: writeById<WebhookSecret>(
    'POST',
    '/webhook/:id/rotateSecret',
    needs(Permissions.WebhookEdit),
    'Designed: makes a new signing secret, shown once in the answer; the previous one keeps signing (beside it) for 24 hours.',
  ),
} as unknown as WebhookCalls;
