/**
 * The events a webhook subscription may receive (issue 27), named as Standard Webhooks suggest
 * (`resource.action`, lower-case, dotted), and what a receiver is told about verifying them. Plain data,
 * shared by the console (choices, the help panel) and the server (what `raiseWebhookEvent` accepts).
 *
 * The six product events are the notification events of §2.10 (a user starts or stops passing a rule,
 * an export completes, an access request needs a decision, a campaign needs review, an application key
 * expires within a month); `webhook.test` is what "Send test event" sends.
 */
export const WebhookEvent = {
  RuleUserEntered: 'rule.user_entered',
  RuleUserLeft: 'rule.user_left',
  ExportCompleted: 'export.completed',
  AccessRequestNeedsDecision: 'access_request.needs_decision',
  CampaignNeedsReview: 'campaign.needs_review',
  ApplicationKeyExpiring: 'application_key.expiring',
  Test: 'webhook.test',
} as const;
export type WebhookEventType = (typeof WebhookEvent)[keyof typeof WebhookEvent];

/** The events with the titles the form shows. */
export const WEBHOOK_EVENT_CHOICES: ReadonlyArray<{ value: WebhookEventType; title: string }> = [
  { value: WebhookEvent.RuleUserEntered, title: 'A user starts passing a rule' },
  { value: WebhookEvent.RuleUserLeft, title: 'A user stops passing a rule' },
  { value: WebhookEvent.ExportCompleted, title: 'An export completed' },
  { value: WebhookEvent.AccessRequestNeedsDecision, title: 'An access request needs a decision' },
  { value: WebhookEvent.CampaignNeedsReview, title: 'A campaign needs review' },
  { value: WebhookEvent.ApplicationKeyExpiring, title: 'An application key expires within a month' },
  { value: WebhookEvent.Test, title: 'Test event' },
];

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  WEBHOOK_EVENT_CHOICES.some((c) => c.value === value);

/** The Standard Webhooks headers every delivery carries. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** Prefix of a signing secret (Standard Webhooks: `whsec_` and the base64 of the key). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** What a receiver does to check a delivery, as the view's help panel says it (one text, also the docs). */
export const WEBHOOK_VERIFY_HELP = {
  title: 'Verify deliveries',
  steps: [
    'Each delivery is a POST with a JSON body { type, timestamp, data } and the Standard Webhooks headers webhook-id, webhook-timestamp and webhook-signature.',
    'The signature is v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>"> keyed with the base64-decoded secret after whsec_. Several space-separated signatures are sent for a day after the secret is rotated; accept any one.',
    "Use an off-the-shelf library rather than your own code: the standardwebhooks package (npm, PyPI, Go, Ruby, Java…) or Svix's libraries verify the signature, and refuse timestamps more than five minutes away.",
    'Read the raw body as received (do not parse and re-serialise it before verifying), answer 2xx within 15 seconds, and use webhook-id to ignore a message you have already handled: retries and resends keep the same id.',
  ],
  example: `import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.PORTCULLIS_WEBHOOK_SECRET); // whsec_…
// rawBody: the request body as a string, exactly as received
const event = wh.verify(rawBody, {
  'webhook-id': req.headers['webhook-id'],
  'webhook-timestamp': req.headers['webhook-timestamp'],
  'webhook-signature': req.headers['webhook-signature'],
}); // throws when the signature or timestamp is wrong`,
} as const;
