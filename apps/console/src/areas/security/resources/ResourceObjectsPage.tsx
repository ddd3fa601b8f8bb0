import { Badge, PageHeader, type BadgeTone, PageLayout } from '@portcullis/ui';
import { DataTable, type DataTableColumn } from '@portcullis/datatable';
import type { ResourceHolder } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { links } from '../../../routes/index';
import { ConsoleLink } from '../../shared/ConsoleLink';
import { dateTimeCell, pageOf } from '../../shared/cells';
import { useRecord } from '../../shared/forms';
import { RecordState } from '../../shared/RecordState';

const STATE_TONE: Record<ResourceHolder['State'], BadgeTone> = {
  Granted: 'success',
  Pending: 'warning',
  Revoked: 'neutral',
};

const columns: DataTableColumn<ResourceHolder>[] = [
  {
    id: 'UserName',
    title: 'User',
    cell: (h) => (
      <ConsoleLink to={links.userView({ id: h.UserId })}>
        {h.DisplayName ? `${h.DisplayName} (${h.UserName})` : h.UserName}
      </ConsoleLink>
    ),
  },
  { id: 'State', title: 'State', cell: (h) => <Badge tone={STATE_TONE[h.State]}>{h.State}</Badge> },
  { id: 'Date', title: 'Since', cell: (h) => dateTimeCell(h.Date) },
];

/**
 * Security → Resources → `:id/objects`: who holds one resource as its source reports it (granted,
 * pending or revoked, and since when). Holdings come from the source, so the page only reads.
 */
export function ResourceObjectsPage({ params }: ScreenProps) {
  const id = params.id!;
  const { state, reload } = useRecord(
    () => api.resources.resourceGet({ params: { id } }, { suppressErrorToast: true }),
    [id],
  );
  return (
    <RecordState state={state} what="resource" backTo={links.resourceList()} onRetry={reload}>
      {(r) => (
        <PageLayout
          header={
            <PageHeader
              title={`Holders of ${r.Title}`}
              description={`${r.TypeTitle} in ${r.SourceTitle ?? 'its source'}: ${r.Identifier}. Who holds it is what the source reports.`}
            />
          }
        >
          <p css={{ margin: '0 0 12px' }}>
            <ConsoleLink to={links.resourceSave({ id })}>Edit {r.Title}</ConsoleLink>
          </p>
          <DataTable
            queryKey={['resource-holders', id]}
            label={`Holders of ${r.Title}`}
            columns={columns}
            rowKey={(h) => h.UserId}
            searchColumns={['UserName', 'DisplayName']}
            emptyText="Nobody holds this resource."
            fetchPage={async (request, { signal }) =>
              pageOf(await api.resources.resourceObjects({ params: { id }, body: request }, { signal }))
            }
          />
        </PageLayout>
      )}
    </RecordState>
  );
}
