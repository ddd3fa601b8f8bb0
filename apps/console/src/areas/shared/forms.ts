import { useCallback, useEffect, useRef, useState, type DependencyList, type RefObject } from 'react';
import { focusFirstInvalid, replyFieldErrors } from '@portcullis/ui';
import { isNotFound, type Envelope } from '@portcullis/api-client';
import { hashQueryKey, queryInvalidation, type QueryKey } from '@portcullis/datatable';
import { appState } from '../../state/app-store';

/** Server validation messages by request field (envelope Errors), for showing beside the fields. */
export const fieldErrors = (envelope: Pick<Envelope, 'Errors'> | null | undefined): Record<string, string> =>
  replyFieldErrors(envelope);

/**
 * A form's draft with the spec §4 edit flag: editing sets `isFormChanged` (the leave guard asks
 * before navigating away), `markSaved` clears it, and leaving the screen clears it too.
 */
export function useDraft<T extends object>(initial: T | null) {
  const [draft, setDraft] = useState<T | null>(initial);
  useEffect(
    () => () => {
      appState.isFormChanged = false;
    },
    [],
  );
  const edit = useCallback((next: Partial<T>) => {
    setDraft((d) => (d ? { ...d, ...next } : d));
    appState.isFormChanged = true;
  }, []);
  const markSaved = useCallback(() => {
    appState.isFormChanged = false;
  }, []);
  return { draft, setDraft, edit, markSaved };
}

/** Loads one envelope's data; `reload` fetches again. Errors were already toasted by the client. */
export function useLoad<T>(
  load: () => Promise<Envelope<T>>,
  deps: DependencyList,
): { data: T | null; reload: () => void; isLoading: boolean } {
  const [data, setData] = useState<T | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    setIsLoading(true);
    void load().then((env) => {
      if (!isCurrent) return;
      setData(env.Data ?? null);
      setIsLoading(false);
    });
    return () => {
      isCurrent = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  return { data, reload: () => setRound((r) => r + 1), isLoading };
}

/** Where a page's record stands: loading, found, missing (404) or failed (already toasted). */
export type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'notFound' } | { status: 'error'; message: string };

/**
 * Loads one record for a view or save page and says whether it exists: a 404 becomes `notFound` (the
 * page shows the not-found state with a way back) instead of loading forever. With a `queryKey`, an
 * `invalidateQueries` of its prefix (a change on one of the record's tabs) fetches it again in place:
 * the record stays on screen until the fresh one arrives, so open tabs and dialogs keep their state.
 */
export function useRecord<T>(
  load: (() => Promise<Envelope<T>>) | null,
  deps: DependencyList,
  options: { queryKey?: QueryKey } = {},
) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  const depsKey = hashQueryKey([...deps]);
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    if (!load) return;
    // Another record, or an explicit reload, starts from the loading state; a refresh keeps what is shown.
    const isRefresh = shownFor.current === `${depsKey}|${round}` && refreshes > 0;
    if (!isRefresh) setState({ status: 'loading' });
    shownFor.current = `${depsKey}|${round}`;
    void load().then(
      (env) => {
        if (!isCurrent) return;
        if (env.Success && env.Data !== null && env.Data !== undefined) setState({ status: 'ready', data: env.Data });
        else if (isNotFound(env)) setState({ status: 'notFound' });
        else setState({ status: 'error', message: env.Message ?? 'Unable to proceed your request.' });
      },
      () => isCurrent && setState({ status: 'error', message: 'Unable to proceed your request.' }),
    );
    return () => {
      isCurrent = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round, refreshes]);
  const keyHash = options.queryKey ? hashQueryKey(options.queryKey) : null;
  useEffect(() => {
    if (!options.queryKey) return;
    return queryInvalidation.subscribe(options.queryKey, () => setRefreshes((n) => n + 1));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyHash]);
  return { state, reload: () => setRound((r) => r + 1) };
}

/**
 * After a failed submit, moves focus to the first field marked invalid inside the form, once the
 * errors have rendered. Call `failed()` when a submit is refused (locally or by the server).
 */
export function useFocusFirstInvalid(): { formRef: RefObject<HTMLFormElement | null>; failed: () => void } {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures === 0) return;
    const frame = requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    return () => cancelAnimationFrame(frame);
  }, [failures]);
  return { formRef, failed: () => setFailures((n) => n + 1) };
}
