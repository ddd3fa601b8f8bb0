import { useState } from 'react';
import { Button, EmptyState, FormField, PageHeader, TextInput } from '@portcullis/ui';
import { collectErrorMessages } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { links } from '../../../routes/index';
import { fieldErrors, useFocusFirstInvalid, useRecord } from '../../shared/forms';
import { RecordState } from '../../shared/RecordState';

/**
 * System → Setup (hidden, public): on a fresh install started without PORTCULLIS_ADMIN_PASSWORD, the
 * first administrator is created here with the one-time token the server printed in its log. Once an
 * administrator exists the page says Setup is closed (and the server refuses the call).
 */
export function SetupPage({ route }: ScreenProps) {
  const { state, reload } = useRecord(() => api.operations.setupState(undefined, { suppressErrorToast: true }), []);
  const [draft, setDraft] = useState({ SetupToken: '', UserName: 'admin', Password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [created, setCreated] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const { formRef, failed } = useFocusFirstInvalid();
  const signIn = <a href={links.signIn()}>Go to sign-in</a>;
  const submit = async () => {
    setIsSaving(true);
    const env = await api.operations.setup({ body: draft }, { suppressErrorToast: true });
    setIsSaving(false);
    if (env.Success && env.Data) return setCreated(env.Data.UserName);
    setErrors(fieldErrors(env));
    setMessages(collectErrorMessages(env));
    failed();
  };
  return (
    <RecordState state={state} what="setup" onRetry={reload}>
      {(setup) => (
        <div css={{ display: 'grid', gap: 16, maxWidth: 520, margin: '0 auto' }}>
          <PageHeader title={route.title} description="Create the first administrator of this installation." />
          {created ? (
            <EmptyState
              title={`The administrator "${created}" is created.`}
              description="Sign in with it."
              action={signIn}
            />
          ) : !setup.IsOpen ? (
            <EmptyState
              title="Setup is closed: an administrator exists."
              description="Sign in with an administrator account."
              action={signIn}
            />
          ) : (
            <form
              ref={formRef}
              noValidate
              aria-label="Setup"
              css={{ display: 'grid', gap: 16 }}
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <FormField
                label="Setup token"
                help="Printed in the server log when it started without an administrator."
                error={errors.SetupToken}
                isRequired
              >
                <TextInput
                  value={draft.SetupToken}
                  autoComplete="off"
                  onChange={(e) => setDraft({ ...draft, SetupToken: e.target.value })}
                />
              </FormField>
              <FormField label="User name" error={errors.UserName} isRequired>
                <TextInput
                  value={draft.UserName}
                  autoComplete="username"
                  onChange={(e) => setDraft({ ...draft, UserName: e.target.value })}
                />
              </FormField>
              <FormField label="Password" error={errors.Password} isRequired>
                <TextInput
                  type="password"
                  value={draft.Password}
                  autoComplete="new-password"
                  onChange={(e) => setDraft({ ...draft, Password: e.target.value })}
                />
              </FormField>
              {messages.length > 0 && (
                <div role="alert" css={(t) => ({ color: t.colors.danger })}>
                  {messages.map((m) => (
                    <p key={m}>{m}</p>
                  ))}
                </div>
              )}
              <Button type="submit" variant="primary" isLoading={isSaving}>
                Create administrator
              </Button>
            </form>
          )}
        </div>
      )}
    </RecordState>
  );
}
