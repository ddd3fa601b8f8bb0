import { defineActions } from '../actions';
import { defineResource, designedChildCall } from '../define';
import { field } from '../fields';
import { MAX_RULE_ACTIONS, RULE_ACTION_TARGETS, type RuleAction, type RuleRun } from '../../entities/rule-actions';
import type { RuleGroup } from '../../entities/workflow';
import { ruleRunResource } from './rule-run';
import { Permissions } from '../../contract/permissions';

/** An ISO 8601 text of a timestamptz, as the API writes dates (`toISOString`), read inside jsonb. */
const isoOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The rule's latest run (RuleRun), read with the page: one indexed lookup per row (rule_runs_rule_idx). */
const LAST_RUN_SQL = `(SELECT jsonb_build_object('RunId', rr.run_id::text, 'RuleId', rr.rule_id::text, 'Trigger', rr.trigger,
  'StartedAt', ${isoOf('rr.started_at')}, 'FinishedAt', ${isoOf('rr.finished_at')}, 'UsersIn', rr.users_in,
  'UsersOut', rr.users_out, 'Errors', rr.errors, 'ErrorText', rr.error_text)
  FROM rule_runs rr WHERE rr.rule_id = r.rule_id ORDER BY rr.started_at DESC, rr.run_id LIMIT 1)`;

/** The rule's actions in the order they run, with the titles of their groups and flows. */
const ACTIONS_SQL = `(SELECT coalesce(jsonb_agg(jsonb_build_object('On', a.on_event, 'Kind', a.kind,
  'TargetId', a.target_id::text, 'TargetTitle', coalesce(g.title, f.title)) ORDER BY a.sort), '[]'::jsonb)
  FROM rule_actions a
  LEFT JOIN group_defs g ON g.group_def_id = a.target_id AND a.kind IN ('AddToGroup', 'RemoveFromGroup')
  LEFT JOIN flows f ON f.flow_id = a.target_id AND a.kind = 'StartFlow'
  WHERE a.rule_id = r.rule_id)`;

/** The first problem of a rule's actions (the contract's RuleActionsSchema says the same per item), or null. */
export function ruleActionsProblem(items: readonly unknown[]): string | null {
  const seen = new Set<string>();
  for (const item of items as readonly RuleAction[]) {
    const target = RULE_ACTION_TARGETS[item.Kind];
    if (target === undefined) return 'An action has an unknown kind.';
    if (target && !item.TargetId) return `Choose the ${target.toLowerCase()}.`;
    if (!target && item.TargetId) return 'This action takes no target.';
    const key = `${item.On}:${item.Kind}:${item.TargetId ?? ''}`;
    if (seen.has(key)) return 'The same action is listed twice.';
    seen.add(key);
  }
  return null;
}

/**
 * Automation rules (§2.10 automation, Rule.List; `automation/:id?`, `automation/save/:id?`): a rule tree
 * evaluated against users, and what it does to users who start or stop passing it (issue 27). The
 * definition binds to the spec's calls (§7 Rules: /rules/list, /rules/get/:id, /rules/index,
 * /rules/delete/:id), so their paths and shapes stay; the runs are its child list (/rules/:id/runs).
 * The server's hooks (domains/rules) check the tree compiles and the actions are the saver's to give,
 * make the saver the owner and store the actions. Enable, Disable and Run now are its actions bound to
 * the calls that carry them (POST /rules/State names the rule in its body and answers null; Run now,
 * /rules/:id/run, answers the run): their shapes stay as the contract declares them. The rule builder's
 * calls stay hand-written (they read trees, not a rule).
 */
export const automationRuleResource = defineResource({
  name: 'automationRule',
  domain: 'rules',
  titles: { one: 'Rule', many: 'Automation rules' },
  id: 'RuleId',
  access: { list: Permissions.RuleList, edit: Permissions.RuleEdit },
  noun: 'rule',
  description: 'Rules evaluated against users.',
  removeText: 'The rule stops running; its past runs are removed with it.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Description: field.longText('Description'),
    IsEnabled: field.boolean('Enabled', { initial: true }),
    Tree: field.json<RuleGroup>('Rule conditions', {
      required: true,
      initial: { id: 'root', group: true, type: 'AND', rules: [] },
    }),
    Actions: field.itemList<RuleAction>('Actions', {
      maxItems: MAX_RULE_ACTIONS,
      check: ruleActionsProblem,
      notStored: true,
      sql: ACTIONS_SQL,
    }),
    // Set by the server on every save (the saver owns the rule's actions; the hash names the tree).
    OwnerUserId: field.text('Owner id', { column: 'owner_user_id' }),
    RuleHash: field.text('Rule hash', { maxLength: 64 }),
    OwnerUserName: field.computed.optionalText('Owner', {
      sql: '(SELECT o.user_name FROM users o WHERE o.user_id = r.owner_user_id)',
    }),
    LastRun: field.computed.json<RuleRun>('Last run', { sql: LAST_RUN_SQL }),
    CreatedDate: field.computed.dateTime('Created'),
    UpdatedDate: field.computed.optionalDateTime('Updated'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'IsEnabled', 'UpdatedDate', 'LastRun'],
    search: ['Title', 'Name'],
    filters: ['CreatedDate'],
    defaultSort: [{ Column: 'Title', Asc: true }],
    emptyText: 'No automation rules yet.',
  },
  form: ['Title', 'Name', 'IsEnabled', 'Tree', 'Actions'],
  facts: ['Name', 'IsEnabled', 'OwnerUserName', 'CreatedDate', 'UpdatedDate'],
  calls: {
    list: { name: 'list', path: '/rules/list' },
    get: { name: 'get', path: '/rules/get/:id' },
    save: { name: 'index', path: '/rules/index' },
    remove: { name: 'delete', path: '/rules/delete/:id', method: 'DELETE' },
  },
  store: { table: 'rules', alias: 'r', idColumn: 'rule_id', touchColumn: 'updated_date' },
  children: {
    runs: {
      title: 'Runs',
      resource: ruleRunResource,
      parentField: 'RuleId',
      call: { ...designedChildCall('/rules', 'runs'), domain: 'ruleRuns' },
    },
  },
  actions: defineActions({
    enable: {
      title: 'Enable',
      call: { name: 'state', path: '/rules/State' },
      bound: { idFrom: 'body.RuleId', fixed: { IsEnabled: true } },
      shownWhen: { IsEnabled: [false] },
      access: Permissions.RuleEdit,
      doneText: 'Rule enabled.',
      isImmediate: true,
    },
    disable: {
      title: 'Disable',
      call: { name: 'state', path: '/rules/State' },
      bound: { idFrom: 'body.RuleId', fixed: { IsEnabled: false } },
      shownWhen: { IsEnabled: [true] },
      access: Permissions.RuleEdit,
      doneText: 'Rule disabled.',
      isImmediate: true,
    },
    run: {
      title: 'Run now',
      call: { name: 'run', path: '/rules/:id/run', domain: 'ruleRuns' },
      bound: { idFrom: 'params.id' },
      isImmediate: true,
      access: Permissions.RuleEdit,
    },
  }),
  audit: { targetType: 'Rule' },
});
