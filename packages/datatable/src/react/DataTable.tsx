import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { PortcullisTheme } from '@portcullis/ui';
import { Pagination, SearchInput, tableFrameStyles, tableStyles, usePortcullisTheme } from '@portcullis/ui';
import {
  activeFilterChips,
  exportFormatRequested,
  hashQueryKey,
  isRowSelected,
  pageSelectionState,
  readSavedFilters,
  readVisibleColumns,
  SEARCH_FILTER_KEY,
  selectedCount,
  TABLE_DEBOUNCE_MS,
  TEXT_CONDITIONS,
  writeSavedFilters,
  withoutExportRequest,
  writeVisibleColumns,
  type ListController,
  type SavedFilter,
} from '../core/index';
import { useListController } from './useListController';
import { EmptyRow, LoadingRows, SelectionBar } from './DataTableParts';
import type { DataTableProps } from './DataTable.types';

export type { BulkContext, DataTableColumn, DataTableProps } from './DataTable.types';
import { SortableHeader } from './SortableHeader';
import { ColumnChooser, SavedFiltersControl } from './TableTools';
import { ExportMenu } from './ExportControls';
import { ActiveFilters, ColumnFilterButton } from './ColumnFilters';
import { useGridNavigation } from './useGridNavigation';

const PAGE_SIZES = [10, 25, 50, 100];
const browserStore = () => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * A server-paged data grid: total count, sorting, search and filters kept in the URL, loading and
 * empty states, row selection across pages, column chooser, saved filters, export, keyboard
 * navigation (WAI-ARIA grid: one tab stop, arrows inside, see useGridNavigation) and virtualised
 * rows on long pages.
 *
 * A table shows one source, named by its `queryKey`: another key is another table, whose rows, sort,
 * selection and columns start anew, so one tab's rows can never appear under another tab's headers
 * even where the host renders the same element for both. `invalidateQueries(prefix)` fetches the
 * current page again in every table whose key starts with the prefix.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const key = hashQueryKey(props.queryKey);
  return props.controller ? (
    <SourceTable key={key} {...props} controller={props.controller} />
  ) : (
    <OwnControllerTable key={key} {...props} />
  );
}

/** A table whose host did not make its list controller: it makes its own from its props. */
function OwnControllerTable<Row>(props: DataTableProps<Row>) {
  const [, controller] = useListController<Row>({
    queryKey: props.queryKey,
    fetchPage: props.fetchPage,
    onError: props.onError,
    searchColumns: props.searchColumns,
    ...columnRequestOptions(props.columns, props.dateColumns),
    defaultSort: props.defaultSort,
    historyName: props.historyName,
    stateIn: props.stateIn,
    tableState: props.tableState,
  });
  return <SourceTable {...props} controller={controller} />;
}

/**
 * What a table's columns add to its requests, for a host making its controller (`useListController`):
 * date columns filter by range, and a text column filter means "contains" until its condition is chosen.
 */
export function columnRequestOptions<Row>(columns: DataTableProps<Row>['columns'], dateColumns?: readonly string[]) {
  return {
    dateColumns: [...(dateColumns ?? []), ...columns.filter((c) => c.filter?.kind === 'date').map((c) => c.id)],
    filterOperators: Object.fromEntries(
      columns.filter((c) => c.filter?.kind === 'text').map((c) => [c.id, TEXT_CONDITIONS[0].value]),
    ),
  };
}

