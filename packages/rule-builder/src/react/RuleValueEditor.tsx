import type { RuleLeaf, RuleProperty } from '@portcullis/api-client';
import { operatorFamily, VALUELESS_OPERATORS, type OperatorName } from '../core/index';
import { controlStyle } from './styles';

export interface RuleValueEditorProps {
  rule: RuleLeaf;
  property: RuleProperty;
  /** Accessible name, e.g. "Value of rule 1.2". */
  label: string;
  onChange: (value: unknown) => void;
}

const asArray = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === null || v === undefined || v === '' ? [] : [String(v)]);

/** The value input for a rule, chosen by the property's type; nothing for operators without a value. */
export function RuleValueEditor({ rule, property, label, onChange }: RuleValueEditorProps) {
  if (rule.operator && VALUELESS_OPERATORS.has(rule.operator as OperatorName)) return null;
  const family = operatorFamily(property.type, property.options?.multiple);
  const options = property.options?.data ?? [];
  switch (property.type) {
    case 'NUMBER':
      return <input css={controlStyle} aria-label={label} type="number" value={rule.value === null || rule.value === undefined ? '' : String(rule.value)} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))} />;
    case 'BOOLEAN':
      return (
        <select css={controlStyle} aria-label={label} value={rule.value === true ? 'true' : rule.value === false ? 'false' : ''} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value === 'true')}>
          <option value="">Choose…</option>
          <option value="true">true</option>
          <option value="false">false</option>
        </select>
      );
    case 'DATE':
      return <input css={controlStyle} aria-label={label} type="date" value={typeof rule.value === 'string' ? rule.value.slice(0, 10) : ''} onChange={(e) => onChange(e.target.value || null)} />;
    case 'DATETIME':
      return (
        <input css={controlStyle} aria-label={label} type="datetime-local" value={typeof rule.value === 'string' ? toLocalInput(rule.value) : ''}
          onChange={(e) => onChange(e.target.value ? new Date(e.target.value).toISOString() : null)} />
      );
    case 'SELECT':
    case 'OBJECT':
      if (family === 'ARRAY' || family === 'ENUM') {
        return (
          <select css={[controlStyle, { minHeight: 64 }]} aria-label={label} multiple value={asArray(rule.value)}
            onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value))}>
            {options.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
          </select>
        );
      }
      return null;
    default:
      return <input css={controlStyle} aria-label={label} type="text" value={typeof rule.value === 'string' ? rule.value : ''} onChange={(e) => onChange(e.target.value)} />;
  }
}

function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
