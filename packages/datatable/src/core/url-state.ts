/**
 * Table state in the address query (spec §2, §9): `page`, `limit` and one `f-{column}` per filter,
 * or `{historyName}-page`, `{historyName}-limit`, `{historyName}-f-{column}` when several tables
 * share a page. Unrelated query keys are kept as they are.
 */

/** Spec §9: table pages start at page 1 with 25 rows. */
export const TABLE_DEFAULT_PAGE_SIZE = 25;
/** Spec §9: the shared helper's default page size. */
export const SHARED_DEFAULT_PAGE_SIZE = 20;
/** Spec §9: the page size is clamped to 5..100. */
export const MIN_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 100;

export interface TableUrlState {
  page: number;
  limit: number;
  /** Filter values by column; empty values are never written (spec §5). */
  filters: Record<string, string>;
}

export interface TableUrlOptions {
  /** Prefix of this table's keys when a page holds several tables. */
  historyName?: string;
  /** @default TABLE_DEFAULT_PAGE_SIZE */
  defaultLimit?: number;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function keys(options: TableUrlOptions) {
  const prefix = options.historyName ? `${options.historyName}-` : '';
  return { page: `${prefix}page`, limit: `${prefix}limit`, filter: `${prefix}f-` };
}

/** Reads a table's state from a query string (`?a=1&page=2` or `a=1&page=2`). Bad numbers fall back to defaults. */
export function readTableUrlState(search: string, options: TableUrlOptions = {}): TableUrlState {
  const params = new URLSearchParams(search);
  const k = keys(options);
  const defaultLimit = options.defaultLimit ?? TABLE_DEFAULT_PAGE_SIZE;
  const rawPage = Number.parseInt(params.get(k.page) ?? '', 10);
  const rawLimit = Number.parseInt(params.get(k.limit) ?? '', 10);
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!key.startsWith(k.filter) || value === '') continue;
    const column = key.slice(k.filter.length);
    if (column) filters[column] = value;
  }
  return {
    page: Number.isFinite(rawPage) && rawPage >= 1 ? rawPage : 1,
    limit: Number.isFinite(rawLimit) ? clamp(rawLimit, MIN_PAGE_SIZE, MAX_PAGE_SIZE) : defaultLimit,
    filters,
  };
}

/** Writes a table's state into a query string, keeping other keys; defaults and empty filters are left out. */
export function writeTableUrlState(search: string, state: TableUrlState, options: TableUrlOptions = {}): string {
  const params = new URLSearchParams(search);
  const k = keys(options);
  for (const key of [...params.keys()]) {
    if (key === k.page || key === k.limit || key.startsWith(k.filter)) params.delete(key);
  }
  const defaultLimit = options.defaultLimit ?? TABLE_DEFAULT_PAGE_SIZE;
  if (state.page > 1) params.set(k.page, String(Math.floor(state.page)));
  const limit = clamp(state.limit, MIN_PAGE_SIZE, MAX_PAGE_SIZE);
  if (limit !== defaultLimit) params.set(k.limit, String(limit));
  for (const [column, value] of Object.entries(state.filters)) {
    if (value !== '' && value !== undefined && value !== null) params.set(`${k.filter}${column}`, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
