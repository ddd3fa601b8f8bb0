import type { RuleGroup, RuleLeaf, RuleNode } from './types';
import { operatorFamily, operatorsFor } from './operators';
import { checkRule } from './checks';
import { RuleValidationError, type RuleSchema } from './schema';

/** Every edit of the builder, as named actions (downshift-style state-change types). */
export type RuleAction =
  | { type: 'addRule'; parentId: string; newId: string }
  | { type: 'addGroup'; parentId: string; newId: string }
  | { type: 'remove'; id: string }
  | { type: 'toggleGroupType'; id: string }
  | { type: 'setPropertyGroup'; id: string; propertygroup: string | null }
  | { type: 'setProperty'; id: string; property: string | null }
  | { type: 'setOperator'; id: string; operator: string | null }
  | { type: 'setValue'; id: string; value: unknown }
  | { type: 'move'; id: string; toParentId: string; index: number }
  | { type: 'moveBy'; id: string; delta: -1 | 1 };

export const newGroup = (id: string, disableremove = false): RuleGroup => ({
  id,
  group: true,
  type: 'AND',
  label: null,
  rules: [],
  disableremove,
});
export const newRule = (id: string): RuleLeaf => ({
  id,
  group: false,
  propertygroup: null,
  property: null,
  value: null,
  operator: null,
});

function mapNode(node: RuleNode, id: string, update: (n: RuleNode) => RuleNode): RuleNode {
  if (node.id === id) return update(node);
  if (!node.group) return node;
  const rules = node.rules.map((child) => mapNode(child, id, update));
  return rules.some((r, i) => r !== node.rules[i]) ? { ...node, rules } : node;
}

export function findNode(node: RuleNode, id: string): RuleNode | null {
  if (node.id === id) return node;
  if (!node.group) return null;
  for (const child of node.rules) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return null;
}

function findParent(node: RuleNode, id: string): RuleGroup | null {
  if (!node.group) return null;
  if (node.rules.some((c) => c.id === id)) return node;
  for (const child of node.rules) {
    const found = findParent(child, id);
    if (found) return found;
  }
  return null;
}

function removeNode(node: RuleNode, id: string): RuleNode {
  if (!node.group) return node;
  return { ...node, rules: node.rules.filter((c) => c.id !== id).map((c) => removeNode(c, id)) };
}

const isInside = (ancestor: RuleNode, id: string) => findNode(ancestor, id) !== null;

/**
 * The builder's pure reducer. The root group (the first top-level group) and groups marked
 * `disableremove` cannot be removed. Choosing a property group resets the property; choosing a
 * property resets the operator to the family's first one, and the value when the type changes.
 */
export function ruleReducer(tree: RuleGroup, action: RuleAction, schema: RuleSchema): RuleGroup {
  const update = (id: string, fn: (n: RuleNode) => RuleNode) => mapNode(tree, id, fn) as RuleGroup;
  switch (action.type) {
    case 'addRule':
    case 'addGroup':
      return update(action.parentId, (n) =>
        n.group
          ? { ...n, rules: [...n.rules, action.type === 'addRule' ? newRule(action.newId) : newGroup(action.newId)] }
          : n,
      );
    case 'remove': {
      const target = findNode(tree, action.id);
      if (!target || action.id === tree.id || (target.group && target.disableremove)) return tree;
      return removeNode(tree, action.id) as RuleGroup;
    }
    case 'toggleGroupType':
      return update(action.id, (n) => (n.group ? { ...n, type: n.type === 'AND' ? 'OR' : 'AND' } : n));
    case 'setPropertyGroup':
      return update(action.id, (n) =>
        n.group ? n : { ...n, propertygroup: action.propertygroup, property: null, operator: null, value: null },
      );
    case 'setProperty':
      return update(action.id, (n) => {
        if (n.group) return n;
        const before = n.property ? schema[n.property] : undefined;
        const after = action.property ? schema[action.property] : undefined;
        const isSameType =
          before &&
          after &&
          operatorFamily(before.type, before.isMultiple) === operatorFamily(after.type, after.isMultiple) &&
          before.type === after.type;
        const operator = after ? (operatorsFor(after.type, after.isMultiple)[0]?.name ?? null) : null;
        return { ...n, property: action.property, operator, value: isSameType ? n.value : null };
      });
    case 'setOperator':
      return update(action.id, (n) => (n.group ? n : { ...n, operator: action.operator }));
    case 'setValue':
      return update(action.id, (n) => (n.group ? n : { ...n, value: action.value }));
    case 'move': {
      const node = findNode(tree, action.id);
      const target = findNode(tree, action.toParentId);
      // The root holds every node, so the descendant check also refuses moving the root.
      if (!node || !target || !target.group || isInside(node, action.toParentId)) return tree;
      const without = removeNode(tree, action.id) as RuleGroup;
      return mapNode(without, action.toParentId, (n) => {
        if (!n.group) return n;
        const rules = [...n.rules];
        rules.splice(Math.max(0, Math.min(action.index, rules.length)), 0, node);
        return { ...n, rules };
      }) as RuleGroup;
    }
    case 'moveBy': {
      const parent = findParent(tree, action.id);
      if (!parent) return tree;
      const index = parent.rules.findIndex((c) => c.id === action.id);
      const to = index + action.delta;
      if (to < 0 || to >= parent.rules.length) return tree;
      const rules = [...parent.rules];
      const [moved] = rules.splice(index, 1);
      rules.splice(to, 0, moved!);
      return update(parent.id, () => ({ ...parent, rules }));
    }
  }
}

export interface RuleProblem {
  ruleId: string | null;
  message: string;
}

/** Every incomplete or invalid rule of a tree (empty list: the tree can be saved and evaluated). */
export function validateTree(node: RuleNode, schema: RuleSchema): RuleProblem[] {
  if (node.group) return node.rules.flatMap((c) => validateTree(c, schema));
  try {
    checkRule(node, schema);
    return [];
  } catch (error) {
    if (error instanceof RuleValidationError) return [{ ruleId: error.ruleId, message: error.message }];
    throw error;
  }
}
