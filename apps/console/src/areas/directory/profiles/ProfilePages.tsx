import { useState } from 'react';
import {
  AsyncSearchSelect,
  Button,
  FormField,
  Modal,
  NameTitleField,
  PageHeader,
  Select,
  Skeleton,
  TextInput,
  Textarea,
  type SelectOption,
} from '@portcullis/ui';
import { DataTable, type DataTableColumn } from '@portcullis/datatable';
import {
  choiceTitle,
  collectErrorMessages,
  Permissions,
  profilePropertyResource,
  ProfilePropertyType,
  type Profile,
  type ProfileUserRow,
  type ProfileUserValues,
} from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { navigate } from '../../../routes/navigate';
import { fieldErrors, useDraft, useLoad } from '../../shared/forms';
import { ConsoleLink } from '../../shared/ConsoleLink';
import { links } from '../../../routes/index';
import { Facts, RemoveDialog } from '../../shared/entity-kit';
import { countText, dateCell, pageOf } from '../../shared/cells';

/** Spec §2.13: the search placeholder differs on ProfileList. */
export const PROFILE_SEARCH_PLACEHOLDER = 'Search profiles by title or name...';

/** Create or edit a profile in a dialog (the spec has no profile save route). */
function ProfileDialog({ profile, onClose }: { profile: Profile | null | 'new'; onClose: (saved?: Profile) => void }) {
  const initial = profile && profile !== 'new' ? profile : null;
  const [value, setValue] = useState({
    title: initial?.Title ?? '',
    name: initial?.Name ?? '',
    description: initial?.Description ?? '',
  });
  const [showErrors, setShowErrors] = useState(false);
  const save = async () => {
    setShowErrors(true);
    if (!value.title.trim() || !value.name.trim()) return;
    const env = await api.profiles.save({
      body: {
        ProfileId: initial?.ProfileId,
        Name: value.name,
        Title: value.title,
        Description: value.description || null,
      },
    });
    if (env.Success && env.Data) onClose(env.Data);
  };
  return (
    <Modal
      isOpen={profile !== null}
      onClose={() => onClose()}
      title={initial ? 'Edit profile' : 'Create profile'}
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose()}>
            Cancel
          </Button>
          <Button onClick={() => void save()}>Save</Button>
        </>
      }
    >
      <div css={{ display: 'grid', gap: 12 }}>
        <NameTitleField
          value={value}
          onChange={(v) => setValue((x) => ({ ...x, ...v }))}
          isNameEdited={Boolean(initial)}
          showErrors={showErrors}
        />
        <FormField label="Description">
          <Textarea
            value={value.description}
            onChange={(e) => setValue((x) => ({ ...x, description: e.target.value }))}
          />
        </FormField>
      </div>
    </Modal>
  );
}

/** Directory → Profiles (ProfileList). */
export function ProfileListPage({ route }: ScreenProps) {
  const [dialog, setDialog] = useState<'new' | null>(null);
  const columns: DataTableColumn<Profile>[] = [
    {
      id: 'Title',
      title: 'Title',
      cell: (p) => <ConsoleLink to={links.profileView({ id: p.ProfileId })}>{p.Title}</ConsoleLink>,
    },
    { id: 'Name', title: 'Name', cell: (p) => p.Name },
    { id: 'UserCount', title: 'Users', isSortable: false, cell: (p) => countText(p.UserCount) },
    { id: 'CreatedDate', title: 'Created', cell: (p) => dateCell(p.CreatedDate) },
  ];
  return (
    <>
      <PageHeader
        title={route.title}
        description="Extra, typed information kept about users."
        actions={[
          {
            id: 'create',
            label: 'Create profile',
            permission: Permissions.ProfileEdit,
            onClick: () => setDialog('new'),
          },
        ]}
      />
      <ProfileDialog
        profile={dialog}
        onClose={(saved) => {
          setDialog(null);
          if (saved) navigate(links.profileView({ id: saved.ProfileId }));
        }}
      />
      <DataTable
        label="Profiles"
        columns={columns}
        rowKey={(p) => p.ProfileId}
        searchColumns={['Title', 'Name']}
        searchPlaceholder={PROFILE_SEARCH_PLACEHOLDER}
        emptyText="No profiles."
        fetchPage={async (request, { signal }) => pageOf(await api.profiles.list({ body: request }, { signal }))}
      />
    </>
  );
}

