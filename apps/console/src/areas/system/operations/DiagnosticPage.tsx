import { Badge, PageHeader, PageLayout } from '@portcullis/ui';
import { urlOf, type Diagnostic, type ServerLogEntry } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { dateTimeCell } from '../../shared/cells';
import { Facts } from '../../shared/resource/Facts';
import { useRecord } from '../../shared/forms';
import { RecordState } from '../../shared/RecordState';
import { OperationsTable } from './OperationsTable';
import { HEALTH_LABEL, HEALTH_TONE, LOG_LEVEL_TONE } from './operations-display';

/**
 * System → Diagnostic (Diagnostic.List): versions, the configuration with secrets redacted, the recent
 * warnings and errors, and the whole as a JSON file to attach to a support request.
 */
export function DiagnosticPage({ route }: ScreenProps) {
  const { state, reload } = useRecord(() => api.operations.diagnostic(undefined, { suppressErrorToast: true }), []);
  return (
    <RecordState state={state} what="diagnostic" onRetry={reload}>
      {(d: Diagnostic) => (
        <PageLayout
          header={
            <PageHeader
              title={route.title}
              description={
                <span>
                  Generated {dateTimeCell(d.GeneratedAt)}.{' '}
                  <a href={urlOf('operations', 'diagnosticBundle')} download>
                    Download the diagnostic bundle (JSON)
                  </a>
                </span>
              }
            />
          }
        >
          <h2 css={{ fontSize: 18, margin: '0 0 8px' }}>Versions</h2>
          <Facts
            facts={[
              ['Server', d.Versions.Server],
              ['Node.js', d.Versions.Node],
              ['Database', `${d.Versions.Database} (${d.Versions.Engine === 'postgres' ? 'PostgreSQL' : 'embedded'})`],
              [
                'Health',
                <Badge key="health" tone={HEALTH_TONE[d.Health.Status]}>
                  {HEALTH_LABEL[d.Health.Status]}
                </Badge>,
              ],
              ['Servers', String(d.Servers.filter((s) => s.State !== 'Stopped').length)],
            ]}
          />
          <h2 css={{ fontSize: 18, margin: '16px 0 8px' }}>Configuration</h2>
          <OperationsTable
            label="Configuration"
            rows={d.Configuration}
            rowKey={(c) => `${c.Source}/${c.Key}`}
            emptyText="No configuration."
            columns={[
              { id: 'key', title: 'Setting', cell: (c) => <code>{c.Key}</code> },
              { id: 'value', title: 'Value', cell: (c) => c.Value },
              { id: 'source', title: 'Source', cell: (c) => c.Source },
            ]}
          />
          <h2 css={{ fontSize: 18, margin: '16px 0 8px' }}>Recent warnings and errors</h2>
          <OperationsTable<ServerLogEntry>
            label="Recent warnings and errors"
            rows={d.RecentErrors}
            rowKey={(l) => l.LogId}
            emptyText="No warnings or errors were logged."
            columns={[
              { id: 'time', title: 'Time', cell: (l) => dateTimeCell(l.LogDate) },
              { id: 'level', title: 'Level', cell: (l) => <Badge tone={LOG_LEVEL_TONE[l.Level]}>{l.Level}</Badge> },
              { id: 'message', title: 'Message', cell: (l) => l.Message },
              { id: 'route', title: 'Route', cell: (l) => l.Route ?? '' },
            ]}
          />
        </PageLayout>
      )}
    </RecordState>
  );
}

/** System → Version History (VersionHistory): server versions seen on this database and the applied migrations. */
export function VersionHistoryPage({ route }: ScreenProps) {
  const { state, reload } = useRecord(() => api.operations.versionHistory(undefined, { suppressErrorToast: true }), []);
  return (
    <RecordState state={state} what="version history" onRetry={reload}>
      {(h) => (
        <PageLayout header={<PageHeader title={route.title} description="Server versions and database migrations." />}>
          <h2 css={{ fontSize: 18, margin: '0 0 8px' }}>Server versions</h2>
          <OperationsTable
            label="Server versions"
            rows={h.Versions}
            rowKey={(v) => v.Version}
            emptyText="No server version recorded."
            columns={[
              { id: 'version', title: 'Version', cell: (v) => v.Version },
              { id: 'first', title: 'First started', cell: (v) => dateTimeCell(v.FirstSeenDate) },
              { id: 'last', title: 'Last started', cell: (v) => dateTimeCell(v.LastSeenDate) },
            ]}
          />
          <h2 css={{ fontSize: 18, margin: '16px 0 8px' }}>Applied migrations</h2>
          <OperationsTable
            label="Applied migrations"
            rows={h.Migrations}
            rowKey={(m) => m.Name}
            emptyText="No migration applied."
            columns={[
              { id: 'name', title: 'Migration', cell: (m) => <code>{m.Name}</code> },
              { id: 'applied', title: 'Applied', cell: (m) => dateTimeCell(m.AppliedDate) },
            ]}
          />
        </PageLayout>
      )}
    </RecordState>
  );
}
