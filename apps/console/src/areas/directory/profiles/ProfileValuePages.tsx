import { useState } from 'react';
import { AsyncSearchSelect, PageHeader, Skeleton, type SelectOption, PageLayout } from '@portcullis/ui';
import { Permissions, type ProfileUserValues } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { useLoad } from '../../shared/forms';
import { links } from '../../../routes/index';
import { EditForm } from '../../shared/resource/EditForm';
import { FieldControl } from '../../shared/resource/controls';
import { RemoveDialog } from '../../shared/resource/RemoveDialog';
import { profileValueField, valuesDraft, valuesInput, valuesProblems, type ValuesDraft } from './profile-value-fields';

/**
 * One input per property, by §4 type (`profileValueField`), rendered by the generic controls and driven
 * by the generic form controller (EditForm: draft, local and server errors by property name, the leave
 * guard); saved, it shows the user's values on the profile.
 */
function ValuesForm({ values }: { values: ProfileUserValues }) {
  const done = links.profileView({ id: values.ProfileId, username: values.UserName });
  return (
    <EditForm<ValuesDraft>
      label={`Profile values of ${values.UserName}`}
      submitLabel="Save values"
      deps={[values.ProfileId, values.UserId]}
      maxWidth={560}
      cancelHref={links.profileView({ id: values.ProfileId })}
      load={async () => valuesDraft(values)}
      validate={(draft) => valuesProblems(values, draft)}
      save={(draft) => api.profiles.saveValues({ params: { id: values.ProfileId }, body: valuesInput(values, draft) })}
      after={() => done}
      fields={(draft, edit, errors) =>
        values.Values.map((v) => (
          <FieldControl
            key={v.ProfilePropertyId}
            name={v.Name}
            f={profileValueField(v)}
            value={draft[v.Name]}
            onChange={(value) => edit({ [v.Name]: value })}
            error={errors[v.Name]}
            isCreate
          />
        ))
      }
    />
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
      {values && <ValuesForm key={values.UserId} values={values} />}
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
      <ValuesForm values={values} />
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
