import { useState } from 'react';
import { Badge, Button, PageHeader, PageLayout } from '@portcullis/ui';
import { DataTable, type DataTableColumn } from '@portcullis/datatable';
import type { TraceRequest, TraceSession } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { links } from '../../../routes/index';
import { navigate } from '../../../shell/navigate';
import { dateTimeCell, pageOf } from '../../shared/cells';
import { formatMs } from '../operations/operations-display';
import { TRACE_STATE_TONE, traceTargetLabel } from './tracing-display';

const requestColumns: DataTableColumn<TraceRequest>[] = [
  { id: 'RequestDate', title: 'Time', cell: (r) => dateTimeCell(r.RequestDate), isSortable: true },
  { id: 'Method', title: 'Method', cell: (r) => r.Method },
  { id: 'Route', title: 'Route', cell: (r) => (r.Route ? <code>{r.Route}</code> : ''), filter: { kind: 'text' } },
  { id: 'StatusCode', title: 'Status', cell: (r) => String(r.StatusCode), isSortable: true },
  { id: 'DurationMs', title: 'Duration', cell: (r) => formatMs(r.DurationMs), isSortable: true, align: 'end' },
  { id: 'DbMs', title: 'Database time', cell: (r) => formatMs(r.DbMs), isSortable: true, align: 'end' },
  { id: 'QueryCount', title: 'Queries', cell: (r) => String(r.QueryCount), isSortable: true, align: 'end' },
];

/**
 * System → Tracing: trace sessions (a user or an application traced for a while), newest first; pick
 * one to see its recorded requests with their database time, or end an active one early.
 */
export function TracingPage({ route }: ScreenProps) {
  const [shown, setShown] = useState<TraceSession | null>(null);
  const [version, setVersion] = useState(0);
  const end = async (trace: TraceSession) => {
    const env = await api.tracing.end({ params: { id: trace.TraceId } });
    if (env.Success) setVersion((v) => v + 1);
  };
  const columns: DataTableColumn<TraceSession>[] = [
    { id: 'TargetType', title: 'Traced', cell: traceTargetLabel },
    {
      id: 'State',
      title: 'State',
      cell: (t) => <Badge tone={TRACE_STATE_TONE[t.State]}>{t.State}</Badge>,
      filter: {
        kind: 'select',
        options: [
          { value: 'Active', label: 'Active' },
          { value: 'Ended', label: 'Ended' },
        ],
      },
    },
    { id: 'StartDate', title: 'Started', cell: (t) => dateTimeCell(t.StartDate), isSortable: true },
    { id: 'EndDate', title: 'Ends', cell: (t) => dateTimeCell(t.EndDate), isSortable: true },
    { id: 'RequestCount', title: 'Requests', cell: (t) => String(t.RequestCount), align: 'end' },
    {
      id: 'Actions',
      title: 'Actions',
      cell: (t) => (
        <div css={{ display: 'flex', gap: 8 }}>
          <Button variant="secondary" size="sm" onClick={() => setShown(t)}>
            Requests
          </Button>
          {t.State === 'Active' && (
            <Button variant="secondary" size="sm" onClick={() => void end(t)}>
              End now
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <PageLayout
      header={
        <PageHeader
          title={route.title}
          description="Trace a user's or an application's requests for a while: each request's route, status, duration and database time. Bodies, headers and cookies are never recorded."
          primaryAction={{ id: 'start', label: 'Start tracing', onClick: () => navigate(links.tracingSave()) }}
        />
      }
    >
      <DataTable
        queryKey={['system', 'tracing', version]}
        label="Trace sessions"
        historyName="tracing"
        columns={columns}
        rowKey={(t) => t.TraceId}
        dateColumns={['StartDate', 'EndDate']}
        emptyText="No traces yet. Start tracing a user or an application."
        fetchPage={async (request, { signal }) => pageOf(await api.tracing.list({ body: request }, { signal }))}
      />
      {shown && (
        <section aria-label="Traced requests" css={{ marginTop: 24 }}>
          <h2 css={{ fontSize: 16 }}>Requests of {traceTargetLabel(shown)}</h2>
          <DataTable
            queryKey={['system', 'tracing', 'requests', shown.TraceId, version]}
            label="Traced requests"
            columns={requestColumns}
            rowKey={(r) => r.TraceRequestId}
            emptyText="No requests recorded yet."
            fetchPage={async (request, { signal }) =>
              pageOf(await api.tracing.requests({ params: { id: shown.TraceId }, body: request }, { signal }))
            }
          />
        </section>
      )}
    </PageLayout>
  );
}
