import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PagedData, PagedRequest, Sort } from '@portcullis/api-client';
import type {} from '@portcullis/ui';
import { buildPagedRequest, SEARCH_FILTER_KEY, TABLE_DEBOUNCE_MS, type TableUrlState } from '../core/index';
import { useTableUrlState } from './useTableUrlState';
import { SortableHeader } from './SortableHeader';

export interface DataTableColumn<Row> {
  /** The server's (allow-listed) column name, used for sorting. */
  id: string;
  title: string;
  cell: (row: Row) => ReactNode;
  /** @default true */
  isSortable?: boolean;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Loads one page; aborted when a newer request replaces it. */
  fetchPage: (request: PagedRequest, options: { signal: AbortSignal }) => Promise<PagedData<Row>>;
  /** Columns the search box looks in; no search box without them. */
  searchColumns?: readonly string[];
  /** Placeholder of the search box (spec §2.13: it differs on ListUser and ProfileList). @default 'Search...' */
  searchPlaceholder?: string;
  /** Prefix of this table's URL keys when a page holds several tables. */
  historyName?: string;
  /** Extra filter controls; they read and write the same URL-backed filters. */
  toolbar?: (filters: Record<string, string>, setFilter: (column: string, value: string) => void) => ReactNode;
  emptyText?: string;
  /** A request that got no response (spec §8: passed on as an error event). */
  onError?: (error: unknown) => void;
  /** @default null (the server's default order) */
  defaultSort?: Sort | null;
}

const PAGE_SIZES = [10, 25, 50, 100];

/** A server-paged table: total count, sorting, search and filters kept in the URL, loading and empty states. */
export function DataTable<Row>({
  label, columns, rowKey, fetchPage, searchColumns, searchPlaceholder = 'Search...', historyName, toolbar, emptyText = 'There is no data!', onError, defaultSort = null,
}: DataTableProps<Row>) {
  const [state, setState] = useTableUrlState({ historyName });
  const [sort, setSort] = useState<Sort | null>(defaultSort);
  const [data, setData] = useState<PagedData<Row> | null>(null);
  const [isLoading, setLoading] = useState(true);
  const [searchText, setSearchText] = useState(state.filters[SEARCH_FILTER_KEY] ?? '');
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    const timer = setTimeout(() => {
      const current = stateRef.current;
      if ((current.filters[SEARCH_FILTER_KEY] ?? '') === searchText.trim()) return;
      setState({ ...current, page: 1, filters: { ...current.filters, [SEARCH_FILTER_KEY]: searchText.trim() } });
    }, TABLE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const requestKey = JSON.stringify([state, sort]);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchPage(buildPagedRequest(state, { sort, searchColumns }), { signal: controller.signal }).then(
      (page) => { if (!controller.signal.aborted) { setData(page); setLoading(false); } },
      (error) => { if (!controller.signal.aborted) { setLoading(false); onError?.(error); } },
    );
    return () => controller.abort();
  }, [requestKey]);

  const change = (next: Partial<TableUrlState>) => setState({ ...state, ...next });
  const setFilter = (column: string, value: string) => change({ page: 1, filters: { ...state.filters, [column]: value } });
  const total = data?.TotalItemCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.limit));

  return (
    <div css={(t) => ({ display: 'grid', gap: t.space[3] })}>
      <div css={(t) => ({ display: 'flex', flexWrap: 'wrap', gap: t.space[2], alignItems: 'center' })}>
        {searchColumns && searchColumns.length > 0 && (
          <input type="search" aria-label={`Search ${label}`} placeholder={searchPlaceholder} value={searchText} onChange={(e) => setSearchText(e.target.value)}
            css={(t) => ({ font: 'inherit', padding: '6px 10px', minWidth: 240, borderRadius: t.radii.sm, border: `1px solid ${t.colors.border}`, background: t.colors.surface, color: t.colors.text })} />
        )}
        {toolbar?.(state.filters, setFilter)}
      </div>
      <table aria-label={label} aria-busy={isLoading} aria-rowcount={total} css={(t) => ({ width: '100%', borderCollapse: 'collapse', fontSize: t.fontSizes.sm, opacity: isLoading && data ? 0.6 : 1 })}>
        <thead>
          <tr>
            {columns.map((c) => (
              <SortableHeader key={c.id} column={c.id} title={c.title} sort={sort} onSort={setSort} isSortable={c.isSortable !== false}
                cellCss={(t) => ({ padding: t.space[2], borderBottom: `2px solid ${t.colors.border}` })} />
            ))}
          </tr>
        </thead>
        <tbody>
          {!data && isLoading && Array.from({ length: 5 }, (_, i) => (
            <tr key={i} aria-hidden="true">{columns.map((c) => <td key={c.id} css={{ padding: 8 }}><span css={(t) => ({ display: 'block', height: 12, borderRadius: 4, background: t.colors.surfaceMuted })} /></td>)}</tr>
          ))}
          {data && data.Data.length === 0 && (
            <tr><td colSpan={columns.length} css={{ padding: 24, textAlign: 'center' }}>{emptyText}</td></tr>
          )}
          {data?.Data.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => <td key={c.id} css={(t) => ({ padding: t.space[2], borderBottom: `1px solid ${t.colors.border}` })}>{c.cell(row)}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
      <div css={(t) => ({ display: 'flex', gap: t.space[2], alignItems: 'center', justifyContent: 'flex-end' })}>
        <span role="status">{data ? `${total.toLocaleString('en')} in all · page ${state.page} of ${pages}` : ''}</span>
        <label css={{ display: 'flex', gap: 4, alignItems: 'center' }}>
          Rows
          <select value={state.limit} onChange={(e) => change({ page: 1, limit: Number(e.target.value) })}>
            {PAGE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        <button type="button" disabled={state.page <= 1} onClick={() => change({ page: state.page - 1 })}>Previous</button>
        <button type="button" disabled={state.page >= pages} onClick={() => change({ page: state.page + 1 })}>Next</button>
      </div>
    </div>
  );
}
