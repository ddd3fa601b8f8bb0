import { useEffect, useState } from 'react';
import { Button, Checkbox, FormField, PageHeader, Select, Switch, TextInput, PageLayout } from '@portcullis/ui';
import { collectErrorMessages, isNotFound, UserType, type UserSourceOption } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { navigate } from '../../../shell/navigate';
import { fieldErrors, useDraft, useFocusFirstInvalid, type LoadState } from '../../shared/forms';
import { RecordState } from '../../shared/RecordState';
import { PasswordField } from './PasswordField';
import { links } from '../../../routes/index';

interface UserDraft {
  UserName: string;
  FirstName: string;
  LastName: string;
  DisplayName: string;
  Email: string;
  UserSourceId: string | null;
  UserType: 0 | 1;
  IsEnabled: boolean;
  Password: string;
  IsTemporaryPassword: boolean;
}

const EMPTY: UserDraft = {
  UserName: '',
  FirstName: '',
  LastName: '',
  DisplayName: '',
  Email: '',
  UserSourceId: null,
  UserType: 0,
  IsEnabled: true,
  Password: '',
  IsTemporaryPassword: true,
};
const orNull = (s: string) => (s.trim() ? s.trim() : null);
const USER_TYPES = [
  { value: String(UserType.Standard), label: 'Standard' },
  { value: String(UserType.Shared), label: 'Shared' },
];

/**
 * Directory → Create User (`users/create`) and Edit User (`users/save/:id`). Server validation
 * messages show beside their fields; the e-mail is checked for use by another user when it is left.
 * A new user may get an initial password checked live against the policy of the chosen user source
 * (§2.7 policy/defs: the source's policy, else default; the policy endpoint takes the source's id).
 */
