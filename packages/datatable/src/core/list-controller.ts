import type { PagedData, PagedRequest, Sort } from '@portcullis/api-client';
import { createControllerStore } from '@portcullis/ui/core';
import { hashQueryKey, queryInvalidation, type QueryKey } from './query-key';
import { buildPagedRequest, nextSort, SEARCH_FILTER_KEY, type RequestOptions } from './request';
import {
  emptySelection,
  selectAllMatching,
  selectionToRequest,
  toggleRow,
  togglePage,
  type Selection,
  type SelectionRequest,
} from './selection';
import { readTableUrlState, type TableUrlState } from './url-state';

/**
 * A server-paged list's state without React, as react-admin's `useListController` and TanStack
 * Table's instance keep it: page, page size, sort, filters and search (the URL state of `url-state.ts`),
 * the selection across pages (`selection.ts`), and the page fetched for them. Every answer carries the
 * request key it was asked with (`hashQueryKey` of the source's key, the request and the reload round);
 * only the answer to the current key is shown, so a slow answer to an older request (another page,
 * another filter, another source) can never replace a newer one. `useListController` binds it to React
 * and to the address; DataTable renders it.
 */

export interface ListState<Row> extends TableUrlState {
  sort: Sort | null;
  selection: Selection;
  /** The page shown: the answer to the last completed current request (null before the first). */
  data: PagedData<Row> | null;
  isLoading: boolean;
  /** The request the shown or awaited page answers, as sent. */
  request: PagedRequest;
  /** Names the request being shown or awaited; an answer to any other key is dropped. */
  requestKey: string;
}

export interface ListControllerOptions<Row> extends Omit<RequestOptions, 'sort'> {
  /** What the list shows (`['role', id, 'members']`); `invalidateQueries` of a prefix fetches it again. */
  queryKey: QueryKey;
  /** Loads one page; its signal aborts when a newer request replaces it. */
  fetchPage: (request: PagedRequest, options: { signal: AbortSignal }) => Promise<PagedData<Row>>;
  /** Page, page size and filters to start from (e.g. read from the address: `readTableUrlState`). */
  initial?: Partial<TableUrlState>;
  /** @default null (the server's order) */
  defaultSort?: Sort | null;
  /** A request that got no response. */
  onError?: (error: unknown) => void;
  /** Told when page, page size or filters change (the hook writes them into the address). */
  onTableStateChange?: (state: TableUrlState) => void;
}

export interface ListController<Row> {
  getState: () => ListState<Row>;
  subscribe: (listener: () => void) => () => void;
  /** Listens to invalidations and fetches the current request unless it is the one shown or awaited (on mount). */
  start: () => void;
  setPage: (page: number) => void;
  /** A new page size starts again at page 1. */
  setLimit: (limit: number) => void;
  setSort: (sort: Sort | null) => void;
  /** Clicking a column header: ascending first, then toggling. */
  sortBy: (column: string) => void;
  /** One filter (`''` clears it); back to page 1. */
  setFilter: (column: string, value: string) => void;
  /** Several filters at once (a date range, a column's value and condition); back to page 1. */
  setFilters: (patch: Record<string, string>) => void;
  /** The global search (trimmed); back to page 1. */
  setSearch: (text: string) => void;
  /** Replaces page, page size and filters at once (the address changed: back/forward, a saved filter). */
  setTableState: (state: TableUrlState) => void;
  toggleRow: (id: string) => void;
  /** Replaces the selection (the selection bar's Select all matching / Clear). */
  setSelection: (selection: Selection) => void;
  /** The header checkbox over the ids of the page shown. */
  togglePage: (pageIds: readonly string[]) => void;
  /** Every row matching the filters, across pages. */
  selectAllMatching: () => void;
  clearSelection: () => void;
  /** What a bulk call sends for the selection: the ids, or all matching the filters except some. */
  selectionRequest: () => SelectionRequest;
  /** Fetches the current page again. */
  reload: () => void;
  /** Stops fetching and listening to invalidations; `start` resumes. */
  dispose: () => void;
}

const tableStateOf = ({ page, limit, filters }: TableUrlState): TableUrlState => ({ page, limit, filters });

