import { z } from 'zod';
import type { Db } from '../../db/types';
import type { ServerContext } from '../../engine/context';
import { defineJob } from '../../engine/jobs/index';
import { evaluateRule } from './evaluate-rule';

/**
 * When every enabled rule is evaluated: hourly, by one process (decision: one global schedule rather
 * than a cron per rule, as midPoint's recompute task and Entra ID's background processing of dynamic
 * groups do; a rule's moves are also caught within seconds of a user change, see followUserChanges).
 */
export const RULE_EVALUATION_CRON = '15 * * * *';

/** A user change queues one evaluation this many seconds later; changes meanwhile share it. */
export const USER_CHANGE_DEBOUNCE_SECONDS = 10;

/** How long the record of who moved in each run is kept (the runs themselves stay). */
const RUN_USERS_KEPT_DAYS = 90;

/** A run still open after this long belongs to a process that stopped mid-run. */
const INTERRUPTED_AFTER_MINUTES = 60;

/** Evaluates every enabled rule, in creation order; one run each (see evaluateRule). */
export const ruleEvaluationJob = defineJob('rule-evaluation', {
  input: z.object({ trigger: z.enum(['Schedule', 'UserChange']) }),
  retry: { limit: 1, delaySeconds: 30 },
  // One waiting and one running per trigger: a burst of user changes is one evaluation.
  singletonKey: ({ trigger }) => trigger,
  handler: async ({ trigger }, { server, signal }) => {
    await closeInterruptedRuns(server.db);
    const rules = await server.db.query<{ rule_id: string }>(
      'SELECT rule_id::text FROM rules WHERE is_enabled ORDER BY created_date, rule_id',
    );
    for (const { rule_id } of rules) {
      signal.throwIfAborted();
      await evaluateRule(server, rule_id, trigger);
    }
    if (trigger === 'Schedule')
      await server.db.query(
        `DELETE FROM rule_run_users WHERE run_id IN
           (SELECT run_id FROM rule_runs WHERE started_at < now() - make_interval(days => $1))`,
        [RUN_USERS_KEPT_DAYS],
      );
  },
});

/** Closes the runs a stopped process left open, so none shows as running for ever. */
async function closeInterruptedRuns(db: Db): Promise<void> {
  await db.query(
    `UPDATE rule_runs SET finished_at = now(), errors = errors + 1,
            error_text = 'The run was interrupted (its server stopped); the next run catches up.'
      WHERE finished_at IS NULL AND started_at < now() - make_interval(mins => $1)`,
    [INTERRUPTED_AFTER_MINUTES],
  );
}

/**
 * Queues a debounced evaluation whenever the users a rule can read change (migration 092's triggers
 * notify, from any process and code path: saves, imports, source syncs, group changes). A change needs
 * a job that starts after it. The queue's singleton key keeps one job waiting: when it refuses ours,
 * the waiting one has not started yet, so it covers the change. This process skips notifications only
 * while a job it queued itself is known not to have started (its start time is still ahead); when the
 * queue refused that job, the notifications skipped meanwhile ask again once.
 */
export async function followUserChanges(server: ServerContext): Promise<() => Promise<void>> {
  let queuedStartsAt = 0;
  const queue = (isRetry: boolean) => {
    const jobs = server.jobs;
    if (!jobs) return;
    const startsAt = Date.now() + USER_CHANGE_DEBOUNCE_SECONDS * 1000;
    queuedStartsAt = startsAt;
    const release = (isRefused: boolean) => {
      if (queuedStartsAt !== startsAt) return;
      queuedStartsAt = 0;
      if (isRefused && !isRetry) queue(true);
    };
    void jobs
      .enqueue(ruleEvaluationJob, { trigger: 'UserChange' }, { startAfterSeconds: USER_CHANGE_DEBOUNCE_SECONDS })
      .then(
        (id) => id === null && release(true),
        () => release(false),
      );
  };
  return server.db.listen('portcullis_rule_users', () => {
    if (Date.now() >= queuedStartsAt) queue(false);
  });
}
