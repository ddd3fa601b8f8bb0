import type { ReactNode } from 'react';
import { Button, EmptyState, PageHeader, Skeleton, PageLayout } from '@portcullis/ui';
import type { Href } from '../../routes/links';
import { navigate } from '../../shell/navigate';
import type { Envelope } from '@portcullis/api-client';
import { useRecord, type LoadState } from './forms';

/**
 * What a view or save page shows before its record is there: a skeleton while loading, a not-found
 * state with a way back when the record does not exist, an error with Retry when the call failed.
 * `children` renders the record once it is ready.
 */
export function RecordState<T>({
  state,
  what,
  backTo,
  backLabel,
  onRetry,
  children,
}: {
  state: LoadState<T>;
  /** Lower-case noun: 'user source'. */
  what: string;
  backTo?: Href;
  backLabel?: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'ready') return <>{children(state.data)}</>;
  if (state.status === 'loading')
    return (
      <PageLayout>
        <Skeleton variant="header" label={`Loading ${what}...`} />
      </PageLayout>
    );
  const back = backTo ? (
    <Button variant="primary" onClick={() => navigate(backTo)}>
      {backLabel ?? 'Back to the list'}
    </Button>
  ) : undefined;
  if (state.status === 'notFound')
    return (
      <PageLayout header={<PageHeader title={`This ${what} does not exist`} />}>
        <EmptyState
          title={`There is no ${what} at this address.`}
          description="It may have been removed, or the link is wrong."
          action={back}
        />
      </PageLayout>
    );
  return (
    <PageLayout header={<PageHeader title={`The ${what} could not be loaded`} />}>
      <EmptyState
        title={state.message}
        action={
          <Button variant="primary" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </PageLayout>
  );
}

/**
 * A save page's record: with an id, loaded and shown through RecordState (loading, not found with a way
 * back, error with Retry); without one, `children(null)` at once, a new record. Every save page (the
 * generic resource save and the rich ones) starts from it.
 */
export function SavedRecord<T>({
  id,
  get,
  what,
  backTo,
  backLabel,
  children,
}: {
  id: string | undefined;
  /** Loads the record (with `suppressErrorToast`: the page shows what went wrong). */
  get: (id: string) => Promise<Envelope<T>>;
  what: string;
  backTo?: Href;
  backLabel?: string;
  children: (record: T | null) => ReactNode;
}) {
  const { state, reload } = useRecord<T>(id ? () => get(id) : null, [id]);
  if (!id) return <>{children(null)}</>;
  return (
    <RecordState state={state} what={what} backTo={backTo} backLabel={backLabel} onRetry={reload}>
      {children}
    </RecordState>
  );
}
