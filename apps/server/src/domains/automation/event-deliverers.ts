import type { ServerContext } from '../../engine/context';
import { raiseNotificationEvent, wakeNotificationDeliveries } from '../notifications/index';
import { raiseWebhookEvent } from '../webhooks/index';
import { onRuleTransitions, type RuleTransitions } from './transitions';
import { startRuleFlows } from './start-flow-actions';

/**
 * What a rule run's moves raise besides the access actions the run carries out itself:
 * - the events anyone may subscribe to: notification definitions listening for "a user starts / stops
 *   passing a rule" (RuleEntered / RuleLeft), and webhooks subscribed to `rule.user_entered` /
 *   `rule.user_left` (payload: the rule, the run and the users);
 * - the rule's own Notify and Webhook actions, delivered to the definition or webhook they name when it
 *   is enabled, whether or not it subscribes to the event.
 *
 * Decisions where the spec is silent: a definition or webhook both subscribed to the rule's event and
 * named by one of its actions is reached twice (each path is what its administrator asked for), as an
 * Okta workflow card and an event hook both fire. Start-flow actions run too: each moving user goes
 * through the flow, the move itself (RuleMembership) being the item's subject; what its approval means
 * is in start-flow-actions.ts.
 */
export async function deliverRuleEvents(t: RuleTransitions, server: ServerContext): Promise<void> {
  const { db } = server;
  for (const [on, users] of [
    ['Enter', t.Entered],
    ['Leave', t.Left],
  ] as const) {
    if (users.length === 0) continue;
    const kind = on === 'Enter' ? 'RuleEntered' : 'RuleLeft';
    const webhookType = on === 'Enter' ? 'rule.user_entered' : 'rule.user_left';
    const event = { Kind: kind, RuleId: t.RuleId, UserIds: users } as const;
    const payload = { RuleId: t.RuleId, RunId: t.RunId, UserIds: users };
    await raiseNotificationEvent(db, event, server);
    await raiseWebhookEvent({ db, server }, webhookType, payload);
    for (const action of t.Actions.filter((a) => a.On === on && a.TargetId)) {
      if (action.Kind === 'Notify') {
        const [enabled] = await db.query(
          'SELECT 1 FROM notification_defs WHERE notification_def_id = $1 AND is_enabled',
          [action.TargetId],
        );
        if (enabled) await raiseNotificationEvent(db, event, server, { onlyDefinitionId: action.TargetId! });
      } else if (action.Kind === 'Webhook')
        await raiseWebhookEvent({ db, server }, webhookType, payload, { toWebhookId: action.TargetId! });
    }
  }
  wakeNotificationDeliveries(server);
  // Last, so a flow that no longer exists (recorded on the run as a listener failure) stops nothing else.
  await startRuleFlows(db, t, { server });
}

let isRegistered = false;

/** Registers deliverRuleEvents once per process (every server in it shares the listener list). */
export function deliverRuleEventsOnTransitions(): void {
  if (isRegistered) return;
  isRegistered = true;
  onRuleTransitions(deliverRuleEvents);
}
