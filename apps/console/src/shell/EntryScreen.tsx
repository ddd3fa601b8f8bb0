import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Skeleton } from '@portcullis/ui';
import { appState } from '../state/app-store';
import { entryPath } from '../state/shell-rules';
import { navigate } from './navigate';
import { links } from '../routes/index';

/**
 * Boarding, the root path (spec §2.1): a signed-in user goes to their landing dashboard; an
 * `auth_token` hand-off goes to /account/result; anyone else to sign-in.
 */
export function EntryScreen() {
  const { currentUser } = useSnapshot(appState);
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('auth_token');
    if (token) navigate(links.accountResult(undefined, { query: { auth_token: token } }), { replace: true });
    else if (currentUser) navigate(entryPath(currentUser), { replace: true });
    else navigate(links.signIn(), { replace: true });
  }, [currentUser]);
  return <Skeleton variant="text" label="Opening Portcullis..." />;
}
