import { describe, expect, it } from 'vitest';
import type { GroupDef, PagedData } from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';

/**
 * Groups on the resource layer (issue 25): the §7 GroupDefList's Scope as a tree scope (a group's id
 * lists its children, 'root' the top level, other text every group), the membership rule as an object
 * ref (checked to exist, members synchronised inside the save), and the §7 shapes kept.
 */
describe.each(['pglite', 'postgres'] as Engine[])('groups on the layer on %s', (engine) => {
  const s = useTestServer(engine);
  const post = <T>(path: string, body?: unknown) => s.t.call<T>('POST', path, { cookie: s.admin, body });
  const list = async (Scope: unknown, search: string) =>
    (
      await post<PagedData<GroupDef>>('/group/GroupDefList', {
        CurrentPage: 1,
        ItemPerPage: 50,
        Scope,
        Filters: [{ Column: 'Name', Value: search, Operator: 4 }],
      })
    ).body.Data!.Data.map((g) => g.Name);

  it('lists by a tree scope: children of an id, the top level for root, every group otherwise', async () => {
    const top = (await post<GroupDef>('/group/SaveGroupDef', { Name: 'tree-top', Title: 'Tree top', State: 1 })).body
      .Data!;
    const child = await post('/group/SaveGroupDef', {
      Name: 'tree-child',
      Title: 'Tree child',
      State: 0,
      ParentId: top.GroupDefId,
    });
    expect(child.status, JSON.stringify(child.body)).toBe(200);
    expect(await list(top.GroupDefId, 'tree-')).toEqual(['tree-child']);
    expect(await list('root', 'tree-')).toEqual(['tree-top']);
    expect((await list('anything', 'tree-')).sort()).toEqual(['tree-child', 'tree-top']);
    expect((await list(7, 'tree-')).sort()).toEqual(['tree-child', 'tree-top']);
    const got = await s.t.call<GroupDef>('GET', `/group/GroupDef/${top.GroupDefId}`, { cookie: s.admin });
    expect(got.body.Data).toMatchObject({ HasChildren: true, MemberCount: 0, ParentId: null, State: 1 });
    const fresh = await s.t.call<GroupDef>('GET', '/group/GroupDef', { cookie: s.admin });
    expect(fresh.body.Data).toMatchObject({ Name: '', State: 1, MemberCount: 0, RuleId: null });
  });

  it('refuses an unknown rule beside its field and answers the synchronised member count', async () => {
    const unknown = await post<GroupDef>('/group/SaveGroupDef', {
      Name: 'rule-unknown',
      Title: 'Rule unknown',
      State: 1,
      RuleId: '00000000-0000-4000-8000-000000000777',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.Errors?.[0]?.Field).toBe('RuleId');
    const [rule] = await s.t.server.db.query<{ id: string; title: string }>(
      'SELECT rule_id::text AS id, title FROM rules ORDER BY name LIMIT 1',
    );
    const saved = await post<GroupDef>('/group/SaveGroupDef', {
      Name: 'rule-based',
      Title: 'Rule based',
      State: 1,
      RuleId: rule!.id,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [members] = await s.t.server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM group_members WHERE group_def_id = $1',
      [saved.body.Data!.GroupDefId],
    );
    expect(saved.body.Data).toMatchObject({ RuleId: rule!.id, RuleTitle: rule!.title, MemberCount: members!.n });
  });

  it('refuses a Scope that is neither a number nor short text', async () => {
    const refused = await post('/group/GroupDefList', { CurrentPage: 1, ItemPerPage: 5, Scope: { id: 1 } });
    expect(refused.status).toBe(400);
  });
});
