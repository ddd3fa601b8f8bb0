/**
 * Automation rules that act (issue 27, spec §2.10 automation): what a rule does to a user who starts
 * or stops passing it, and the record of each evaluation.
 */

/** When an action runs: as a user starts passing the rule (Enter) or stops passing it (Leave). */
export const RULE_ACTION_EVENTS = ['Enter', 'Leave'] as const;
export type RuleActionEvent = (typeof RULE_ACTION_EVENTS)[number];

/**
 * What an action does. AddToGroup, RemoveFromGroup and DisableUser are carried out by the server with
 * the rule owner's rights; Notify, Webhook and StartFlow are stored and handed to the transition
 * listeners of each run, which deliver them.
 */
export const RULE_ACTION_KINDS = [
  'AddToGroup',
  'RemoveFromGroup',
  'DisableUser',
  'Notify',
  'Webhook',
  'StartFlow',
] as const;
export type RuleActionKind = (typeof RULE_ACTION_KINDS)[number];

/** The kinds whose action names a target (a group, a notification definition, a webhook, a flow). */
export const RULE_ACTION_TARGETS: Readonly<
  Record<RuleActionKind, 'Group' | 'Notification' | 'Webhook' | 'Flow' | null>
> = {
  AddToGroup: 'Group',
  RemoveFromGroup: 'Group',
  DisableUser: null,
  Notify: 'Notification',
  Webhook: 'Webhook',
  StartFlow: 'Flow',
};

/** How each kind reads in the console. */
export const RULE_ACTION_KIND_TITLES: Readonly<Record<RuleActionKind, string>> = {
  AddToGroup: 'Add to group',
  RemoveFromGroup: 'Remove from group',
  DisableUser: 'Disable the user',
  Notify: 'Notify',
  Webhook: 'Call a webhook',
  StartFlow: 'Start a flow',
};

export const RULE_ACTION_EVENT_TITLES: Readonly<Record<RuleActionEvent, string>> = {
  Enter: 'When a user starts passing',
  Leave: 'When a user stops passing',
};

/** Most actions one rule carries. */
export const MAX_RULE_ACTIONS = 20;

/** One action of a rule, in the order they run. */
export interface RuleAction {
  On: RuleActionEvent;
  Kind: RuleActionKind;
  /** The group, notification definition, webhook or flow; null for DisableUser. */
  TargetId: string | null;
  /** The target's title when the server knows it (groups, flows), else null. */
  TargetTitle?: string | null;
}

/** What started a run. */
export const RULE_RUN_TRIGGERS = ['Schedule', 'UserChange', 'Manual'] as const;
export type RuleRunTrigger = (typeof RULE_RUN_TRIGGERS)[number];

/** One evaluation of a rule (table rule_runs, read by the Automation report). */
export interface RuleRun {
  RunId: string;
  RuleId: string;
  Trigger: RuleRunTrigger;
  StartedAt: string;
  /** null while the run is in progress. */
  FinishedAt: string | null;
  /** Users who started passing the rule. */
  UsersIn: number;
  /** Users who stopped passing it. */
  UsersOut: number;
  /** Users an action could not be carried out for (or 1 for a run that failed as a whole). */
  Errors: number;
  ErrorText: string | null;
}
