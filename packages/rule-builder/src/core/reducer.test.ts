import { describe, expect, it } from 'vitest';
import type { RuleGroup, RuleLeaf } from './types';
import { findNode, newGroup, newRule, ruleReducer, validateTree, type RuleAction } from './reducer';
import type { RuleSchema } from './schema';
import { testSchema } from './fixtures.test-support';

/** The builder's reducer, action by action (spec §4 Rule builder). */
const run = (tree: RuleGroup, ...actions: RuleAction[]) =>
  actions.reduce((t, action) => ruleReducer(t, action, testSchema), tree);
const ids = (group: Pick<RuleGroup, 'rules'>) => group.rules.map((r) => r.id);
type AnyNode = Omit<RuleLeaf, 'group' | 'rules'> & Omit<RuleGroup, 'group'> & { group: boolean };
const child = (tree: RuleGroup, id: string) => findNode(tree, id) as unknown as AnyNode;

/** root(a, b, g(c, locked(d))) */
const sample = () =>
  run(
    newGroup('root', true),
    { type: 'addRule', parentId: 'root', newId: 'a' },
    { type: 'addRule', parentId: 'root', newId: 'b' },
    { type: 'addGroup', parentId: 'root', newId: 'g' },
    { type: 'addRule', parentId: 'g', newId: 'c' },
  );

describe('rule reducer: building', () => {
  it('starts with empty AND groups and empty rules', () => {
    expect(newGroup('x')).toEqual({ id: 'x', group: true, type: 'AND', label: null, rules: [], disableremove: false });
    expect(newGroup('x', true).disableremove).toBe(true);
    expect(newRule('r')).toEqual({
      id: 'r',
      group: false,
      propertygroup: null,
      property: null,
      value: null,
      operator: null,
    });
  });
  it('adds rules and groups at the end of the chosen group, nested ones too', () => {
    const t = sample();
    expect(ids(t)).toEqual(['a', 'b', 'g']);
    expect(ids(child(t, 'g'))).toEqual(['c']);
    expect(child(t, 'g')).toMatchObject({ group: true, type: 'AND', disableremove: false });
    expect(child(t, 'c')).toEqual(newRule('c'));
  });
  it('adds nothing under a rule, and leaves the tree as it was for an unknown parent', () => {
    const t = sample();
    expect(run(t, { type: 'addRule', parentId: 'a', newId: 'x' })).toEqual(t);
    expect(run(t, { type: 'addGroup', parentId: 'nope', newId: 'x' })).toBe(t);
  });
  it('toggles AND to OR and back again', () => {
    let t = run(sample(), { type: 'toggleGroupType', id: 'g' });
    expect(child(t, 'g').type).toBe('OR');
    t = run(t, { type: 'toggleGroupType', id: 'g' });
    expect(child(t, 'g').type).toBe('AND');
    expect(run(t, { type: 'toggleGroupType', id: 'root' }).type).toBe('OR');
    expect(run(t, { type: 'toggleGroupType', id: 'a' })).toEqual(t);
  });
});

