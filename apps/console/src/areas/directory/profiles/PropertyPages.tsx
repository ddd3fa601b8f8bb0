import { useState } from 'react';
import { FormField, NameTitleField, PageHeader, Select, Skeleton, Switch, Textarea } from '@portcullis/ui';
import { DataTable, type DataTableColumn } from '@portcullis/datatable';
import {
  enumName,
  Permissions,
  ProfilePropertyType,
  type ProfileProperty,
  type PropertyGroup,
  type PropertyValueRow,
} from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/screens';
import { navigate } from '../../../routes/navigate';
import { consoleLink, useLoad } from '../../shared/forms';
import { EditForm, Facts, RemoveDialog, SortList } from '../../shared/entity-kit';
import { pageOf } from '../users/UserObjectTabs';

const BASE = '/directory/properties';
const GROUPS = '/directory/profiles/propertygroups';
const ALL = { CurrentPage: 1, ItemPerPage: 1000 };

export const propertyTypeTitle = (t: number) => String(enumName(ProfilePropertyType, t) ?? t);
const TYPE_OPTIONS = Object.entries(ProfilePropertyType).map(([label, value]) => ({ value: String(value), label }));

/** Directory → Profile Properties (ProfilePropertyList), in their manual order by default. */
export function PropertyListPage({ route }: ScreenProps) {
  const columns: DataTableColumn<ProfileProperty>[] = [
    { id: 'Sort', title: 'Order', cell: (p) => p.Sort },
    {
      id: 'Title',
      title: 'Title',
      cell: (p) => <a {...consoleLink(`${BASE}/view/${p.ProfilePropertyId}`)}>{p.Title}</a>,
    },
    { id: 'Name', title: 'Name', cell: (p) => p.Name },
    { id: 'PropertyType', title: 'Type', cell: (p) => propertyTypeTitle(p.PropertyType) },
    { id: 'PropertyGroupTitle', title: 'Group', cell: (p) => p.PropertyGroupTitle ?? '' },
  ];
  return (
    <>
      <PageHeader
        title={route.title}
        description="Typed fields that profiles hold for users."
        actions={[
          {
            id: 'create',
            label: 'Create property',
            permission: Permissions.ProfilePropertyEdit,
            onClick: () => navigate(`${BASE}/save`),
          },
          {
            id: 'sort',
            label: 'Sort properties',
            permission: Permissions.ProfilePropertyEdit,
            variant: 'secondary',
            onClick: () => navigate(`${BASE}/sort`),
          },
        ]}
      />
      <DataTable
        label="Profile properties"
        columns={columns}
        rowKey={(p) => p.ProfilePropertyId}
        searchColumns={['Title', 'Name']}
        emptyText="No profile properties."
        fetchPage={async (request, { signal }) =>
          pageOf(await api.profiles.propertyList({ body: request }, { signal }))
        }
      />
    </>
  );
}

export function PropertyViewPage({ params }: ScreenProps) {
  const id = params.id!;
  const { data: p } = useLoad<ProfileProperty>(() => api.profiles.propertyGet({ params: { id } }), [id]);
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  if (!p) return <Skeleton variant="header" label="Loading property..." />;
  return (
    <>
      <PageHeader
        title={p.Title}
        description="Profile property"
        actions={[
          {
            id: 'edit',
            label: 'Edit',
            permission: Permissions.ProfilePropertyEdit,
            onClick: () => navigate(`${BASE}/save/${id}`),
          },
          { id: 'values', label: 'Values', variant: 'secondary', onClick: () => navigate(`${BASE}/${id}`) },
          {
            id: 'remove',
            label: 'Remove',
            permission: Permissions.ProfilePropertyEdit,
            variant: 'danger',
            onClick: () => setIsRemoveOpen(true),
          },
        ]}
      />
      <Facts
        facts={[
          ['Name', p.Name],
          ['Type', propertyTypeTitle(p.PropertyType)],
          ['Group', p.PropertyGroupTitle ?? 'None'],
          ['Required', p.IsRequired ? 'Yes' : 'No'],
          ...(p.PropertyType === ProfilePropertyType.Lookup ? [['Choices', p.LookupValues.join(', ')] as const] : []),
        ]}
      />
      <RemoveDialog
        isOpen={isRemoveOpen}
        onClose={() => setIsRemoveOpen(false)}
        title={`Remove ${p.Title}?`}
        afterHref="/directory/profiles/properties"
        text="Every profile value of this property is removed too."
        remove={() => api.profiles.propertyRemove({ params: { id } })}
      />
    </>
  );
}

interface PropertyDraft {
  Title: string;
  Name: string;
  PropertyType: string;
  PropertyGroupId: string | null;
  IsRequired: boolean;
  Lookup: string;
}

