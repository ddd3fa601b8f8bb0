import type { ReactNode } from 'react';
import { Badge } from '@portcullis/ui';
import { choiceTitle, type AnyField, type AnyResource } from '@portcullis/api-client';
import { StateBadge } from './StateBadge';
import { countText, dateCell, dateTimeCell } from '../cells';
import { ObjectListDisplay, RefListDisplay } from './list-controls';

/**
 * How a field's value reads in lists and views, by kind: choices by their titles, yes/no as badges,
 * dates and moments in the §9 display formats, counts with separators, lists joined. Empty values read
 * as `empty`.
 */
export function displayValue(f: AnyField, value: unknown, empty: ReactNode = ''): ReactNode {
  if (value === null || value === undefined || value === '') return f.kind === 'boolean' ? badge(false) : empty;
  switch (f.kind) {
    case 'boolean':
      return badge(Boolean(value));
    case 'choice':
      return choiceTitle(f, value);
    case 'number':
      return typeof value === 'number' ? countText(value) : String(value);
    case 'date':
      return dateCell(String(value));
    case 'dateTime':
      return dateTimeCell(String(value));
    case 'textList':
      return Array.isArray(value) && value.length ? value.join(', ') : empty;
    case 'choiceList':
      return Array.isArray(value) && value.length ? value.map((v) => choiceTitle(f, v)).join(', ') : empty;
    case 'refList':
      return <RefListDisplay f={f} value={Array.isArray(value) ? (value as string[]) : []} empty={String(empty)} />;
    case 'objectList':
      return <ObjectListDisplay f={f} value={Array.isArray(value) ? (value as string[]) : []} empty={String(empty)} />;
    case 'itemList':
      return Array.isArray(value) ? countText(value.length) : empty;
    case 'secret':
      return 'Set';
    default:
      return String(value);
  }
}

/** A field's value of a record of `def`: its lifecycle state as a StateBadge, any other field as displayValue. */
export function recordValue(
  def: AnyResource,
  name: string,
  f: AnyField,
  value: unknown,
  empty: ReactNode = '',
): ReactNode {
  if (def.lifecycle?.field === name) return <StateBadge lifecycle={def.lifecycle} value={value} />;
  return displayValue(f, value, empty);
}

const badge = (on: boolean) => <Badge tone={on ? 'success' : 'neutral'}>{on ? 'Yes' : 'No'}</Badge>;