describe('rule reducer: editing a rule', () => {
  const withRule = () => run(newGroup('root', true), { type: 'addRule', parentId: 'root', newId: 'r' });
  it('choosing an operator sets it and keeps the property and value', () => {
    const t = run(
      withRule(),
      { type: 'setProperty', id: 'r', property: 'name' },
      { type: 'setValue', id: 'r', value: 'ada' },
      { type: 'setOperator', id: 'r', operator: 'ends_with' },
    );
    expect(child(t, 'r')).toMatchObject({ property: 'name', operator: 'ends_with', value: 'ada' });
    expect(child(run(t, { type: 'setOperator', id: 'r', operator: null }), 'r').operator).toBeNull();
  });
  it('choosing a property picks its family’s first operator', () => {
    const first = (property: string) =>
      child(run(withRule(), { type: 'setProperty', id: 'r', property }), 'r').operator;
    expect(['name', 'age', 'isActive', 'born', 'lastSeen', 'department', 'tags'].map(first)).toEqual([
      'equal',
      'is',
      'is',
      'is',
      'is',
      'in',
      'equal',
    ]);
  });
  it('keeps the value for a property of the same type and clears it when the type changes', () => {
    const t = run(
      withRule(),
      { type: 'setProperty', id: 'r', property: 'born' },
      { type: 'setValue', id: 'r', value: '2026-01-01' },
    );
    expect(child(run(t, { type: 'setProperty', id: 'r', property: 'born' }), 'r').value).toBe('2026-01-01');
    // DATE and DATETIME share the DATE family but not the value's meaning.
    expect(child(run(t, { type: 'setProperty', id: 'r', property: 'lastSeen' }), 'r').value).toBeNull();
    const single = run(
      withRule(),
      { type: 'setProperty', id: 'r', property: 'department' },
      { type: 'setValue', id: 'r', value: ['eng'] },
    );
    expect(child(run(single, { type: 'setProperty', id: 'r', property: 'tags' }), 'r')).toMatchObject({
      operator: 'equal',
      value: null,
    });
  });
  it('clears the operator and value when the property is cleared or unknown', () => {
    const t = run(
      withRule(),
      { type: 'setProperty', id: 'r', property: 'name' },
      { type: 'setValue', id: 'r', value: 'x' },
    );
    expect(child(run(t, { type: 'setProperty', id: 'r', property: null }), 'r')).toMatchObject({
      property: null,
      operator: null,
      value: null,
    });
    expect(child(run(t, { type: 'setProperty', id: 'r', property: 'gone' }), 'r')).toMatchObject({
      property: 'gone',
      operator: null,
      value: null,
    });
  });
  it('choosing a property group clears the property, operator and value', () => {
    const t = run(
      withRule(),
      { type: 'setProperty', id: 'r', property: 'name' },
      { type: 'setValue', id: 'r', value: 'x' },
      { type: 'setPropertyGroup', id: 'r', propertygroup: 'profile' },
    );
    expect(child(t, 'r')).toMatchObject({ propertygroup: 'profile', property: null, operator: null, value: null });
  });
  it('ignores rule edits aimed at a group', () => {
    const t = sample();
    for (const action of [
      { type: 'setPropertyGroup', id: 'g', propertygroup: 'x' },
      { type: 'setProperty', id: 'g', property: 'name' },
      { type: 'setOperator', id: 'g', operator: 'equal' },
      { type: 'setValue', id: 'g', value: 1 },
    ] as RuleAction[])
      expect(run(t, action)).toEqual(t);
  });
});

