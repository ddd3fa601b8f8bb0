import { NotificationStatus as S } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';

/**
 * A sent notification's status from its recipient deliveries: Pending until one starts, Started while
 * any is Pending or Started, then Failed if any failed, Waiting For Service if any waits, Cancelled
 * if all were cancelled, else Completed (no recipients: Completed, nothing to send).
 */
export async function refreshDeliveryStatus(db: Queryable, deliveryId: string): Promise<void> {
  await db.query(
    `UPDATE notification_deliveries SET status = (
       SELECT CASE
         WHEN bool_and(status = ${S.Pending}) THEN ${S.Pending}
         WHEN bool_or(status IN (${S.Pending}, ${S.Started})) THEN ${S.Started}
         WHEN bool_or(status = ${S.Failed}) THEN ${S.Failed}
         WHEN bool_or(status = ${S.WaitingForService}) THEN ${S.WaitingForService}
         WHEN bool_and(status = ${S.Cancelled}) THEN ${S.Cancelled}
         ELSE ${S.Completed} END
       FROM notification_recipient_deliveries WHERE delivery_id = $1)
     WHERE delivery_id = $1 AND status <> ${S.Cancelled}`,
    [deliveryId],
  );
}
