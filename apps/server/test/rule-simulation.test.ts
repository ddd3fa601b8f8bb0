import { describe, expect, it } from 'vitest';
import type { GroupDef, Rule, RuleGroup, RuleSimulation } from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';

const beginsWith = (...prefixes: string[]): RuleGroup => ({
  id: 'root',
  group: true,
  type: 'OR',
  rules: prefixes.map((value, i) => ({
    id: `r${i}`,
    group: false,
    propertygroup: 'User',
    property: 'UserName',
    operator: 'begins_with',
    value,
  })),
});
const likeAny = (...prefixes: string[]) => `(${prefixes.map((p) => `lower(user_name) LIKE '${p}%'`).join(' OR ')})`;

describe.each(['pglite', 'postgres'] as Engine[])('rule simulation on %s', (engine) => {
  const s = useTestServer(engine);
  const post = <T>(path: string, body: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });
  const usersWhere = async (where: string) =>
    (
      await s.t.server.db.query<{ user_id: string }>(
        `SELECT user_id::text FROM users WHERE ${where} ORDER BY user_name, user_id`,
      )
    ).map((r) => r.user_id);
  const ids = (side: RuleSimulation['Gains']) => side.Data.map((u) => u.UserId);

  it('counts and lists who a changed rule adds and drops, as hand-written SQL finds them', async () => {
    const saved = await post<Rule>('/rules/index', {
      Name: `simulated-${engine}`,
      Title: 'Simulated',
      IsEnabled: true,
      Tree: beginsWith('user00001'),
    });
    const res = await post<RuleSimulation>('/rules/Simulate', {
      RuleId: saved.body.Data!.RuleId,
      Tree: beginsWith('user000019', 'user000020'),
    });
    expect(res.status).toBe(200);
    const gains = await usersWhere(`${likeAny('user000019', 'user000020')} AND NOT ${likeAny('user00001')}`);
    const losses = await usersWhere(`${likeAny('user00001')} AND NOT ${likeAny('user000019', 'user000020')}`);
    expect(gains.length).toBe(10); // user0000200–209
    expect(losses.length).toBe(90); // user0000100–189
    expect(res.body.Data!.Gains.TotalItemCount).toBe(gains.length);
    expect(res.body.Data!.Losses.TotalItemCount).toBe(losses.length);
    expect(ids(res.body.Data!.Gains)).toEqual(gains.slice(0, 10));
    expect(ids(res.body.Data!.Losses)).toEqual(losses.slice(0, 10));
  });

  it('treats a new rule as adding everyone it passes and dropping nobody', async () => {
    const res = await post<RuleSimulation>('/rules/Simulate', { Tree: beginsWith('user000029') });
    expect(res.body.Data!.Gains.TotalItemCount).toBe((await usersWhere(likeAny('user000029'))).length);
    expect(res.body.Data!.Losses).toEqual({ Data: [], TotalItemCount: 0 });
  });

  it("predicts exactly how saving a membership rule changes a group's members", async () => {
    const rule = await post<Rule>('/rules/index', {
      Name: `members-${engine}`,
      Title: 'Members',
      IsEnabled: true,
      Tree: beginsWith('user000021'),
    });
    const group = (await post<GroupDef>('/group/SaveGroupDef', { Name: `sim-${engine}`, Title: 'Simulated', State: 1 }))
      .body.Data!;
    const [dropped, kept] = await usersWhere("user_name IN ('user0000215', 'user0000050')");
    await post(`/group/def/${group.GroupDefId}/objects/assign`, { Kind: 'members', ObjectIds: [kept, dropped] });

    const res = await post<RuleSimulation>('/group/SimulateMembership', {
      GroupDefId: group.GroupDefId,
      RuleId: rule.body.Data!.RuleId,
    });
    expect(res.status).toBe(200);
    const predicted = res.body.Data!;
    expect(predicted.Gains.TotalItemCount).toBe(9); // user0000210–219 but the member already in
    expect(ids(predicted.Losses)).toEqual([dropped]);

    const saved = await post('/group/SaveGroupDef', {
      GroupDefId: group.GroupDefId,
      Name: group.Name,
      Title: group.Title,
      State: 1,
      RuleId: rule.body.Data!.RuleId,
    });
    expect(saved.status).toBe(200);
    const members = await s.t.server.db.query<{ user_id: string }>(
      'SELECT user_id::text FROM group_members WHERE group_def_id = $1',
      [group.GroupDefId],
    );
    const after = new Set(members.map((m) => m.user_id));
    expect(after.size).toBe(10);
    expect(after.has(dropped!)).toBe(false);
    for (const id of ids(predicted.Gains)) expect(after.has(id)).toBe(true);
  });

  it('refuses an incomplete rule or an unknown one with an envelope, and writes nothing', async () => {
    const [before] = await s.t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_entries');
    const incomplete = await post('/rules/Simulate', {
      Tree: {
        id: 'root',
        group: true,
        type: 'AND',
        rules: [{ id: 'x', group: false, propertygroup: 'User', property: 'UserName', operator: null }],
      },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.Message).toMatch(/The rule is incomplete/);
    const unknown = await post('/rules/Simulate', {
      RuleId: '00000000-0000-4000-8000-000000000001',
      Tree: beginsWith('user0001'),
    });
    expect(unknown.status).toBe(404);
    const unknownGroupRule = await post('/group/SimulateMembership', {
      RuleId: '00000000-0000-4000-8000-000000000001',
    });
    expect(unknownGroupRule.status).toBe(404);
    const [after] = await s.t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_entries');
    expect(after!.n).toBe(before!.n);
  });

  it('gives a rule as the parameterised SQL it runs, which selects the same users when run', async () => {
    const tree = beginsWith('user000019', "o'brien");
    const res = await post<{ Sql: string; Parameters: Array<{ Name: string; Value: string }> }>('/rules/SqlText', {
      Tree: tree,
    });
    expect(res.status).toBe(200);
    const { Sql, Parameters } = res.body.Data!;
    expect(Sql).not.toContain("o'brien");
    expect(Parameters.map((p) => p.Name)).toEqual(Parameters.map((_, i) => `$${i + 1}`));
    const rows = await s.t.server.db.query<{ user_id: string }>(
      Sql,
      Parameters.map((p) => JSON.parse(p.Value) as unknown),
    );
    expect(rows.map((r) => r.user_id)).toEqual(await usersWhere(likeAny('user000019', "o''brien")));
  });

  it('answers only those who may read rules or groups', async () => {
    const cookie = await s.t.signInWith([]);
    expect((await post('/rules/Simulate', { Tree: beginsWith('user0001') }, cookie)).status).toBe(403);
  });
});
