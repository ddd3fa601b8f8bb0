import { useState } from 'react';
import { FormField, NameTitleField, PageHeader, Select, Skeleton, Textarea } from '@portcullis/ui';
import { DataTable, type DataTableColumn } from '@portcullis/datatable';
import { Permissions, PROVIDER_TYPES, type Provider } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/screens';
import { navigate } from '../../../routes/navigate';
import { consoleLink, useLoad } from '../../shared/forms';
import { EditForm, Facts, RemoveDialog } from '../../shared/entity-kit';
import { dateCell, pageOf } from '../users/UserObjectTabs';

type Kind = Provider['Kind'];

/** Where each kind of provider lives in the console, and who may edit it. */
const KIND = {
  user: { base: '/directory/providers', edit: Permissions.UserSourceEdit, noun: 'provider', feeds: 'user sources' },
  profile: {
    base: '/directory/profiles/providers',
    edit: Permissions.ProfileSourceEdit,
    noun: 'profile provider',
    feeds: 'profile sources',
  },
} as const;

const TYPE_TITLES: Record<(typeof PROVIDER_TYPES)[number], string> = {
  ldap: 'LDAP / Active Directory',
  sql: 'SQL database',
  scim: 'SCIM',
  csv: 'CSV file',
};
const typeTitle = (t: string) => TYPE_TITLES[t as keyof typeof TYPE_TITLES] ?? t;

function ProviderList({ kind, title }: { kind: Kind; title: string }) {
  const k = KIND[kind];
  const columns: DataTableColumn<Provider>[] = [
    { id: 'Title', title: 'Title', cell: (p) => <a {...consoleLink(`${k.base}/view/${p.ProviderId}`)}>{p.Title}</a> },
    { id: 'Name', title: 'Name', cell: (p) => p.Name },
    { id: 'ProviderType', title: 'Type', cell: (p) => typeTitle(p.ProviderType) },
    { id: 'SourceCount', title: 'Used by', isSortable: false, cell: (p) => `${p.SourceCount} ${k.feeds}` },
  ];
  return (
    <>
      <PageHeader
        title={title}
        description={`Connectors that feed ${k.feeds}.`}
        actions={[
          { id: 'create', label: `Create ${k.noun}`, permission: k.edit, onClick: () => navigate(`${k.base}/save`) },
        ]}
      />
      <DataTable
        label={title}
        columns={columns}
        rowKey={(p) => p.ProviderId}
        searchColumns={['Title', 'Name']}
        emptyText="No providers."
        fetchPage={async (request, { signal }) =>
          pageOf(await api.profiles.providerList({ body: { ...request, Kind: kind } }, { signal }))
        }
      />
    </>
  );
}

function ProviderView({ kind, id }: { kind: Kind; id: string }) {
  const k = KIND[kind];
  const { data: p } = useLoad<Provider>(() => api.profiles.providerGet({ params: { id } }), [id]);
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  if (!p) return <Skeleton variant="header" label="Loading provider..." />;
  return (
    <>
      <PageHeader
        title={p.Title}
        description={typeTitle(p.ProviderType)}
        actions={[
          { id: 'edit', label: 'Edit', permission: k.edit, onClick: () => navigate(`${k.base}/save/${id}`) },
          {
            id: 'remove',
            label: 'Remove',
            permission: k.edit,
            variant: 'danger',
            onClick: () => setIsRemoveOpen(true),
          },
        ]}
      />
      <Facts
        facts={[
          ['Name', p.Name],
          ['Type', typeTitle(p.ProviderType)],
          ['Description', p.Description ?? ''],
          ['Used by', `${p.SourceCount} ${k.feeds}`],
          ['Created', dateCell(p.CreatedDate)],
        ]}
      />
      <RemoveDialog
        isOpen={isRemoveOpen}
        onClose={() => setIsRemoveOpen(false)}
        title={`Remove ${p.Title}?`}
        afterHref={`${k.base}/list`}
        text="A provider still used by a source cannot be removed."
        remove={() => api.profiles.providerRemove({ params: { id } })}
      />
    </>
  );
}

interface ProviderDraft {
  Title: string;
  Name: string;
  ProviderType: string | null;
  Description: string;
}

function ProviderSave({ kind, id }: { kind: Kind; id: string | undefined }) {
  const k = KIND[kind];
  return (
    <>
      <PageHeader title={id ? `Edit ${k.noun}` : `Create ${k.noun}`} />
      <EditForm<ProviderDraft>
        label={`Save ${k.noun}`}
        deps={[id]}
        cancelHref={id ? `${k.base}/view/${id}` : `${k.base}/list`}
        load={async () => {
          if (!id) return { Title: '', Name: '', ProviderType: 'ldap', Description: '' };
          const p = (await api.profiles.providerGet({ params: { id } })).Data;
          return {
            Title: p?.Title ?? '',
            Name: p?.Name ?? '',
            ProviderType: p?.ProviderType ?? null,
            Description: p?.Description ?? '',
          };
        }}
        validate={(d) => ({
          ...(!d.Title.trim() || !d.Name.trim() ? { Title: 'Title and name are required.' } : {}),
          ...(!d.ProviderType ? { ProviderType: 'Type is required.' } : {}),
        })}
        save={(d) =>
          api.profiles.providerSave({
            body: {
              ProviderId: id,
              Kind: kind,
              Name: d.Name,
              Title: d.Title,
              ProviderType: d.ProviderType as (typeof PROVIDER_TYPES)[number],
              Description: d.Description || null,
            },
          })
        }
        after={(data) => `${k.base}/view/${(data as Provider).ProviderId}`}
        fields={(d, edit, errors, showErrors) => (
          <>
            <NameTitleField
              value={{ title: d.Title, name: d.Name }}
              onChange={(v) => edit({ Title: v.title, Name: v.name })}
              isNameEdited={Boolean(id)}
              showErrors={showErrors}
            />
            <FormField label="Type" isRequired error={errors.ProviderType}>
              <Select
                options={PROVIDER_TYPES.map((t) => ({ value: t, label: typeTitle(t) }))}
                value={d.ProviderType}
                onChange={(ProviderType) => edit({ ProviderType })}
              />
            </FormField>
            <FormField label="Description" error={errors.Description}>
              <Textarea value={d.Description} onChange={(e) => edit({ Description: e.target.value })} />
            </FormField>
          </>
        )}
      />
    </>
  );
}

export const ProviderListPage = ({ route }: ScreenProps) => <ProviderList kind="user" title={route.title} />;
export const ProviderViewPage = ({ params }: ScreenProps) => <ProviderView kind="user" id={params.id!} />;
export const ProviderSavePage = ({ params }: ScreenProps) => <ProviderSave kind="user" id={params.id} />;
export const ProfileProviderListPage = ({ route }: ScreenProps) => <ProviderList kind="profile" title={route.title} />;
export const ProfileProviderViewPage = ({ params }: ScreenProps) => <ProviderView kind="profile" id={params.id!} />;
export const ProfileProviderSavePage = ({ params }: ScreenProps) => <ProviderSave kind="profile" id={params.id} />;
