import { field, NOTIFICATION_EVENTS, type NotificationEventKind } from '@portcullis/api-client';
import { DEFAULT_TEMPLATES } from './notification-status';

type Draft = Record<string, unknown>;

/** The event's default subject and body (a new definition starts with the first event's). */
export const templateOf = (kind: NotificationEventKind) => ({
  Subject: DEFAULT_TEMPLATES[kind]!.subject,
  Body: DEFAULT_TEMPLATES[kind]!.body,
});

/**
 * Changing the event (the draft keyed by the definition's fields) clears the event's rule and swaps the
 * template too while it is still the previous event's default.
 */
export function withEvent(draft: Draft, kind: NotificationEventKind): Draft {
  const previous = templateOf(draft.EventKind as NotificationEventKind);
  const isDefault = draft.Subject === previous.Subject && draft.Body === previous.Body;
  return { EventKind: kind, EventRuleId: null, ...(isDefault ? templateOf(kind) : {}) };
}

export const isRuleEvent = (kind: NotificationEventKind) => kind === 'RuleEntered' || kind === 'RuleLeft';

/** What the form says about "the users the event is about", per event. */
export const SUBJECTS_LABEL: Readonly<Record<NotificationEventKind, string>> = {
  RuleEntered: 'Also notify the users who started passing the rule',
  RuleLeft: 'Also notify the users who stopped passing the rule',
  ExportCompleted: 'Also notify the user who ran the export',
  AccessRequestNeedsDecision: 'Also notify the approvers who must decide',
  CampaignNeedsReview: 'Also notify the campaign reviewers',
  CampaignOverdue: 'Also notify the campaign reviewers',
  ApplicationKeyExpiring: 'Also notify the users the event is about',
  CampaignReminder: 'Also notify the campaign reviewers',
};

export const eventOptions = () =>
  (Object.keys(NOTIFICATION_EVENTS) as NotificationEventKind[]).map((kind) => ({
    value: kind,
    label: NOTIFICATION_EVENTS[kind].title,
  }));

/** The object pickers of the form (the resource layer's object-list control takes a field). */
export const pickers = {
  eventRule: field.objectList('Rule', 'Rule', { maxItems: 1 }),
  users: field.objectList('Users', 'User'),
  groups: field.objectList('Groups', 'Group'),
  rule: field.objectList('Users passing a rule', 'Rule', { maxItems: 1 }),
};
