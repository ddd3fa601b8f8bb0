import { useCallback, useEffect, useState } from 'react';
import { readTableUrlState, writeTableUrlState, type TableUrlOptions, type TableUrlState } from '../core/index';

/**
 * The table's page, limit and filters, kept in the address query so they survive back-navigation and
 * can be shared as a link. Writes replace the current history entry (the hash is kept).
 */
export function useTableUrlState(options: TableUrlOptions = {}): [TableUrlState, (next: TableUrlState) => void] {
  const read = useCallback(
    () => readTableUrlState(window.location.search, options),
    [options.historyName, options.defaultLimit],
  );
  const [state, setState] = useState<TableUrlState>(read);
  useEffect(() => {
    const onPop = () => setState(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [read]);
  const update = useCallback(
    (next: TableUrlState) => {
      setState(next);
      const search = writeTableUrlState(window.location.search, next, options);
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${search}${window.location.hash}`,
      );
    },
    [options.historyName, options.defaultLimit],
  );
  return [state, update];
}
