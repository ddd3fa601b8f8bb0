import { describe, expect, it } from 'vitest';
import type { Rule, RuleAction, RuleGroup, RuleRun } from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { startRuleFlows } from '../src/domains/automation/start-flow-actions';
import { useTestServer } from './use-test-server';

type Row = Record<string, unknown>;

const namesStartingWith = (prefix: string): RuleGroup => ({
  id: 'root',
  group: true,
  type: 'AND',
  rules: [
    { id: 'n', group: false, propertygroup: 'User', property: 'UserName', operator: 'begins_with', value: prefix },
  ],
});

/**
 * StartFlow rule actions run (issue 27) on both databases: a run starts one flow item per entered user
 * (subject RuleMembership, the user as object and requester), delivering the same run again starts
 * nothing more, approval confirms and denial rejects the move without touching the membership, a user
 * who leaves and enters again is a new entry, and a flow that no longer exists is an error on the run.
 */
describe.each(['pglite', 'postgres'] as Engine[])('rules that start flows on %s', (engine) => {
  const s = useTestServer(engine);
  const db = () => s.t.server.db;
  const post = <T = Row>(path: string, body: unknown = {}, cookie = s.admin) =>
    s.t.call<T>('POST', path, { cookie, body });
  const makeUsers = (names: string[]) =>
    db().query(
      `INSERT INTO users (user_id, user_name, display_name, user_source_id, last_login_date)
       SELECT gen_random_uuid(), n, n, md5('source-local')::uuid, now() FROM unnest($1::text[]) AS n`,
      [names],
    );
  const runNow = async (ruleId: string) => {
    const res = await post<RuleRun>(`/rules/${ruleId}/run`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data!;
  };
  const startsOf = (ruleId: string) =>
    db().query<{ user_name: string; state: string; item_state: string; subject_type: string; is_own: boolean }>(
      `SELECT u.user_name, r.state, i.state AS item_state, i.subject_type,
              (i.requester_id = r.user_id AND i.object_type = 'User' AND i.object_id = r.user_id) AS is_own
         FROM rule_flow_starts r JOIN users u ON u.user_id = r.user_id JOIN flow_items i ON i.flow_item_id = r.flow_item_id
        WHERE r.rule_id = $1 ORDER BY u.user_name, r.created_date`,
      [ruleId],
    );

  it('starts one item per entered user, once per run; approval confirms, denial rejects', async () => {
    const approver = await s.t.actor([]);
    const flow = await post('/flow/save', {
      Title: 'Joiner check',
      Name: `joiner-check-${engine}`,
      StageOrder: 0,
      Stages: [{ Title: 'Reviewer', Approvers: [{ Kind: 'User', Id: approver.userId }], Decision: 'AnyOf' }],
    });
    expect(flow.status, JSON.stringify(flow.body)).toBe(200);
    const flowId = String(flow.body.Data!.FlowId);
    await makeUsers(['flowrule-1', 'flowrule-2']);
    const actions: RuleAction[] = [{ On: 'Enter', Kind: 'StartFlow', TargetId: flowId }];
    const saved = await post<Rule>('/rules/index', {
      Name: 'flowrule',
      Title: 'Flow rule',
      IsEnabled: true,
      Tree: namesStartingWith('flowrule-'),
      Actions: actions,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const ruleId = saved.body.Data!.RuleId;
    expect(saved.body.Data!.Actions).toEqual([{ ...actions[0], TargetTitle: 'Joiner check' }]);

    const first = await runNow(ruleId);
    expect(first).toMatchObject({ UsersIn: 2, Errors: 0, ErrorText: null });
    const started = await startsOf(ruleId);
    expect(started).toEqual([
      {
        user_name: 'flowrule-1',
        state: 'Pending',
        item_state: 'Pending',
        subject_type: 'RuleMembership',
        is_own: true,
      },
      {
        user_name: 'flowrule-2',
        state: 'Pending',
        item_state: 'Pending',
        subject_type: 'RuleMembership',
        is_own: true,
      },
    ]);

    // The same run delivered again starts nothing more.
    const entered = (
      await db().query<{ user_id: string }>(
        'SELECT user_id::text FROM rule_run_users WHERE run_id = $1 AND is_entered ORDER BY user_id',
        [first.RunId],
      )
    ).map((r) => r.user_id);
    expect(
      await startRuleFlows(
        db(),
        { RuleId: ruleId, RunId: first.RunId, Entered: entered, Left: [], Actions: actions },
        { server: s.t.server },
      ),
    ).toBe(0);
    expect(await runNow(ruleId)).toMatchObject({ UsersIn: 0, UsersOut: 0 });
    expect(await startsOf(ruleId)).toHaveLength(2);

    const items = await db().query<{ flow_item_id: string; subject_title: string }>(
      `SELECT i.flow_item_id::text, i.subject_title FROM rule_flow_starts r JOIN flow_items i USING (flow_item_id)
        WHERE r.rule_id = $1 ORDER BY i.subject_title`,
      [ruleId],
    );
    expect(items.map((i) => i.subject_title)).toEqual([
      'flowrule-1 started passing Flow rule',
      'flowrule-2 started passing Flow rule',
    ]);
    expect((await post(`/flow/items/${items[0]!.flow_item_id}/approve`, {}, approver.cookie)).status).toBe(200);
    expect((await post(`/flow/items/${items[1]!.flow_item_id}/deny`, {}, approver.cookie)).status).toBe(200);
    expect((await startsOf(ruleId)).map((r) => [r.user_name, r.state, r.item_state])).toEqual([
      ['flowrule-1', 'Confirmed', 'Approved'],
      ['flowrule-2', 'Rejected', 'Denied'],
    ]);
    const [members] = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rule_members WHERE rule_id = $1',
      [ruleId],
    );
    expect(members!.n).toBe(2);

    // Leaving and entering again is a new entry: a new item.
    await db().query("UPDATE users SET user_name = 'moved-flowrule-2' WHERE user_name = 'flowrule-2'");
    expect(await runNow(ruleId)).toMatchObject({ UsersIn: 0, UsersOut: 1 });
    await db().query("UPDATE users SET user_name = 'flowrule-2' WHERE user_name = 'moved-flowrule-2'");
    expect(await runNow(ruleId)).toMatchObject({ UsersIn: 1, UsersOut: 0, Errors: 0 });
    expect((await startsOf(ruleId)).map((r) => [r.user_name, r.state])).toEqual([
      ['flowrule-1', 'Confirmed'],
      ['flowrule-2', 'Rejected'],
      ['flowrule-2', 'Pending'],
    ]);
  });

  it('records a flow that no longer exists as an error of the run', async () => {
    await makeUsers(['goneflow-1']);
    const saved = await post<Rule>('/rules/index', {
      Name: 'goneflow',
      Title: 'Gone flow',
      IsEnabled: true,
      Tree: namesStartingWith('goneflow-'),
      Actions: [{ On: 'Enter', Kind: 'StartFlow', TargetId: '00000000-0000-4000-8000-00000000f10f' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const run = await runNow(saved.body.Data!.RuleId);
    expect(run).toMatchObject({ UsersIn: 1, Errors: 1 });
    expect(run.ErrorText).toBe('A transition listener failed: The flow of a "Start a flow" action no longer exists.');
    expect(await startsOf(saved.body.Data!.RuleId)).toEqual([]);
  });
});
