import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { PortcullisTheme } from '@portcullis/ui';
import type { Filter, PagedData, PagedRequest, Sort } from '@portcullis/api-client';
import { Button } from '@portcullis/ui';
import {
  buildPagedRequest,
  emptySelection,
  isRowSelected,
  moveCell,
  pageSelectionState,
  readSavedFilters,
  readVisibleColumns,
  SEARCH_FILTER_KEY,
  selectAllMatching,
  selectedCount,
  selectionToRequest,
  TABLE_DEBOUNCE_MS,
  TEXT_CONDITIONS,
  toggleRow,
  togglePage,
  writeSavedFilters,
  writeVisibleColumns,
  type CellPosition,
  type ExportChoice,
  type SavedFilter,
  type Selection,
  type SelectionRequest,
  type TableUrlState,
} from '../core/index';
import { useTableUrlState, type TableStateStorage } from './useTableUrlState';
import { SortableHeader } from './SortableHeader';
import { ColumnChooser, SavedFiltersControl } from './TableTools';
import { ExportMenu } from './ExportControls';
import { ColumnFilterCell, type ColumnFilter } from './ColumnFilters';
import { APPLY_FILTERS_EVENT, type ApplyFiltersDetail } from './useSavedFilters';

export interface DataTableColumn<Row> {
  /** The server's (allow-listed) column name, used for sorting and exports. */
  id: string;
  title: string;
  cell: (row: Row) => ReactNode;
  /** @default true */
  isSortable?: boolean;
  /** Offered in the export dialog. @default true */
  isExportable?: boolean;
  /** A filter of this column's own, by its type (shown in a filter row under the headers). */
  filter?: ColumnFilter;
}

/** What bulk actions are told about the selection. */
export interface BulkContext {
  selection: Selection;
  count: number;
  /** Ids, or "all rows matching the filters except …" (select-all-across-pages). */
  request: SelectionRequest;
  filters: Filter[];
  clear: () => void;
  /** Loads the page again (after a bulk change). */
  reload: () => void;
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
  /**
   * Where page, page size and filters live: `'url'` writes them into the host's address query
   * (`?page=2&limit=50&f-{column}=…`, replacing the history entry) so they survive back-navigation and
   * can be shared; `'memory'` keeps them in the component and never touches the address.
   * @default 'url'
   */
  stateIn?: TableStateStorage;
  /** Extra filter controls; they read and write the same URL-backed filters. */
  toolbar?: (filters: Record<string, string>, setFilter: (column: string, value: string) => void) => ReactNode;
  emptyText?: string;
  /** A request that got no response (spec §8: passed on as an error event). */
  onError?: (error: unknown) => void;
  /** @default null (the server's default order) */
  defaultSort?: Sort | null;
  /**
   * Names the table in localStorage (keys `portcullis.table.{tableId}.columns` and `.filters`): turns on
   * the column chooser and saved filters. @default undefined (nothing is stored)
   */
  tableId?: string;
  /** Row checkboxes and select-all-across-pages; the actions get the selection. */
  bulkActions?: (context: BulkContext) => ReactNode;
  /** Adds the Export menu; the caller starts the job (the filters and page are those shown). */
  onExport?: (choice: ExportChoice, request: PagedRequest) => Promise<unknown> | void;
  /** Pages longer than this render only the rows in view (@tanstack/react-virtual). @default 50 */
  virtualizeAbove?: number;
  /** Date columns filtered by range through `{column}-from` / `{column}-to` (MM-DD-YYYY HH:mm). */
  dateColumns?: readonly string[];
  /**
   * Where saved filters are offered (needs `tableId`): in the table's toolbar, or in the page header
   * through useSavedFilters (the table then applies what the header picks). @default 'toolbar'
   */
  savedFiltersIn?: 'toolbar' | 'header';
}

const PAGE_SIZES = [10, 25, 50, 100];
const ROW_HEIGHT = 37;
const browserStore = () => (typeof window === 'undefined' ? null : window.localStorage);
const SELECT_COLUMN = '__select';

/**
 * A server-paged data grid: total count, sorting, search and filters kept in the URL, loading and
 * empty states, row selection across pages, column chooser, saved filters, export, keyboard
 * navigation (WAI-ARIA grid) and virtualised rows on long pages.
 */
