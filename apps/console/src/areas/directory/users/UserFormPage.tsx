import { useEffect, useState } from 'react';
import { Checkbox, FormField, Select, TextInput } from '@portcullis/ui';
import { userResource, type Envelope, type UserSourceOption } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { ResourceSave } from '../../shared/resource/ResourceSave';
import type { ControlProps, ResourceOverrides } from '../../shared/resource/overrides';
import { PasswordField } from './PasswordField';

const LOCAL_SOURCE = 'Local Users';
const POLICY_MESSAGE = 'The password does not meet the policy.';

const trimmedOrNull = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A new user's source: the local one, else the first (part of the create page's loaded draft). */
async function defaultSource(): Promise<Record<string, unknown>> {
  const sources = (await api.users.sourcesCompact()).Data ?? [];
  return {
    UserSourceId: sources.find((s) => s.Title === LOCAL_SOURCE)?.UserSourceId ?? sources[0]?.UserSourceId ?? null,
  };
}

/** The user source picker over the compact source list (User.List). */
function UserSourceControl({ value, onChange, error }: ControlProps<string | null>) {
  const [sources, setSources] = useState<UserSourceOption[]>([]);
  useEffect(() => {
    void api.users.sourcesCompact().then((env) => setSources(env.Data ?? []));
  }, []);
  return (
    <FormField label={userResource.fields.UserSourceId.title} isRequired error={error}>
      <Select
        options={sources.map((s) => ({ value: s.UserSourceId, label: s.Title }))}
        value={value}
        onChange={onChange}
      />
    </FormField>
  );
}

/** The e-mail, checked for use by another user when it is left. */
function EmailControl({ value, onChange, error, userId }: ControlProps<string | null> & { userId?: string }) {
  const [note, setNote] = useState<string | null>(null);
  const check = async () => {
    const email = value?.trim();
    if (!email) return setNote(null);
    const env = await api.users.validateEmail({ body: { Email: email, UserId: userId } }, { suppressErrorToast: true });
    if (!env.Data) return;
    setNote(
      !env.Data.IsValid
        ? 'This is not a valid e-mail address.'
        : env.Data.IsTaken
          ? 'Another user already has this e-mail address.'
          : null,
    );
  };
  return (
    <FormField label={userResource.fields.Email.title} error={error ?? note}>
      <TextInput
        type="email"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => void check()}
      />
    </FormField>
  );
}

/**
 * Directory → Create User (`users/create`) and Edit User (`users/save/:id`): the user definition's
 * generic save form (fields, local rules, server errors beside the fields) with the user's own parts as
 * overrides — the source picker, the e-mail check, and on create an initial password checked live
 * against the chosen source's policy (§2.7). Creating and updating are two calls (`createUser`, `save`).
 */
export function UserFormPage(props: ScreenProps) {
  const [password, setPassword] = useState('');
  const [isTemporary, setIsTemporary] = useState(true);
  const [isPasswordValid, setIsPasswordValid] = useState(true);
  const overrides: ResourceOverrides<typeof userResource> = {
    formLabel: props.params.id ? 'Edit user' : 'Create user',
    submitLabel: (isCreate) => (isCreate ? 'Create' : 'Save'),
    formDescription: (isCreate) =>
      isCreate ? 'Add a person or a shared account to the directory.' : 'Change the details of this user.',
    createDefaults: defaultSource,
    controls: {
      UserSourceId: (p) => <UserSourceControl {...(p as unknown as ControlProps<string | null>)} />,
      Email: (p) => <EmailControl {...(p as unknown as ControlProps<string | null>)} userId={props.params.id} />,
    },
    formBelow: ({ draft, isCreate, errors }) =>
      isCreate && (
        <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          <legend css={{ fontWeight: 600, marginBottom: 8 }}>Initial password (optional)</legend>
          <PasswordField
            label="Password"
            value={password}
            onChange={setPassword}
            error={errors.Password}
            onValidity={setIsPasswordValid}
            category={typeof draft.UserSourceId === 'string' ? draft.UserSourceId : 'default'}
          />
          <Checkbox
            label="User must change it at next sign-in"
            checked={isTemporary}
            onChange={(e) => setIsTemporary(e.target.checked)}
          />
        </fieldset>
      ),
    save: async (draft, id): Promise<Envelope<unknown>> => {
      const fields = {
        UserName: String(draft.UserName ?? '').trim(),
        FirstName: trimmedOrNull(draft.FirstName),
        LastName: trimmedOrNull(draft.LastName),
        DisplayName: trimmedOrNull(draft.DisplayName),
        Email: trimmedOrNull(draft.Email),
        UserSourceId: String(draft.UserSourceId),
        UserType: draft.UserType === 1 ? (1 as const) : (0 as const),
        IsEnabled: Boolean(draft.IsEnabled),
      };
      if (id) return api.users.save({ body: { UserId: id, ...fields } });
      if (password && !isPasswordValid)
        return {
          Success: false,
          Message: POLICY_MESSAGE,
          Data: null,
          Errors: [{ Message: POLICY_MESSAGE, Field: 'Password' }],
        };
      return api.users.createUser({
        body: { ...fields, ...(password ? { Password: password, IsTemporaryPassword: isTemporary } : {}) },
      });
    },
  };
  return <ResourceSave {...props} definition={userResource} overrides={overrides as ResourceOverrides} />;
}
