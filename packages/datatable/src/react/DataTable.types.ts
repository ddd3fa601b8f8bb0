import type { ReactNode } from 'react';
import type { Density } from '@portcullis/ui';
import type { Filter, PagedData, PagedRequest, Sort } from '@portcullis/api-client';
import type { ExportChoice, ListController, QueryKey, Selection, SelectionRequest } from '../core/index';
import type { ColumnFilter } from './ColumnFilters';
import type { TableStateHandle, TableStateStorage } from './useTableUrlState';

export interface DataTableColumn<Row> {
  /** The server's (allow-listed) column name, used for sorting and exports. */
  id: string;
  title: string;
  cell: (row: Row) => ReactNode;
  /** @default true */
  isSortable?: boolean;
  /** Offered in the export dialog. @default true */
  isExportable?: boolean;
  /** A filter of this column's own, by its type (a funnel button in the column header). */
  filter?: ColumnFilter;
  /**
   * `end` right-aligns the column in tabular figures: counts, sizes, amounts.
   * @default 'start'
   */
  align?: 'start' | 'end';
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
  /**
   * What the table shows, as TanStack Query keys its cache: the source's identity, such as
   * `['role', roleId, 'members']` (everything `fetchPage` reads besides the request). A changed key is
   * a new table: it fetches again and never shows the previous source's rows. A write elsewhere calls
   * `invalidateQueries(prefix)` to fetch the page again in every table whose key starts with `prefix`.
   */
  queryKey: QueryKey;
  /**
   * The list controller the table renders, made by the host with `useListController` (so the page
   * reads and drives its state: the selection, the filters, the page shown). `fetchPage`, `onError`,
   * `searchColumns`, `dateColumns`, `defaultSort`, `historyName`, `stateIn` and `tableState` then belong
   * to the host's call. @default the table makes its own from its props
   */
  controller?: ListController<Row>;
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
   * The table's page, limit and filters held by the host (`useTableUrlState` called in the page), so
   * controls outside the table change them: `useSavedFilters(tableId, tableState)` in the page header
   * applies a saved filter by setting this state. `historyName` and `stateIn` then belong to the
   * host's call. @default the table keeps its own state
   */
  tableState?: TableStateHandle;
  /**
   * Where saved filters are offered (needs `tableId`): in the table's toolbar, or in the page header
   * through useSavedFilters with the same `tableState`. @default 'toolbar'
   */
  savedFiltersIn?: 'toolbar' | 'header';
  /**
   * Names a row for its selection checkbox ('Select Newcomer Knuth'): the object's name, not its
   * position. @default 'row N' (its position in the whole list)
   */
  rowLabel?: (row: Row) => string;
  /**
   * Row height: `comfortable` for most lists, `compact` for long lists and tables inside cards.
   * @default 'comfortable'
   */
  density?: Density;
  /** The action that fills an empty table (e.g. a Create button), shown under `emptyText`. */
  emptyAction?: ReactNode;
  /** Icon of the empty state. @default an empty tray */
  emptyIcon?: ReactNode;
}