export function PropertySavePage({ params }: ScreenProps) {
  const id = params.id;
  const { data: groups } = useLoad<{ Data: PropertyGroup[] }>(() => api.profiles.groupList({ body: ALL }), []);
  return (
    <>
      <PageHeader title={id ? 'Edit profile property' : 'Create profile property'} />
      <EditForm<PropertyDraft>
        label="Profile property"
        deps={[id]}
        cancelHref={id ? `${BASE}/view/${id}` : '/directory/profiles/properties'}
        load={async () => {
          const p = id ? (await api.profiles.propertyGet({ params: { id } })).Data : null;
          return {
            Title: p?.Title ?? '',
            Name: p?.Name ?? '',
            PropertyType: String(p?.PropertyType ?? ProfilePropertyType.Text),
            PropertyGroupId: p?.PropertyGroupId ?? null,
            IsRequired: p?.IsRequired ?? false,
            Lookup: (p?.LookupValues ?? []).join('\n'),
          };
        }}
        validate={(d) => ({
          ...(!d.Title.trim() || !d.Name.trim() ? { Title: 'Title and name are required.' } : {}),
          ...(Number(d.PropertyType) === ProfilePropertyType.Lookup && !d.Lookup.trim()
            ? { LookupValues: 'Add at least one choice.' }
            : {}),
        })}
        save={(d) =>
          api.profiles.propertySave({
            body: {
              ProfilePropertyId: id,
              Name: d.Name,
              Title: d.Title,
              PropertyType: Number(d.PropertyType) as 0 | 1 | 2 | 3 | 4 | 10 | 50,
              PropertyGroupId: d.PropertyGroupId,
              IsRequired: d.IsRequired,
              LookupValues: d.Lookup.split('\n')
                .map((v) => v.trim())
                .filter(Boolean),
            },
          })
        }
        after={(data) => `${BASE}/view/${(data as ProfileProperty).ProfilePropertyId}`}
        fields={(d, edit, errors, showErrors) => (
          <>
            <NameTitleField
              value={{ title: d.Title, name: d.Name }}
              onChange={(v) => edit({ Title: v.title, Name: v.name })}
              isNameEdited={Boolean(id)}
              showErrors={showErrors}
            />
            <FormField label="Type" isRequired error={errors.PropertyType}>
              <Select
                options={TYPE_OPTIONS}
                value={d.PropertyType}
                onChange={(v) => edit({ PropertyType: v ?? '1' })}
              />
            </FormField>
            <FormField label="Property group" error={errors.PropertyGroupId}>
              <Select
                options={(groups?.Data ?? []).map((g) => ({ value: g.PropertyGroupId, label: g.Title }))}
                value={d.PropertyGroupId}
                onChange={(PropertyGroupId) => edit({ PropertyGroupId })}
                hasNoneOption
              />
            </FormField>
            <Switch label="Required" isChecked={d.IsRequired} onChange={(IsRequired) => edit({ IsRequired })} />
            {Number(d.PropertyType) === ProfilePropertyType.Lookup && (
              <FormField label="Choices (one per line)" isRequired error={errors.LookupValues}>
                <Textarea value={d.Lookup} onChange={(e) => edit({ Lookup: e.target.value })} />
              </FormField>
            )}
          </>
        )}
      />
    </>
  );
}

export const PropertySortPage = () => (
  <SortList<ProfileProperty>
    title="Sort profile properties"
    backHref="/directory/profiles/properties"
    itemKey={(p) => p.ProfilePropertyId}
    itemLabel={(p) => p.Title}
    load={async () => (await api.profiles.propertyList({ body: ALL })).Data?.Data ?? []}
    save={(Ids) => api.profiles.propertySort({ body: { Ids } })}
  />
);

/** ProfilePropertyValue (`properties/:id/:username?`): the property's values across users, or one user's. */
export function PropertyValuePage({ params }: ScreenProps) {
  const id = params.id!;
  const { data: p } = useLoad<ProfileProperty>(() => api.profiles.propertyGet({ params: { id } }), [id]);
  const columns: DataTableColumn<PropertyValueRow>[] = [
    {
      id: 'UserName',
      title: 'User',
      cell: (v) => (
        <a {...consoleLink(`/directory/profilevalueedit/${v.ProfileId}/${encodeURIComponent(v.UserName)}`)}>
          {v.UserName}
        </a>
      ),
    },
    { id: 'ProfileTitle', title: 'Profile', cell: (v) => v.ProfileTitle },
    { id: 'Value', title: 'Value', cell: (v) => v.Value },
  ];
  return (
    <>
      <PageHeader
        title={p ? `${p.Title} values` : 'Property values'}
        description={params.username ? `Values of ${params.username}` : 'Values across users and profiles.'}
      />
      <DataTable
        label="Property values"
        columns={columns}
        rowKey={(v) => `${v.ProfileId}:${v.UserId}`}
        searchColumns={['UserName', 'Value']}
        emptyText="No values."
        fetchPage={async (request, { signal }) =>
          pageOf(
            await api.profiles.propertyValues(
              {
                params: { id },
                body: {
                  ...request,
                  Filters: [
                    ...(request.Filters ?? []),
                    ...(params.username ? [{ Column: 'UserName', Value: params.username, Operator: 0 }] : []),
                  ],
                },
              },
              { signal },
            ),
          )
        }
      />
    </>
  );
}

