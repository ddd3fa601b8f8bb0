import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { RuleAction, RuleGroup, RuleRun, RuleRunTrigger } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { ServerContext } from '../../engine/context';
import { GrantGuard } from '../../engine/access/guard';
import { holderOf, type Holder } from '../../engine/access/effective';
import { evictUserSessions } from '../../engine/auth/session-user';
import { writeAudit } from '../../engine/calls/audit-writer';
import { notFound } from '../../engine/calls/errors';
import { isoOrNull } from '../../engine/lists/list-query';
import { iso } from '../../engine/sql/query-helpers';
import { compileForUsers } from '../rules/rule-sql';
import { provisionAfterUserChange } from '../provisioning/provision-job';
import { actionRefusal, ACCESS_ACTION_KINDS, loadRuleActions } from './rule-actions';
import { emitRuleTransitions, hasTransitionListeners, TRANSITION_BATCH } from './transitions';

export interface RuleRunRow {
  run_id: string;
  rule_id: string;
  trigger: RuleRunTrigger;
  started_at: Date;
  finished_at: Date | null;
  users_in: number;
  users_out: number;
  errors: number;
  error_text: string | null;
}
export const RULE_RUN_SELECT =
  'rr.run_id::text, rr.rule_id::text, rr.trigger, rr.started_at, rr.finished_at, rr.users_in, rr.users_out, rr.errors, rr.error_text';
export const toRuleRun = (r: RuleRunRow): RuleRun => ({
  RunId: r.run_id,
  RuleId: r.rule_id,
  Trigger: r.trigger,
  StartedAt: iso(r.started_at),
  FinishedAt: isoOrNull(r.finished_at),
  UsersIn: r.users_in,
  UsersOut: r.users_out,
  Errors: r.errors,
  ErrorText: r.error_text,
});

/** Longest error text a run keeps. */
const MAX_ERROR_TEXT = 2000;

interface Outcome {
  usersIn: number;
  usersOut: number;
  errors: number;
  problems: string[];
  /** The rule's actions the transition listeners deliver. */
  delivered: RuleAction[];
}

interface RuleToRun {
  rule_id: string;
  title: string;
  tree: RuleGroup | string;
  owner_user_id: string | null;
}

/** Who an action applies to: the run's users moving its way, minus the protected accounts ($3). */
const TARGETS = `SELECT t.user_id FROM rule_run_users t WHERE t.run_id = $1 AND t.is_entered = $2 AND NOT (t.user_id = ANY($3::uuid[]))`;

/**
 * Evaluates one rule: who passes it now against who passed it at its last run (set differences in
 * SQL, against rule_members), records who entered and who left, carries out its access actions with
 * its owner's rights, then hands the moves to the transition listeners. One transaction moves the
 * members and applies the actions, so a failed run changes nothing and the next one tries again; the
 * run's row is written first and completed last, whatever happened.
 */
export async function evaluateRule(server: ServerContext, ruleId: string, trigger: RuleRunTrigger): Promise<RuleRun> {
  const { db } = server;
  const runId = randomUUID();
  await db.query('INSERT INTO rule_runs (run_id, rule_id, trigger) VALUES ($1, $2, $3)', [runId, ruleId, trigger]);
  const afterCommit: (() => void)[] = [];
  let outcome: Outcome;
  try {
    outcome = await db.transaction((tx) => moveAndAct(tx, server, runId, ruleId, afterCommit));
    for (const run of afterCommit) run();
  } catch (error) {
    outcome = { usersIn: 0, usersOut: 0, errors: 1, problems: [messageOf(error)], delivered: [] };
  }
  if (outcome.usersIn + outcome.usersOut > 0 && hasTransitionListeners()) {
    const failures = await deliverTransitions(server, ruleId, runId, outcome.delivered);
    outcome.errors += failures.length;
    outcome.problems.push(...failures.map((f) => `A transition listener failed: ${f}`));
  }
  const [row] = await db.query<RuleRunRow>(
    `UPDATE rule_runs rr SET finished_at = now(), users_in = $2, users_out = $3, errors = $4, error_text = $5
      WHERE rr.run_id = $1 RETURNING ${RULE_RUN_SELECT}`,
    [
      runId,
      outcome.usersIn,
      outcome.usersOut,
      outcome.errors,
      outcome.problems.length ? outcome.problems.join(' ').slice(0, MAX_ERROR_TEXT) : null,
    ],
  );
  return toRuleRun(row!);
}

