import type { RuleAction, RuleRun } from './rule-actions';
import type { RecordOf } from '../resources/define';
import type { contentResource } from '../resources/definitions/content';
import type { PagedData } from '../contract/envelope';
import type { NotificationChannel, NotificationEventKind } from '../notifications/events';
/** Rule, content, notification and export entities of spec §3. */

/**
 * The rule tree of spec §3. The api-client is its one owner: the contract's `RuleGroupSchema` checks it on
 * the wire and the rule engine (@portcullis/rule-builder/core) re-exports these types (the api-client does
 * not depend on the rule builder). rule-builder's contract-agreement.test.ts checks that every tree its
 * reducer builds passes RuleGroupSchema.
 */

/** How a group combines its rules. */
export type RuleGroupType = 'AND' | 'OR';

/** A rule: one property compared with a value by an operator. */
export interface RuleLeaf {
  id: string;
  group: false;
  propertygroup: string | null;
  property: string | null;
  value: unknown;
  operator: string | null;
  rules?: RuleNode[];
}

/** A group of rules and groups, combined with AND or OR. */
export interface RuleGroup {
  id: string;
  group: true;
  type: RuleGroupType;
  label?: string | null;
  rules: RuleNode[];
  /** The group cannot be removed (the first top-level group never can). */
  disableremove?: boolean;
}

/** A rule (group=false) or a group (group=true). */
export type RuleNode = RuleLeaf | RuleGroup;

/** Data types a property can have. */
export type RulePropertyType = 'STRING' | 'NUMBER' | 'BOOLEAN' | 'SELECT' | 'OBJECT' | 'DATE' | 'DATETIME';

/** A property a rule can test, as the builder offers it. */
export interface RuleProperty {
  name: string;
  title: string;
  type: RulePropertyType;
  /** Heading the property is grouped under in the picker. */
  propertygroup: string;
  /** Operators offered for this property; the rule engine builds them with `operatorsFor(type, isMultiple)`. */
  operators: Array<{ name: string; title: string; hide?: boolean }>;
  /** SELECT choices (`data`), several values (`multiple`), or the object type searched for OBJECT (`typeid`). */
  options?: { data?: Array<{ id: string; label: string }>; multiple?: boolean; typeid?: string };
}

export interface Rule {
  RuleId: string;
  Name: string;
  Title: string;
  Description: string | null;
  IsEnabled: boolean;
  Tree: RuleGroup;
  CreatedDate: string;
  UpdatedDate: string | null;
  /** What the rule does to users who start or stop passing it (issue 27), in the order they run. */
  Actions: RuleAction[];
  /** The user whose rights the actions run with: whoever last saved the rule (null once deleted). */
  OwnerUserId: string | null;
  OwnerUserName: string | null;
}
export type RuleRow = Pick<Rule, 'RuleId' | 'Name' | 'Title' | 'IsEnabled' | 'CreatedDate' | 'UpdatedDate'> & {
  /** The latest run of the rule, or null before its first. */
  LastRun: RuleRun | null;
};

/** Spec §3 Rule preview result: the last evaluation of a saved rule (the rule builder's LastEvaluation shows it). */
export interface RulePreviewResult {
  TourStartDate: string | null;
  TourEndDate: string | null;
  CreatedDate: string | null;
  UpdatedDate: string | null;
  Message: string | null;
  RuleHash: string | null;
  ErrorMessage: string | null;
}
/** Spec §3 Preview users. */
/**
 * Who a changed rule would add and who it would drop, before it is saved: the count and first page of
 * each side, computed in SQL over the whole directory.
 */
export interface RuleSimulation {
  Gains: PagedData<PreviewUser>;
  Losses: PagedData<PreviewUser>;
}

/** A rule as the SQL that selects its users, for auditors: the statement and its numbered parameters. */
export interface RuleSqlText {
  Sql: string;
  /** `$1`, `$2`… in order, each value as JSON. */
  Parameters: Array<{ Name: string; Value: string }>;
}

export interface PreviewUser {
  UserId: string;
  UserName: string;
  Email: string | null;
}

