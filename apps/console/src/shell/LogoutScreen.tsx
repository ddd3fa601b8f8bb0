import { useEffect } from 'react';
import { Skeleton } from '@portcullis/ui';
import { api } from '../api';
import { appState } from '../state/app-store';
import { navigate } from './navigate';
import { links } from '../routes/index';

/** /account/logout: ends the session on the server, forgets the user, returns to sign-in. */
export function LogoutScreen() {
  useEffect(() => {
    void api.account.logout(undefined, { suppressErrorToast: true, suppressSuccessToast: true }).finally(() => {
      appState.currentUser = null;
      appState.forbidden = null;
      navigate(links.signIn(), { replace: true });
    });
  }, []);
  return <Skeleton variant="text" label="Signing out..." />;
}
