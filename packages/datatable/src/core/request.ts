import type { Filter, PagedRequest, Sort } from '@portcullis/api-client';
import { FilterOperator } from './api-values';
import type { TableUrlState } from './url-state';

/** Spec §9: table requests are debounced 300 ms. */
export const TABLE_DEBOUNCE_MS = 300;
/** Key of the global search among the URL filters (`f-search`). */
export const SEARCH_FILTER_KEY = 'search';

export interface RequestOptions {
  sort?: Sort | null;
  /** Columns the global search looks in (contains, operator 4). */
  searchColumns?: readonly string[];
  /** Operator per filter column; text columns default to contains for search and equals otherwise. */
  filterOperators?: Readonly<Record<string, number>>;
  scope?: number | string | null;
  /** Date columns filtered by range: URL keys `{column}-from` and `{column}-to` hold MM-DD-YYYY HH:mm. */
  dateColumns?: readonly string[];
}

/** Suffix of the URL key holding a text column filter's condition (`f-{column}-op`). */
export const OPERATOR_SUFFIX = '-op';

/** Spec §5 text filter conditions, in the order a column filter offers them. */
export const TEXT_CONDITIONS = [
  { value: FilterOperator.Contains, label: 'contains' },
  { value: FilterOperator.Equals, label: 'equals' },
  { value: FilterOperator.NotEquals, label: 'not equals' },
  { value: FilterOperator.BeginsWith, label: 'begins with' },
  { value: FilterOperator.EndsWith, label: 'ends with' },
] as const;

/** Spec: date filters are written MM-DD-YYYY HH:mm (local time). */
export function formatFilterDate(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(date.getMonth() + 1)}-${p(date.getDate())}-${date.getFullYear()} ${p(date.getHours())}:${p(date.getMinutes())}`;
}

/** Reads MM-DD-YYYY HH:mm (time optional); null when it is not a real date. */
export function parseFilterDate(text: string): Date | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [, mm, dd, yyyy, hh = '00', mi = '00'] = m;
  const date = new Date(Number(yyyy), Number(mm) - 1, Number(dd), Number(hh), Number(mi));
  // new Date(y, …) reads years 0-99 as 1900-1999 and rolls impossible values over (month 13 into the
  // next year, 02-30 or hour 24 into another day, minute 60 into the next hour): all are refused.
  return date.getFullYear() === Number(yyyy) && date.getDate() === Number(dd) && Number(mi) < 60 ? date : null;
}

/**
 * The last moment a `{column}-to` bound covers. Decision: the bound is inclusive of its whole last
 * unit, as users read "to 11-30-2026 23:59" or "to 11-30-2026": up to the end of that minute, or of
 * that day when no time is given (a bare minute would drop rows stamped 23:59:30).
 */
function endOfBound(text: string, date: Date): Date {
  const end = new Date(date.getTime());
  if (text.trim().length <= 10) end.setHours(23, 59, 59, 999);
  else end.setSeconds(59, 999);
  return end;
}

/**
 * The paged list request of spec §3 from a table's state: empty filters are dropped (§5); the global
 * search becomes one filter over several columns with operator 4 (contains).
 */
export function buildPagedRequest(
  state: TableUrlState,
  options: RequestOptions = {},
): PagedRequest & { Scope?: number | string | null } {
  const filters: Filter[] = [];
  for (const [column, value] of Object.entries(state.filters)) {
    if (value === undefined || value.trim() === '') continue; // blank is empty too, as saved filters treat it
    const range = /^(.*)-(from|to)$/.exec(column);
    if (range && options.dateColumns?.includes(range[1]!)) {
      const date = parseFilterDate(value);
      const isFrom = range[2] === 'from';
      if (date)
        filters.push({
          Column: range[1]!,
          Value: (isFrom ? date : endOfBound(value, date)).toISOString(),
          Operator: isFrom ? FilterOperator.GreaterThanEqual : FilterOperator.LowerThanEqual,
        });
      continue;
    }
    if (column === SEARCH_FILTER_KEY) {
      const columns = options.searchColumns ?? [];
      if (columns.length)
        filters.push({ Column: columns[0]!, Columns: [...columns], Value: value, Operator: FilterOperator.Contains });
      continue;
    }
    if (column.endsWith(OPERATOR_SUFFIX)) continue; // read with its column below
    const chosen = Number(state.filters[column + OPERATOR_SUFFIX]);
    const operator = TEXT_CONDITIONS.some((c) => c.value === chosen) ? chosen : undefined; // NaN when absent
    filters.push({
      Column: column,
      Value: value,
      Operator: operator ?? options.filterOperators?.[column] ?? FilterOperator.Equals,
    });
  }
  return {
    CurrentPage: state.page,
    ItemPerPage: state.limit,
    Sorts: options.sort ? [options.sort] : [],
    Filters: filters,
    ...(options.scope !== undefined ? { Scope: options.scope } : {}),
  };
}

/** The sort after clicking a column's header: ascending first, then toggling. */
export const nextSort = (sort: Sort | null, column: string): Sort => ({
  Column: column,
  Asc: sort?.Column === column ? !sort.Asc : true,
});

/** `aria-sort` of a column header. */
export const sortDirection = (sort: Sort | null, column: string): 'ascending' | 'descending' | 'none' =>
  sort?.Column === column ? (sort.Asc ? 'ascending' : 'descending') : 'none';