/** A content item (spec §2.9); its fields are those of the content resource definition. */
export type Content = RecordOf<typeof contentResource>;

/** Spec §3 Notification and summary. */
export interface NotificationItem {
  NotificationId: string;
  Title: string;
  Body: string;
  EventType: number;
  Type: number;
  SendDate: string;
  IsRead: boolean;
  /** Who the bell names (§4 wording): the requester of an access request; null for system events. */
  SenderName: string | null;
}
export interface NotificationSummary {
  Notifications: NotificationItem[];
  UnReadCount: number;
  NotificationCount: number;
}
export interface NotificationDef {
  NotificationDefId: string;
  Name: string;
  Title: string;
  /** The event the definition listens for (notifications/events.ts). */
  EventKind: NotificationEventKind;
  /** For rule events: only this rule's (null: any rule). */
  EventRuleId: string | null;
  Channels: NotificationChannel[];
  /** Recipients: these users, the members of these groups, the users passing RuleId, and the event's users when NotifySubjects. */
  RecipientUserIds: string[];
  RecipientGroupIds: string[];
  RuleId: string | null;
  NotifySubjects: boolean;
  Subject: string;
  Body: string;
  IsEnabled: boolean;
  CreatedDate: string;
}
export interface NotificationDelivery {
  NotificationId: string;
  Title: string;
  Status: number;
  RecipientCount: number;
  SendDate: string | null;
  /** The event that raised it (null for sends older than events, e.g. a password reset's). */
  EventKind: NotificationEventKind | null;
  NotificationDefId: string | null;
  /** Why nothing was sent (a Cancelled send), else null. */
  Reason: string | null;
}
/** One delivery of a notification to one recipient on one channel (the detail page's rows). */
export interface NotificationRecipientDelivery {
  RecipientDeliveryId: string;
  UserId: string | null;
  RecipientName: string;
  Channel: NotificationChannel;
  Address: string | null;
  Subject: string;
  Status: number;
  Attempts: number;
  LastError: string | null;
  CreatedDate: string;
  CompletedDate: string | null;
}
/** GetServiceInfo: the sender (the server's job queue) and which transports are configured. */
export interface NotificationServiceInfo {
  IsRunning: boolean;
  LastRunDate: string | null;
  Transports: Array<{ Channel: NotificationChannel; IsConfigured: boolean; Description: string }>;
}
/** ChannelProperties: a channel's template variables and its settings (no secret values). */
export interface NotificationChannelInfo {
  Channel: NotificationChannel;
  Title: string;
  Properties: string[];
  IsConfigured: boolean;
  Settings: Array<{ Name: string; Value: string }>;
}

/** Spec §3 Export mapping. */
export interface ExportMappingProperty {
  PropertyTitle: string;
  PropertyType: string;
  PropertyName: string;
  Properties: ExportMappingProperty[];
  Sort: number;
}
export interface ExportMapping {
  Name: string;
  Route: string;
  Properties: ExportMappingProperty[];
}
/** Spec §3 Property metadata. */
export interface PropertyMetadata {
  Name: string;
  Title: string;
  IsEnum: boolean;
  IsForeignKey: boolean;
  Type: string;
}
/** Spec §3 Export settings. */
export interface ExportSetting {
  Name: string;
  Value: string;
  DefaultValue: string;
}
/** Spec §3 Export progress message. */
export interface ExportProgress {
  isSuccess: boolean;
  completed: boolean;
  data: { ExportId: string; Percent: number; Message?: string } | null;
}
/**
 * Designed (the spec names no retention): a finished export stays on the Exports page for this many
 * days after it finished, then the server removes the job and its file. Long enough to download a
 * file started before a weekend, short enough that personal data in exports does not pile up.
 */
export const EXPORT_RETENTION_DAYS = 7;

export interface ExportJob {
  ExportId: string;
  Name: string;
  Format: 'csv' | 'xlsx';
  State: number;
  RowCount: number;
  CreatedDate: string;
  CompletedDate: string | null;
  FileName: string | null;
}
export interface ExcelColumn {
  Name: string;
  Title: string;
}
