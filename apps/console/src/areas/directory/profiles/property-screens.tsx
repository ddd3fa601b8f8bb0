import { PageHeader, PageLayout } from '@portcullis/ui';
import { DataTable, type DataTableColumn } from '@portcullis/datatable';
import { profilePropertyResource, type ProfileProperty, type PropertyValueRow } from '@portcullis/api-client';
import type { ScreenProps } from '../../../routes/route-types';
import { links } from '../../../routes/index';
import { navigate } from '../../../shell/navigate';
import { api } from '../../../api';
import { useLoad } from '../../shared/forms';
import { pageOf } from '../../shared/cells';
import { ConsoleLink } from '../../shared/ConsoleLink';
import { resourceScreen } from '../../shared/resource/screens';

/** Directory → Profile Property: the generic view with a Values action. */
export const PropertyView = resourceScreen(profilePropertyResource, 'view', {
  viewActions: (p) => [
    {
      id: 'values',
      label: 'Values',
      onClick: () => navigate(links.profilePropertyValue({ id: p.ProfilePropertyId })),
    },
  ],
});

/** ProfilePropertyValue (`properties/:id/:username?`): the property's values across users, or one user's. */
export function PropertyValuePage({ params }: ScreenProps) {
  const id = params.id!;
  const { data: p } = useLoad<ProfileProperty>(() => api.profiles.propertyGet({ params: { id } }), [id]);
  const columns: DataTableColumn<PropertyValueRow>[] = [
    {
      id: 'UserName',
      title: 'User',
      cell: (v) => (
        <ConsoleLink to={links.profileValueEdit({ id: v.ProfileId, username: v.UserName })}>{v.UserName}</ConsoleLink>
      ),
    },
    { id: 'ProfileTitle', title: 'Profile', cell: (v) => v.ProfileTitle },
    { id: 'Value', title: 'Value', cell: (v) => v.Value },
  ];
  return (
    <PageLayout
      header={
        <PageHeader
          title={p ? `${p.Title} values` : 'Property values'}
          description={params.username ? `Values of ${params.username}` : 'Values across users and profiles.'}
        />
      }
    >
      <DataTable
        queryKey={['property', id, 'values', params.username ?? null]}
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
    </PageLayout>
  );
}
