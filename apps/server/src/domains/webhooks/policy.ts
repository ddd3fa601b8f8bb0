import type { ServerConfig } from '../../engine/config/server-config';

/**
 * How deliveries are retried and when a subscription that keeps failing is disabled. Decisions where
 * the spec is silent, after Svix (whose schedule this is) and Stripe:
 * - a delivery is tried at once, then again 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h after each
 *   failure (8 attempts over about 27 hours); each attempt has 15 s to answer; only a 2xx answer is a
 *   success (a redirect is a failure: it is never followed);
 * - after 5 deliveries in a row failed every attempt of that schedule — at least a day of failures, as
 *   Svix (5 days) and Stripe (3 days) wait days, not minutes — the subscription is disabled, with the
 *   reason on it, and its owner is told in the bell. A success resets the count; so does enabling it again.
 * - Resend and test events are single attempts and never count towards disabling.
 */
export interface WebhookPolicy {
  /** Seconds to wait before each retry; its length is the number of retries. */
  retryDelaysSeconds: readonly number[];
  /** Failed deliveries in a row that disable a subscription. */
  disableAfterFailures: number;
  /** Each attempt's deadline (connect, send, answer). */
  timeoutMs: number;
  /** Answers longer than this are cut off (the attempt fails). */
  maxResponseBytes: number;
  /** Characters of the answer kept on the delivery. */
  excerptLength: number;
}

export const DEFAULT_WEBHOOK_POLICY: WebhookPolicy = {
  retryDelaysSeconds: [5, 300, 1800, 7200, 18_000, 36_000, 36_000],
  disableAfterFailures: 5,
  timeoutMs: 15_000,
  maxResponseBytes: 64 * 1024,
  excerptLength: 1000,
};

/** The policy of this server: the defaults, with the configuration's retry schedule and threshold. */
export function webhookPolicyOf(config: Pick<ServerConfig, 'webhooks'>): WebhookPolicy {
  return { ...DEFAULT_WEBHOOK_POLICY, ...config.webhooks } as WebhookPolicy;
}
