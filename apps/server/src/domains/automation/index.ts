import type { contract } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { managesOwnWrites, ok } from '../../engine/calls/handlers';
import { conflict, notFound } from '../../engine/calls/errors';
import { evaluateRule } from './evaluate-rule';
import { automationRuleHandlers } from './rule-records';

export { onRuleTransitions, type RuleTransitions, type RuleTransitionListener } from './transitions';
export { evaluateRule, RULE_RUN_SELECT, toRuleRun, type RuleRunRow } from './evaluate-rule';
export { ruleEvaluationJob, followUserChanges, RULE_EVALUATION_CRON } from './rule-jobs';
export { checkActionsForOwner, loadRuleActions, saveRuleActions } from './rule-actions';
export { automationRuleHandlers, ruleHash } from './rule-records';

/**
 * Automation runs (issue 27): running a rule now and listing its runs. A run acts with the rule
 * owner's rights, not the caller's: Run now only brings a scheduled run forward, so Rule.Edit is
 * enough to press it (the owner answered for the actions when saving the rule).
 */
export const ruleRunsHandlers: DomainHandlers<typeof contract.ruleRuns> = {
  // The run commits its own transactions, and its record stays even when the run fails.
  run: managesOwnWrites(async ({ db, server, params }) => {
    const [rule] = await db.query<{ title: string; is_enabled: boolean }>(
      'SELECT title, is_enabled FROM rules WHERE rule_id = $1',
      [params.id],
    );
    if (!rule) throw notFound('The rule');
    if (!rule.is_enabled) throw conflict(`The rule "${rule.title}" is disabled: enable it to run it.`);
    const run = await evaluateRule(server, params.id, 'Manual');
    return ok(run, {
      message: run.ErrorText
        ? `Run finished with ${run.Errors} ${run.Errors === 1 ? 'error' : 'errors'}: ${run.ErrorText}`
        : `Run finished: ${run.UsersIn} in, ${run.UsersOut} out.`,
      title: 'Automation',
      audit: {
        targetType: 'Rule',
        targetId: params.id,
        description: `${rule.title}: run now (${run.UsersIn} in, ${run.UsersOut} out, ${run.Errors} errors)`,
      },
    });
  }),

  // The runs of a rule, newest first: the automation-rule definition's child list.
  runs: automationRuleHandlers.runs as unknown as DomainHandlers<typeof contract.ruleRuns>['runs'],
};
export { deliverRuleEvents, deliverRuleEventsOnTransitions } from './event-deliverers';