async function moveAndAct(
  tx: Queryable,
  server: ServerContext,
  runId: string,
  ruleId: string,
  afterCommit: (() => void)[],
): Promise<Outcome> {
  // The run's own writes do not queue another evaluation (migration 092's triggers read this).
  await tx.query("SELECT set_config('portcullis.rule_run', $1, true)", [runId]);
  const [rule] = await tx.query<RuleToRun>(
    'SELECT rule_id::text, title, tree, owner_user_id::text FROM rules WHERE rule_id = $1 FOR UPDATE',
    [ruleId],
  );
  if (!rule) throw notFound('The rule');
  const tree = typeof rule.tree === 'string' ? (JSON.parse(rule.tree) as RuleGroup) : rule.tree;
  const compiled = compileForUsers(tree, 3);
  const params = [runId, ruleId, ...compiled.params];
  await tx.query(
    `INSERT INTO rule_run_users (run_id, user_id, is_entered)
     SELECT $1, u.user_id, true FROM users u
      WHERE (${compiled.sql}) AND NOT EXISTS (SELECT 1 FROM rule_members m WHERE m.rule_id = $2 AND m.user_id = u.user_id)`,
    params,
  );
  await tx.query(
    `INSERT INTO rule_run_users (run_id, user_id, is_entered)
     SELECT $1, m.user_id, false FROM rule_members m
      WHERE m.rule_id = $2 AND NOT EXISTS (SELECT 1 FROM users u WHERE u.user_id = m.user_id AND (${compiled.sql}))`,
    params,
  );
  await tx.query(
    'INSERT INTO rule_members (rule_id, user_id) SELECT $2, user_id FROM rule_run_users WHERE run_id = $1 AND is_entered',
    [runId, ruleId],
  );
  await tx.query(
    `DELETE FROM rule_members m USING rule_run_users t
      WHERE t.run_id = $1 AND NOT t.is_entered AND m.rule_id = $2 AND m.user_id = t.user_id`,
    [runId, ruleId],
  );
  const [counts] = await tx.query<{ users_in: number; users_out: number }>(
    `SELECT count(*) FILTER (WHERE is_entered)::int AS users_in, count(*) FILTER (WHERE NOT is_entered)::int AS users_out
       FROM rule_run_users WHERE run_id = $1`,
    [runId],
  );
  const actions = await loadRuleActions(tx, ruleId);
  const outcome: Outcome = {
    usersIn: counts!.users_in,
    usersOut: counts!.users_out,
    errors: 0,
    problems: [],
    delivered: actions.filter((a) => !ACCESS_ACTION_KINDS.has(a.Kind)),
  };
  const toApply = actions.filter(
    (a) => ACCESS_ACTION_KINDS.has(a.Kind) && (a.On === 'Enter' ? outcome.usersIn : outcome.usersOut) > 0,
  );
  if (toApply.length > 0) await applyAccessActions(tx, server, runId, rule, toApply, outcome, afterCommit);
  return outcome;
}

/**
 * Carries out the access actions as the owner would through the console: inside a grant guard for the
 * owner (migration 010's no-escalation rule and the last-super-admin rule hold), after checking the
 * owner may still do each (refused: counted as errors for every user it concerned), skipping the
 * accounts the owner may not manage (each counted as an error).
 */
