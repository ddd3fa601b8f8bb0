import { NotificationType, type NotificationEvent } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';

/** What an event contributes to a send: template values, the users it is about, the bell's sender and type. */
export interface EventFacts {
  values: Record<string, string | number>;
  subjectIds: readonly string[];
  senderName: string | null;
  /** Spec §4 Notification type: Info 1, Warning 2, Error 3. */
  type: number;
  /** For rule events: the rule a definition may be narrowed to. */
  ruleId: string | null;
}

/** The user names listed in a rule event's {{UserNames}}: the first few, then how many more. */
const LISTED_USERS = 10;

/** Reads what an event's templates and recipients need (rule and user names) from the database. */
export async function eventFacts(db: Queryable, event: NotificationEvent): Promise<EventFacts> {
  switch (event.Kind) {
    case 'RuleEntered':
    case 'RuleLeft': {
      const [rule] = await db.query<{ title: string }>('SELECT title FROM rules WHERE rule_id = $1', [event.RuleId]);
      const names = await db.query<{ user_name: string }>(
        'SELECT user_name FROM users WHERE user_id = ANY($1::uuid[]) ORDER BY lower(user_name) LIMIT $2',
        [[...event.UserIds], LISTED_USERS],
      );
      const more = event.UserIds.length - names.length;
      return {
        values: {
          RuleTitle: rule?.title ?? 'A removed rule',
          UserCount: event.UserIds.length,
          UserNames: names.map((n) => n.user_name).join(', ') + (more > 0 ? ` and ${more} more` : ''),
        },
        subjectIds: event.UserIds,
        senderName: null,
        type: NotificationType.Info,
        ruleId: event.RuleId,
      };
    }
    case 'ExportCompleted':
      return {
        values: {
          ExportName: event.ExportName,
          RowCount: event.RowCount,
          Outcome: event.IsSuccess ? 'ready' : 'failed',
        },
        subjectIds: [event.UserId],
        senderName: null,
        type: event.IsSuccess ? NotificationType.Info : NotificationType.Error,
        ruleId: null,
      };
    case 'AccessRequestNeedsDecision':
      return {
        values: { RequesterName: event.RequesterName, ObjectTitle: event.ObjectTitle },
        subjectIds: event.ApproverIds,
        senderName: event.RequesterName,
        type: NotificationType.Info,
        ruleId: null,
      };
    case 'CampaignNeedsReview':
    case 'CampaignOverdue':
      return {
        values: { CampaignTitle: event.CampaignTitle },
        subjectIds: event.ReviewerIds,
        senderName: null,
        type: event.Kind === 'CampaignOverdue' ? NotificationType.Warning : NotificationType.Info,
        ruleId: null,
      };
    case 'CampaignReminder':
      return {
        values: { CampaignTitle: event.CampaignTitle, EndDate: event.EndDate, DaysLeft: event.DaysLeft },
        subjectIds: event.ReviewerIds,
        senderName: null,
        type: NotificationType.Warning,
        ruleId: null,
      };
    case 'ApplicationKeyExpiring':
      return {
        values: { ApplicationTitle: event.ApplicationTitle, KeyName: event.KeyName, ExpiresDate: event.ExpiresDate },
        subjectIds: [],
        senderName: null,
        type: NotificationType.Warning,
        ruleId: null,
      };
  }
}
