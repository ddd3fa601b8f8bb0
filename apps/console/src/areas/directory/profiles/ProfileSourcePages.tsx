import { useState } from 'react';
import { FormField, NameTitleField, PageHeader, Select, Skeleton, Textarea } from '@portcullis/ui';
import { DataTable, type DataTableColumn } from '@portcullis/datatable';
import { Permissions, type Profile, type ProfileSource, type Provider } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/screens';
import { navigate } from '../../../routes/navigate';
import { consoleLink, useLoad } from '../../shared/forms';
import { EditForm, Facts, RemoveDialog, SettingsEditor } from '../../shared/entity-kit';
import { dateCell, pageOf } from '../users/UserObjectTabs';

const BASE = '/directory/profiles/sources';
const ALL = { CurrentPage: 1, ItemPerPage: 1000 };

export function ProfileSourceListPage({ route }: ScreenProps) {
  const columns: DataTableColumn<ProfileSource>[] = [
    {
      id: 'Title',
      title: 'Title',
      cell: (s) => <a {...consoleLink(`${BASE}/view/${s.ProfileSourceId}`)}>{s.Title}</a>,
    },
    { id: 'Name', title: 'Name', cell: (s) => s.Name },
    { id: 'ProfileTitle', title: 'Profile', cell: (s) => s.ProfileTitle },
    { id: 'ProviderTitle', title: 'Provider', cell: (s) => s.ProviderTitle },
  ];
  return (
    <>
      <PageHeader
        title={route.title}
        description="Which provider fills which profile."
        actions={[
          {
            id: 'create',
            label: 'Create profile source',
            permission: Permissions.ProfileSourceEdit,
            onClick: () => navigate(`${BASE}/save`),
          },
        ]}
      />
      <DataTable
        label="Profile sources"
        columns={columns}
        rowKey={(s) => s.ProfileSourceId}
        searchColumns={['Title', 'Name']}
        emptyText="No profile sources."
        fetchPage={async (request, { signal }) => pageOf(await api.profiles.sourceList({ body: request }, { signal }))}
      />
    </>
  );
}

export function ProfileSourceViewPage({ params }: ScreenProps) {
  const id = params.id!;
  const { data: s } = useLoad<ProfileSource>(() => api.profiles.sourceGet({ params: { id } }), [id]);
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  if (!s) return <Skeleton variant="header" label="Loading profile source..." />;
  return (
    <>
      <PageHeader
        title={s.Title}
        description="Profile source"
        actions={[
          {
            id: 'edit',
            label: 'Edit',
            permission: Permissions.ProfileSourceEdit,
            onClick: () => navigate(`${BASE}/save/${id}`),
          },
          {
            id: 'settings',
            label: 'Settings',
            permission: Permissions.ProfileSourceEdit,
            variant: 'secondary',
            onClick: () => navigate(`${BASE}/sourcesettings/${id}`),
          },
          {
            id: 'remove',
            label: 'Remove',
            permission: Permissions.ProfileSourceEdit,
            variant: 'danger',
            onClick: () => setIsRemoveOpen(true),
          },
        ]}
      />
      <Facts
        facts={[
          ['Name', s.Name],
          ['Description', s.Description ?? ''],
          ['Profile', <a {...consoleLink(`/directory/profiles/view/${s.ProfileId}`)}>{s.ProfileTitle}</a>],
          ['Provider', <a {...consoleLink(`/directory/profiles/providers/view/${s.ProviderId}`)}>{s.ProviderTitle}</a>],
          ['Created', dateCell(s.CreatedDate)],
        ]}
      />
      <RemoveDialog
        isOpen={isRemoveOpen}
        onClose={() => setIsRemoveOpen(false)}
        title={`Remove ${s.Title}?`}
        afterHref={BASE}
        text="The profile keeps the values already read."
        remove={() => api.profiles.sourceRemove({ params: { id } })}
      />
    </>
  );
}

interface SourceDraft {
  Title: string;
  Name: string;
  Description: string;
  ProfileId: string | null;
  ProviderId: string | null;
}

export function ProfileSourceSavePage({ params }: ScreenProps) {
  const id = params.id;
  const { data: profiles } = useLoad<{ Data: Profile[] }>(() => api.profiles.list({ body: ALL }), []);
  const { data: providers } = useLoad<{ Data: Provider[] }>(
    () => api.profiles.providerList({ body: { ...ALL, Kind: 'profile' } }),
    [],
  );
  return (
    <>
      <PageHeader title={id ? 'Edit profile source' : 'Create profile source'} />
      <EditForm<SourceDraft>
        label="Profile source"
        deps={[id]}
        cancelHref={id ? `${BASE}/view/${id}` : BASE}
        load={async () => {
          const s = id ? (await api.profiles.sourceGet({ params: { id } })).Data : null;
          return {
            Title: s?.Title ?? '',
            Name: s?.Name ?? '',
            Description: s?.Description ?? '',
            ProfileId: s?.ProfileId ?? null,
            ProviderId: s?.ProviderId ?? null,
          };
        }}
        validate={(d) => ({
          Title: !d.Title.trim() || !d.Name.trim() ? 'Title and name are required.' : undefined,
          ProfileId: d.ProfileId ? undefined : 'Profile is required.',
          ProviderId: d.ProviderId ? undefined : 'Provider is required.',
        })}
        save={(d) =>
          api.profiles.sourceSave({
            body: {
              ProfileSourceId: id,
              Name: d.Name,
              Title: d.Title,
              Description: d.Description || null,
              ProfileId: d.ProfileId!,
              ProviderId: d.ProviderId!,
            },
          })
        }
        after={(data) => `${BASE}/view/${(data as ProfileSource).ProfileSourceId}`}
        fields={(d, edit, errors, showErrors) => (
          <>
            <NameTitleField
              value={{ title: d.Title, name: d.Name }}
              onChange={(v) => edit({ Title: v.title, Name: v.name })}
              isNameEdited={Boolean(id)}
              showErrors={showErrors}
            />
            <FormField label="Description">
              <Textarea value={d.Description} onChange={(e) => edit({ Description: e.target.value })} />
            </FormField>
            <FormField label="Profile" isRequired error={errors.ProfileId}>
              <Select
                options={(profiles?.Data ?? []).map((p) => ({ value: p.ProfileId, label: p.Title }))}
                value={d.ProfileId}
                onChange={(ProfileId) => edit({ ProfileId })}
              />
            </FormField>
            <FormField label="Provider" isRequired error={errors.ProviderId}>
              <Select
                options={(providers?.Data ?? []).map((p) => ({ value: p.ProviderId, label: p.Title }))}
                value={d.ProviderId}
                onChange={(ProviderId) => edit({ ProviderId })}
              />
            </FormField>
          </>
        )}
      />
    </>
  );
}

export function ProfileSourceSettingsPage({ params }: ScreenProps) {
  const id = params.id!;
  return (
    <SettingsEditor
      title="Profile source settings"
      backHref={`${BASE}/view/${id}`}
      load={async () => (await api.profiles.sourceSettings({ params: { id } })).Data?.Settings ?? []}
      save={(Settings) => api.profiles.sourceSettingsSave({ body: { SourceId: id, Settings } })}
    />
  );
}
