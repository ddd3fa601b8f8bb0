import type { RuleLeaf, RuleProperty } from '../core/index';

/** An option of a SELECT or OBJECT property; `parentId` makes the options a tree (TreeSelect). */
export interface RuleOption {
  id: string;
  label: string;
  parentId?: string | null;
}

/**
 * How OBJECT properties find their values (the host app talks to its API): search by text (at least
 * 3 characters, §5) and load the labels of ids already in a rule.
 */
export interface ObjectLookup {
  search: (typeId: string, text: string, signal: AbortSignal) => Promise<RuleOption[]>;
  labels: (typeId: string, ids: string[]) => Promise<RuleOption[]>;
}

export interface RuleValueEditorProps {
  rule: RuleLeaf;
  property: RuleProperty;
  /** Accessible name, e.g. "Value of rule 1.2". */
  label: string;
  onChange: (value: unknown) => void;
  objectLookup?: ObjectLookup;
  /** Marks the value invalid (a problem shown by the builder). @default false */
  isInvalid?: boolean;
  /** Id of the message that says what is wrong, for the control's `aria-describedby`. */
  describedBy?: string;
}
