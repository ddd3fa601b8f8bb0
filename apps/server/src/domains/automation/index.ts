import type { contract } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { managesOwnWrites } from '../../engine/calls/handlers';
import { automationRuleHandlers } from './rule-records';
import { boundCallHandler } from '../../engine/resources/behaviour';

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
  run: managesOwnWrites(
    boundCallHandler(automationRuleHandlers, 'run') as DomainHandlers<typeof contract.ruleRuns>['run'],
  ),

  // The runs of a rule, newest first: the automation-rule definition's child list.
  runs: automationRuleHandlers.runs as unknown as DomainHandlers<typeof contract.ruleRuns>['runs'],
};
export { deliverRuleEvents, deliverRuleEventsOnTransitions } from './event-deliverers';
