import type { ReactNode } from 'react';
import { Badge } from '@portcullis/ui';
import { choiceTitle, type AnyField } from '@portcullis/api-client';
import { countText, dateCell, dateTimeCell } from '../cells';

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
    case 'secret':
      return 'Set';
    default:
      return String(value);
  }
}

const badge = (on: boolean) => <Badge tone={on ? 'success' : 'neutral'}>{on ? 'Yes' : 'No'}</Badge>;
