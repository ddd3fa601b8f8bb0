import { defineResource } from '../define';
import { choicesOf, field } from '../fields';
import { Permissions } from '../../contract/permissions';
import { RULE_RUN_TRIGGERS } from '../../entities/rule-actions';

/**
 * One evaluation of an automation rule (issue 27; table rule_runs): what started it, who entered and
 * left, what failed. Written by the evaluation (automation/evaluate-rule.ts); read as the rule's Runs
 * child list, newest first. Read-only. Only a child list reaches it (no call of its own names it), so it
 * is not in the registry and its identity is written here.
 */
export const ruleRunResource = defineResource({
  name: 'ruleRun',
  domain: 'ruleRuns',
  titles: { one: 'Run', many: 'Runs' },
  id: 'RunId',
  access: { list: Permissions.RuleList, edit: Permissions.RuleEdit },
  noun: 'run',
  fields: {
    RuleId: field.computed.text('Rule', { column: 'rule_id' }),
    Trigger: field.computed.choice(
      'Trigger',
      choicesOf(Object.fromEntries(RULE_RUN_TRIGGERS.map((t) => [t, t])) as Record<string, string>, {
        UserChange: 'User change',
        Manual: 'Run now',
      }),
    ),
    StartedAt: field.computed.dateTime('Started'),
    FinishedAt: field.computed.optionalDateTime('Finished'),
    UsersIn: field.computed.number('Users in'),
    UsersOut: field.computed.number('Users out'),
    Errors: field.computed.number('Errors'),
    ErrorText: field.computed.optionalText('Problems'),
  },
  titleField: 'StartedAt',
  list: {
    columns: ['StartedAt', 'Trigger', 'UsersIn', 'UsersOut', 'Errors', 'ErrorText'],
    unsortable: ['ErrorText'],
    unfilterable: ['ErrorText'],
    defaultSort: [{ Column: 'StartedAt', Asc: false }],
    emptyText: 'This rule has not run yet.',
  },
  calls: {},
  store: { table: 'rule_runs', alias: 'rr', idColumn: 'run_id' },
  audit: { targetType: 'Rule' },
});
