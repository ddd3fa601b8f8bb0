import { useState } from 'react';
import { FormField, Modal, NameTitleField, PageHeader, Skeleton, Textarea, PageLayout } from '@portcullis/ui';
import { DataTable } from '@portcullis/datatable';
import {
  emptyTextOf,
  factFieldNames,
  fieldOf,
  idOf,
  Permissions,
  profileResource,
  type Profile,
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
import { pageOf } from '../../shared/cells';
import { ChildList } from '../../shared/resource/ChildLists';
import { recordValue } from '../../shared/resource/display';
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
  // The facts and the users list are the definition's: its facts, and its `users` child list.
  const facts = factFieldNames(profileResource).map(
    (name) =>
      [
        fieldOf(profileResource, name).title,
        recordValue(profileResource, name, fieldOf(profileResource, name), profile[name as keyof Profile], 'None'),
      ] as const,
  );
  return (
    <PageLayout
      header={
        <PageHeader
          title={profile.Title}
          description={profileResource.titles.one}
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
      <Facts facts={facts} />
      {values && (
        <section aria-label={`Values of ${values.UserName}`} css={{ marginBottom: 16 }}>
          <h2 css={{ fontSize: 18 }}>{values.FormattedName}</h2>
          <Facts facts={values.Values.map((v) => [v.Title, v.Value ?? 'None'] as const)} />
          <ConsoleLink to={links.profileValueEdit({ id, username: values.UserName })}>
            Edit values of {values.UserName}
          </ConsoleLink>
        </section>
      )}
      <ChildList
        def={profileResource}
        record={profile}
        childKey="users"
        child={profileResource.children.users}
        label="Profile users"
        childHref={(u) => links.profileView({ id, username: String(u.UserName) })}
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
        text={profileResource.removeText}
        remove={() => api.profiles.remove({ params: { id } })}
      />
    </PageLayout>
  );
}