describe('rule reducer: removing and moving', () => {
  it('removes a rule or a group, at any depth', () => {
    expect(ids(run(sample(), { type: 'remove', id: 'b' }))).toEqual(['a', 'g']);
    expect(ids(child(run(sample(), { type: 'remove', id: 'c' }), 'g'))).toEqual([]);
    expect(ids(run(sample(), { type: 'remove', id: 'g' }))).toEqual(['a', 'b']);
  });
  it('never removes the root, a disableremove group, or an unknown id', () => {
    const t = sample();
    const locked: RuleGroup = { ...t, rules: [...t.rules, { ...newGroup('locked', true) }] };
    expect(run(locked, { type: 'remove', id: 'root' })).toBe(locked);
    expect(run(locked, { type: 'remove', id: 'locked' })).toBe(locked);
    expect(run(locked, { type: 'remove', id: 'nope' })).toBe(locked);
  });
  it('moves up and down among siblings; the first cannot go up nor the last down', () => {
    const t = sample();
    expect(ids(run(t, { type: 'moveBy', id: 'b', delta: 1 }))).toEqual(['a', 'g', 'b']);
    expect(ids(run(t, { type: 'moveBy', id: 'b', delta: -1 }))).toEqual(['b', 'a', 'g']);
    expect(run(t, { type: 'moveBy', id: 'a', delta: -1 })).toBe(t);
    expect(run(t, { type: 'moveBy', id: 'g', delta: 1 })).toBe(t);
    expect(run(t, { type: 'moveBy', id: 'c', delta: 1 })).toBe(t);
    expect(run(t, { type: 'moveBy', id: 'root', delta: 1 })).toBe(t);
  });
  it('moves up and down inside a nested group that follows other groups', () => {
    const t = run(
      sample(),
      { type: 'addGroup', parentId: 'root', newId: 'h' },
      { type: 'addRule', parentId: 'h', newId: 'y' },
      { type: 'addRule', parentId: 'h', newId: 'z' },
    );
    expect(ids(child(run(t, { type: 'moveBy', id: 'z', delta: -1 }), 'h'))).toEqual(['z', 'y']);
  });
  it('never removes the root, even one not marked disableremove', () => {
    const t = run(newGroup('top'), { type: 'addRule', parentId: 'top', newId: 'r' });
    expect(run(t, { type: 'remove', id: 'top' })).toBe(t);
  });
  it('moves a node into another group at the given index, clamped to the group', () => {
    const t = sample();
    expect(ids(child(run(t, { type: 'move', id: 'a', toParentId: 'g', index: 0 }), 'g'))).toEqual(['a', 'c']);
    expect(ids(child(run(t, { type: 'move', id: 'a', toParentId: 'g', index: 99 }), 'g'))).toEqual(['c', 'a']);
    expect(ids(child(run(t, { type: 'move', id: 'b', toParentId: 'g', index: -5 }), 'g'))).toEqual(['b', 'c']);
    expect(ids(run(t, { type: 'move', id: 'c', toParentId: 'root', index: 1 }))).toEqual(['a', 'c', 'b', 'g']);
  });
  it('refuses moves into a rule, into the node itself or its descendants, of the root, or of unknown ids', () => {
    const t = sample();
    for (const action of [
      { type: 'move', id: 'b', toParentId: 'a', index: 0 },
      { type: 'move', id: 'g', toParentId: 'g', index: 0 },
      { type: 'move', id: 'root', toParentId: 'g', index: 0 },
      { type: 'move', id: 'nope', toParentId: 'g', index: 0 },
      { type: 'move', id: 'a', toParentId: 'nope', index: 0 },
    ] as RuleAction[])
      expect(run(t, action)).toBe(t);
  });
  it('keeps untouched branches as the same objects', () => {
    const t = sample();
    const next = run(t, { type: 'setValue', id: 'a', value: 1 });
    expect(next.rules[1]).toBe(t.rules[1]);
    expect(next.rules[2]).toBe(t.rules[2]);
  });
});

describe('validateTree', () => {
  it('lists each incomplete rule with its id, nested ones too, and nothing for a complete tree', () => {
    let t = run(
      sample(),
      { type: 'setProperty', id: 'a', property: 'name' },
      { type: 'setValue', id: 'a', value: 'x' },
    );
    expect(validateTree(t, testSchema)).toEqual([
      { ruleId: 'b', message: 'Choose a property.' },
      { ruleId: 'c', message: 'Choose a property.' },
    ]);
    t = run(t, { type: 'remove', id: 'b' }, { type: 'remove', id: 'c' });
    expect(validateTree(t, testSchema)).toEqual([]);
  });
  it('lets errors other than validation errors through', () => {
    const broken = { name: { type: 'NOPE', column: 'name' } } as unknown as RuleSchema;
    const t = run(newGroup('root'), { type: 'addRule', parentId: 'root', newId: 'r' });
    const named = { ...t, rules: [{ ...t.rules[0]!, property: 'name', operator: 'equal', value: 'x' } as RuleLeaf] };
    expect(() => validateTree(named, broken)).toThrow(TypeError);
  });
});
