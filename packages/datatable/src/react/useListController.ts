import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import {
  createListController,
  hashQueryKey,
  readTableUrlState,
  writeTableUrlState,
  type ListController,
  type ListControllerOptions,
  type ListState,
} from '../core/index';
import type { TableStateHandle, TableStateOptions } from './useTableUrlState';

/** Options of {@link useListController}: the controller's, and where its page, size and filters live. */
export interface UseListControllerOptions<Row>
  extends Omit<ListControllerOptions<Row>, 'initial' | 'onTableStateChange'>, TableStateOptions {
  /** Page, size and filters held by the host (`useTableUrlState` in the page); wins over `stateIn`. */
  tableState?: TableStateHandle;
}

const currentSearch = () => (typeof window === 'undefined' ? '' : window.location.search);

/**
 * A list controller (`createListController`) for one component, made anew for another source (its
 * `queryKey`) or other request options, started on mount and disposed on unmount. With `stateIn:
 * 'url'` (the default) page, size and filters start from the address, are written back into it
 * (replacing the history entry) and follow back/forward; with `tableState` the host holds them.
 * `fetchPage` and `onError` are read when called, so closures over the latest props are used.
 */
export function useListController<Row>(
  options: UseListControllerOptions<Row>,
): readonly [ListState<Row>, ListController<Row>] {
  const latest = useRef(options);
  latest.current = options;
  const isInUrl = !options.tableState && (options.stateIn ?? 'url') === 'url';
  const urlOptions = { historyName: options.historyName, defaultLimit: options.defaultLimit };
  const identity = hashQueryKey([
    options.queryKey,
    options.searchColumns ?? null,
    options.dateColumns ?? null,
    options.filterOperators ?? null,
    options.scope ?? null,
    options.defaultSort ?? null,
    isInUrl,
    urlOptions,
  ]);
  const controller = useMemo(
    () =>
      createListController<Row>({
        ...options,
        fetchPage: (request, signal) => latest.current.fetchPage(request, signal),
        onError: (error) => latest.current.onError?.(error),
        initial: options.tableState?.[0] ?? readTableUrlState(isInUrl ? currentSearch() : '', urlOptions),
        onTableStateChange(next) {
          const host = latest.current.tableState;
          if (host) return host[1](next);
          if (!isInUrl) return;
          const { pathname, hash } = window.location;
          const search = writeTableUrlState(window.location.search, next, urlOptions);
          window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [identity],
  );
  useEffect(() => {
    controller.start();
    return () => controller.dispose();
  }, [controller]);
  useEffect(() => {
    if (!isInUrl) return;
    const onPop = () => controller.setTableState(readTableUrlState(currentSearch(), urlOptions));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, isInUrl]);
  // A host-held state changed from outside (a saved filter applied in the page header).
  const hostState = options.tableState?.[0];
  const hostHash = hostState ? hashQueryKey([hostState.page, hostState.limit, hostState.filters]) : null;
  useEffect(() => {
    if (!hostState) return;
    const { page, limit, filters } = controller.getState();
    if (hashQueryKey([page, limit, filters]) !== hostHash) controller.setTableState(hostState);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, hostHash]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return [state, controller] as const;
}
