/**
 * The rule tree (spec §3), owned by the rule engine. The api-client describes the same tree for the
 * wire (its `RuleGroup` entity and the contract's `RuleGroupSchema`); it cannot import this package
 * (this package would then depend on itself through the api-client), so it keeps a structural copy.
 * `contract-agreement.test.ts` keeps the two in step: a type-level equality check (typecheck fails on
 * drift) and a property test that every tree the reducer builds is accepted by the contract's schema.
 */

/** How a group combines its rules. */
export type RuleGroupType = 'AND' | 'OR';

/** A rule: one property compared with a value by an operator. */
export interface RuleLeaf {
  id: string;
  group: false;
  propertygroup: string | null;
  property: string | null;
  value: unknown;
  operator: string | null;
  rules?: RuleNode[];
}

/** A group of rules and groups, combined with AND or OR. */
export interface RuleGroup {
  id: string;
  group: true;
  type: RuleGroupType;
  label?: string | null;
  rules: RuleNode[];
  /** The group cannot be removed (the first top-level group never can). */
  disableremove?: boolean;
}

export type RuleNode = RuleLeaf | RuleGroup;

/** Data types a property can have. */
export type RulePropertyType = 'STRING' | 'NUMBER' | 'BOOLEAN' | 'SELECT' | 'OBJECT' | 'DATE' | 'DATETIME';

/** A property a rule can test, as the builder offers it. */
export interface RuleProperty {
  name: string;
  title: string;
  type: RulePropertyType;
  /** Heading the property is grouped under in the picker. */
  propertygroup: string;
  /** Operators offered for this property; build them with `operatorsFor(type, isMultiple)`. */
  operators: Array<{ name: string; title: string; hide?: boolean }>;
  /** SELECT choices (`data`), several values (`multiple`), or the object type searched for OBJECT (`typeid`). */
  options?: { data?: Array<{ id: string; label: string }>; multiple?: boolean; typeid?: string };
}
