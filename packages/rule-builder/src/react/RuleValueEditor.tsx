import { lazy, Suspense } from 'react';
import { TextInput } from '@portcullis/ui';
import { VALUELESS_OPERATORS, type OperatorName } from '../core/index';

export type { ObjectLookup, RuleOption, RuleValueEditorProps } from './RuleValueEditor.types';
import type { RuleValueEditorProps } from './RuleValueEditor.types';

const RichValueEditor = lazy(() => import('./RichValueEditor'));

/**
 * The value input for a rule, chosen by the property's type: text and number inputs here; booleans,
 * dates, date-times, selects, trees and object searches from RichValueEditor, loaded on first use (a
 * disabled input holds the place meanwhile). Nothing for operators without a value.
 */
export function RuleValueEditor(props: RuleValueEditorProps) {
  const { rule, property, label, onChange, isInvalid = false, describedBy } = props;
  if (rule.operator && VALUELESS_OPERATORS.has(rule.operator as OperatorName)) return null;
  switch (property.type) {
    case 'NUMBER':
      return (
        <TextInput
          aria-label={label}
          isInvalid={isInvalid}
          aria-describedby={describedBy}
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
          aria-describedby={describedBy}
          type="text"
          value={typeof rule.value === 'string' ? rule.value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