export function DataTable<Row>({
  label,
  columns,
  rowKey,
  fetchPage,
  searchColumns,
  searchPlaceholder = 'Search...',
  historyName,
  stateIn = 'url',
  toolbar,
  emptyText = 'There is no data!',
  onError,
  defaultSort = null,
  tableId,
  bulkActions,
  onExport,
  virtualizeAbove = 50,
  dateColumns,
  savedFiltersIn = 'toolbar',
}: DataTableProps<Row>) {
  const [state, setState] = useTableUrlState({ historyName, stateIn });
  const [sort, setSort] = useState<Sort | null>(defaultSort);
  const [data, setData] = useState<PagedData<Row> | null>(null);
  const [isLoading, setLoading] = useState(true);
  const [searchText, setSearchText] = useState(state.filters[SEARCH_FILTER_KEY] ?? '');
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [round, setRound] = useState(0);
  const allIds = useMemo(() => columns.map((c) => c.id), [columns]);
  const [visible, setVisible] = useState<string[]>(() =>
    tableId ? readVisibleColumns(browserStore(), tableId, allIds) : allIds,
  );
  const [saved, setSaved] = useState<SavedFilter[]>(() => (tableId ? readSavedFilters(browserStore(), tableId) : []));
  const [active, setActive] = useState<CellPosition>({ row: 0, col: 0 });
  const stateRef = useRef(state);
  stateRef.current = state;
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      const current = stateRef.current;
      if ((current.filters[SEARCH_FILTER_KEY] ?? '') === searchText.trim()) return;
      setState({ ...current, page: 1, filters: { ...current.filters, [SEARCH_FILTER_KEY]: searchText.trim() } });
    }, TABLE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const rangeColumns = [...(dateColumns ?? []), ...columns.filter((c) => c.filter?.kind === 'date').map((c) => c.id)];
  // A text column filter defaults to "contains" until its condition is chosen.
  const textOperators = Object.fromEntries(
    columns.filter((c) => c.filter?.kind === 'text').map((c) => [c.id, TEXT_CONDITIONS[0].value]),
  );
  const request = buildPagedRequest(state, {
    sort,
    searchColumns,
    dateColumns: rangeColumns,
    filterOperators: textOperators,
  });
  useEffect(() => {
    if (!tableId) return;
    const apply = (event: Event) => {
      const detail = (event as CustomEvent<ApplyFiltersDetail>).detail;
      if (detail.tableId !== tableId) return;
      setSearchText(detail.filters[SEARCH_FILTER_KEY] ?? '');
      setState({ ...stateRef.current, page: 1, filters: detail.filters });
    };
    window.addEventListener(APPLY_FILTERS_EVENT, apply);
    return () => window.removeEventListener(APPLY_FILTERS_EVENT, apply);
  }, [tableId]);
  const filtersKey = JSON.stringify(state.filters);
  useEffect(() => setSelection(emptySelection), [filtersKey]); // a selection belongs to its filters

  const requestKey = JSON.stringify([state, sort, round]);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchPage(request, { signal: controller.signal }).then(
      (page) => {
        if (!controller.signal.aborted) {
          setData(page);
          setLoading(false);
        }
      },
      (error) => {
        if (!controller.signal.aborted) {
          setLoading(false);
          onError?.(error);
        }
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  // Always from the latest state: debounced inputs call these after other filters changed.
  const change = (next: Partial<TableUrlState>) => {
    stateRef.current = { ...stateRef.current, ...next };
    setState(stateRef.current);
  };
  const setFilter = (column: string, value: string) =>
    change({ page: 1, filters: { ...stateRef.current.filters, [column]: value } });
  const total = data?.TotalItemCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.limit));
  const rows = data?.Data ?? [];
  const pageIds = rows.map(rowKey);
  const shown = columns.filter((c) => visible.includes(c.id));
  const isSelectable = Boolean(bulkActions);
  const gridCols = shown.length + (isSelectable ? 1 : 0);
  const isVirtual = rows.length > virtualizeAbove;
  const virtualizer = useVirtualizer({
    count: isVirtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = isVirtual
    ? virtualizer.getVirtualItems()
    : rows.map((_, index) => ({ index, start: index * ROW_HEIGHT }));
  const padTop = isVirtual && items.length ? items[0]!.start : 0;
  const padBottom =
    isVirtual && items.length ? virtualizer.getTotalSize() - (items[items.length - 1]!.start + ROW_HEIGHT) : 0;
  const pageState = pageSelectionState(selection, pageIds);
  const count = selectedCount(selection, total);

  const focusCell = (next: CellPosition) => {
    setActive(next);
    if (isVirtual && next.row > 0) virtualizer.scrollToIndex(next.row - 1);
    requestAnimationFrame(() =>
      tableRef.current?.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.col}"]`)?.focus(),
    );
  };
  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cell || cell !== event.target) return; // keys inside a link or button belong to it
    const [r, c] = cell.dataset.cell!.split(':').map(Number) as [number, number];
    const next = moveCell(
      { row: r, col: c },
      event.key,
      { rows: rows.length + 1, cols: gridCols, pageRows: 10 },
      event.ctrlKey,
    );
    if (!next) return;
    event.preventDefault();
    focusCell(next);
  };
  const cellProps = (row: number, col: number) => ({
    'data-cell': `${row}:${col}`,
    tabIndex: active.row === row && active.col === col ? 0 : -1,
    onFocus: () => setActive({ row, col }),
  });
  const cellCss = (t: PortcullisTheme) => ({
    padding: t.space[2],
    borderBottom: `1px solid ${t.colors.border}`,
    height: ROW_HEIGHT - 1,
  });

  const changeVisible = (next: string[]) => {
    setVisible(next);
    if (tableId) writeVisibleColumns(browserStore(), tableId, next);
  };
  const changeSaved = (next: SavedFilter[]) => {
    setSaved(next);
    if (tableId) writeSavedFilters(browserStore(), tableId, next);
  };

  return (
    <div css={(t) => ({ display: 'grid', gap: t.space[3] })}>
      <div css={(t) => ({ display: 'flex', flexWrap: 'wrap', gap: t.space[2], alignItems: 'center' })}>
        {searchColumns && searchColumns.length > 0 && (
          <input
            type="search"
            aria-label={`Search ${label}`}
            placeholder={searchPlaceholder}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            css={(t) => ({
              font: 'inherit',
              padding: '6px 10px',
              minWidth: 240,
              borderRadius: t.radii.sm,
              border: `1px solid ${t.colors.border}`,
              background: t.colors.surface,
              color: t.colors.text,
            })}
          />
        )}
        {toolbar?.(state.filters, setFilter)}
        <div css={{ flex: 1 }} />
        {tableId && savedFiltersIn === 'toolbar' && (
          <SavedFiltersControl
            saved={saved}
            current={state.filters}
            onChange={changeSaved}
            onApply={(filters) => {
              setSearchText(filters[SEARCH_FILTER_KEY] ?? '');
              change({ page: 1, filters });
            }}
          />
        )}
        {tableId && <ColumnChooser columns={columns} visible={visible} onChange={changeVisible} />}
        {onExport && (
          <ExportMenu
            columns={shown.filter((c) => c.isExportable !== false).map((c) => ({ id: c.id, title: c.title }))}
            selectedIds={selection.mode === 'some' ? [...selection.ids] : []}
            onExport={(choice) => onExport(choice, request)}
          />
        )}
      </div>
      {isSelectable && count > 0 && (
        <div
          role="region"
          aria-label="Selection"
          css={(t) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: t.space[2],
            alignItems: 'center',
            padding: t.space[2],
            background: t.colors.surfaceMuted,
            borderRadius: t.radii.sm,
          })}
        >
          <span>
            {selection.mode === 'all'
              ? `All ${count.toLocaleString('en')} matching items are selected.`
              : `${count.toLocaleString('en')} selected.`}
          </span>
          {selection.mode === 'some' && pageState === 'all' && total > rows.length && (
            <Button size="sm" variant="ghost" onClick={() => setSelection(selectAllMatching())}>
              Select all {total.toLocaleString('en')} items
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setSelection(emptySelection)}>
            Clear selection
          </Button>
          {bulkActions!({
            selection,
            count,
            request: selectionToRequest(selection, request.Filters ?? []),
            filters: request.Filters ?? [],
            clear: () => setSelection(emptySelection),
            reload: () => setRound((r) => r + 1),
          })}
        </div>
      )}
      <div ref={scrollRef} css={isVirtual ? { maxHeight: 600, overflow: 'auto' } : undefined}>
        <table
          ref={tableRef}
          role="grid"
          aria-label={label}
          aria-busy={isLoading}
          aria-rowcount={total + 1}
          aria-colcount={gridCols}
          onKeyDown={onGridKey}
          css={(t) => ({
            width: '100%',
            borderCollapse: 'collapse',
            fontSize: t.fontSizes.sm,
            opacity: isLoading && data ? 0.6 : 1,
            '& [data-cell]:focus': { outline: `2px solid ${t.colors.primary}`, outlineOffset: -2 },
          })}
        >
          <thead
            css={
              isVirtual ? (t) => ({ position: 'sticky', top: 0, background: t.colors.surface, zIndex: 1 }) : undefined
            }
          >
            <tr aria-rowindex={1}>
              {isSelectable && (
                <th
                  scope="col"
                  {...cellProps(0, 0)}
                  css={(t) => ({ padding: t.space[2], borderBottom: `2px solid ${t.colors.border}`, width: 36 })}
                >
                  <input
                    type="checkbox"
                    aria-label="Select all rows on this page"
                    checked={pageState === 'all' && rows.length > 0}
                    disabled={rows.length === 0}
                    ref={(el) => {
                      if (el) el.indeterminate = pageState === 'some';
                    }}
                    onChange={() => setSelection((s) => togglePage(s, pageIds))}
                  />
                </th>
              )}
              {shown.map((c, i) => (
                <SortableHeader
                  key={c.id}
                  column={c.id}
                  title={c.title}
                  sort={sort}
                  onSort={setSort}
                  isSortable={c.isSortable !== false}
                  cellProps={cellProps(0, i + (isSelectable ? 1 : 0))}
                  cellCss={(t) => ({ padding: t.space[2], borderBottom: `2px solid ${t.colors.border}` })}
                />
              ))}
            </tr>
            {shown.some((c) => c.filter) && (
              <tr aria-label="Column filters">
                {isSelectable && <td />}
                {shown.map((c) => (
                  <td
                    key={c.id}
                    css={(t) => ({
                      padding: t.space[1],
                      borderBottom: `1px solid ${t.colors.border}`,
                      verticalAlign: 'top',
                    })}
                  >
                    {c.filter && (
                      <ColumnFilterCell
                        column={c.id}
                        title={c.title}
                        filter={c.filter}
                        filters={state.filters}
                        setFilter={setFilter}
                      />
                    )}
                  </td>
                ))}
              </tr>
            )}
          </thead>
          <tbody>
            {!data &&
              isLoading &&
              Array.from({ length: 5 }, (_, i) => (
                <tr key={i} aria-hidden="true">
                  {Array.from({ length: gridCols }, (_, c) => (
                    <td key={c} css={{ padding: 8 }}>
                      <span
                        css={(t) => ({
                          display: 'block',
                          height: 12,
                          borderRadius: 4,
                          background: t.colors.surfaceMuted,
                        })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            {data && rows.length === 0 && (
              <tr>
                <td colSpan={gridCols} css={{ padding: 24, textAlign: 'center' }}>
                  {emptyText}
                </td>
              </tr>
            )}
            {padTop > 0 && (
              <tr aria-hidden="true">
                <td colSpan={gridCols} css={{ height: padTop, padding: 0 }} />
              </tr>
            )}
            {items.map(({ index }) => {
              const row = rows[index]!;
              const id = pageIds[index]!;
              const r = index + 1;
              return (
                <tr
                  key={id}
                  aria-rowindex={(state.page - 1) * state.limit + r + 1}
                  aria-selected={isSelectable ? isRowSelected(selection, id) : undefined}
                >
                  {isSelectable && (
                    <td {...cellProps(r, 0)} css={cellCss}>
                      <input
                        type="checkbox"
                        aria-label={`Select row ${(state.page - 1) * state.limit + r}`}
                        checked={isRowSelected(selection, id)}
                        onChange={() => setSelection((s) => toggleRow(s, id))}
                      />
                    </td>
                  )}
                  {shown.map((c, i) => (
                    <td key={c.id} {...cellProps(r, i + (isSelectable ? 1 : 0))} css={cellCss}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
            {padBottom > 0 && (
              <tr aria-hidden="true">
                <td colSpan={gridCols} css={{ height: padBottom, padding: 0 }} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div css={(t) => ({ display: 'flex', gap: t.space[2], alignItems: 'center', justifyContent: 'flex-end' })}>
        <span role="status">{data ? `${total.toLocaleString('en')} in all · page ${state.page} of ${pages}` : ''}</span>
        <label css={{ display: 'flex', gap: 4, alignItems: 'center' }}>
          Rows
          <select value={state.limit} onChange={(e) => change({ page: 1, limit: Number(e.target.value) })}>
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button type="button" disabled={state.page <= 1} onClick={() => change({ page: state.page - 1 })}>
          Previous
        </button>
        <button type="button" disabled={state.page >= pages} onClick={() => change({ page: state.page + 1 })}>
          Next
        </button>
      </div>
    </div>
  );
}
