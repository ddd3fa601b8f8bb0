import { useEffect, useState } from 'react';
import { api } from '../api';
import { appState, setStaticData } from '../state/app-store';
import { forwardTarget } from '../state/shell-rules';
import { navigate } from './navigate';

/**
 * Sends a user whose session is live away from the sign-in page and the access-expired screen: they
 * have nothing to sign in to. Whether the session is live is the server's answer (static data is
 * public and names the signed-in user), since after a 401 the app state may still hold the user.
 * `trustSignedOut`: with no user in the app state, skip the question (the sign-in page right after
 * load). Returns 'checking' until it knows, then 'signedOut' (or navigates away).
 */
export function useSignedInForward({ trustSignedOut }: { trustSignedOut: boolean }): 'checking' | 'signedOut' {
  const [status, setStatus] = useState<'checking' | 'signedOut'>(
    trustSignedOut && !appState.currentUser ? 'signedOut' : 'checking',
  );
  useEffect(() => {
    if (status !== 'checking') return;
    let isCurrent = true;
    void api.application.getStaticData(undefined, { suppressErrorToast: true }).then(
      (env) => {
        if (!isCurrent) return;
        const user = env.Success ? env.Data?.currentUser : null;
        if (!user || !env.Data) return setStatus('signedOut');
        setStaticData(env.Data);
        api.transport.resetSessionExpiry();
        const goback = new URLSearchParams(window.location.search).get('goback');
        navigate(forwardTarget(goback, user), { replace: true });
      },
      () => isCurrent && setStatus('signedOut'),
    );
    return () => {
      isCurrent = false;
    };
  }, [status]);
  return status;
}
