import { useEffect } from 'react';
import { Badge, Button, PageHeader, PageLayout } from '@portcullis/ui';
import type { IndexHealth } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { dateTimeCell } from '../../shared/cells';
import { useRecord } from '../../shared/forms';
import { RecordState } from '../../shared/RecordState';
import { OperationsTable } from '../operations/OperationsTable';
import { formatBytes, REBUILD_TONE } from './maintenance-display';

/** How often the page looks again while a rebuild is queued or running. */
const FOLLOW_MS = 1000;

/**
 * System → Index Maintenance (System.RebuildIndex): every index of the app's tables with its size,
 * scans and bloat estimate; Rebuild (one index, or every index of its table) runs as a background job
 * whose state the page follows until it ends.
 */
export function IndexMaintenancePage({ route }: ScreenProps) {
  const { state, reload } = useRecord(() => api.maintenance.indexes(undefined, { suppressErrorToast: true }), []);
  const isBusy =
    state.status === 'ready' &&
    state.data.some((x) => x.LastRebuild && (x.LastRebuild.State === 'Queued' || x.LastRebuild.State === 'Running'));
  useEffect(() => {
    if (!isBusy) return;
    const timer = setTimeout(reload, FOLLOW_MS);
    return () => clearTimeout(timer);
  });
  const rebuild = async (body: { IndexName: string } | { TableName: string }) => {
    // The server's message ('Rebuild of … queued.') shows as the success toast.
    await api.maintenance.indexRebuild({ body });
    reload();
  };
  return (
    <RecordState state={state} what="index list" onRetry={reload}>
      {(indexes) => (
        <PageLayout
          header={
            <PageHeader
              title={route.title}
              description="Index size, scans since the statistics were reset, and an estimate of dead space. A rebuild keeps the table writable on PostgreSQL."
              primaryAction={{ id: 'refresh', label: 'Refresh', onClick: reload }}
            />
          }
        >
          <OperationsTable<IndexHealth>
            label="Indexes"
            rows={indexes}
            rowKey={(x) => x.IndexName}
            emptyText="The database reports no indexes."
            columns={[
              { id: 'table', title: 'Table', cell: (x) => x.TableName },
              { id: 'index', title: 'Index', cell: (x) => x.IndexName },
              { id: 'size', title: 'Size', cell: (x) => formatBytes(x.SizeBytes) },
              { id: 'scans', title: 'Scans', cell: (x) => x.Scans.toLocaleString() },
              { id: 'bloat', title: 'Bloat (est.)', cell: (x) => `${x.BloatPercent} %` },
              {
                id: 'rebuild',
                title: 'Last rebuild',
                cell: (x) =>
                  x.LastRebuild ? (
                    <span title={x.LastRebuild.Error ?? undefined}>
                      <Badge tone={REBUILD_TONE[x.LastRebuild.State]}>{x.LastRebuild.State}</Badge>{' '}
                      {x.LastRebuild.State === 'Running'
                        ? `${x.LastRebuild.Progress} %`
                        : dateTimeCell(x.LastRebuild.FinishedDate)}
                    </span>
                  ) : (
                    'Never'
                  ),
              },
              {
                id: 'actions',
                title: 'Actions',
                cell: (x) => (
                  <span css={{ display: 'flex', gap: 4 }}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Rebuild index ${x.IndexName}`}
                      onClick={() => void rebuild({ IndexName: x.IndexName })}
                    >
                      Rebuild
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Rebuild every index of table ${x.TableName}`}
                      onClick={() => void rebuild({ TableName: x.TableName })}
                    >
                      Table
                    </Button>
                  </span>
                ),
              },
            ]}
          />
        </PageLayout>
      )}
    </RecordState>
  );
}
