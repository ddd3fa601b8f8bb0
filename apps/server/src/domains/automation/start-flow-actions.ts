import type { Db } from '../../db/types';
import { registerFlowSubject, startFlowItem, type SettleServices } from '../flows/index';
import type { RuleTransitions } from './transitions';

/**
 * StartFlow rule actions (issue 27): each user a rule's move concerns goes through the named flow, one
 * flow item per user and move. Decisions where the spec is silent:
 * - the subject (RuleMembership) is the user's entry into (or exit from) the rule, the user is the
 *   item's object and stands as its requester, so a Manager approver is the user's manager, an Owners
 *   approver the user's owners, a stage condition is tested on the user, and nobody decides their own;
 * - rule membership is computed, so a flow cannot undo it: approval confirms the move and rejection
 *   records it as rejected (both on the item's history and in rule_flow_starts), for the reviewers and
 *   the Automation report, as an Entra ID lifecycle workflow or an Okta access review records an
 *   attestation; the rule's other actions do not wait for the flow;
 * - each action starts at most once per user per run (a unique key), however often a batch is delivered;
 *   a user who leaves and enters again later is a new entry and gets a new item.
 */

/** The flow item subject type of a rule move sent through a flow. */
export const RULE_MEMBERSHIP_SUBJECT = 'RuleMembership';

/**
 * Starts the flows of the run's StartFlow actions for the users moving their way; returns the items
 * started. `services`: what a flow finishing at once (every stage skipped) may need to settle.
 */
export async function startRuleFlows(db: Db, t: RuleTransitions, services: SettleServices): Promise<number> {
  const starts = t.Actions.map((action, index) => ({ action, index })).filter(
    ({ action }) => action.Kind === 'StartFlow' && action.TargetId,
  );
  if (starts.length === 0) return 0;
  const [rule] = await db.query<{ title: string }>('SELECT title FROM rules WHERE rule_id = $1', [t.RuleId]);
  let started = 0;
  for (const { action, index } of starts) {
    const users = action.On === 'Enter' ? t.Entered : t.Left;
    if (users.length === 0) continue;
    const [flow] = await db.query('SELECT 1 FROM flows WHERE flow_id = $1', [action.TargetId]);
    if (!flow) throw new Error('The flow of a "Start a flow" action no longer exists.');
    const verb = action.On === 'Enter' ? 'started passing' : 'stopped passing';
    for (const userId of users) {
      const isStarted = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string; user_name: string }>(
          `INSERT INTO rule_flow_starts (rule_flow_start_id, rule_id, run_id, action_index, on_event, user_id, flow_id)
           SELECT gen_random_uuid(), $1, $2, $3, $4, u.user_id, $6 FROM users u WHERE u.user_id = $5
           ON CONFLICT (run_id, action_index, user_id) DO NOTHING
           RETURNING rule_flow_start_id::text AS id, (SELECT user_name FROM users WHERE user_id = $5) AS user_name`,
          [t.RuleId, t.RunId, index, action.On, userId, action.TargetId],
        );
        if (!row) return false; // already started by this run, or the user is gone
        await startFlowItem(tx, {
          flowId: action.TargetId!,
          subjectType: RULE_MEMBERSHIP_SUBJECT,
          subjectId: row.id,
          subjectTitle: `${row.user_name} ${verb} ${rule?.title ?? 'a rule'}`,
          objectType: 'User',
          objectId: userId,
          requesterId: userId,
          answers: [],
          services,
          onCreated: (itemId) =>
            tx
              .query('UPDATE rule_flow_starts SET flow_item_id = $2 WHERE rule_flow_start_id = $1', [row.id, itemId])
              .then(() => undefined),
        });
        return true;
      });
      if (isStarted) started++;
    }
  }
  return started;
}

// The flow's verdict is recorded on the move: approval confirms it, rejection marks it rejected.
registerFlowSubject(RULE_MEMBERSHIP_SUBJECT, async (db, id, verdict) => {
  await db.query(
    `UPDATE rule_flow_starts SET state = $2, decided_date = now() WHERE rule_flow_start_id = $1 AND state = 'Pending'`,
    [id, verdict === 'Approved' ? 'Confirmed' : 'Rejected'],
  );
});
