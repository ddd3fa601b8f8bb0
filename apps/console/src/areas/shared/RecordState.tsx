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
  isInline = false,
  children,
}: {
  state: LoadState<T>;
  /** Lower-case noun: 'user source'. */
  what: string;
  backTo?: Href;
  backLabel?: string;
  onRetry: () => void;
  /**
   * The record is part of a page that is already shown (a form under a chooser): the states render in
   * place, without a page frame or a heading of their own. @default false
   */
  isInline?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'ready') return <>{children(state.data)}</>;
  const page = (title: string | null, body: ReactNode) =>
    isInline ? (
      body
    ) : (
      <PageLayout header={title === null ? undefined : <PageHeader title={title} />}>{body}</PageLayout>
    );
  if (state.status === 'loading') return page(null, <Skeleton variant="header" label={`Loading ${what}...`} />);
  const back = backTo ? (
    <Button variant="primary" onClick={() => navigate(backTo)}>
      {backLabel ?? 'Back to the list'}
    </Button>
  ) : undefined;
  if (state.status === 'notFound')
    return page(
      `This ${what} does not exist`,
      <EmptyState
        title={`There is no ${what} at this address.`}
        description="It may have been removed, or the link is wrong."
        action={back}
      />,
    );
  return page(
    `The ${what} could not be loaded`,
    <EmptyState
      title={state.message}
      action={
        <Button variant="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />,
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
  isInline,
  children,
}: {
  id: string | undefined;
  /** Loads the record (with `suppressErrorToast`: the page shows what went wrong). */
  get: (id: string) => Promise<Envelope<T>>;
  what: string;
  backTo?: Href;
  backLabel?: string;
  /** The states render in place, inside a page already shown (see RecordState). @default false */
  isInline?: boolean;
  children: (record: T | null) => ReactNode;
}) {
  const { state, reload } = useRecord<T>(id ? () => get(id) : null, [id]);
  if (!id) return <>{children(null)}</>;
  return (
    <RecordState state={state} what={what} backTo={backTo} backLabel={backLabel} onRetry={reload} isInline={isInline}>
      {children}
    </RecordState>
  );
}