/** A list controller; `start()` fetches the first page. */
export function createListController<Row>(options: ListControllerOptions<Row>): ListController<Row> {
  const base = readTableUrlState('');
  const table: TableUrlState = {
    page: options.initial?.page ?? base.page,
    limit: options.initial?.limit ?? base.limit,
    filters: options.initial?.filters ?? {},
  };
  const sort = options.defaultSort ?? null;
  let round = 0;
  let inFlight: AbortController | null = null;
  let isDisposed = false;
  let unsubscribe: (() => void) | null = null;
  const requestOf = (state: TableUrlState & { sort: Sort | null }) =>
    buildPagedRequest(state, { ...options, sort: state.sort });
  const keyOf = (request: PagedRequest) => hashQueryKey([options.queryKey, request, round]);
  const request = requestOf({ ...table, sort });
  const store = createControllerStore<ListState<Row>>({
    ...table,
    sort,
    selection: emptySelection,
    data: null,
    isLoading: true,
    request,
    requestKey: '',
  });

  function fetchCurrent() {
    if (isDisposed) return;
    const state = store.getState();
    const current = requestOf(state);
    const key = keyOf(current);
    if (key === state.requestKey) return;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    store.setState({ request: current, requestKey: key, isLoading: true });
    options.fetchPage(current, { signal: controller.signal }).then(
      (page) => {
        if (controller.signal.aborted || store.getState().requestKey !== key) return;
        store.setState({ data: page, isLoading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted || store.getState().requestKey !== key) return;
        store.setState({ isLoading: false });
        options.onError?.(error);
      },
    );
  }

  function changeTable(next: TableUrlState) {
    const before = store.getState();
    const isNewFilters = hashQueryKey([before.filters]) !== hashQueryKey([next.filters]);
    // A selection belongs to its filters: other filters start with none selected.
    store.setState({ ...tableStateOf(next), ...(isNewFilters ? { selection: emptySelection } : {}) });
    options.onTableStateChange?.(tableStateOf(store.getState()));
    fetchCurrent();
  }

  const patchFilters = (patch: Record<string, string>) => {
    const state = store.getState();
    changeTable({ ...state, page: 1, filters: { ...state.filters, ...patch } });
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      // Started again after dispose (React's strict mode mounts twice): listen and fetch again.
      isDisposed = false;
      unsubscribe ??= queryInvalidation.subscribe(options.queryKey, () => {
        round += 1;
        fetchCurrent();
      });
      fetchCurrent();
    },
    setPage: (page) => changeTable({ ...store.getState(), page: Math.max(1, Math.floor(page)) }),
    setLimit: (limit) => changeTable({ ...store.getState(), page: 1, limit }),
    setSort(next) {
      store.setState({ sort: next });
      fetchCurrent();
    },
    sortBy(column) {
      store.setState((s) => ({ sort: nextSort(s.sort, column) }));
      fetchCurrent();
    },
    setFilter: (column, value) => patchFilters({ [column]: value }),
    setFilters: patchFilters,
    setSearch(text) {
      const trimmed = text.trim();
      if ((store.getState().filters[SEARCH_FILTER_KEY] ?? '') === trimmed) return;
      patchFilters({ [SEARCH_FILTER_KEY]: trimmed });
    },
    setTableState: (next) => changeTable(next),
    setSelection: (selection) => store.setState({ selection }),
    toggleRow: (id) => store.setState((s) => ({ selection: toggleRow(s.selection, id) })),
    togglePage: (pageIds) => store.setState((s) => ({ selection: togglePage(s.selection, pageIds) })),
    selectAllMatching: () => store.setState({ selection: selectAllMatching() }),
    clearSelection: () => store.setState({ selection: emptySelection }),
    selectionRequest: () => {
      const { selection, request: shown } = store.getState();
      return selectionToRequest(selection, shown.Filters ?? []);
    },
    reload() {
      round += 1;
      fetchCurrent();
    },
    dispose() {
      isDisposed = true;
      inFlight?.abort();
      unsubscribe?.();
      unsubscribe = null;
      store.setState({ requestKey: '' }); // what was awaited is not coming: a restart asks again
    },
  };
}
