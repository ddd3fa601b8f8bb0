import { afterAll, describe, expect, it } from 'vitest';
import {
  Permissions as P,
  type GroupDef,
  type PagedData,
  type Rule,
  type RuleAction,
  type RuleGroup,
  type RuleRow,
  type RuleRun,
} from '@portcullis/api-client/contract';
import type { Engine, TestServer } from '../src/testing/test-server';
import { SEED_IDS } from '../src/seed/demo';
import { INACTIVE_RULE_ID } from '../src/seed/automation';
import { onRuleTransitions, type RuleTransitions } from '../src/domains/automation/index';
import { useTestServer } from './use-test-server';

/**
 * Automation rules that act (issue 27) on both databases, run by hand (test servers run no schedule
 * and no user-change runs unless asked: automation-user-change.test.ts covers those): users entering a rule join a group and
 * leaving ones are removed, through the owner's grant guard; the inactive-90-days demo rule disables
 * exactly the inactive users; every run is recorded, a run with no change as 0/0.
 */
const namesStartingWith = (prefix: string): RuleGroup => ({
  id: 'root',
  group: true,
  type: 'AND',
  rules: [
    { id: 'n', group: false, propertygroup: 'User', property: 'UserName', operator: 'begins_with', value: prefix },
  ],
});

async function rows<T>(t: TestServer, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.server.db.query<T & Record<string, unknown>>(sql, params);
}
const groupMemberNames = async (t: TestServer, groupId: string) =>
  (
    await rows<{ user_name: string }>(
      t,
      'SELECT u.user_name FROM group_members m JOIN users u USING (user_id) WHERE m.group_def_id = $1 ORDER BY 1',
      [groupId],
    )
  ).map((r) => r.user_name);

/** Users made directly, with a recent sign-in (so no inactivity rule takes them). */
async function makeUsers(t: TestServer, names: string[]): Promise<void> {
  await t.server.db.query(
    `INSERT INTO users (user_id, user_name, display_name, user_source_id, last_login_date)
     SELECT gen_random_uuid(), n, n, md5('source-local')::uuid, now() FROM unnest($1::text[]) AS n`,
    [names],
  );
}

