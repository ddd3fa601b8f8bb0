import { z } from 'zod';
import { HUBS, NotificationStatus as S } from '@portcullis/api-client/contract';
import { defineJob } from '../../engine/jobs/index';
import { createOutboundGuard } from '../../engine/outbound/guard';
import { EMPTY_ALLOW_LIST } from '../../engine/outbound/address-policy';
import { refreshDeliveryStatus } from './delivery-status';
import { sendNotificationMail } from './smtp';

interface RecipientDeliveryRow {
  recipient_delivery_id: string;
  delivery_id: string;
  user_id: string | null;
  channel: string;
  address: string | null;
  subject: string;
  body: string;
  event_type: number;
  type: number;
  sender_name: string | null;
  status: number;
}

/** What the bell's hub message carries for a notification that is not an export (the console refreshes the bell). */
export interface NotificationHubMessage {
  NotificationId: string;
}

/**
 * Delivers one recipient delivery (a recipient on a channel). Idempotent by the delivery's id: the
 * bell row takes that id (a rerun inserts nothing), e-mail carries it as its Message-ID, and a
 * delivery already Completed, Failed or Cancelled is left alone. An attempt that fails keeps its
 * reason on the row (status Pending again, attempts counted) and is retried with backoff; when the
 * attempts run out the delivery is Failed with the last reason.
 */
export const notificationDeliveryJob = defineJob('notification-delivery', {
  input: z.strictObject({ recipientDeliveryId: z.uuid() }),
  // Three attempts about 1 and 2 seconds apart: a mail server that is briefly away is caught up, one
  // that stays away shows Failed with its reason within seconds.
  retry: { limit: 2, delaySeconds: 1, backoff: true },
  concurrency: 2,
  async handler({ recipientDeliveryId }, run) {
    const { db, config, hubs } = run.server;
    const [row] = await db.query<RecipientDeliveryRow>(
      'SELECT * FROM notification_recipient_deliveries WHERE recipient_delivery_id = $1',
      [recipientDeliveryId],
    );
    if (!row || (row.status !== S.Pending && row.status !== S.Started)) return;
    await db.query(
      'UPDATE notification_recipient_deliveries SET status = $2, attempts = $3 WHERE recipient_delivery_id = $1',
      [recipientDeliveryId, S.Started, run.attempt],
    );
    await refreshDeliveryStatus(db, row.delivery_id);
    try {
      if (row.channel === 'InApp' && row.user_id) {
        const inserted = await db.query(
          `INSERT INTO notifications (notification_id, user_id, title, body, event_type, type, sender_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (notification_id) DO NOTHING RETURNING 1`,
          [recipientDeliveryId, row.user_id, row.subject, row.body, row.event_type, row.type, row.sender_name],
        );
        if (inserted.length) {
          const message: NotificationHubMessage = { NotificationId: recipientDeliveryId };
          // Spec §7: ReceiveExportNotification refreshes the bell, on the export hub a console joins while an
          // export runs; every signed-in console holds the console hub, so the bell hears it there too.
          await hubs
            ?.toUser('export', row.user_id, HUBS.export.events.ReceiveExportNotification, message)
            .catch(() => undefined);
          await hubs
            ?.toUser('console', row.user_id, HUBS.console.events.ReceiveConsoleChange, { Kind: 'Notifications' })
            .catch(() => undefined);
        }
      } else if (row.channel === 'Email') {
        if (!config.smtp || !row.address) throw new Error('No SMTP server is configured.');
        await sendNotificationMail(config.smtp, createOutboundGuard(config.outboundAllow ?? EMPTY_ALLOW_LIST), {
          to: row.address,
          subject: row.subject,
          text: row.body,
          deliveryId: recipientDeliveryId,
        });
      }
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      await db.query(
        'UPDATE notification_recipient_deliveries SET status = $2, last_error = $3 WHERE recipient_delivery_id = $1',
        [recipientDeliveryId, S.Pending, reason],
      );
      throw new Error(reason);
    }
    await db.query(
      `UPDATE notification_recipient_deliveries SET status = $2, last_error = NULL, completed_date = now()
        WHERE recipient_delivery_id = $1`,
      [recipientDeliveryId, S.Completed],
    );
    await refreshDeliveryStatus(db, row.delivery_id);
  },
  async failed({ recipientDeliveryId }, { server, message }) {
    const [row] = await server.db.query<{ delivery_id: string }>(
      `UPDATE notification_recipient_deliveries SET status = $2, last_error = $3, completed_date = now()
        WHERE recipient_delivery_id = $1 AND status IN ($4, $5) RETURNING delivery_id`,
      [recipientDeliveryId, S.Failed, message.slice(0, 2000), S.Pending, S.Started],
    );
    if (row) await refreshDeliveryStatus(server.db, row.delivery_id);
  },
});
