import type { NotificationDef, NotificationEvent } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { SessionUser } from '../../engine/auth/session-user';
import { badRequest } from '../../engine/calls/errors';

/**
 * The event SendTestEvent raises for a definition: its kind with sample data, about `userIds` (default:
 * the caller), so an administrator sees exactly what recipients will get.
 */
export async function sampleEvent(
  db: Queryable,
  def: Pick<NotificationDef, 'EventKind' | 'EventRuleId'>,
  caller: SessionUser,
  userIds: readonly string[],
): Promise<NotificationEvent> {
  const about = userIds.length ? userIds : [caller.userId];
  switch (def.EventKind) {
    case 'RuleEntered':
    case 'RuleLeft': {
      const ruleId =
        def.EventRuleId ??
        (await db.query<{ rule_id: string }>('SELECT rule_id FROM rules ORDER BY created_date LIMIT 1'))[0]?.rule_id;
      if (!ruleId) throw badRequest('There is no rule to test with: create a rule first.');
      return { Kind: def.EventKind, RuleId: ruleId, UserIds: about };
    }
    case 'ExportCompleted':
      return {
        Kind: 'ExportCompleted',
        ExportId: crypto.randomUUID(),
        UserId: about[0]!,
        ExportName: 'Test export',
        RowCount: 42,
        IsSuccess: true,
      };
    case 'AccessRequestNeedsDecision':
      return {
        Kind: 'AccessRequestNeedsDecision',
        AccessRequestId: crypto.randomUUID(),
        RequesterName: caller.formattedName || caller.userName,
        ObjectTitle: 'Test application',
        ApproverIds: about,
      };
    case 'CampaignNeedsReview':
    case 'CampaignOverdue':
      return {
        Kind: def.EventKind,
        CampaignId: crypto.randomUUID(),
        CampaignTitle: 'Test campaign',
        ReviewerIds: about,
      };
    case 'CampaignReminder':
      return {
        Kind: 'CampaignReminder',
        CampaignId: crypto.randomUUID(),
        CampaignTitle: 'Test campaign',
        EndDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        DaysLeft: 3,
        ReviewerIds: about,
      };
    case 'ApplicationKeyExpiring':
      return {
        Kind: 'ApplicationKeyExpiring',
        ApplicationId: crypto.randomUUID(),
        ApplicationTitle: 'Test application',
        KeyName: 'test-key',
        ExpiresDate: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      };
  }
}
