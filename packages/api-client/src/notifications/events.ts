/**
 * Notification events (issue 27, spec §2.10): what a notification definition listens for, the data
 * each event carries, the variables its templates may use, and how the bell words it (§4). React-free:
 * the server raises and renders events, the console's definition form previews them.
 */

/** The kinds of event a notification definition can listen for. */
export const NOTIFICATION_EVENT_KINDS = [
  'RuleEntered',
  'RuleLeft',
  'ExportCompleted',
  'AccessRequestNeedsDecision',
  'CampaignNeedsReview',
  'CampaignOverdue',
  'ApplicationKeyExpiring',
  'CampaignReminder',
] as const;
export type NotificationEventKind = (typeof NOTIFICATION_EVENT_KINDS)[number];

/**
 * Something happened that definitions may notify about. `SubjectUserIds` (where present) are the users
 * the event is about: a definition with "Notify the users the event is about" reaches them besides its
 * own recipients (the user who exported, the approvers who must decide, the reviewers of a campaign).
 */
export type NotificationEvent =
  | {
      /** Users started (RuleEntered) or stopped (RuleLeft) passing the rule (raised by automation). */
      Kind: 'RuleEntered' | 'RuleLeft';
      RuleId: string;
      /** The users who entered or left the rule. */
      UserIds: readonly string[];
    }
  | {
      Kind: 'ExportCompleted';
      ExportId: string;
      /** The user who ran the export. */
      UserId: string;
      ExportName: string;
      RowCount: number;
      IsSuccess: boolean;
    }
  | {
      Kind: 'AccessRequestNeedsDecision';
      AccessRequestId: string;
      /** Shown as the sender: '{RequesterName} requests access to {Title}' (§4). */
      RequesterName: string;
      ObjectTitle: string;
      ApproverIds: readonly string[];
    }
  | {
      Kind: 'CampaignNeedsReview' | 'CampaignOverdue';
      CampaignId: string;
      CampaignTitle: string;
      ReviewerIds: readonly string[];
    }
  | {
      /** A Ready campaign's end date came within its reminder days (raised by the notification sweep). */
      Kind: 'CampaignReminder';
      CampaignId: string;
      CampaignTitle: string;
      /** The day the campaign ends (ISO date, UTC: 2026-12-24). */
      EndDate: string;
      /** Days left until the end, rounded up (1 on the last day). */
      DaysLeft: number;
      /** The reviewers who still have undecided items and were not reminded in this run yet. */
      ReviewerIds: readonly string[];
    }
  | {
      Kind: 'ApplicationKeyExpiring';
      ApplicationId: string;
      ApplicationTitle: string;
      KeyName: string;
      /** ISO date-time the key stops working (within a month). */
      ExpiresDate: string;
    };

/** What the console shows for each kind, and which variables (besides the recipient's) it fills in. */
export const NOTIFICATION_EVENTS: Readonly<
  Record<NotificationEventKind, { title: string; variables: readonly string[]; isAction: boolean }>
> = {
  RuleEntered: {
    title: 'A user starts passing a rule',
    variables: ['RuleTitle', 'UserCount', 'UserNames'],
    isAction: false,
  },
  RuleLeft: {
    title: 'A user stops passing a rule',
    variables: ['RuleTitle', 'UserCount', 'UserNames'],
    isAction: false,
  },
  ExportCompleted: { title: 'An export completes', variables: ['ExportName', 'RowCount', 'Outcome'], isAction: false },
  AccessRequestNeedsDecision: {
    title: 'An access request needs a decision',
    variables: ['RequesterName', 'ObjectTitle'],
    isAction: true,
  },
  CampaignNeedsReview: { title: 'A campaign needs review', variables: ['CampaignTitle'], isAction: true },
  CampaignOverdue: { title: 'A campaign is overdue', variables: ['CampaignTitle'], isAction: false },
  ApplicationKeyExpiring: {
    title: 'An application key expires within a month',
    variables: ['ApplicationTitle', 'KeyName', 'ExpiresDate'],
    isAction: false,
  },
  CampaignReminder: {
    title: 'A campaign reminder is due',
    variables: ['CampaignTitle', 'EndDate', 'DaysLeft'],
    isAction: true,
  },
};

/**
 * Events that reach the users they are about on their own, whether or not a definition listens,
 * without any notification rule: a campaign reminder is the campaign's own setting (its definition's
 * reminder days), as Entra ID access reviews remind their reviewers; a request's approvers hear that a
 * stage waits for them, as Entra ID mails an access package's approvers. The send goes to the bell, and
 * by e-mail when an SMTP server is configured; definitions listening for the kind add their own
 * recipients (a user they also name is not sent the same channel twice). The reminder's template is
 * also the default a new reminder definition starts with.
 */
export const BUILT_IN_SENDS: Readonly<
  Partial<Record<NotificationEventKind, { title: string; subject: string; body: string }>>
> = {
  AccessRequestNeedsDecision: {
    title: 'Decision needed',
    subject: '{{RequesterName}} requests access to {{ObjectTitle}}',
    body: 'Hello {{FirstName}}, {{RequesterName}} requests access to {{ObjectTitle}} and waits for your decision.',
  },
  CampaignReminder: {
    title: 'Campaign reminder',
    subject: 'Reminder: review {{CampaignTitle}}',
    body: 'Hello {{FirstName}}, {{CampaignTitle}} ends in {{DaysLeft}} days ({{EndDate}}) and still needs your review.',
  },
};

/** Variables every template may use: the recipient's own fields. */
export const RECIPIENT_VARIABLES = ['UserName', 'FirstName', 'LastName', 'DisplayName', 'Email'] as const;

/** The delivery channels. Webhook deliveries are recorded for webhook subscriptions to pick up. */
export const NOTIFICATION_CHANNELS = ['InApp', 'Email', 'Sms', 'Webhook'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_TITLES: Readonly<Record<NotificationChannel, string>> = {
  InApp: 'In-app (the bell)',
  Email: 'E-mail',
  Sms: 'SMS',
  Webhook: 'Webhook',
};

/**
 * Spec §4 Notification event type of a kind: Action (2) for events that ask the recipient to act on
 * someone's access, Message (1) for the others.
 */
export const eventTypeOf = (kind: NotificationEventKind): 1 | 2 => (NOTIFICATION_EVENTS[kind].isAction ? 2 : 1);

/** Who the bell names as the sender when the event has no person behind it. */
export const SYSTEM_SENDER = 'Portcullis';

/**
 * The bell's line for a notification (spec §4): EventType 1 reads '{sender} send you a message', any
 * other '{sender} requests access to {title}'. The spec's wording is kept as written.
 */
export function bellLine(item: { EventType: number; Title: string; SenderName?: string | null }): string {
  const sender = item.SenderName || SYSTEM_SENDER;
  return item.EventType === 1 ? `${sender} send you a message` : `${sender} requests access to ${item.Title}`;
}
