import {
  field,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationDef,
  type NotificationEventKind,
} from '@portcullis/api-client';
import { DEFAULT_TEMPLATES } from './notification-status';

/** The definition form's state (React-free): what SaveNotificationDef takes, minus the id. */
export interface NotificationDraft {
  title: string;
  name: string;
  eventKind: NotificationEventKind;
  eventRuleIds: string[];
  channels: NotificationChannel[];
  userIds: string[];
  groupIds: string[];
  ruleIds: string[];
  notifySubjects: boolean;
  subject: string;
  body: string;
  isEnabled: boolean;
}

export const newDraft = (): NotificationDraft => ({
  title: '',
  name: '',
  eventKind: 'RuleEntered',
  eventRuleIds: [],
  channels: ['InApp'],
  userIds: [],
  groupIds: [],
  ruleIds: [],
  notifySubjects: false,
  ...templateOf('RuleEntered'),
  isEnabled: true,
});

const templateOf = (kind: NotificationEventKind) => ({
  subject: DEFAULT_TEMPLATES[kind]!.subject,
  body: DEFAULT_TEMPLATES[kind]!.body,
});

export const draftOf = (d: NotificationDef): NotificationDraft => ({
  title: d.Title,
  name: d.Name,
  eventKind: d.EventKind,
  eventRuleIds: d.EventRuleId ? [d.EventRuleId] : [],
  channels: d.Channels,
  userIds: d.RecipientUserIds,
  groupIds: d.RecipientGroupIds,
  ruleIds: d.RuleId ? [d.RuleId] : [],
  notifySubjects: d.NotifySubjects,
  subject: d.Subject,
  body: d.Body,
  isEnabled: d.IsEnabled,
});

/** Changing the event swaps the template too while it is still the previous event's default. */
export function withEvent(draft: NotificationDraft, kind: NotificationEventKind): NotificationDraft {
  const previous = templateOf(draft.eventKind);
  const isDefault = draft.subject === previous.subject && draft.body === previous.body;
  return { ...draft, eventKind: kind, eventRuleIds: [], ...(isDefault ? templateOf(kind) : {}) };
}

export const isRuleEvent = (kind: NotificationEventKind) => kind === 'RuleEntered' || kind === 'RuleLeft';

export const toSaveBody = (draft: NotificationDraft, id: string | undefined) => ({
  NotificationDefId: id,
  Name: draft.name,
  Title: draft.title,
  EventKind: draft.eventKind,
  EventRuleId: isRuleEvent(draft.eventKind) ? (draft.eventRuleIds[0] ?? null) : null,
  Channels: draft.channels,
  RecipientUserIds: draft.userIds,
  RecipientGroupIds: draft.groupIds,
  RuleId: draft.ruleIds[0] ?? null,
  NotifySubjects: draft.notifySubjects,
  Subject: draft.subject,
  Body: draft.body,
  IsEnabled: draft.isEnabled,
});

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
