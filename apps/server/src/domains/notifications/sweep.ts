import { z } from 'zod';
import type { NotificationEvent } from '@portcullis/api-client/contract';
import type { ServerContext } from '../../engine/context';
import { defineJob } from '../../engine/jobs/index';
import { raiseNotificationEvent, wakeNotificationDeliveries } from './raise';
import { remindCampaignReviewers } from './campaign-reminders';

type SweepContext = Pick<ServerContext, 'db' | 'config' | 'jobs'>;

/** Every 10 minutes: a key or campaign event is raised at most that long after it became true. */
export const NOTIFICATION_SWEEP_CRON = '*/10 * * * *';

/** Access certification states (certification-states.ts): Ready while reviewers work. */
const CAMPAIGN_READY = 20;

/** Raises `event` once per `eventKey`: the mark and the deliveries commit together or not at all. */
async function raiseOnce(server: SweepContext, eventKey: string, event: NotificationEvent): Promise<boolean> {
  return server.db.transaction(async (tx) => {
    const marked = await tx.query(
      'INSERT INTO notification_event_marks (event_key) VALUES ($1) ON CONFLICT (event_key) DO NOTHING RETURNING 1',
      [eventKey],
    );
    if (!marked.length) return false;
    await raiseNotificationEvent(tx, event, server);
    return true;
  });
}

/**
 * Raises the events that become true with time rather than through a request: an application key
 * expiring within a month (once per key and expiration date, so a key extended and expiring again is
 * raised again), a campaign that is Ready (needs review; once per campaign run) and one past its end
 * date while still Ready (overdue), and a campaign's reminder when its end comes within its reminder
 * days (campaign-reminders.ts). Reviewers are those with undecided items. Returns how many events were
 * raised.
 */
export async function sweepNotificationEvents(server: SweepContext): Promise<number> {
  const { db } = server;
  let raised = 0;
  const keys = await db.query<{
    id: string;
    app_id: string;
    app_title: string;
    key_title: string | null;
    expires: Date;
  }>(
    `SELECT k.application_key_id AS id, a.application_id AS app_id, a.title AS app_title, k.title AS key_title,
            k.expiration_date AS expires
       FROM application_keys k JOIN applications a ON a.application_id = k.application_id
      WHERE k.expiration_date > now() AND k.expiration_date <= now() + interval '30 days' AND k.superseded_date IS NULL`,
  );
  for (const key of keys) {
    const expires = new Date(key.expires).toISOString();
    const event: NotificationEvent = {
      Kind: 'ApplicationKeyExpiring',
      ApplicationId: key.app_id,
      ApplicationTitle: key.app_title,
      KeyName: key.key_title ?? 'Unnamed key',
      ExpiresDate: expires,
    };
    if (await raiseOnce(server, `key-expiring:${key.id}:${expires}`, event)) raised += 1;
  }
  const campaigns = await db.query<{
    id: string;
    title: string;
    start: Date | null;
    is_overdue: boolean;
    reviewer_ids: string[] | null;
  }>(
    `SELECT c.access_certification_id AS id, c.title, c.start_date AS start, (c.end_date IS NOT NULL AND c.end_date < now()) AS is_overdue,
            (SELECT array_agg(DISTINCT i.reviewer_id) FROM access_certification_items i
              WHERE i.access_certification_id = c.access_certification_id AND i.reviewer_id IS NOT NULL AND i.result = 0) AS reviewer_ids
       FROM access_certifications c WHERE c.state = $1`,
    [CAMPAIGN_READY],
  );
  for (const c of campaigns) {
    const run = `${c.id}:${c.start ? new Date(c.start).toISOString() : ''}`;
    const about = { CampaignId: c.id, CampaignTitle: c.title, ReviewerIds: c.reviewer_ids ?? [] };
    if (await raiseOnce(server, `campaign-review:${run}`, { Kind: 'CampaignNeedsReview', ...about })) raised += 1;
    if (c.is_overdue && (await raiseOnce(server, `campaign-overdue:${run}`, { Kind: 'CampaignOverdue', ...about })))
      raised += 1;
  }
  raised += await remindCampaignReviewers(server);
  if (raised) wakeNotificationDeliveries(server);
  return raised;
}

/** The sweep as a scheduled job (NOTIFICATION_SWEEP_CRON). */
export const notificationSweepJob = defineJob('notification-sweep', {
  input: z.object({}),
  retry: { limit: 1, delaySeconds: 60 },
  handler: async (_input, { server }) => void (await sweepNotificationEvents(server)),
});
