import { useEffect, useState } from 'react';
import { Button, Skeleton } from '@portcullis/ui';
import { api } from '../api';
import { setStaticData } from '../state/app-store';
import { entryPath } from '../state/shell-rules';
import { navigate } from './navigate';
import { links } from '../routes/index';

/**
 * /account/result: where an external account app hands back with `auth_token` (spec §8 401 rule).
 * Decision: the reference server keeps sessions in an HttpOnly cookie and issues no bearer tokens, so
 * the token is not stored in the browser; the screen checks whether the hand-off left a session and
 * continues to the landing page, or offers sign-in.
 */
export function AccountResultScreen() {
  const [isSignedOut, setSignedOut] = useState(false);
  useEffect(() => {
    void api.application.getStaticData(undefined, { suppressErrorToast: true }).then((env) => {
      if (env.Success && env.Data?.currentUser) {
        setStaticData(env.Data);
        navigate(entryPath(env.Data.currentUser), { replace: true });
      } else setSignedOut(true);
    });
  }, []);
  if (!isSignedOut) return <Skeleton variant="text" label="Signing you in..." />;
  return (
    <section>
      <h1>Sign-in did not complete</h1>
      <p>The account service did not start a session for this browser.</p>
      <Button onClick={() => navigate(links.signIn())}>Sign in</Button>
    </section>
  );
}
