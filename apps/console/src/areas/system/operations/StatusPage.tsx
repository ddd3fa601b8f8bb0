import { useEffect } from 'react';
import { Badge, PageHeader, PageLayout } from '@portcullis/ui';
import { invalidateQueries } from '@portcullis/datatable';
import type { HealthCheck } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { dateTimeCell } from '../../shared/cells';
import { useRecord } from '../../shared/forms';
import { RecordState } from '../../shared/RecordState';
import { OperationsTable } from './OperationsTable';
import { formatMs, HEALTH_CHECK_NAMES, HEALTH_LABEL, HEALTH_TONE, STATUS_REFRESH_MS } from './operations-display';

const STATUS_KEY = ['system', 'status'];

const healthBadge = (status: HealthCheck['Status']) => <Badge tone={HEALTH_TONE[status]}>{HEALTH_LABEL[status]}</Badge>;

/**
 * System → Status (System.Status): the health of the database, the hubs, the job queue and the disk,
 * each with its response time, asked again every few seconds (the same checks as GET /health).
 */
export function StatusPage({ route }: ScreenProps) {
  const { state, reload } = useRecord(() => api.operations.status(undefined, { suppressErrorToast: true }), [], {
    queryKey: STATUS_KEY,
  });
  useEffect(() => {
    const timer = setInterval(() => invalidateQueries(STATUS_KEY), STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <RecordState state={state} what="status" onRetry={reload}>
      {(health) => (
        <PageLayout
          header={
            <PageHeader
              title={route.title}
              description={
                <span>
                  Overall {healthBadge(health.Status)} — checked {dateTimeCell(health.CheckedAt)}, refreshed every{' '}
                  {STATUS_REFRESH_MS / 1000} seconds.
                </span>
              }
            />
          }
        >
          <OperationsTable
            label="Health checks"
            rows={HEALTH_CHECK_NAMES.map(([key, title]) => ({ key, title, check: health.Checks[key] }))}
            rowKey={(r) => r.key}
            emptyText="No checks."
            columns={[
              { id: 'name', title: 'Check', cell: (r) => r.title },
              { id: 'status', title: 'State', cell: (r) => healthBadge(r.check.Status) },
              { id: 'time', title: 'Response time', cell: (r) => formatMs(r.check.ResponseTimeMs) },
              { id: 'detail', title: 'Details', cell: (r) => r.check.Detail },
            ]}
          />
        </PageLayout>
      )}
    </RecordState>
  );
}
