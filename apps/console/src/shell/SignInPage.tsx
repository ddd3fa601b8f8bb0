import { useState, type FormEvent } from 'react';
import { Button, FormField, TextInput } from '@portcullis/ui';
import { api } from '../api';
import { appState, setStaticData } from '../state/app-store';
import { entryPath } from '../state/shell-rules';
import { isPublicHref, navigate, toHref } from '../routes/navigate';

/**
 * The sign-in page (the spec's "account app", §2.1). Decision: the reference server signs users in
 * with a session cookie, so this page posts to /account/login and then reloads the static data.
 * `goback` returns the user to where a session expiry interrupted them.
 */
export function SignInPage() {
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await api.account.login(
        { body: { UserName: userName, Password: password } },
        { suppressErrorToast: true },
      );
      if (!result.Success || !result.Data) {
        setError(result.Message || 'Sign-in failed.');
        return;
      }
      api.transport.resetSessionExpiry();
      const staticData = await api.application.getStaticData();
      if (staticData.Success && staticData.Data) setStaticData(staticData.Data);
      appState.forbidden = null;
      const goback = new URLSearchParams(window.location.search).get('goback');
      // Back to where the session ran out, unless that was a public page (sign-in itself, …).
      const back = toHref(goback);
      const target = back && !isPublicHref(back) ? back : entryPath(result.Data);
      if (!navigate(target, { replace: true })) navigate(entryPath(result.Data), { replace: true });
    } catch {
      setError('The server cannot be reached. Please try again.');
    } finally {
      setBusy(false);
    }
  };

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
      {error && (
        <p role="alert" css={(t) => ({ color: t.colors.danger, margin: 0 })}>
          {error}
        </p>
      )}
      <Button type="submit" disabled={isBusy}>
        Sign in
      </Button>
    </form>
  );
}
