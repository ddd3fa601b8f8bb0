/**
 * Notifications (issue 27, spec §2.10 and §7): definitions, sends over real channels, the bell.
 *
 * Other domains notify by raising an event:
 *
 * ```ts
 * import { raiseNotificationEvent, wakeNotificationDeliveries } from '../notifications/index';
 * // automation, when users start or stop passing a rule (inside its transaction):
 * await raiseNotificationEvent(tx, { Kind: 'RuleEntered', RuleId: rule.id, UserIds: enteredIds }, server);
 * // after the commit, to deliver at once rather than at the workers' next poll:
 * wakeNotificationDeliveries(server);
 * ```
 *
 * The event types are `NotificationEvent` of `@portcullis/api-client` (notifications/events.ts):
 * `RuleEntered` / `RuleLeft` { RuleId, UserIds }, `ExportCompleted`, `AccessRequestNeedsDecision`,
 * `CampaignNeedsReview`, `CampaignOverdue`, `ApplicationKeyExpiring`, `CampaignReminder` (also sent
 * without a definition: `BUILT_IN_SENDS`).
 */
export { notificationsHandlers } from './handlers';
export {
  raiseNotificationEvent,
  wakeNotificationDeliveries,
  type RaisedNotifications,
  type RaiseOptions,
} from './raise';
export { notificationDeliveryJob, type NotificationHubMessage } from './delivery-job';
export { NOTIFICATION_SWEEP_CRON, notificationSweepJob, sweepNotificationEvents } from './sweep';
export { remindCampaignReviewers } from './campaign-reminders';
export { raiseDecisionNeeded, type DecisionNeeded } from './decision-needed';
export type { NotificationEvent, NotificationEventKind } from '@portcullis/api-client/contract';