async function applyAccessActions(
  tx: Queryable,
  server: ServerContext,
  runId: string,
  rule: RuleToRun,
  actions: RuleAction[],
  outcome: Outcome,
  afterCommit: (() => void)[],
): Promise<void> {
  const affectedBy = (a: RuleAction) => (a.On === 'Enter' ? outcome.usersIn : outcome.usersOut);
  const ownerId = rule.owner_user_id;
  if (!ownerId) {
    for (const a of actions) outcome.errors += affectedBy(a);
    outcome.problems.push('The rule has no owner (deleted): save the rule again to carry out its actions.');
    return;
  }
  const guard = new GrantGuard(tx, ownerId, { confers: ['user', 'group'] }, { params: {}, query: {}, body: {} });
  await guard.begin();
  const holder = await holderOf(tx, ownerId);
  const protectedOf = {
    Enter: await protectedUsers(tx, holder, runId, true),
    Leave: await protectedUsers(tx, holder, runId, false),
  };
  const disabled: string[] = [];
  for (const action of actions) {
    const refusal = await actionRefusal(tx, holder, action, 'The owner');
    if (refusal) {
      outcome.errors += affectedBy(action);
      outcome.problems.push(refusal.message);
      continue;
    }
    const skipped = protectedOf[action.On];
    const params = [runId, action.On === 'Enter', skipped.ids];
    let changed: { user_id: string }[];
    if (action.Kind === 'DisableUser') {
      changed = await tx.query(
        `UPDATE users SET is_enabled = false WHERE is_enabled AND user_id IN (${TARGETS}) RETURNING user_id::text`,
        params,
      );
      disabled.push(...changed.map((r) => r.user_id));
    } else {
      const [group] = await tx.query('SELECT 1 FROM group_defs WHERE group_def_id = $1', [action.TargetId]);
      if (!group) {
        outcome.errors += affectedBy(action);
        outcome.problems.push('The group of an action no longer exists.');
        continue;
      }
      changed =
        action.Kind === 'AddToGroup'
          ? await tx.query(
              `INSERT INTO group_members (group_def_id, user_id) SELECT $4, user_id FROM (${TARGETS}) t
               ON CONFLICT DO NOTHING RETURNING user_id::text`,
              [...params, action.TargetId],
            )
          : await tx.query(
              `DELETE FROM group_members WHERE group_def_id = $4 AND user_id IN (${TARGETS}) RETURNING user_id::text`,
              [...params, action.TargetId],
            );
    }
    if (skipped.ids.length > 0) {
      outcome.errors += skipped.ids.length;
      outcome.problems.push(skipped.message!);
    }
    await writeAudit(tx, {
      action: 'ruleRuns.apply',
      actorUserId: ownerId,
      targetType: 'Rule',
      targetId: rule.rule_id,
      description: `${rule.title}: ${describe(action)}, ${changed.length} ${changed.length === 1 ? 'user' : 'users'}`,
    });
  }
  await guard.finish();
  if (disabled.length > 0) {
    // Provisioning queues its jobs in this transaction and wakes its workers once it has committed.
    const reply = { raw: { once: (_event: string, run: () => void) => afterCommit.push(run) } };
    await provisionAfterUserChange({ db: tx, server, reply: reply as unknown as FastifyReply }, disabled);
    afterCommit.push(() => evictUserSessions(disabled));
  }
}

const describe = (a: RuleAction) =>
  a.Kind === 'DisableUser'
    ? 'disabled'
    : `${a.Kind === 'AddToGroup' ? 'added to' : 'removed from'} group ${a.TargetTitle ?? a.TargetId}`;

/** The run's users moving one way that the owner may not manage (they hold what the owner does not). */
async function protectedUsers(
  tx: Queryable,
  holder: Holder,
  runId: string,
  isEntered: boolean,
): Promise<{ ids: string[]; message: string | null }> {
  if (holder.isSuperAdmin) return { ids: [], message: null };
  const rows = await tx.query<{ user_id: string; user_name: string; name: string }>(
    `SELECT DISTINCT ON (u.user_name, g.user_id) g.user_id::text, u.user_name, g.name
       FROM user_grants_of(ARRAY(SELECT user_id FROM rule_run_users WHERE run_id = $1 AND is_entered = $2)) g
       JOIN users u ON u.user_id = g.user_id
      WHERE NOT (g.name = ANY ($3::text[])) ORDER BY u.user_name, g.user_id, g.name`,
    [runId, isEntered, [...holder.names]],
  );
  if (rows.length === 0) return { ids: [], message: null };
  const first = rows[0]!;
  const what = first.name === '*' ? 'is a super admin' : `holds ${first.name}, which the owner does not`;
  return {
    ids: rows.map((r) => r.user_id),
    message: `${rows.length} protected ${rows.length === 1 ? 'account' : 'accounts'} skipped (${first.user_name} ${what}).`,
  };
}

/** Hands the run's moves to the listeners in batches of TRANSITION_BATCH users; returns their failures. */
async function deliverTransitions(
  server: ServerContext,
  ruleId: string,
  runId: string,
  actions: RuleAction[],
): Promise<string[]> {
  const failures: string[] = [];
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await server.db.query<{ user_id: string; is_entered: boolean }>(
      'SELECT user_id::text, is_entered FROM rule_run_users WHERE run_id = $1 AND user_id > $2 ORDER BY user_id LIMIT $3',
      [runId, after, TRANSITION_BATCH],
    );
    if (rows.length === 0) return failures;
    failures.push(
      ...(await emitRuleTransitions(
        {
          RuleId: ruleId,
          RunId: runId,
          Entered: rows.filter((r) => r.is_entered).map((r) => r.user_id),
          Left: rows.filter((r) => !r.is_entered).map((r) => r.user_id),
          Actions: actions,
        },
        server,
      )),
    );
    after = rows[rows.length - 1]!.user_id;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'The rule could not be evaluated.');
