import { useState, type FormEvent } from 'react';
import { isSignInChallenge, type CurrentUser, type SignInChallenge } from '@portcullis/api-client';
import { Button, FormField, TextInput } from '@portcullis/ui';
import { api } from '../api';
import { appState, setStaticData } from '../state/app-store';
import { entryPath } from '../state/shell-rules';
import { isPublicHref, navigate, toHref } from '../routes/navigate';

/**
 * The sign-in page (the spec's "account app", §2.1). Decision: the reference server signs users in
 * with a session cookie, so this page posts to /account/login and then reloads the static data.
 * `goback` returns the user to where a session expiry interrupted them. Where a zone requires a second
 * factor the server answers the password with a challenge, and the page asks for the authenticator
 * app's code (/account/login/verify) before signing in.
 */
export function SignInPage() {
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const [code, setCode] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = challenge
        ? await api.account.loginVerify(
            { body: { ChallengeToken: challenge.ChallengeToken, Code: code.replace(/\s/g, '') } },
            { suppressErrorToast: true },
          )
        : await api.account.login({ body: { UserName: userName, Password: password } }, { suppressErrorToast: true });
      if (!result.Success || !result.Data) {
        setError(result.Message || 'Sign-in failed.');
        // An expired or used-up challenge starts over from the password.
        if (challenge && result.Message?.includes('Sign in again')) {
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

  const signedIn = async (user: CurrentUser) => {
    api.transport.resetSessionExpiry();
    const staticData = await api.application.getStaticData();
    if (staticData.Success && staticData.Data) setStaticData(staticData.Data);
    appState.forbidden = null;
    const goback = new URLSearchParams(window.location.search).get('goback');
    // Back to where the session ran out, unless that was a public page (sign-in itself, …).
    const back = toHref(goback);
    const target = back && !isPublicHref(back) ? back : entryPath(user);
    if (!navigate(target, { replace: true })) navigate(entryPath(user), { replace: true });
  };

  const errorLine = error && (
    <p role="alert" css={(t) => ({ color: t.colors.danger, margin: 0 })}>
      {error}
    </p>
  );

  if (challenge)
    return (
      <form
        onSubmit={submit}
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
            pattern="[0-9 ]{6,9}"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
            autoFocus
          />
        </FormField>
        {errorLine}
        <Button type="submit" disabled={isBusy}>
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
      aria-labelledby="sign-in-title"
      css={(t) => ({ display: 'grid', gap: t.space[4], marginTop: t.space[8] })}
    >
      <h1 id="sign-in-title">Sign in</h1>
      <FormField label="User name">
        <TextInput
          name="username"
          autoComplete="username"
          value={userName}
          onChange={(e) => setUserName(e.target.value)}
          required
        />
      </FormField>
      <FormField label="Password">
        <TextInput
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </FormField>
      {errorLine}
      <Button type="submit" disabled={isBusy}>
        Sign in
      </Button>
    </form>
  );
}
