import { useRef, useState, type FormEvent } from 'react';
import { isSignInChallenge, type CurrentUser, type SignInChallenge } from '@portcullis/api-client';
import { Button, FormField, Skeleton, TextInput } from '@portcullis/ui';
import { api } from '../api';
import { appState, setStaticData } from '../state/app-store';
import { entryPath, forwardTarget } from '../state/shell-rules';
import { navigate } from '../routes/navigate';
import { useSignedInForward } from './signed-in-forward';

const SIGN_IN_ERROR_ID = 'sign-in-error';

/**
 * The sign-in page (the spec's "account app", §2.1). Decision: the reference server signs users in
 * with a session cookie, so this page posts to /account/login and then reloads the static data.
 * `goback` returns the user to where a session expiry interrupted them. A user already signed in is
 * sent on to their landing page. The form checks itself (noValidate): empty fields get the form's own
 * messages and focus, and a refused sign-in marks both fields invalid, described by the message.
 * Where a zone requires a second factor the server answers the password with a challenge, and the
 * page asks for the authenticator app's code (/account/login/verify) before signing in.
 */
export function SignInPage() {
  const status = useSignedInForward({ trustSignedOut: true });
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ userName?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const [code, setCode] = useState('');
  const userNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const signedIn = async (user: CurrentUser) => {
    api.transport.resetSessionExpiry();
    const staticData = await api.application.getStaticData();
    if (staticData.Success && staticData.Data) setStaticData(staticData.Data);
    appState.forbidden = null;
    const goback = new URLSearchParams(window.location.search).get('goback');
    // Back to where the session ran out, unless that was a public page (sign-in itself, …).
    if (!navigate(forwardTarget(goback, user), { replace: true })) navigate(entryPath(user), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!challenge) {
      const empty = {
        userName: userName.trim() ? undefined : 'Enter your user name.',
        password: password ? undefined : 'Enter your password.',
      };
      setMissing(empty);
      if (empty.userName || empty.password) {
        (empty.userName ? userNameRef : passwordRef).current?.focus();
        return;
      }
    }
    setBusy(true);
    try {
      const result = challenge
        ? await api.account.loginVerify(
            { body: { ChallengeToken: challenge.ChallengeToken, Code: code.replace(/\s/g, '') } },
            { suppressErrorToast: true },
          )
        : await api.account.login({ body: { UserName: userName, Password: password } }, { suppressErrorToast: true });
      if (!result.Success || !result.Data) {
        setError(result.Message || 'Sign-in failed.');
        if (!challenge) {
          setPassword('');
          passwordRef.current?.focus();
        } else if (result.Message?.includes('Sign in again')) {
          // An expired or used-up challenge starts over from the password.
          setChallenge(null);
          setCode('');
        }
        return;
      }
      if (isSignInChallenge(result.Data)) {
        setChallenge(result.Data);
        setPassword('');
        return;
      }
      await signedIn(result.Data);
    } catch {
      setError('The server cannot be reached. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (status === 'checking') return <Skeleton variant="text" label="Opening Portcullis..." />;
  const refused = error ? { isInvalid: true, 'aria-describedby': SIGN_IN_ERROR_ID } : {};
  const errorLine = error && (
    <p id={SIGN_IN_ERROR_ID} role="alert" css={(t) => ({ color: t.colors.danger, margin: 0 })}>
      {error}
    </p>
  );

  if (challenge)
    return (
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="sign-in-title"
        css={(t) => ({ display: 'grid', gap: t.space[4], marginTop: t.space[8] })}
      >
        <h1 id="sign-in-title">Enter your code</h1>
        <p css={{ margin: 0 }}>Your network asks for a second factor. Enter the code your authenticator app shows.</p>
        <FormField label="Code">
          <TextInput
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus
            {...refused}
          />
        </FormField>
        {errorLine}
        <Button type="submit" variant="primary" disabled={isBusy}>
          Verify
        </Button>
        <Button
          variant="secondary"
          type="button"
          onClick={() => {
            setChallenge(null);
            setCode('');
            setError(null);
          }}
        >
          Start over
        </Button>
      </form>
    );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="sign-in-title"
      css={(t) => ({ display: 'grid', gap: t.space[4], marginTop: t.space[8] })}
    >
      <h1 id="sign-in-title">Sign in</h1>
      <FormField label="User name" error={missing.userName}>
        <TextInput
          ref={userNameRef}
          name="username"
          autoComplete="username"
          value={userName}
          onChange={(e) => setUserName(e.target.value)}
          {...refused}
        />
      </FormField>
      <FormField label="Password" error={missing.password}>
        <TextInput
          ref={passwordRef}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...refused}
        />
      </FormField>
      {errorLine}
      <Button type="submit" variant="primary" disabled={isBusy}>
        Sign in
      </Button>
    </form>
  );
}
