export { webhooksHandlers } from './handlers';
export { raiseWebhookEvent, webhookBody, type WebhookEventContext } from './raise';
export { webhookDeliveryJob, signatureHeader } from './delivery-job';
export { DEFAULT_WEBHOOK_POLICY, webhookPolicyOf, type WebhookPolicy } from './policy';
export { removeOldDeliveries, webhookRetentionJob, WEBHOOK_RETENTION_CRON } from './retention';