export function UserFormPage({ params }: ScreenProps) {
  const id = params.id;
  const { draft, setDraft, edit, markSaved } = useDraft<UserDraft>(id ? null : EMPTY);
  const [sources, setSources] = useState<UserSourceOption[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [emailNote, setEmailNote] = useState<string | null>(null);
  const [isPasswordValid, setIsPasswordValid] = useState(true);
  const [isSaving, setIsSaving] = useState(false);
  const [round, setRound] = useState(0);
  const [loadFailure, setLoadFailure] = useState<LoadState<never> | null>(null);

  useEffect(() => {
    void api.users.sourcesCompact().then((env) => {
      const list = env.Data ?? [];
      setSources(list);
      if (!id)
        setDraft((d) =>
          d && !d.UserSourceId
            ? {
                ...d,
                UserSourceId:
                  list.find((s) => s.Title === 'Local Users')?.UserSourceId ?? list[0]?.UserSourceId ?? null,
              }
            : d,
        );
    });
    if (id) {
      setLoadFailure(null);
      void api.users.get({ params: { id }, query: {} }, { suppressErrorToast: true }).then((env) => {
        const u = env.Data;
        if (!env.Success || !u)
          return setLoadFailure(
            isNotFound(env)
              ? { status: 'notFound' }
              : { status: 'error', message: env.Message ?? 'Unable to proceed your request.' },
          );
        setDraft({
          UserName: u.UserName,
          FirstName: u.FirstName ?? '',
          LastName: u.LastName ?? '',
          DisplayName: u.DisplayName ?? '',
          Email: u.Email ?? '',
          UserSourceId: u.UserSource?.UserSourceId ?? null,
          UserType: u.UserType === 1 ? 1 : 0,
          IsEnabled: u.IsEnabled,
          Password: '',
          IsTemporaryPassword: true,
        });
      });
    }
  }, [id, setDraft, round]);

  const checkEmail = async () => {
    if (!draft?.Email.trim()) return setEmailNote(null);
    const env = await api.users.validateEmail(
      { body: { Email: draft.Email.trim(), UserId: id } },
      { suppressErrorToast: true },
    );
    if (!env.Data) return;
    setEmailNote(
      !env.Data.IsValid
        ? 'This is not a valid e-mail address.'
        : env.Data.IsTaken
          ? 'Another user already has this e-mail address.'
          : null,
    );
  };

  const { formRef, failed } = useFocusFirstInvalid();
  const save = async () => {
    if (!draft) return;
    const local: Record<string, string> = {};
    if (!draft.UserName.trim()) local.UserName = 'User name is required.';
    if (!draft.UserSourceId) local.UserSourceId = 'User source is required.';
    if (!id && draft.Password && !isPasswordValid) local.Password = 'The password does not meet the policy.';
    setErrors(local);
    if (Object.keys(local).length) return failed();
    setIsSaving(true);
    const fields = {
      UserName: draft.UserName.trim(),
      FirstName: orNull(draft.FirstName),
      LastName: orNull(draft.LastName),
      DisplayName: orNull(draft.DisplayName),
      Email: orNull(draft.Email),
      UserSourceId: draft.UserSourceId!,
      UserType: draft.UserType,
      IsEnabled: draft.IsEnabled,
    };
    const env = id
      ? await api.users.save({ body: { UserId: id, ...fields } })
      : await api.users.createUser({
          body: {
            ...fields,
            ...(draft.Password ? { Password: draft.Password, IsTemporaryPassword: draft.IsTemporaryPassword } : {}),
          },
        });
    setIsSaving(false);
    if (env.Success && env.Data) {
      markSaved();
      navigate(links.userView({ id: env.Data.UserId }), { force: true });
    } else {
      setErrors(fieldErrors(env));
      setMessages(collectErrorMessages(env));
      failed();
    }
  };

  if (!draft)
    return (
      <RecordState
        state={loadFailure ?? { status: 'loading' }}
        what="user"
        backTo={links.listUser()}
        backLabel="Back to Users"
        onRetry={() => setRound((r) => r + 1)}
      >
        {() => null}
      </RecordState>
    );
  return (
    <PageLayout
      header={
        <PageHeader
          title={id ? `Edit ${draft.UserName}` : 'Create user'}
          description={id ? 'Change the details of this user.' : 'Add a person or a shared account to the directory.'}
        />
      }
    >
      <form
        ref={formRef}
        noValidate
        aria-label={id ? 'Edit user' : 'Create user'}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        css={{ display: 'grid', gap: 16, maxWidth: 640 }}
      >
        <FormField label="User name" isRequired error={errors.UserName}>
          <TextInput value={draft.UserName} onChange={(e) => edit({ UserName: e.target.value })} isAutocompleteOff />
        </FormField>
        <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
          <FormField label="First name" error={errors.FirstName}>
            <TextInput value={draft.FirstName} onChange={(e) => edit({ FirstName: e.target.value })} />
          </FormField>
          <FormField label="Last name" error={errors.LastName}>
            <TextInput value={draft.LastName} onChange={(e) => edit({ LastName: e.target.value })} />
          </FormField>
        </div>
        <FormField label="Display name" error={errors.DisplayName}>
          <TextInput value={draft.DisplayName} onChange={(e) => edit({ DisplayName: e.target.value })} />
        </FormField>
        <FormField label="E-mail" error={errors.Email ?? emailNote}>
          <TextInput
            type="email"
            value={draft.Email}
            onChange={(e) => edit({ Email: e.target.value })}
            onBlur={() => void checkEmail()}
          />
        </FormField>
        <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
          <FormField label="User source" isRequired error={errors.UserSourceId}>
            <Select
              options={sources.map((s) => ({ value: s.UserSourceId, label: s.Title }))}
              value={draft.UserSourceId}
              onChange={(v) => edit({ UserSourceId: v })}
            />
          </FormField>
          <FormField label="User type" error={errors.UserType}>
            <Select
              options={USER_TYPES}
              value={String(draft.UserType)}
              onChange={(v) => edit({ UserType: v === '1' ? 1 : 0 })}
            />
          </FormField>
        </div>
        <Switch label="Enabled" isChecked={draft.IsEnabled} onChange={(IsEnabled) => edit({ IsEnabled })} />
        {!id && (
          <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
            <legend css={{ fontWeight: 600, marginBottom: 8 }}>Initial password (optional)</legend>
            <PasswordField
              label="Password"
              value={draft.Password}
              onChange={(Password) => edit({ Password })}
              error={errors.Password}
              onValidity={setIsPasswordValid}
              category={draft.UserSourceId ?? 'default'}
            />
            <Checkbox
              label="User must change it at next sign-in"
              checked={draft.IsTemporaryPassword}
              onChange={(e) => edit({ IsTemporaryPassword: e.target.checked })}
            />
          </fieldset>
        )}
        {messages.length > 0 && (
          <div role="alert" css={(t) => ({ color: t.colors.danger })}>
            {messages.map((m) => (
              <p key={m}>{m}</p>
            ))}
          </div>
        )}
        <div css={{ display: 'flex', gap: 8 }}>
          <Button type="submit" variant="primary" isLoading={isSaving}>
            {id ? 'Save' : 'Create'}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => navigate(id ? links.userView({ id }) : links.listUser())}
          >
            Cancel
          </Button>
        </div>
      </form>
    </PageLayout>
  );
}
