import { useState } from 'react';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  CopyButton,
  PageHeader,
  RadioGroup,
  Skeleton,
  PageLayout,
} from '@portcullis/ui';
import type { User } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { fieldErrors, useDraft, useLoad } from '../../shared/forms';
import { PasswordField } from './PasswordField';

const CHANNELS = [
  { value: 'Email', label: 'E-mail the new password to the user' },
  { value: 'Sms', label: 'Send the new password by SMS' },
  { value: 'Manual', label: 'Show the new password to me once' },
] as const;

const section = {
  display: 'grid',
  gap: 12,
  maxWidth: 560,
  padding: '16px 0',
  borderTop: '1px solid rgba(127,127,127,0.25)',
} as const;

/**
 * Directory → Passwords (`users/passwords/:id`): set a password checked against the user's own policy
 * (the server picks it: admin for super admins, else their source's, else default — the policy
 * endpoint takes the user's id), reset through a channel, or expire the current one.
 */
export function UserPasswordsPage({ params }: ScreenProps) {
  const id = params.id!;
  const { data: user } = useLoad<User>(() => api.users.view({ params: { id } }), [id]);
  const { draft, edit, markSaved, setDraft } = useDraft({ password: '', isTemporary: true });
  const [isValid, setIsValid] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [channel, setChannel] = useState<string>('Manual');
  const [isResetTemporary, setIsResetTemporary] = useState(true);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [isExpireOpen, setIsExpireOpen] = useState(false);

  if (!user || !draft)
    return (
      <PageLayout>
        <Skeleton variant="header" label="Loading user..." />
      </PageLayout>
    );

  const setPassword = async () => {
    if (!draft.password) return setError('Password is required.');
    if (!isValid) return setError('The password does not meet the policy.');
    const env = await api.users.password({
      body: { UserId: id, Password: draft.password, IsTemporary: draft.isTemporary },
    });
    if (env.Success) {
      markSaved();
      setDraft({ password: '', isTemporary: true });
      setError(null);
    } else setError(fieldErrors(env).Password ?? env.Message ?? null);
  };

  const reset = async () => {
    const env = await api.users.resetPassword({
      body: { UserId: id, Channel: channel as 'Email' | 'Sms' | 'Manual', IsTemporary: isResetTemporary },
    });
    if (env.Success) setRevealed(env.Data?.Password ?? null);
  };

  return (
    <PageLayout
      header={
        <PageHeader
          title={`Passwords of ${user.FormattedName}`}
          description={user.UserName}
          avatar={{ name: user.FormattedName, photoUrl: user.ProfilePhotoUrl }}
        />
      }
    >
      <section aria-labelledby="set-password" css={section}>
        <h2 id="set-password" css={{ margin: 0, fontSize: 18 }}>
          Set a password
        </h2>
        <PasswordField
          label="New password"
          value={draft.password}
          category={id}
          error={error}
          onChange={(password) => edit({ password })}
          onValidity={setIsValid}
          generate={async () =>
            (await api.users.generatePassword({ params: { id }, body: { Length: 13 } })).Data ?? null
          }
        />
        <Checkbox
          label="User must change it at next sign-in"
          checked={draft.isTemporary}
          onChange={(e) => edit({ isTemporary: e.target.checked })}
        />
        <div>
          <Button onClick={() => void setPassword()}>Set password</Button>
        </div>
      </section>
      <section aria-labelledby="reset-password" css={section}>
        <h2 id="reset-password" css={{ margin: 0, fontSize: 18 }}>
          Reset the password
        </h2>
        <RadioGroup
          label="How the user gets the new password"
          options={CHANNELS.map((c) => ({ value: c.value, label: c.label }))}
          value={channel}
          onChange={setChannel}
        />
        <Checkbox
          label="Temporary password (change at next sign-in)"
          checked={isResetTemporary}
          onChange={(e) => setIsResetTemporary(e.target.checked)}
        />
        <div>
          <Button variant="secondary" onClick={() => void reset()}>
            Reset password
          </Button>
        </div>
        {revealed && (
          <div role="status" css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <span>New password (shown once):</span>
            <code data-testid="revealed-password">{revealed}</code>
            <CopyButton text={revealed} label="Copy password" />
          </div>
        )}
      </section>
      <section aria-labelledby="expire-password" css={section}>
        <h2 id="expire-password" css={{ margin: 0, fontSize: 18 }}>
          Expire the password
        </h2>
        <p css={{ margin: 0 }}>
          The user keeps signing in with the current password once more and must then choose a new one.
        </p>
        <div>
          <Button variant="danger" onClick={() => setIsExpireOpen(true)}>
            Expire password
          </Button>
        </div>
      </section>
      <ConfirmDialog
        isOpen={isExpireOpen}
        title="Expire the password?"
        confirmLabel="Expire"
        isDestructive
        onClose={() => setIsExpireOpen(false)}
        onConfirm={async () => {
          await api.users.expirePassword({ params: { id } });
          setIsExpireOpen(false);
        }}
      >
        {user.UserName} will have to choose a new password at the next sign-in.
      </ConfirmDialog>
    </PageLayout>
  );
}
