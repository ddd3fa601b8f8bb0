import { createHash } from 'node:crypto';
import { automationRuleResource, type RuleAction, type RuleGroup } from '@portcullis/api-client/contract';
import { resourceHandlers } from '../../engine/resources/crud';
import { conflict } from '../../engine/calls/errors';
import { evaluateRule } from './evaluate-rule';
import type { Queryable } from '../../db/types';
import { holderOf } from '../../engine/access/effective';
import { compileForUsers } from '../rules/rule-sql';
import { checkActionsForOwner, saveRuleActions } from './rule-actions';

/** The hash that names a rule's tree (stored with it, answered by RuleResult). */
export const ruleHash = (tree: RuleGroup) => createHash('sha256').update(JSON.stringify(tree)).digest('hex');

/**
 * The rule's list, get, save and delete, served by the resource layer (definitions/automation-rule.ts),
 * and its runs (the definition's child list). Saving makes the caller the rule's owner: its actions
 * then run with the caller's rights, checked here against every action, the kept ones too (issue 27).
 * Whoever changes whom a rule selects or what it does answers for it, so a rule editor cannot aim
 * another user's actions at themselves.
 */
export const automationRuleHandlers = resourceHandlers(automationRuleResource, {
  beforeSave: async ({ db, user }, input, existing) => {
    const tree = input.Tree as RuleGroup;
    compileForUsers(tree); // refuses incomplete rules before anything is written
    const actions = (input.Actions ?? existing?.Actions ?? []) as RuleAction[];
    await checkActionsForOwner(db, await holderOf(db, user!.userId), existing?.RuleId ?? null, actions);
    return { ...input, OwnerUserId: user!.userId, RuleHash: ruleHash(tree) };
  },
  afterSave: async ({ db }, record, input) => {
    // Omitted actions: the rule keeps its own.
    if (input.Actions) await saveRuleActions(db, record.RuleId, input.Actions as RuleAction[]);
  },
  actions: {
    // POST /rules/State (the contract's grants keep a rule editor from re-aiming another's rule).
    enable: async ({ db }, rule) => {
      await setEnabled(db, rule.RuleId, true);
      return { data: null, description: 'Enabled' };
    },
    disable: async ({ db }, rule) => {
      await setEnabled(db, rule.RuleId, false);
      return { data: null, description: 'Disabled' };
    },
    // Run now (/rules/:id/run) acts with the owner's rights: it only brings a scheduled run forward.
    run: async ({ server }, rule) => {
      if (!rule.IsEnabled) throw conflict(`The rule "${rule.Title}" is disabled: enable it to run it.`);
      const run = await evaluateRule(server, rule.RuleId, 'Manual');
      return {
        data: run,
        message: run.ErrorText
          ? `Run finished with ${run.Errors} ${run.Errors === 1 ? 'error' : 'errors'}: ${run.ErrorText}`
          : `Run finished: ${run.UsersIn} in, ${run.UsersOut} out.`,
        title: 'Automation',
        description: `${rule.Title}: run now (${run.UsersIn} in, ${run.UsersOut} out, ${run.Errors} errors)`,
      };
    },
  },
});

const setEnabled = (db: Queryable, ruleId: string, isEnabled: boolean) =>
  db.query('UPDATE rules SET is_enabled = $2, updated_date = now() WHERE rule_id = $1', [ruleId, isEnabled]);
