import { Badge, PageHeader, PageLayout } from '@portcullis/ui';
import { DataTable, type DataTableColumn } from '@portcullis/datatable';
import type { ServerLogEntry } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { dateTimeCell, pageOf } from '../../shared/cells';
import { formatMs, LOG_LEVEL_TONE, LOG_LEVELS } from './operations-display';

const columns: DataTableColumn<ServerLogEntry>[] = [
  { id: 'LogDate', title: 'Time', cell: (l) => dateTimeCell(l.LogDate), isSortable: true, filter: { kind: 'date' } },
  {
    id: 'Level',
    title: 'Level',
    cell: (l) => <Badge tone={LOG_LEVEL_TONE[l.Level]}>{l.Level}</Badge>,
    filter: { kind: 'select', options: LOG_LEVELS.map((level) => ({ value: level, label: level })) },
  },
  { id: 'Message', title: 'Message', cell: (l) => l.Message, filter: { kind: 'text' } },
  { id: 'Method', title: 'Method', cell: (l) => l.Method ?? '' },
  { id: 'Route', title: 'Route', cell: (l) => (l.Route ? <code>{l.Route}</code> : ''), filter: { kind: 'text' } },
  {
    id: 'StatusCode',
    title: 'Status',
    cell: (l) => (l.StatusCode === null ? '' : String(l.StatusCode)),
    isSortable: true,
  },
  {
    id: 'DurationMs',
    title: 'Duration',
    cell: (l) => formatMs(l.DurationMs),
    isSortable: true,
    align: 'end',
  },
  { id: 'RequestId', title: 'Request', cell: (l) => l.RequestId ?? '', filter: { kind: 'text' } },
  { id: 'UserId', title: 'User id', cell: (l) => l.UserId ?? '', filter: { kind: 'text' } },
];

/**
 * System → Logs: the server processes' structured logs (one line per request, warnings and errors),
 * kept in the database up to a row cap, newest first; secrets are redacted before they are written.
 */
export function LogsPage({ route }: ScreenProps) {
  return (
    <PageLayout
      header={
        <PageHeader
          title={route.title}
          description="What the server processes logged, newest first. Passwords, tokens and cookies are never logged."
        />
      }
    >
      <DataTable
        queryKey={['system', 'logs']}
        label="Server logs"
        historyName="logs"
        columns={columns}
        rowKey={(l) => l.LogId}
        searchColumns={['Message', 'Route']}
        searchPlaceholder="Search messages and routes"
        dateColumns={['LogDate']}
        emptyText="No log lines match."
        fetchPage={async (request, { signal }) => pageOf(await api.operations.logs({ body: request }, { signal }))}
      />
    </PageLayout>
  );
}
