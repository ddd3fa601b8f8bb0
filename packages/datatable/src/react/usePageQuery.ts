import { useEffect, useState } from 'react';
import type { PagedData, PagedRequest } from '@portcullis/api-client';
import { hashQueryKey, queryInvalidation, type QueryKey } from '../core/index';

/**
 * The page a table shows: fetched again whenever the request changes, when `reload` is called, or when
 * `invalidateQueries` names a prefix of `queryKey`. A newer request aborts the older one; while it
 * loads, the page shown stays (the host keys the table by its source, so it is always this source's).
 */
export function usePageQuery<Row>(
  queryKey: QueryKey,
  request: PagedRequest,
  fetchPage: (request: PagedRequest, options: { signal: AbortSignal }) => Promise<PagedData<Row>>,
  onError: ((error: unknown) => void) | undefined,
) {
  const [data, setData] = useState<PagedData<Row> | null>(null);
  const [isLoading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const keyHash = hashQueryKey(queryKey);
  useEffect(() => queryInvalidation.subscribe(queryKey, () => setRound((r) => r + 1)), [keyHash]);
  const requestKey = JSON.stringify([request, round]);
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
  return { data, isLoading, reload: () => setRound((r) => r + 1) };
}