function SourceTable<Row>({
  label,
  controller,
  columns,
  rowKey,
  searchColumns,
  searchPlaceholder = 'Search...',
  toolbar,
  emptyText = 'There is no data!',
  tableId,
  bulkActions,
  onExport,
  virtualizeAbove = 50,
  savedFiltersIn = 'toolbar',
  rowLabel,
  density = 'comfortable',
  emptyAction,
  emptyIcon,
}: DataTableProps<Row> & { controller: ListController<Row> }) {
  const theme = usePortcullisTheme();
  const rowHeight = theme.rowHeights[density];
  // Page, size, sort, filters, selection and the page shown live in the list controller.
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const { sort, selection, data, isLoading, request } = state;
  const [searchText, setSearchText] = useState(state.filters[SEARCH_FILTER_KEY] ?? '');
  const allIds = useMemo(() => columns.map((c) => c.id), [columns]);
  const [visible, setVisible] = useState<string[]>(() =>
    tableId ? readVisibleColumns(browserStore(), tableId, allIds) : allIds,
  );
  const [saved, setSaved] = useState<SavedFilter[]>(() => (tableId ? readSavedFilters(browserStore(), tableId) : []));
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const helpId = useId();
  // `?export=csv|xlsx` opens the export dialog once (the command palette's "Export users"), then leaves the address.
  const [requestedExport] = useState(() =>
    onExport && typeof window !== 'undefined' ? exportFormatRequested(window.location.search) : null,
  );
  useEffect(() => {
    if (!requestedExport) return;
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${withoutExportRequest(search)}${hash}`);
  }, [requestedExport]);

  useEffect(() => {
    const timer = setTimeout(() => controller.setSearch(searchText), TABLE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, controller]);

  // The search box follows a search set from outside (a saved filter, back navigation); text being
  // typed that the debounce has not sent yet is left alone.
  const committedSearch = state.filters[SEARCH_FILTER_KEY] ?? '';
  useEffect(() => {
    setSearchText((text) => (text.trim() === committedSearch ? text : committedSearch));
  }, [committedSearch]);
  const { setFilter, setFilters } = controller;
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
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const items = isVirtual
    ? virtualizer.getVirtualItems()
    : rows.map((_, index) => ({ index, start: index * rowHeight }));
  const padTop = isVirtual && items.length ? items[0]!.start : 0;
  const padBottom =
    isVirtual && items.length ? virtualizer.getTotalSize() - (items[items.length - 1]!.start + rowHeight) : 0;
  const pageState = pageSelectionState(selection, pageIds);
  const count = selectedCount(selection, total);
  const { cellProps, gridProps } = useGridNavigation(tableRef, {
    rows: rows.length + 1,
    cols: gridCols,
    onRowShown: (row) => isVirtual && row > 0 && virtualizer.scrollToIndex(row - 1),
  });
  const hasColumnFilters = activeFilterChips(state.filters, columns).length > 0;

  const changeVisible = (next: string[]) => {
    setVisible(next);
    if (tableId) writeVisibleColumns(browserStore(), tableId, next);
  };
  const changeSaved = (next: SavedFilter[]) => {
    setSaved(next);
    if (tableId) writeSavedFilters(browserStore(), tableId, next);
  };

  return (
    <div css={(t) => ({ display: 'grid', gap: t.space[3], minWidth: 0 })}>
      <div css={(t) => ({ display: 'flex', flexWrap: 'wrap', gap: t.space[2], alignItems: 'center' })}>
        {searchColumns && searchColumns.length > 0 && (
          <SearchInput
            label={`Search ${label}`}
            placeholder={searchPlaceholder}
            value={searchText}
            onChange={setSearchText}
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
              controller.setTableState({ ...controller.getState(), page: 1, filters });
            }}
          />
        )}
        {tableId && <ColumnChooser columns={columns} visible={visible} onChange={changeVisible} />}
        {onExport && (
          <ExportMenu
            columns={shown.filter((c) => c.isExportable !== false).map((c) => ({ id: c.id, title: c.title }))}
            selectedIds={selection.mode === 'some' ? [...selection.ids] : []}
            onExport={(choice) => onExport(choice, request)}
            initialFormat={requestedExport}
          />
        )}
      </div>
      <ActiveFilters columns={columns} filters={state.filters} setFilters={setFilters} />
      {isSelectable && count > 0 && (
        <SelectionBar
          selection={selection}
          count={count}
          canSelectAll={selection.mode === 'some' && pageState === 'all' && total > rows.length}
          total={total}
          onChange={controller.setSelection}
        >
          {bulkActions!({
            selection,
            count,
            request: controller.selectionRequest(),
            filters: request.Filters ?? [],
            clear: controller.clearSelection,
            reload: controller.reload,
          })}
        </SelectionBar>
      )}
      <p id={helpId} hidden>
        Arrow keys move between cells. Enter opens a link or sorts a column, Space ticks a row, F2 reaches the other
        controls of a cell and Escape returns to the cell.
      </p>
      <div ref={scrollRef} css={(t) => [tableFrameStyles(t), isVirtual ? { maxHeight: 600, overflow: 'auto' } : null]}>
        <table
          ref={tableRef}
          role="grid"
          aria-label={label}
          aria-describedby={helpId}
          aria-busy={isLoading}
          aria-rowcount={total + 1}
          aria-colcount={gridCols}
          data-density={density}
          {...gridProps}
          css={(t) => [
            tableStyles(t, density),
            {
              // Only the rows dim while the next page loads: the headers' muted text must keep its contrast.
              '& > tbody': { opacity: isLoading && data ? 0.6 : 1 },
              '& [data-cell]:focus': { outline: `2px solid ${t.colors.focus}`, outlineOffset: -2 },
            },
          ]}
        >
          <thead
            css={
              isVirtual ? (t) => ({ position: 'sticky', top: 0, background: t.colors.surface, zIndex: 1 }) : undefined
            }
          >
            <tr aria-rowindex={1}>
              {isSelectable && (
                <th scope="col" {...cellProps(0, 0)} css={{ width: 44 }}>
                  <input
                    type="checkbox"
                    aria-label="Select all rows on this page"
                    checked={pageState === 'all' && rows.length > 0}
                    disabled={rows.length === 0}
                    ref={(el) => {
                      if (el) el.indeterminate = pageState === 'some';
                    }}
                    onChange={() => controller.togglePage(pageIds)}
                    css={checkboxCss}
                  />
                </th>
              )}
              {shown.map((c, i) => (
                <SortableHeader
                  key={c.id}
                  column={c.id}
                  title={c.title}
                  sort={sort}
                  onSort={controller.setSort}
                  isSortable={c.isSortable !== false}
                  align={c.align ?? 'start'}
                  cellProps={cellProps(0, i + (isSelectable ? 1 : 0))}
                  extra={
                    c.filter && (
                      <ColumnFilterButton
                        column={c.id}
                        title={c.title}
                        filter={c.filter}
                        filters={state.filters}
                        setFilters={setFilters}
                      />
                    )
                  }
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {!data && isLoading && <LoadingRows cols={gridCols} />}
            {data && rows.length === 0 && (
              <EmptyRow
                cols={gridCols}
                text={emptyText}
                icon={emptyIcon}
                action={emptyAction}
                isFiltered={hasColumnFilters || Boolean(state.filters[SEARCH_FILTER_KEY])}
              />
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
              const position = (state.page - 1) * state.limit + r;
              return (
                <tr
                  key={id}
                  aria-rowindex={position + 1}
                  aria-selected={isSelectable ? isRowSelected(selection, id) : undefined}
                >
                  {isSelectable && (
                    <td {...cellProps(r, 0)}>
                      <input
                        type="checkbox"
                        aria-label={`Select ${rowLabel ? rowLabel(row) : `row ${position}`}`}
                        checked={isRowSelected(selection, id)}
                        onChange={() => controller.toggleRow(id)}
                        css={checkboxCss}
                      />
                    </td>
                  )}
                  {shown.map((c, i) => (
                    <td
                      key={c.id}
                      {...cellProps(r, i + (isSelectable ? 1 : 0))}
                      data-align={c.align === 'end' ? 'end' : undefined}
                    >
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
      <Pagination
        label={`${label} pages`}
        page={state.page}
        pageCount={pages}
        onPageChange={controller.setPage}
        summary={data ? `${total.toLocaleString('en')} in all · page ${state.page} of ${pages}` : ''}
        pageSize={state.limit}
        pageSizes={PAGE_SIZES}
        onPageSizeChange={controller.setLimit}
      />
    </div>
  );
}

const checkboxCss = (t: PortcullisTheme) => ({
  width: 16,
  height: 16,
  margin: 0,
  verticalAlign: 'middle',
  accentColor: t.colors.primary,
  cursor: 'pointer',
});
