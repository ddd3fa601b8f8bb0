import type { BodyOf, contract, NotificationDef, NotificationEvent } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { SessionUser } from '../../engine/auth/session-user';
import { badRequest } from '../../engine/calls/errors';
import { iso, oneRow } from '../../engine/sql/query-helpers';

export interface DefRow {
  notification_def_id: string;
  name: string;
  title: string;
  event_kind: NotificationDef['EventKind'];
  event_rule_id: string | null;
  channels: NotificationDef['Channels'] | string;
  recipient_user_ids: string[] | string;
  recipient_group_ids: string[] | string;
  rule_id: string | null;
  notify_subjects: boolean;
  subject: string;
  body: string;
  is_enabled: boolean;
  created_date: Date;
}

/** A jsonb list as the engine returns it (PGlite and pg both parse jsonb; a text copy is parsed here). */
export const jsonList = <T>(value: T[] | string): T[] =>
  typeof value === 'string' ? (JSON.parse(value) as T[]) : value;

export const toDef = (r: DefRow): NotificationDef => ({
  NotificationDefId: r.notification_def_id,
  Name: r.name,
  Title: r.title,
  EventKind: r.event_kind,
  EventRuleId: r.event_rule_id,
  Channels: jsonList(r.channels),
  RecipientUserIds: jsonList(r.recipient_user_ids),
  RecipientGroupIds: jsonList(r.recipient_group_ids),
  RuleId: r.rule_id,
  NotifySubjects: r.notify_subjects,
  Subject: r.subject,
  Body: r.body,
  IsEnabled: r.is_enabled,
  CreatedDate: iso(r.created_date),
});

export const loadDefRow = (db: Queryable, id: string) =>
  oneRow<DefRow>(
    db,
    'SELECT * FROM notification_defs WHERE notification_def_id = $1',
    [id],
    'The notification definition',
  );

type SaveBody = BodyOf<typeof contract.notifications.saveNotificationDef>;

/** 400 naming the field when a referenced rule, user or group does not exist. */
export async function assertDefReferences(db: Queryable, body: SaveBody): Promise<void> {
  for (const [field, id] of [
    ['EventRuleId', body.EventRuleId],
    ['RuleId', body.RuleId],
  ] as const) {
    if (!id) continue;
    const [rule] = await db.query('SELECT 1 FROM rules WHERE rule_id = $1', [id]);
    if (!rule) throw badRequest('The rule does not exist.', [{ Message: 'The rule does not exist.', Field: field }]);
  }
  const checks = [
    ['RecipientUserIds', 'users', 'user_id', body.RecipientUserIds, 'user'],
    ['RecipientGroupIds', 'group_defs', 'group_def_id', body.RecipientGroupIds, 'group'],
  ] as const;
  for (const [field, table, column, ids, noun] of checks) {
    if (!ids.length) continue;
    const [row] = await db.query<{ n: number }>(
      `SELECT count(DISTINCT ${column})::int AS n FROM ${table} WHERE ${column} = ANY($1::uuid[])`,
      [ids],
    );
    if (row!.n !== new Set(ids).size) {
      const message = `A chosen ${noun} does not exist.`;
      throw badRequest(message, [{ Message: message, Field: field }]);
    }
  }
  if (!body.RecipientUserIds.length && !body.RecipientGroupIds.length && !body.RuleId && !body.NotifySubjects) {
    const message = 'Choose who receives the notification.';
    throw badRequest(message, [{ Message: message, Field: 'RecipientUserIds' }]);
  }
}

/**
 * The event SendTestEvent raises for a definition: its kind with sample data, about `userIds` (default:
 * the caller), so an administrator sees exactly what recipients will get.
 */
export async function sampleEvent(
  db: Queryable,
  def: DefRow,
  caller: SessionUser,
  userIds: readonly string[],
): Promise<NotificationEvent> {
  const about = userIds.length ? userIds : [caller.userId];
  switch (def.event_kind) {
    case 'RuleEntered':
    case 'RuleLeft': {
      const ruleId =
        def.event_rule_id ??
        (await db.query<{ rule_id: string }>('SELECT rule_id FROM rules ORDER BY created_date LIMIT 1'))[0]?.rule_id;
      if (!ruleId) throw badRequest('There is no rule to test with: create a rule first.');
      return { Kind: def.event_kind, RuleId: ruleId, UserIds: about };
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
        Kind: def.event_kind,
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
