import { useState } from 'react';
import {
  AsyncSearchSelect,
  Button,
  FormField,
  PageHeader,
  Select,
  Skeleton,
  TextInput,
  type SelectOption,
  PageLayout,
} from '@portcullis/ui';
import {
  choiceTitle,
  collectErrorMessages,
  Permissions,
  profilePropertyResource,
  ProfilePropertyType,
  type ProfileUserValues,
} from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { navigate } from '../../../shell/navigate';
import { fieldErrors, useDraft, useLoad } from '../../shared/forms';
import { links } from '../../../routes/index';
import { RemoveDialog } from '../../shared/resource/RemoveDialog';

/** One input per property, by §4 type; required ones are marked; server messages show beside them. */
function ValuesForm({ values, onSaved }: { values: ProfileUserValues; onSaved: () => void }) {
  const { draft, edit, markSaved } = useDraft<Record<string, string>>(
    Object.fromEntries(values.Values.map((v) => [v.ProfilePropertyId, v.Value ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<string[]>([]);
  if (!draft) return null;
  const save = async () => {
    const env = await api.profiles.saveValues({
      params: { id: values.ProfileId },
      body: {
        UserId: values.UserId,
        Values: values.Values.map((v) => ({
          ProfilePropertyId: v.ProfilePropertyId,
          Value: draft[v.ProfilePropertyId] || null,
        })),
      },
    });
    if (env.Success) {
      markSaved();
      onSaved();
    } else {
      setErrors(fieldErrors(env));
      setMessages(collectErrorMessages(env));
    }
  };
  return (
    <form
      aria-label={`Profile values of ${values.UserName}`}
      css={{ display: 'grid', gap: 12, maxWidth: 560 }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {values.Values.map((v) => {
        const value = draft[v.ProfilePropertyId] ?? '';
        const set = (next: string) => edit({ [v.ProfilePropertyId]: next });
        return (
          <FormField
            key={v.ProfilePropertyId}
            label={v.Title}
            isRequired={v.IsRequired}
            error={errors[v.Name]}
            help={`${choiceTitle(profilePropertyResource.fields.PropertyType, v.PropertyType)}${v.PropertyGroupTitle ? ` · ${v.PropertyGroupTitle}` : ''}`}
          >
            {v.PropertyType === ProfilePropertyType.Lookup ? (
              <Select
                options={v.LookupValues.map((l) => ({ value: l, label: l }))}
                value={value || null}
                onChange={(x) => set(x ?? '')}
                hasNoneOption
              />
            ) : (
              <TextInput
                type={
                  v.PropertyType === ProfilePropertyType.Number
                    ? 'number'
                    : v.PropertyType === ProfilePropertyType.Date
                      ? 'date'
                      : v.PropertyType === ProfilePropertyType.Image
                        ? 'url'
                        : 'text'
                }
                placeholder={v.PropertyType === ProfilePropertyType.DateTime ? 'YYYY-MM-DD HH:mm' : undefined}
                value={value}
                onChange={(e) => set(e.target.value)}
              />
            )}
          </FormField>
        );
      })}
      {messages.length > 0 && (
        <div role="alert">
          {messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
      <div>
        <Button type="submit">Save values</Button>
      </div>
    </form>
  );
}

/** ProfileValueAdd (`profilevalueadd/:id`): choose a user, then fill the profile's values. */
export function ProfileValueAddPage({ params }: ScreenProps) {
  const id = params.id!;
  const [user, setUser] = useState<SelectOption | null>(null);
  const { data: values } = useLoad<ProfileUserValues | null>(
    () =>
      user
        ? api.profiles.userValues({ params: { id, username: user.value } })
        : Promise.resolve({ Success: true, Data: null }),
    [id, user?.value],
  );
  return (
    <PageLayout header={<PageHeader title="Add profile values" />}>
      <div css={{ maxWidth: 400, marginBottom: 16 }}>
        <AsyncSearchSelect
          label="User"
          value={user}
          onChange={setUser}
          placeholder="Type at least 3 characters..."
          search={async (text) =>
            (
              (await api.users.userSearch({ body: { SearchText: text, UserType: -1 } }, { suppressErrorToast: true }))
                .Data ?? []
            ).map((u) => ({ value: u.UserName, label: `${u.FormattedName} (${u.UserName})` }))
          }
        />
      </div>
      {values && (
        <ValuesForm
          key={values.UserId}
          values={values}
          onSaved={() => navigate(links.profileView({ id, username: values.UserName }), { force: true })}
        />
      )}
    </PageLayout>
  );
}

/** ProfileValueEdit (`profilevalueedit/:id/:username?`): edit or remove one user's values. */
export function ProfileValueEditPage({ params }: ScreenProps) {
  const id = params.id!;
  const username = params.username;
  const { data: values } = useLoad<ProfileUserValues | null>(
    () =>
      username ? api.profiles.userValues({ params: { id, username } }) : Promise.resolve({ Success: true, Data: null }),
    [id, username],
  );
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  if (!username) return <ProfileValueAddPage params={params} route={undefined as never} />;
  if (!values)
    return (
      <PageLayout>
        <Skeleton variant="header" label="Loading values..." />
      </PageLayout>
    );
  return (
    <PageLayout
      header={
        <PageHeader
          title={`${values.ProfileTitle}: ${values.FormattedName}`}
          description={values.UserName}
          actions={[
            {
              id: 'delete',
              destroys: 'delete',
              permission: Permissions.ProfileEdit,
              onClick: () => setIsRemoveOpen(true),
            },
          ]}
        />
      }
    >
      <ValuesForm
        values={values}
        onSaved={() => navigate(links.profileView({ id, username: values.UserName }), { force: true })}
      />
      <RemoveDialog
        isOpen={isRemoveOpen}
        onClose={() => setIsRemoveOpen(false)}
        destroys="delete"
        objectName={`the values of ${values.UserName}`}
        afterHref={links.profileView({ id })}
        text="The user stays in the directory."
        remove={() => api.profiles.removeValues({ params: { id }, body: { UserId: values.UserId } })}
      />
    </PageLayout>
  );
}
