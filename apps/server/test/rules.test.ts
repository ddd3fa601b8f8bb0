import { describe, expect, it } from 'vitest';
import type {
  PagedData,
  PreviewUser,
  Rule,
  RuleGroup,
  RulePreviewResult,
  RuleProperty,
} from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';

const tree: RuleGroup = {
  id: 'root',
  group: true,
  type: 'AND',
  rules: [
    { id: 'a', group: false, propertygroup: 'User', property: 'UserName', operator: 'begins_with', value: 'USER00001' },
    {
      id: 'b',
      group: true,
      type: 'OR',
      rules: [
        { id: 'c', group: false, propertygroup: 'User', property: 'IsMfaEnabled', operator: 'is', value: false },
        { id: 'd', group: false, propertygroup: 'User', property: 'FailedLoginCount', operator: 'greater', value: 0 },
      ],
    },
  ],
};
const expectedSql =
  "SELECT user_id::text FROM users WHERE lower(user_name) LIKE 'user00001%' AND (NOT is_mfa_enabled OR failed_login_count > 0) ORDER BY user_name";

describe.each(['pglite', 'postgres'] as Engine[])('automation rules on %s', (engine) => {
  const s = useTestServer(engine);

  it('lists user properties with the operators of their type', async () => {
    const res = await s.t.call<RuleProperty[]>('GET', '/rules/properties', { cookie: s.admin });
    const groups = res.body.Data!.find((p) => p.name === 'Groups')!;
    expect(groups.operators.map((o) => o.title)).toEqual(['equals', 'any', 'empty', 'in', 'not in']);
    expect(groups.options!.data!.length).toBe(10);
    expect(res.body.Data!.find((p) => p.name === 'Email')!.operators).toHaveLength(10);
  });

  it('previews passed users in SQL exactly as a hand-written query selects them', async () => {
    const res = await s.t.call<PagedData<PreviewUser>>('POST', '/rules/PassedUsers', {
      cookie: s.admin,
      body: { Users: { CurrentPage: 1, ItemPerPage: 10 }, Rules: tree },
    });
    expect(res.status).toBe(200);
    const expected = await s.t.server.db.query<{ user_id: string }>(expectedSql);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body.Data!.TotalItemCount).toBe(expected.length);
    expect(res.body.Data!.Data.map((u) => u.UserId)).toEqual(expected.slice(0, 10).map((r) => r.user_id));
  });

  it('saves, reads, tests, switches off and deletes a rule, auditing each write', async () => {
    const [before] = await s.t.server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_entries WHERE action LIKE 'rules.%'",
    );
    const saved = await s.t.call<Rule>('POST', '/rules/index', {
      cookie: s.admin,
      body: { Name: `mfa-${engine}`, Title: 'No MFA', IsEnabled: true, Tree: tree },
    });
    expect(saved.status).toBe(200);
    const id = saved.body.Data!.RuleId;
    expect((await s.t.call<Rule>('GET', `/rules/get/${id}`, { cookie: s.admin })).body.Data!.Tree).toEqual(tree);
    const [passing] = await s.t.server.db.query<{ user_id: string }>(expectedSql);
    const [failing] = await s.t.server.db.query<{ user_id: string }>(
      "SELECT user_id::text FROM users WHERE user_name = 'user0000200'",
    );
    expect(
      (await s.t.call<{ IsPassed: boolean }>('POST', `/rules/${id}/test/${passing!.user_id}`, { cookie: s.admin })).body
        .Data!.IsPassed,
    ).toBe(true);
    expect(
      (await s.t.call<{ IsPassed: boolean }>('POST', `/rules/${id}/test/${failing!.user_id}`, { cookie: s.admin })).body
        .Data!.IsPassed,
    ).toBe(false);
    const result = await s.t.call<RulePreviewResult>('POST', '/rules/RuleResult', {
      cookie: s.admin,
      body: { RuleId: id },
    });
    expect(result.body.Data!.RuleHash).toMatch(/^[0-9a-f]{64}$/);
    expect(result.body.Data!.Message).toMatch(/^\d+ users pass this rule\.$/);
    expect(
      (await s.t.call('POST', '/rules/State', { cookie: s.admin, body: { RuleId: id, IsEnabled: false } })).status,
    ).toBe(200);
    expect((await s.t.call<Rule>('GET', `/rules/get/${id}`, { cookie: s.admin })).body.Data!.IsEnabled).toBe(false);
    // State is the definition's Enable/Disable actions bound to the spec's call: the body names the rule.
    const [stateEntry] = await s.t.server.db.query<{ description: string }>(
      "SELECT description FROM audit_entries WHERE action = 'rules.state' AND target_id = $1",
      [id],
    );
    expect(stateEntry!.description).toBe('Disabled');
    const unknown = { RuleId: '00000000-0000-4000-8000-000000000001', IsEnabled: true };
    expect((await s.t.call('POST', '/rules/State', { cookie: s.admin, body: unknown })).status).toBe(404);
    expect((await s.t.call('DELETE', `/rules/delete/${id}`, { cookie: s.admin })).status).toBe(200);
    expect((await s.t.call('GET', `/rules/get/${id}`, { cookie: s.admin })).status).toBe(404);
    const [after] = await s.t.server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_entries WHERE action LIKE 'rules.%'",
    );
    expect(after!.n - before!.n).toBe(4); // index, RuleResult (it stores the run), State, delete
  });

  it('refuses an incomplete rule or an unknown property and writes nothing', async () => {
    const [before] = await s.t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rules');
    const incomplete = await s.t.call('POST', '/rules/index', {
      cookie: s.admin,
      body: {
        Name: 'bad',
        Title: 'Bad',
        IsEnabled: true,
        Tree: {
          id: 'r',
          group: true,
          type: 'AND',
          rules: [{ id: 'x', group: false, propertygroup: 'User', property: 'Email', operator: 'equal', value: '' }],
        },
      },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.Errors).toEqual([{ Message: 'Enter a value.', Field: 'x' }]);
    const unknown = await s.t.call('POST', '/rules/PassedUsers', {
      cookie: s.admin,
      body: {
        Users: { CurrentPage: 1, ItemPerPage: 10 },
        Rules: {
          id: 'r',
          group: true,
          type: 'AND',
          rules: [
            { id: 'x', group: false, propertygroup: 'User', property: 'password_hash', operator: 'equal', value: 'a' },
          ],
        },
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.Message).toContain('Unknown property "password_hash"');
    const [after] = await s.t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rules');
    expect(after!.n).toBe(before!.n);
  });
});
