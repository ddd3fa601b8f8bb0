import { useCallback, useEffect, useState } from 'react';
import { readTableUrlState, writeTableUrlState, type TableUrlOptions, type TableUrlState } from '../core/index';

/** Where a table keeps its page, page size and filters. */
export type TableStateStorage = 'url' | 'memory';

/** A table's state and its setter, as `useTableUrlState` returns them (hand it to DataTable's `tableState`). */
export type TableStateHandle = readonly [TableUrlState, (next: TableUrlState) => void];

/** Options of {@link useTableUrlState}. */
export interface TableStateOptions extends TableUrlOptions {
  /**
   * `'url'`: in the address query (`?page=2&limit=50&f-name=ann`), so the state survives
   * back-navigation and can be shared as a link; writes replace the current history entry. `'memory'`:
   * in React state only; the host's address is never read or written.
   * @default 'url'
   */
  stateIn?: TableStateStorage;
}

/**
 * The table's page, limit and filters. With `stateIn: 'url'` (the default) they are kept in the
 * address query and follow back/forward navigation (popstate); the hash is kept.
 */
export function useTableUrlState(options: TableStateOptions = {}): [TableUrlState, (next: TableUrlState) => void] {
  const isInUrl = (options.stateIn ?? 'url') === 'url';
  const read = useCallback(
    () => readTableUrlState(isInUrl && typeof window !== 'undefined' ? window.location.search : '', options),
    [isInUrl, options.historyName, options.defaultLimit],
  );
  const [state, setState] = useState<TableUrlState>(read);
  useEffect(() => {
    if (!isInUrl) return;
    const onPop = () => setState(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [isInUrl, read]);
  const update = useCallback(
    (next: TableUrlState) => {
      setState(next);
      if (!isInUrl) return;
      const search = writeTableUrlState(window.location.search, next, options);
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${search}${window.location.hash}`,
      );
    },
    [isInUrl, options.historyName, options.defaultLimit],
  );
  return [state, update];
}
