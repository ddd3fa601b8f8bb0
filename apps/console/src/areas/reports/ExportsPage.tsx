import { useEffect, useState } from 'react';
import { Badge, PageHeader, PageLayout } from '@portcullis/ui';
import { invalidateQueries, DataTable, type DataTableColumn } from '@portcullis/datatable';
import { EXPORT_RETENTION_DAYS, ExportState, urlOf, type ExportJob } from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { onExportNotification, watchExports } from '../../state/export-hub';
import { countText, dateTimeCell, pageOf } from '../shared/cells';

const STATE: Record<number, { label: string; tone: 'neutral' | 'warning' | 'success' | 'danger' }> = {
  [ExportState.New]: { label: 'New', tone: 'neutral' },
  [ExportState.Processing]: { label: 'Processing', tone: 'warning' },
  [ExportState.Completed]: { label: 'Completed', tone: 'success' },
  [ExportState.Failed]: { label: 'Failed', tone: 'danger' },
};
const when = (iso: string | null) => dateTimeCell(iso);

/** What the server does with old files (EXPORT_RETENTION_DAYS, removed by the server's retention sweep). */
export const EXPORTS_KEPT = `Files you exported from lists. Each file can be downloaded for ${EXPORT_RETENTION_DAYS} days after it is ready; then it is removed.`;

const columns: DataTableColumn<ExportJob>[] = [
  { id: 'Name', title: 'Export', cell: (j) => j.Name },
  { id: 'Format', title: 'Format', cell: (j) => j.Format.toUpperCase() },
  {
    id: 'State',
    title: 'State',
    cell: (j) => <Badge tone={STATE[j.State]?.tone ?? 'neutral'}>{STATE[j.State]?.label ?? String(j.State)}</Badge>,
  },
  {
    id: 'RowCount',
    title: 'Rows',
    isSortable: false,
    cell: (j) => (j.State === ExportState.Completed ? countText(j.RowCount) : ''),
  },
  { id: 'CreatedDate', title: 'Started', cell: (j) => when(j.CreatedDate) },
  { id: 'CompletedDate', title: 'Finished', isSortable: false, cell: (j) => when(j.CompletedDate) },
  {
    id: 'download',
    title: 'File',
    isSortable: false,
    cell: (j) =>
      j.State === ExportState.Completed ? (
        <a
          href={urlOf('export', 'download', { params: { id: j.ExportId } })}
          download
          aria-label={`Download ${j.Name}`}
        >
          Download
        </a>
      ) : (
        ''
      ),
  },
];

/** Reports → Exports (route Exports): the user's export jobs, refreshed live when one finishes. */
export function ExportsPage({ route }: ScreenProps) {
  useEffect(() => onExportNotification(() => invalidateQueries(['exports'])), []);
  useEffect(() => watchExports(), []);
  return (
    <PageLayout header={<PageHeader title={route.title} description={EXPORTS_KEPT} />}>
      <DataTable
        queryKey={['exports']}
        label="Exports"
        columns={columns}
        rowKey={(j) => j.ExportId}
        emptyText="You have not exported anything yet."
        defaultSort={{ Column: 'CreatedDate', Asc: false }}
        fetchPage={async (request, { signal }) => pageOf(await api.export.list({ body: request }, { signal }))}
      />
    </PageLayout>
  );
}