describe.each(['pglite', 'postgres'] as Engine[])('automation rules that act on %s', (engine) => {
  const s = useTestServer(engine);
  const seen: RuleTransitions[] = [];
  const stopListening = onRuleTransitions((t) => void seen.push(t));
  afterAll(() => stopListening());

  const post = <T>(path: string, body?: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });
  const saveGroup = async (name: string) =>
    (await post<GroupDef>('/group/SaveGroupDef', { Name: name, Title: name, State: 1 })).body.Data!.GroupDefId;
  const saveRule = (name: string, tree: RuleGroup, actions?: RuleAction[], cookie = s.admin, ruleId?: string) =>
    post<Rule>(
      '/rules/index',
      { RuleId: ruleId, Name: name, Title: name, IsEnabled: true, Tree: tree, Actions: actions },
      cookie,
    );
  const runNow = async (ruleId: string) => {
    const res = await post<RuleRun>(`/rules/${ruleId}/run`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data!;
  };

  it('adds entering users to a group, removes leaving ones, and records each run (a quiet one as 0/0)', async () => {
    const groupId = await saveGroup('auto-members');
    await makeUsers(s.t, ['auto-a-1', 'auto-a-2', 'auto-a-3']);
    const saved = await saveRule('auto-members-rule', namesStartingWith('auto-a-'), [
      { On: 'Enter', Kind: 'AddToGroup', TargetId: groupId },
      { On: 'Leave', Kind: 'RemoveFromGroup', TargetId: groupId },
    ]);
    expect(saved.status).toBe(200);
    const rule = saved.body.Data!;
    expect(rule.OwnerUserName).toBe('admin');
    expect(rule.Actions.map((a) => [a.On, a.Kind, a.TargetTitle])).toEqual([
      ['Enter', 'AddToGroup', 'auto-members'],
      ['Leave', 'RemoveFromGroup', 'auto-members'],
    ]);

    const first = await runNow(rule.RuleId);
    expect(first).toMatchObject({ Trigger: 'Manual', UsersIn: 3, UsersOut: 0, Errors: 0, ErrorText: null });
    expect(first.FinishedAt).not.toBeNull();
    expect(await groupMemberNames(s.t, groupId)).toEqual(['auto-a-1', 'auto-a-2', 'auto-a-3']);

    await s.t.server.db.query("UPDATE users SET user_name = 'moved-a-2' WHERE user_name = 'auto-a-2'");
    const second = await runNow(rule.RuleId);
    expect(second).toMatchObject({ UsersIn: 0, UsersOut: 1, Errors: 0 });
    expect(await groupMemberNames(s.t, groupId)).toEqual(['auto-a-1', 'auto-a-3']);

    const quiet = await runNow(rule.RuleId);
    expect(quiet).toMatchObject({ UsersIn: 0, UsersOut: 0, Errors: 0 });

    const runs = await post<PagedData<RuleRun>>(`/rules/${rule.RuleId}/runs`, { CurrentPage: 1, ItemPerPage: 10 });
    expect(runs.body.Data!.TotalItemCount).toBe(3);
    expect(runs.body.Data!.Data.map((r) => [r.UsersIn, r.UsersOut])).toEqual([
      [0, 0],
      [0, 1],
      [3, 0],
    ]);
    const list = await post<PagedData<RuleRow>>('/rules/list', {
      CurrentPage: 1,
      ItemPerPage: 5,
      Filters: [{ Column: 'Name', Value: 'auto-members-rule', Operator: 0 }],
    });
    expect(list.body.Data!.Data[0]!.LastRun).toMatchObject({ RunId: quiet.RunId, UsersIn: 0, UsersOut: 0 });

    // The listeners were told who moved, after each committed run that moved anyone.
    const mine = seen.filter((t) => t.RuleId === rule.RuleId);
    expect(mine.map((t) => [t.RunId, t.Entered.length, t.Left.length])).toEqual([
      [first.RunId, 3, 0],
      [second.RunId, 0, 1],
    ]);
    const [moved] = await rows<{ user_id: string }>(
      s.t,
      "SELECT user_id::text FROM users WHERE user_name = 'moved-a-2'",
    );
    expect(mine[1]!.Left).toEqual([moved!.user_id]);

    // Each applied action is audited, acting as the owner.
    const audits = await rows<{ description: string; actor: string }>(
      s.t,
      `SELECT a.description, u.user_name AS actor FROM audit_entries a JOIN users u ON u.user_id = a.actor_user_id
        WHERE a.action = 'ruleRuns.apply' AND a.target_id = $1 ORDER BY a.created_date`,
      [rule.RuleId],
    );
    expect(audits).toEqual([
      { description: 'auto-members-rule: added to group auto-members, 3 users', actor: 'admin' },
      { description: 'auto-members-rule: removed from group auto-members, 1 user', actor: 'admin' },
    ]);
  });

  it('disables exactly the users inactive for 90 days with the seeded rule, then records 0/0', async () => {
    const expected = (
      await rows<{ user_id: string }>(
        s.t,
        `SELECT user_id::text FROM users WHERE coalesce(last_login_date, created_date) <= now() - interval '90 days' ORDER BY 1`,
      )
    ).map((r) => r.user_id);
    expect(expected.length).toBeGreaterThan(5);
    const othersEnabledBefore = await rows<{ user_id: string }>(
      s.t,
      'SELECT user_id::text FROM users WHERE is_enabled AND NOT (user_id = ANY($1::uuid[])) ORDER BY 1',
      [expected],
    );
    const seeded = await s.t.call<Rule>('GET', `/rules/get/${INACTIVE_RULE_ID}`, { cookie: s.admin });
    expect(seeded.body.Data).toMatchObject({ Title: 'Inactive 90 days', IsEnabled: false, OwnerUserName: 'admin' });
    expect(seeded.body.Data!.Actions).toEqual([
      { On: 'Enter', Kind: 'DisableUser', TargetId: null, TargetTitle: null },
    ]);
    expect((await post(`/rules/${INACTIVE_RULE_ID}/run`)).status).toBe(409); // seeded disabled

    expect((await post('/rules/State', { RuleId: INACTIVE_RULE_ID, IsEnabled: true })).status).toBe(200);
    const run = await runNow(INACTIVE_RULE_ID);
    expect(run).toMatchObject({ UsersIn: expected.length, UsersOut: 0, Errors: 0 });
    const stillEnabled = await rows(s.t, 'SELECT 1 FROM users WHERE is_enabled AND user_id = ANY($1::uuid[])', [
      expected,
    ]);
    expect(stillEnabled).toHaveLength(0);
    const othersEnabledAfter = await rows<{ user_id: string }>(
      s.t,
      'SELECT user_id::text FROM users WHERE is_enabled AND NOT (user_id = ANY($1::uuid[])) ORDER BY 1',
      [expected],
    );
    expect(othersEnabledAfter).toEqual(othersEnabledBefore);

    const again = await runNow(INACTIVE_RULE_ID);
    expect(again).toMatchObject({ UsersIn: 0, UsersOut: 0, Errors: 0 });
    // The report reads these columns of rule_runs.
    const [record] = await rows<Record<string, unknown>>(
      s.t,
      `SELECT run_id::text, rule_id::text, trigger, started_at, finished_at, users_in, users_out, errors, error_text
         FROM rule_runs WHERE run_id = $1`,
      [run.RunId],
    );
    expect(record).toMatchObject({
      rule_id: INACTIVE_RULE_ID,
      trigger: 'Manual',
      users_in: expected.length,
      users_out: 0,
      errors: 0,
    });
    await post('/rules/State', { RuleId: INACTIVE_RULE_ID, IsEnabled: false });
  });

  it("refuses a rule whose owner cannot grant the group, at save and when the owner's rights shrink", async () => {
    const admins = await saveGroup('auto-admins');
    await post(`/group/def/${admins}/objects/assign`, { Kind: 'roles', ObjectIds: [SEED_IDS.superAdminRole] });
    const plain = await saveGroup('auto-plain');
    const editor = await s.t.actor([P.RuleList, P.RuleEdit, P.GroupDefList, P.GroupDefEdit]);
    const ruleEditor = await s.t.actor([P.RuleList, P.RuleEdit]);
    const tree = namesStartingWith(editor.userName);

    const escalation = await saveRule(
      'auto-escalate',
      tree,
      [{ On: 'Enter', Kind: 'AddToGroup', TargetId: admins }],
      editor.cookie,
    );
    expect(escalation.status).toBe(403);
    expect(escalation.body.Message).toBe(
      'Group "auto-admins" confers super-admin rights: only a super admin\'s rule can change its members.',
    );
    const noGroupRight = await saveRule(
      'auto-no-right',
      tree,
      [{ On: 'Enter', Kind: 'AddToGroup', TargetId: plain }],
      ruleEditor.cookie,
    );
    expect(noGroupRight.status).toBe(403);
    expect(noGroupRight.body.Message).toBe(`You cannot change group members: it needs ${P.GroupDefEdit}.`);
    expect(await rows(s.t, "SELECT 1 FROM rules WHERE name IN ('auto-escalate', 'auto-no-right')")).toHaveLength(0);
    const refusals = await rows<{ description: string }>(
      s.t,
      `SELECT a.description FROM audit_entries a JOIN audit_types t USING (audit_type_id)
        WHERE t.name = 'AccessRefused' AND a.action = 'rules.index' AND a.actor_user_id = $1`,
      [editor.userId],
    );
    expect(refusals.map((r) => r.description)).toEqual([escalation.body.Message]);

    // Re-saving an admin's rule keeps its actions and makes the saver answer for them too.
    const adminRule = (await saveRule('auto-admin-rule', tree, [{ On: 'Enter', Kind: 'AddToGroup', TargetId: admins }]))
      .body.Data!;
    const retarget = await saveRule(
      'auto-admin-rule',
      namesStartingWith('limited'),
      undefined,
      editor.cookie,
      adminRule.RuleId,
    );
    expect(retarget.status).toBe(403);

    // An owner who lost the right: the run refuses the action, records it and leaves the group alone.
    await s.t.server.db.query('UPDATE rules SET owner_user_id = $2 WHERE rule_id = $1', [
      adminRule.RuleId,
      editor.userId,
    ]);
    const run = await runNow(adminRule.RuleId);
    expect(run).toMatchObject({ UsersIn: 1, Errors: 1 });
    expect(run.ErrorText).toContain('confers super-admin rights');
    expect(await groupMemberNames(s.t, admins)).toEqual([]);
  });

  it('starts a rule afresh when its actions change, so a new Enter action reaches its current users', async () => {
    const groupId = await saveGroup('auto-fresh');
    await makeUsers(s.t, ['auto-f-1', 'auto-f-2']);
    const rule = (await saveRule('auto-fresh-rule', namesStartingWith('auto-f-'))).body.Data!;
    expect(await runNow(rule.RuleId)).toMatchObject({ UsersIn: 2, Errors: 0 });
    const action: RuleAction = { On: 'Enter', Kind: 'AddToGroup', TargetId: groupId };
    await saveRule('auto-fresh-rule', namesStartingWith('auto-f-'), [action], s.admin, rule.RuleId);
    expect(await runNow(rule.RuleId)).toMatchObject({ UsersIn: 2, UsersOut: 0, Errors: 0 });
    expect(await groupMemberNames(s.t, groupId)).toEqual(['auto-f-1', 'auto-f-2']);
    // Saving the same actions again (or only the title) keeps what the rule tracks.
    await saveRule('auto-fresh-rule', namesStartingWith('auto-f-'), [action], s.admin, rule.RuleId);
    expect(await runNow(rule.RuleId)).toMatchObject({ UsersIn: 0, UsersOut: 0 });
  });

  it('holds the permission matrix of the new calls', async () => {
    const rule = (await saveRule('auto-matrix', namesStartingWith('nobody-'))).body.Data!;
    const reader = await s.t.signInWith([P.RuleList]);
    const stranger = await s.t.signInWith([P.UserList]);
    const page = { CurrentPage: 1, ItemPerPage: 5 };
    expect((await post(`/rules/${rule.RuleId}/runs`, page, reader)).status).toBe(200);
    expect((await post(`/rules/${rule.RuleId}/run`, undefined, reader)).status).toBe(403);
    expect((await post(`/rules/${rule.RuleId}/runs`, page, stranger)).status).toBe(403);
    expect((await post(`/rules/${rule.RuleId}/run`, undefined, stranger)).status).toBe(403);
    expect((await s.t.call('POST', `/rules/${rule.RuleId}/runs`, { body: page })).status).toBe(401);
    expect((await s.t.call('POST', `/rules/${rule.RuleId}/run`)).status).toBe(401);
  });

  it('refuses hostile input with an envelope, never a 500', async () => {
    const groupId = await saveGroup('auto-hostile');
    const guid = '0b5f2d0e-1111-4222-8333-444455556666';
    const tree = namesStartingWith('hostile-');
    const bad: unknown[] = [
      [{ On: 'Enter', Kind: 'DisableUser', TargetId: guid }],
      [{ On: 'Enter', Kind: 'AddToGroup', TargetId: null }],
      [{ On: 'Enter', Kind: 'DropTable', TargetId: null }],
      [{ On: 'Sometimes', Kind: 'DisableUser', TargetId: null }],
      [{ On: 'Enter', Kind: 'AddToGroup', TargetId: "1' OR '1'='1" }],
      [{ On: 'Enter', Kind: 'DisableUser', TargetId: null, Extra: 1 }],
      Array.from({ length: 21 }, (_, i) => ({
        On: 'Enter',
        Kind: 'Notify',
        TargetId: guid.replace(/6$/, String(i % 10)),
      })),
      [
        { On: 'Enter', Kind: 'DisableUser', TargetId: null },
        { On: 'Enter', Kind: 'DisableUser', TargetId: null },
      ],
      [{ On: 'Enter', Kind: 'AddToGroup', TargetId: guid }], // no such group
      'DisableUser',
    ];
    for (const actions of bad) {
      const res = await post('/rules/index', {
        Name: 'auto-hostile',
        Title: 'Hostile',
        IsEnabled: true,
        Tree: tree,
        Actions: actions,
      });
      expect(res.status, JSON.stringify(actions).slice(0, 80)).toBe(400);
      expect(res.body.Success).toBe(false);
      expect(res.body.Message).toBeTruthy();
    }
    // Deliverer actions are stored as given; the lead's notification, webhook and flow wiring reads them.
    const stored = await saveRule('auto-hostile', tree, [
      { On: 'Enter', Kind: 'Notify', TargetId: guid },
      { On: 'Leave', Kind: 'Webhook', TargetId: guid },
      { On: 'Enter', Kind: 'StartFlow', TargetId: guid },
      { On: 'Leave', Kind: 'RemoveFromGroup', TargetId: groupId },
    ]);
    expect(stored.status).toBe(200);
    expect(stored.body.Data!.Actions.map((a) => a.Kind)).toEqual(['Notify', 'Webhook', 'StartFlow', 'RemoveFromGroup']);

    expect((await post('/rules/not-a-guid/run')).status).toBe(400);
    expect((await post(`/rules/${guid}/run`)).status).toBe(404);
    expect((await post(`/rules/${guid}/runs`, { CurrentPage: 1, ItemPerPage: 5 })).status).toBe(404);
    const rule = stored.body.Data!.RuleId;
    for (const body of [
      { CurrentPage: 1, ItemPerPage: 5, Sorts: [{ Column: 'users_in; DROP TABLE rules', Asc: true }] },
      { CurrentPage: -1, ItemPerPage: 5 },
      { CurrentPage: 1, ItemPerPage: 5, Filters: [{ Column: 'ErrorText', Value: 'x', Operator: 0 }] },
      { CurrentPage: 1, ItemPerPage: 5, Surprise: true },
    ]) {
      const res = await post(`/rules/${rule}/runs`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.Success).toBe(false);
    }
    expect((await s.t.call('POST', `/rules/${rule}/run`, { cookie: s.admin, body: { Now: true } })).status).toBe(400);
  });
});
