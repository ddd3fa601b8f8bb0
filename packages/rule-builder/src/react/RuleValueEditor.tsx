import { lazy, Suspense } from 'react';
import { TextInput } from '@portcullis/ui';
import { VALUELESS_OPERATORS, type OperatorName, type RuleLeaf, type RuleProperty } from '../core/index';

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
}

const RichValueEditor = lazy(() => import('./RichValueEditor'));

/**
 * The value input for a rule, chosen by the property's type: text and number inputs here; booleans,
 * dates, date-times, selects, trees and object searches from RichValueEditor, loaded on first use (a
 * disabled input holds the place meanwhile). Nothing for operators without a value.
 */
export function RuleValueEditor(props: RuleValueEditorProps) {
  const { rule, property, label, onChange, isInvalid = false } = props;
  if (rule.operator && VALUELESS_OPERATORS.has(rule.operator as OperatorName)) return null;
  switch (property.type) {
    case 'NUMBER':
      return (
        <TextInput
          aria-label={label}
          isInvalid={isInvalid}
          type="number"
          value={rule.value === null || rule.value === undefined ? '' : String(rule.value)}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
      );
    case 'BOOLEAN':
    case 'DATE':
    case 'DATETIME':
    case 'SELECT':
    case 'OBJECT':
      return (
        <Suspense fallback={<TextInput aria-label={label} aria-busy="true" disabled value="" readOnly />}>
          <RichValueEditor {...props} />
        </Suspense>
      );
    default:
      return (
        <TextInput
          aria-label={label}
          isInvalid={isInvalid}
          type="text"
          value={typeof rule.value === 'string' ? rule.value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
