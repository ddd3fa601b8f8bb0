import { useRef, useState, type FormEvent } from 'react';
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
 */
export function SignInPage() {
  const status = useSignedInForward({ trustSignedOut: true });
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ userName?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const userNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = {
      userName: userName.trim() ? undefined : 'Enter your user name.',
      password: password ? undefined : 'Enter your password.',
    };
    setMissing(empty);
    setError(null);
    if (empty.userName || empty.password) {
      (empty.userName ? userNameRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await api.account.login(
        { body: { UserName: userName, Password: password } },
        { suppressErrorToast: true },
      );
      if (!result.Success || !result.Data) {
        setError(result.Message || 'Sign-in failed.');
        setPassword('');
        passwordRef.current?.focus();
        return;
      }
      api.transport.resetSessionExpiry();
      const staticData = await api.application.getStaticData();
      if (staticData.Success && staticData.Data) setStaticData(staticData.Data);
      appState.forbidden = null;
      const goback = new URLSearchParams(window.location.search).get('goback');
      // Back to where the session ran out, unless that was a public page (sign-in itself, …).
      if (!navigate(forwardTarget(goback, result.Data), { replace: true }))
        navigate(entryPath(result.Data), { replace: true });
    } catch {
      setError('The server cannot be reached. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (status === 'checking') return <Skeleton variant="text" label="Opening Portcullis..." />;
  const refused = error ? { isInvalid: true, 'aria-describedby': SIGN_IN_ERROR_ID } : {};
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
      {error && (
        <p id={SIGN_IN_ERROR_ID} role="alert" css={(t) => ({ color: t.colors.danger, margin: 0 })}>
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={isBusy}>
        Sign in
      </Button>
    </form>
  );
}
