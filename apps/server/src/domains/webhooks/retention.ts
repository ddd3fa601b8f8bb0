import { z } from 'zod';
import type { Queryable } from '../../db/types';
import { defineJob } from '../../engine/jobs/index';

/**
 * Deliveries are kept 90 days (Svix keeps messages 90 days; Stripe lists events 30 days), then removed
 * by a daily schedule run by one process; a delivery still Pending is kept until it settles.
 */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 90;
export const WEBHOOK_RETENTION_CRON = '17 3 * * *';

/** Removes settled deliveries older than the retention; returns how many. */
export async function removeOldDeliveries(db: Queryable, days = WEBHOOK_DELIVERY_RETENTION_DAYS): Promise<number> {
  const rows = await db.query(
    `DELETE FROM webhook_deliveries WHERE state <> 'Pending' AND created_date < now() - make_interval(days => $1)
     RETURNING 1`,
    [days],
  );
  return rows.length;
}

export const webhookRetentionJob = defineJob('webhook-delivery-retention', {
  input: z.object({}),
  retry: { limit: 1, delaySeconds: 60 },
  handler: async (_input, { server }) => void (await removeOldDeliveries(server.db)),
});
