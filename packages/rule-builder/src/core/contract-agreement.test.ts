import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RuleGroupSchema } from '@portcullis/api-client/contract';
import { newGroup, ruleReducer, type RuleAction } from './reducer';
import { operatorsFor } from './operators';
import { testSchema } from './fixtures.test-support';
import type { RuleGroup, RuleNode } from './types';

// The core re-exports the api-client's rule tree types, so what can still drift is the contract's
// runtime schema: every tree the reducer builds must pass it.
const SEED = 20261123;
const properties = Object.keys(testSchema);

/** Random edits of the builder over a small pool of ids, so later edits reach the nodes earlier ones added. */
const IDS = ['root', ...Array.from({ length: 10 }, (_, i) => `n${i}`)];
const actionArb = (): fc.Arbitrary<RuleAction> => {
  const id = fc.constantFrom(...IDS);
  return fc.oneof(
    fc.record({ type: fc.constant('addRule' as const), parentId: id, newId: id }),
    fc.record({ type: fc.constant('addGroup' as const), parentId: id, newId: id }),
    fc.record({ type: fc.constant('toggleGroupType' as const), id }),
    fc.record({ type: fc.constant('remove' as const), id }),
    fc.record({ type: fc.constant('setProperty' as const), id, property: fc.constantFrom(...properties) }),
    fc.record({ type: fc.constant('setPropertyGroup' as const), id, propertygroup: fc.constantFrom('user', null) }),
    fc.record({
      type: fc.constant('setValue' as const),
      id,
      value: fc.oneof(fc.string({ maxLength: 5 }), fc.integer()),
    }),
    fc.record({ type: fc.constant('moveBy' as const), id, delta: fc.constantFrom(-1 as const, 1 as const) }),
  );
};

const depth = (node: RuleNode): number => (node.group ? 1 + Math.max(0, ...node.rules.map(depth)) : 1);

/** Applies the actions whose target exists, as the builder only dispatches for nodes it shows. */
function build(actions: RuleAction[]): RuleGroup {
  let tree = newGroup('root', true);
  for (const action of actions) {
    try {
      tree = ruleReducer(tree, action, testSchema);
    } catch {
      // Refused edits (unknown id, invalid value) leave the tree as it was, as in the builder.
    }
  }
  return tree;
}

describe('rule tree: core and contract agree', () => {
  it('every tree the reducer builds passes the contract schema (seeded)', () => {
    let deepest = 0;
    fc.assert(
      fc.property(fc.array(actionArb(), { maxLength: 40 }), (actions) => {
        const tree = build(actions);
        deepest = Math.max(deepest, depth(tree));
        const parsed = RuleGroupSchema.safeParse(tree);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      }),
      { seed: SEED, numRuns: 300 },
    );
    expect(deepest).toBeGreaterThanOrEqual(3); // the runs reached nested groups, not only the root
  });

  it('a complete rule of every property type passes the schema', () => {
    for (const property of properties) {
      const binding = testSchema[property]!;
      const operator = operatorsFor(binding.type, binding.isMultiple)[0]!.name;
      let tree = build([{ type: 'addRule', parentId: 'root', newId: 'r1' }]);
      tree = ruleReducer(tree, { type: 'setProperty', id: 'r1', property }, testSchema);
      tree = ruleReducer(tree, { type: 'setOperator', id: 'r1', operator }, testSchema);
      expect(RuleGroupSchema.safeParse(tree).success, property).toBe(true);
    }
  });

  it('the schema refuses what the core type does not allow', () => {
    expect(RuleGroupSchema.safeParse({ ...newGroup('g'), type: 'XOR' }).success).toBe(false);
    expect(RuleGroupSchema.safeParse({ id: 'r', group: false, property: 'a', operator: 'is', value: 1 }).success).toBe(
      false,
    );
  });
});
