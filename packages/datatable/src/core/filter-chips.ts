import { OPERATOR_SUFFIX, parseFilterDate, SEARCH_FILTER_KEY, TEXT_CONDITIONS } from './request';

/** A column's own filter, by the column's type (spec §5 table filters). */
export type ColumnFilter =
  { kind: 'text' } | { kind: 'select'; options: ReadonlyArray<{ value: string; label: string }> } | { kind: 'date' };

/** A column that may carry a filter, as the chips need it. */
export interface FilterableColumn {
  id: string;
  title: string;
  filter?: ColumnFilter;
}

/** One active column filter, as the table shows it above the rows. */
export interface FilterChip {
  /** The column filtered. */
  column: string;
  /** What the chip says, e.g. 'E-mail contains “knuth”', 'Team: Sales', 'Created from 01/05/2026'. */
  label: string;
  /** URL filter keys that clearing this chip empties. */
  keys: string[];
}

/** §9 display date: DD/MM/YYYY. */
const displayDay = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;

/** The condition's words of a text filter; contains when none (or an unknown one) is stored. */
export function textConditionLabel(stored: string | undefined): string {
  const chosen = Number(stored);
  return (TEXT_CONDITIONS.find((c) => c.value === chosen) ?? TEXT_CONDITIONS[0]).label;
}

/**
 * The active column filters of a table, in column order, each with a readable label and the keys
 * that clear it. The global search and filters of no column (a page's own toolbar controls) are not
 * listed: they show in their own controls.
 */
export function activeFilterChips(
  filters: Readonly<Record<string, string>>,
  columns: readonly FilterableColumn[],
): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const c of columns) {
    if (!c.filter || c.id === SEARCH_FILTER_KEY) continue;
    if (c.filter.kind === 'date') {
      const from = filters[`${c.id}-from`];
      const to = filters[`${c.id}-to`];
      const fromDate = from ? parseFilterDate(from) : null;
      const toDate = to ? parseFilterDate(to) : null;
      if (!fromDate && !toDate) continue;
      const label =
        fromDate && toDate
          ? `${c.title} ${displayDay(fromDate)} – ${displayDay(toDate)}`
          : fromDate
            ? `${c.title} from ${displayDay(fromDate)}`
            : `${c.title} until ${displayDay(toDate!)}`;
      chips.push({ column: c.id, label, keys: [`${c.id}-from`, `${c.id}-to`] });
      continue;
    }
    const value = filters[c.id]?.trim();
    if (!value) continue;
    if (c.filter.kind === 'select') {
      const option = c.filter.options.find((o) => o.value === value);
      chips.push({ column: c.id, label: `${c.title}: ${option?.label ?? value}`, keys: [c.id] });
    } else {
      const condition = textConditionLabel(filters[c.id + OPERATOR_SUFFIX]);
      chips.push({ column: c.id, label: `${c.title} ${condition} “${value}”`, keys: [c.id, c.id + OPERATOR_SUFFIX] });
    }
  }
  return chips;
}

/** The filters with the given keys emptied (a chip cleared, or every chip with 'Clear filters'). */
export function clearFilterKeys(
  filters: Readonly<Record<string, string>>,
  keys: readonly string[],
): Record<string, string> {
  const next = { ...filters };
  for (const key of keys) next[key] = '';
  return next;
}
