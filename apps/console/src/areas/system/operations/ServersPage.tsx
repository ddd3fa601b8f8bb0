import { Badge, PageHeader, PageLayout } from '@portcullis/ui';
import type { ServerProcess, ServerService } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { links } from '../../../routes/index';
import { ConsoleLink } from '../../shared/ConsoleLink';
import { dateTimeCell } from '../../shared/cells';
import { useRecord } from '../../shared/forms';
import { RecordState } from '../../shared/RecordState';
import { OperationsTable } from './OperationsTable';
import { SERVER_STATE_TONE, serverLabel } from './operations-display';

const stateBadge = (state: ServerProcess['State']) => <Badge tone={SERVER_STATE_TONE[state]}>{state}</Badge>;

/**
 * System → Servers: every server process that registered on this database, newest start first, with
 * its heartbeat state; Edit names a process or drains it.
 */
export function ServersPage({ route }: ScreenProps) {
  const { state, reload } = useRecord(() => api.operations.servers(undefined, { suppressErrorToast: true }), []);
  return (
    <RecordState state={state} what="server list" onRetry={reload}>
      {(servers) => (
        <PageLayout
          header={
            <PageHeader
              title={route.title}
              description="Server processes register themselves when they start and send a heartbeat; one that stops sending it turns Stale."
              primaryAction={{ id: 'refresh', label: 'Refresh', onClick: reload }}
            />
          }
        >
          <OperationsTable<ServerProcess>
            label="Servers"
            rows={servers}
            rowKey={(s) => s.ServerId}
            emptyText="No server has registered yet."
            columns={[
              {
                id: 'name',
                title: 'Server',
                cell: (s) => (
                  <ConsoleLink to={links.serverSave({ id: s.ServerId })}>
                    {serverLabel(s)}
                    {s.IsCurrent ? ' — this one' : ''}
                  </ConsoleLink>
                ),
              },
              { id: 'state', title: 'State', cell: (s) => stateBadge(s.State) },
              { id: 'version', title: 'Version', cell: (s) => s.Version },
              { id: 'started', title: 'Started', cell: (s) => dateTimeCell(s.StartedDate) },
              { id: 'heartbeat', title: 'Last heartbeat', cell: (s) => dateTimeCell(s.HeartbeatDate) },
            ]}
          />
        </PageLayout>
      )}
    </RecordState>
  );
}

/** System → Services (Server.List): the background services of each live or stale process. */
export function ServicesPage({ route }: ScreenProps) {
  const { state, reload } = useRecord(() => api.operations.services(undefined, { suppressErrorToast: true }), []);
  return (
    <RecordState state={state} what="service list" onRetry={reload}>
      {(services) => (
        <PageLayout
          header={
            <PageHeader
              title={route.title}
              description="Job workers, schedules, the hub backplane and the heartbeat of each server process, as it last reported them."
              primaryAction={{ id: 'refresh', label: 'Refresh', onClick: reload }}
            />
          }
        >
          <OperationsTable<ServerService>
            label="Services"
            rows={services}
            rowKey={(s) => `${s.ServerId}/${s.Kind}/${s.Name}`}
            emptyText="No running server reported its services yet."
            columns={[
              { id: 'server', title: 'Server', cell: (s) => s.ServerName },
              { id: 'kind', title: 'Kind', cell: (s) => s.Kind },
              { id: 'name', title: 'Service', cell: (s) => <code>{s.Name}</code> },
              {
                id: 'state',
                title: 'State',
                cell: (s) => (
                  <Badge tone={s.State === 'Stale' ? 'danger' : s.State === 'Paused' ? 'warning' : 'success'}>
                    {s.State}
                  </Badge>
                ),
              },
              { id: 'detail', title: 'Details', cell: (s) => s.Detail },
            ]}
          />
        </PageLayout>
      )}
    </RecordState>
  );
}
