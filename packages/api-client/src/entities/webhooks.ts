import type { RecordOf } from '../resources/define';
import type { webhookResource } from '../resources/definitions/webhook';
import type { webhookDeliveryResource } from '../resources/definitions/webhook-delivery';

/** A webhook subscription as the calls return it (never its secret). */
export type Webhook = RecordOf<typeof webhookResource>;
/** One delivery of an event to a subscription. */
export type WebhookDelivery = RecordOf<typeof webhookDeliveryResource>;

/**
 * The answer of a webhook save: the record, and `Secret` (`whsec_…`) when the save made a new signing
 * secret — on create, and when the URL moved to another origin — shown this once; null otherwise.
 */
export type WebhookSaved = Webhook & { Secret: string | null };

/** The answer of Rotate secret: the new secret, shown this once. */
export interface WebhookSecret {
  Secret: string;
  /** Until when the previous secret also signs deliveries (ISO 8601), or null when there was none. */
  PreviousSecretValidUntil: string | null;
}
