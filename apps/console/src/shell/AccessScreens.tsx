import { useSnapshot } from 'valtio';
import { Button, PageHeader, PageLayout, PageSection, Skeleton } from '@portcullis/ui';
import type { ForbiddenData } from '@portcullis/api-client';
import { appState } from '../state/app-store';
import { navigate } from './navigate';
import { links } from '../routes/index';
import { useSignedInForward } from './signed-in-forward';

/** Spec §8 403: the forbidden screen shows the missing permissions and the missing pack. */
export function ForbiddenScreen({ details }: { details?: ForbiddenData }) {
  const state = useSnapshot(appState);
  const data = details ?? state.forbidden;
  return (
    <PageLayout header={<PageHeader title="Access forbidden" description="You don't have access to this page." />}>
      {data && data.MissingPermissions.length > 0 && (
        <PageSection title="Missing permissions">
          <ul aria-label="Missing permissions" css={{ margin: 0 }}>
            {data.MissingPermissions.map((p) => (
              <li key={p}>
                <code>{p}</code>
              </li>
            ))}
          </ul>
        </PageSection>
      )}
      {data?.MissingPack && (
        <p css={{ margin: 0 }}>
          Missing pack: <strong>{data.MissingPack}</strong>
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={() => navigate(links.boarding())}>
          Go to the start page
        </Button>
      </div>
    </PageLayout>
  );
}

/**
 * Spec §4 Session expiry: shown once on a 401, keeping the interrupted path as `goback`. A user whose
 * session is live (they opened this address, or signed in again in another tab) is sent on instead of
 * being told their session expired.
 */
export function AccessExpiredScreen() {
  const status = useSignedInForward({ trustSignedOut: false });
  const query = new URLSearchParams(window.location.search);
  const goback = query.get('goback') ?? '/';
  if (status === 'checking') return <Skeleton variant="text" label="Checking your session..." />;
  return (
    <section aria-labelledby="expired-title" css={(t) => ({ marginTop: t.space[8] })}>
      <h1 id="expired-title">Your session has expired</h1>
      <p>Sign in again to continue where you left off.</p>
      <Button
        onClick={() => {
          appState.currentUser = null;
          navigate(links.signIn(undefined, { query: { goback } }));
        }}
      >
        Sign in again
      </Button>
    </section>
  );
}
