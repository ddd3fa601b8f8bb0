import { BUILT_IN_SENDS, type NotificationChannel } from '@portcullis/api-client';

/** Default templates a new definition starts with for each event (the admin edits them). */
export const DEFAULT_TEMPLATES: Readonly<Record<string, { subject: string; body: string }>> = {
  RuleEntered: { subject: '{{RuleTitle}}: {{UserCount}} joined', body: '{{UserNames}} started passing {{RuleTitle}}.' },
  RuleLeft: { subject: '{{RuleTitle}}: {{UserCount}} left', body: '{{UserNames}} stopped passing {{RuleTitle}}.' },
  ExportCompleted: { subject: 'Export {{Outcome}}', body: '{{ExportName}}: {{RowCount}} rows, {{Outcome}}.' },
  AccessRequestNeedsDecision: { subject: '{{ObjectTitle}}', body: '{{RequesterName}} asks for {{ObjectTitle}}.' },
  CampaignNeedsReview: {
    subject: 'Review {{CampaignTitle}}',
    body: 'Hello {{FirstName}}, {{CampaignTitle}} needs your review.',
  },
  CampaignOverdue: {
    subject: '{{CampaignTitle}} is overdue',
    body: 'Hello {{FirstName}}, {{CampaignTitle}} is past its end date.',
  },
  ApplicationKeyExpiring: {
    subject: '{{ApplicationTitle}}: key {{KeyName}} expires',
    body: 'The key {{KeyName}} of {{ApplicationTitle}} expires on {{ExpiresDate}}.',
  },
  CampaignReminder: BUILT_IN_SENDS.CampaignReminder!,
};

/** Sample values the definition form's preview fills in (a recipient named Ada Lovelace). */
export const PREVIEW_VALUES: Readonly<Record<string, string | number>> = {
  UserName: 'ada.lovelace',
  FirstName: 'Ada',
  LastName: 'Lovelace',
  DisplayName: 'Ada Lovelace',
  Email: 'ada.lovelace@example.com',
  RuleTitle: 'Contractors',
  UserCount: 2,
  UserNames: 'alan.turing, grace.hopper',
  ExportName: 'Users',
  RowCount: 120,
  Outcome: 'ready',
  RequesterName: 'Alan Turing',
  ObjectTitle: 'Payroll',
  CampaignTitle: 'Quarterly review',
  ApplicationTitle: 'CRM',
  KeyName: 'api-key',
  ExpiresDate: '2026-12-24',
  EndDate: '2026-12-24',
  DaysLeft: 3,
};

/** Channels whose transport is not configured say so in the form (from GetServiceInfo). */
export type TransportState = Partial<Record<NotificationChannel, { isConfigured: boolean; description: string }>>;