export function PropertyGroupListPage({ route }: ScreenProps) {
  const columns: DataTableColumn<PropertyGroup>[] = [
    { id: 'Sort', title: 'Order', cell: (g) => g.Sort },
    {
      id: 'Title',
      title: 'Title',
      cell: (g) => <a {...consoleLink(`${GROUPS}/view/${g.PropertyGroupId}`)}>{g.Title}</a>,
    },
    { id: 'Name', title: 'Name', cell: (g) => g.Name },
    { id: 'PropertyCount', title: 'Properties', isSortable: false, cell: (g) => g.PropertyCount },
  ];
  return (
    <>
      <PageHeader
        title={route.title}
        description="Sections that arrange profile properties on forms."
        actions={[
          {
            id: 'create',
            label: 'Create property group',
            permission: Permissions.ProfilePropertyEdit,
            onClick: () => navigate(`${GROUPS}/save`),
          },
          {
            id: 'sort',
            label: 'Sort property groups',
            permission: Permissions.ProfilePropertyEdit,
            variant: 'secondary',
            onClick: () => navigate(`${GROUPS}/sort`),
          },
        ]}
      />
      <DataTable
        label="Property groups"
        columns={columns}
        rowKey={(g) => g.PropertyGroupId}
        searchColumns={['Title', 'Name']}
        emptyText="No property groups."
        fetchPage={async (request, { signal }) => pageOf(await api.profiles.groupList({ body: request }, { signal }))}
      />
    </>
  );
}

export function PropertyGroupViewPage({ params }: ScreenProps) {
  const id = params.id!;
  const { data: g } = useLoad<PropertyGroup>(() => api.profiles.groupGet({ params: { id } }), [id]);
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  if (!g) return <Skeleton variant="header" label="Loading property group..." />;
  return (
    <>
      <PageHeader
        title={g.Title}
        description="Property group"
        actions={[
          {
            id: 'edit',
            label: 'Edit',
            permission: Permissions.ProfilePropertyEdit,
            onClick: () => navigate(`${GROUPS}/save/${id}`),
          },
          {
            id: 'remove',
            label: 'Remove',
            permission: Permissions.ProfilePropertyEdit,
            variant: 'danger',
            onClick: () => setIsRemoveOpen(true),
          },
        ]}
      />
      <Facts
        facts={[
          ['Name', g.Name],
          ['Order', g.Sort],
          ['Properties', g.PropertyCount],
        ]}
      />
      <RemoveDialog
        isOpen={isRemoveOpen}
        onClose={() => setIsRemoveOpen(false)}
        title={`Remove ${g.Title}?`}
        afterHref={GROUPS}
        text="Its properties stay, without a group."
        remove={() => api.profiles.groupRemove({ params: { id } })}
      />
    </>
  );
}

export function PropertyGroupSavePage({ params }: ScreenProps) {
  const id = params.id;
  return (
    <>
      <PageHeader title={id ? 'Edit property group' : 'Create property group'} />
      <EditForm<{ Title: string; Name: string }>
        label="Property group"
        deps={[id]}
        cancelHref={id ? `${GROUPS}/view/${id}` : GROUPS}
        load={async () => {
          const g = id ? (await api.profiles.groupGet({ params: { id } })).Data : null;
          return { Title: g?.Title ?? '', Name: g?.Name ?? '' };
        }}
        validate={(d) => (!d.Title.trim() || !d.Name.trim() ? { Title: 'Title and name are required.' } : {})}
        save={(d) => api.profiles.groupSave({ body: { PropertyGroupId: id, Name: d.Name, Title: d.Title } })}
        after={(data) => `${GROUPS}/view/${(data as PropertyGroup).PropertyGroupId}`}
        fields={(d, edit, _errors, showErrors) => (
          <NameTitleField
            value={{ title: d.Title, name: d.Name }}
            onChange={(v) => edit({ Title: v.title, Name: v.name })}
            isNameEdited={Boolean(id)}
            showErrors={showErrors}
          />
        )}
      />
    </>
  );
}

export const PropertyGroupSortPage = () => (
  <SortList<PropertyGroup>
    title="Sort property groups"
    backHref={GROUPS}
    itemKey={(g) => g.PropertyGroupId}
    itemLabel={(g) => g.Title}
    load={async () => (await api.profiles.groupList({ body: ALL })).Data?.Data ?? []}
    save={(Ids) => api.profiles.groupSort({ body: { Ids } })}
  />
);
