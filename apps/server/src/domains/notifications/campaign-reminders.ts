import type { ServerContext } from '../../engine/context';
import { raiseNotificationEvent } from './raise';

type ReminderContext = Pick<ServerContext, 'db' | 'config' | 'jobs'>;

/** Access certification states (certification-states.ts): Ready while reviewers work. */
const CAMPAIGN_READY = 20;
/** Access certification item result (§4): Untouched, i.e. still undecided. */
const UNTOUCHED = 0;

interface DueReminder {
  id: string;
  title: string;
  start: Date | null;
  end_day: string;
  days_left: number;
  reviewer_ids: string[];
}

/**
 * Reminds the reviewers of Ready campaigns whose end date has come within their definition's reminder
 * days (`ReminderDays`; none when it is empty or 0) and who still have undecided items.
 *
 * Decisions where the spec is silent:
 * - One reminder per reviewer per campaign run, as Entra ID access reviews send one reminder before
 *   the end rather than one a day: the mark is `campaign-reminder:<campaign>:<run start>:<reviewer>`,
 *   so a reviewer who is delegated items after the reminder went out is reminded at the next sweep,
 *   and the next run of a recurring campaign reminds again.
 * - The reminder reaches the reviewers whether or not a notification definition listens for
 *   `CampaignReminder` (it is the campaign's own setting; see `BUILT_IN_SENDS`): one event per campaign
 *   and sweep names the reviewers not reminded yet, so the Notifications list shows one send per campaign.
 *
 * Marks and deliveries of a campaign commit together. Returns how many reminder events were raised
 * (one per campaign with reviewers not reminded yet).
 */
export async function remindCampaignReviewers(server: ReminderContext): Promise<number> {
  const due = await server.db.query<DueReminder>(
    `SELECT c.access_certification_id AS id, c.title, c.start_date AS start,
            to_char(c.end_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS end_day,
            greatest(1, ceil(extract(epoch FROM c.end_date - now()) / 86400))::int AS days_left,
            array_agg(DISTINCT i.reviewer_id ORDER BY i.reviewer_id) AS reviewer_ids
       FROM access_certifications c
       JOIN access_certification_items i
         ON i.access_certification_id = c.access_certification_id AND i.reviewer_id IS NOT NULL AND i.result = $2
      WHERE c.state = $1 AND c.reminder_days > 0 AND c.end_date > now()
        AND c.end_date <= now() + make_interval(days => c.reminder_days)
      GROUP BY c.access_certification_id`,
    [CAMPAIGN_READY, UNTOUCHED],
  );
  let reminded = 0;
  for (const campaign of due) {
    const run = `campaign-reminder:${campaign.id}:${campaign.start ? new Date(campaign.start).toISOString() : ''}:`;
    reminded += await server.db.transaction(async (tx) => {
      const marked = await tx.query<{ reviewer_id: string }>(
        `INSERT INTO notification_event_marks (event_key)
         SELECT $1 || r FROM unnest($2::uuid[]) AS r ON CONFLICT (event_key) DO NOTHING
         RETURNING substr(event_key, length($1) + 1) AS reviewer_id`,
        [run, campaign.reviewer_ids],
      );
      if (!marked.length) return 0;
      await raiseNotificationEvent(
        tx,
        {
          Kind: 'CampaignReminder',
          CampaignId: campaign.id,
          CampaignTitle: campaign.title,
          EndDate: campaign.end_day,
          DaysLeft: campaign.days_left,
          ReviewerIds: marked.map((m) => m.reviewer_id),
        },
        server,
      );
      return 1;
    });
  }
  return reminded;
}
