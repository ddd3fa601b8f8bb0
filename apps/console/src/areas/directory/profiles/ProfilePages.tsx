import { useState } from 'react';
import { Button, FormField, Modal, NameTitleField, PageHeader, Skeleton, Textarea, PageLayout } from '@portcullis/ui';
import { DataTable, type DataTableColumn } from '@portcullis/datatable';
import {
  emptyTextOf,
  idOf,
  Permissions,
  profileResource,
  type Profile,
  type ProfileUserRow,
  type ProfileUserValues,
} from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { navigate } from '../../../shell/navigate';
import { useLoad } from '../../shared/forms';
import { ConsoleLink } from '../../shared/ConsoleLink';
import { links } from '../../../routes/index';
import { Facts } from '../../shared/resource/Facts';
import { RemoveDialog } from '../../shared/resource/RemoveDialog';
import { countText, dateCell, pageOf } from '../../shared/cells';
import { resourceColumns } from '../../shared/resource/list-columns';

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
      actions={{
        cancel: { label: 'Cancel', onClick: () => onClose() },
        confirm: { label: 'Save', onClick: () => void save() },
      }}
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
  const columns = resourceColumns(profileResource, (id) => links.profileView({ id }));
  return (
    <PageLayout
      header={
        <PageHeader
          title={route.title}
          description="Extra, typed information kept about users."
          primaryAction={{
            id: 'create',
            label: 'Create profile',
            permission: Permissions.ProfileEdit,
            onClick: () => setDialog('new'),
          }}
        />
      }
    >
      <ProfileDialog
        profile={dialog}
        onClose={(saved) => {
          setDialog(null);
          if (saved) navigate(links.profileView({ id: saved.ProfileId }));
        }}
      />
      <DataTable
        queryKey={['profiles']}
        label="Profiles"
        columns={columns}
        rowKey={(p) => idOf(profileResource, p)}
        searchColumns={profileResource.list.search}
        searchPlaceholder={PROFILE_SEARCH_PLACEHOLDER}
        emptyText={emptyTextOf(profileResource)}
        fetchPage={async (request, { signal }) => pageOf(await api.profiles.list({ body: request }, { signal }))}
      />
    </PageLayout>
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
  if (!profile)
    return (
      <PageLayout>
        <Skeleton variant="header" label="Loading profile..." />
      </PageLayout>
    );
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
    <PageLayout
      header={
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
              onClick: () => setDialog(profile),
            },
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
        queryKey={['profile', id, 'users']}
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
        destroys="delete"
        objectName={profile.Title}
        afterHref={links.profileList()}
        text="All values of this profile are removed."
        remove={() => api.profiles.remove({ params: { id } })}
      />
    </PageLayout>
  );
}