function ValuesTable({ values }: { values: ProfileUserValues }) {
  return (
    <table
      aria-label={`Values of ${values.UserName}`}
      css={{
        borderCollapse: 'collapse',
        '& th, & td': { textAlign: 'left', padding: '6px 8px', borderBottom: '1px solid rgba(127,127,127,0.2)' },
      }}
    >
      <thead>
        <tr>
          <th>Property</th>
          <th>Group</th>
          <th>Value</th>
        </tr>
      </thead>
      <tbody>
        {values.Values.map((v) => (
          <tr key={v.ProfilePropertyId}>
            <td>{v.Title}</td>
            <td>{v.PropertyGroupTitle ?? ''}</td>
            <td>{v.Value ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** ProfileView (`profiles/view/:id/:username?`): the profile, its users, and one user's values when named. */
export function ProfileViewPage({ params }: ScreenProps) {
  const id = params.id!;
  const { data: profile, reload } = useLoad<Profile>(() => api.profiles.get({ params: { id } }), [id]);
  const { data: values } = useLoad<ProfileUserValues | null>(
    () =>
      params.username
        ? api.profiles.userValues({ params: { id, username: params.username } })
        : Promise.resolve({ Success: true, Data: null }),
    [id, params.username],
  );
  const [dialog, setDialog] = useState<Profile | null>(null);
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  if (!profile) return <Skeleton variant="header" label="Loading profile..." />;
  const columns: DataTableColumn<ProfileUserRow>[] = [
    {
      id: 'UserName',
      title: 'User',
      cell: (u) => <ConsoleLink to={links.profileView({ id, username: u.UserName })}>{u.UserName}</ConsoleLink>,
    },
    { id: 'FormattedName', title: 'Name', isSortable: false, cell: (u) => u.FormattedName },
    { id: 'ValueCount', title: 'Values', isSortable: false, cell: (u) => u.ValueCount },
    { id: 'UpdatedDate', title: 'Updated', isSortable: false, cell: (u) => dateCell(u.UpdatedDate) },
    {
      id: 'edit',
      title: 'Actions',
      isSortable: false,
      cell: (u) => (
        <ConsoleLink to={links.profileValueEdit({ id, username: u.UserName })}>Edit values of {u.UserName}</ConsoleLink>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={profile.Title}
        description={profile.Description ?? 'Profile'}
        actions={[
          {
            id: 'add',
            label: 'Add values',
            permission: Permissions.ProfileEdit,
            onClick: () => navigate(links.profileValueAdd({ id })),
          },
          {
            id: 'edit',
            label: 'Edit profile',
            permission: Permissions.ProfileEdit,
            variant: 'secondary',
            onClick: () => setDialog(profile),
          },
          {
            id: 'remove',
            label: 'Remove',
            permission: Permissions.ProfileEdit,
            variant: 'danger',
            onClick: () => setIsRemoveOpen(true),
          },
        ]}
      />
      <Facts
        facts={[
          ['Name', profile.Name],
          ['Users', countText(profile.UserCount)],
          ['Created', dateCell(profile.CreatedDate)],
        ]}
      />
      {values && (
        <section aria-label={`Values of ${values.UserName}`} css={{ marginBottom: 16 }}>
          <h2 css={{ fontSize: 18 }}>{values.FormattedName}</h2>
          <ValuesTable values={values} />
        </section>
      )}
      <DataTable
        label="Profile users"
        columns={columns}
        rowKey={(u) => u.UserId}
        searchColumns={['UserName']}
        emptyText="No user has values in this profile."
        fetchPage={async (request, { signal }) =>
          pageOf(await api.profiles.userList({ params: { id }, body: request }, { signal }))
        }
      />
      <ProfileDialog
        profile={dialog}
        onClose={(saved) => {
          setDialog(null);
          if (saved) reload();
        }}
      />
      <RemoveDialog
        isOpen={isRemoveOpen}
        onClose={() => setIsRemoveOpen(false)}
        title={`Remove ${profile.Title}?`}
        afterHref={links.profileList()}
        text="All values of this profile are removed."
        remove={() => api.profiles.remove({ params: { id } })}
      />
    </>
  );
}

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
    <>
      <PageHeader title="Add profile values" />
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
    </>
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
  if (!values) return <Skeleton variant="header" label="Loading values..." />;
  return (
    <>
      <PageHeader
        title={`${values.ProfileTitle}: ${values.FormattedName}`}
        description={values.UserName}
        actions={[
          {
            id: 'remove',
            label: 'Remove values',
            permission: Permissions.ProfileEdit,
            variant: 'danger',
            onClick: () => setIsRemoveOpen(true),
          },
        ]}
      />
      <ValuesForm
        values={values}
        onSaved={() => navigate(links.profileView({ id, username: values.UserName }), { force: true })}
      />
      <RemoveDialog
        isOpen={isRemoveOpen}
        onClose={() => setIsRemoveOpen(false)}
        title={`Remove the values of ${values.UserName}?`}
        afterHref={links.profileView({ id })}
        text="The user stays in the directory."
        remove={() => api.profiles.removeValues({ params: { id }, body: { UserId: values.UserId } })}
      />
    </>
  );
}
