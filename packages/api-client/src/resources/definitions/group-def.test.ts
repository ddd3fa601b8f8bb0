import { describe, expect, it } from 'vitest';
import { groups } from '../../contract/groups';
import { resourceCalls } from '../../contract/resource-calls';
import { defineResource } from '../define';
import { field } from '../fields';
import { groupDefResource as def } from './group-def';

const page = { CurrentPage: 1, ItemPerPage: 10 };
const GROUP = '4e233f08-7ff2-4760-889f-67bce12027bf';

describe('the group definition on the §7 group calls', () => {
  it('takes the spec Scope of a tree: an id, the top-level word, any short text or number', () => {
    const body = groups.groupDefList.body!;
    for (const Scope of [GROUP, 'root', 'anything', 7, null, undefined])
      expect(body.safeParse({ ...page, Scope }).success, String(Scope)).toBe(true);
    expect(body.safeParse({ ...page, Scope: { id: GROUP } }).success).toBe(false);
    expect(body.safeParse({ ...page, Scope: 'x'.repeat(101) }).success).toBe(false);
  });

  it('keeps an id-only Scope for a ref scope that is no tree', () => {
    const flat = defineResource({
      ...def,
      name: 'flatGroup',
      list: { ...def.list, scopeTree: undefined },
      calls: { list: { name: 'flatList', path: '/flat/list' } },
    });
    const body = resourceCalls(flat).flatList.body!;
    expect(body.safeParse({ ...page, Scope: GROUP }).success).toBe(true);
    expect(body.safeParse({ ...page, Scope: 'root' }).success).toBe(false);
  });

  it('saves the §7 group body: state 0 or 1, parent and rule ids, nothing else', () => {
    const body = groups.saveGroupDef.body!;
    const group = { Name: 'team', Title: 'Team', State: 1, ParentId: GROUP, RuleId: null, Description: null };
    expect(body.safeParse(group).success).toBe(true);
    expect(body.safeParse({ ...group, State: 2 }).success).toBe(false);
    expect(body.safeParse({ ...group, RuleId: 'not-a-guid' }).success).toBe(false);
    expect(body.safeParse({ ...group, MemberCount: 3 }).success).toBe(false);
  });

  it('names the membership rule as an object of the Rule type, not a resource', () => {
    expect(def.fields.RuleId).toMatchObject({ kind: 'ref', objectType: 'Rule', isRequired: false });
    expect(def.fields.RuleId.ref).toBeUndefined();
    expect(field.objectRef('Owner', 'User', { required: true })).toMatchObject({ kind: 'ref', isRequired: true });
  });
});
