import { useState } from 'react';
import { FormField, PageHeader, PageLayout, TextInput } from '@portcullis/ui';
import {
  RETENTION_KINDS,
  RETENTION_KIND_TITLES,
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  type RetentionKind,
  type RetentionRun,
} from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { links } from '../../../routes/index';
import { dateTimeCell } from '../../shared/cells';
import { useRecord } from '../../shared/forms';
import { RecordState } from '../../shared/RecordState';
import { EditForm } from '../../shared/resource/EditForm';
import { OperationsTable } from '../operations/OperationsTable';
import { validateRetention, type RetentionDraft } from './maintenance-display';

/**
 * System → Data Retention (DataRetention): how many days each kind of record is kept, the purge runs
 * (the daily schedule's and Purge now's) with the rows each deleted. Purge now runs at once and says
 * how many rows went.
 */
export function DataRetentionPage({ route }: ScreenProps) {
  const { state, reload } = useRecord(() => api.maintenance.retention(undefined, { suppressErrorToast: true }), []);
  const [isPurging, setIsPurging] = useState(false);
  const [purgeMessage, setPurgeMessage] = useState('');
  const purge = async () => {
    setIsPurging(true);
    const env = await api.maintenance.retentionPurge();
    setIsPurging(false);
    if (env.Success) setPurgeMessage(env.Message ?? `Purge finished: ${env.Data!.RowsDeleted} rows deleted.`);
    reload();
  };
  return (
    <RecordState state={state} what="data retention" onRetry={reload}>
      {(retention) => (
        <PageLayout
          header={
            <PageHeader
              title={route.title}
              description="Records older than their retention are deleted every night, in small batches that never hold up the console."
              actions={[{ id: 'purge', label: 'Purge now', onClick: () => void purge(), isDisabled: isPurging }]}
            />
          }
        >
          <p role="status" css={{ margin: 0, minHeight: '1.5em' }}>
            {isPurging ? 'Purging…' : purgeMessage}
          </p>
          <EditForm<RetentionDraft>
            label="Retention"
            deps={[]}
            load={async () =>
              Object.fromEntries(retention.Settings.map((s) => [s.Kind, String(s.Days)])) as RetentionDraft
            }
            validate={validateRetention}
            save={(d) =>
              api.maintenance.retentionSave({
                body: { Settings: RETENTION_KINDS.map((Kind) => ({ Kind, Days: Number(d[Kind]) })) },
              })
            }
            after={() => links.dataRetention()}
            cancelHref={links.dataRetention()}
            fields={(d, edit, errors) => (
              <>
                {RETENTION_KINDS.map((kind: RetentionKind) => (
                  <FormField
                    key={kind}
                    label={`${RETENTION_KIND_TITLES[kind]} (days)`}
                    help={`From ${RETENTION_MIN_DAYS} to ${RETENTION_MAX_DAYS} days.`}
                    error={errors[kind] ?? errors[`Settings`]}
                  >
                    <TextInput
                      inputMode="numeric"
                      value={d[kind]}
                      onChange={(e) => edit({ [kind]: e.target.value } as Partial<RetentionDraft>)}
                    />
                  </FormField>
                ))}
              </>
            )}
          />
          <h2 css={{ fontSize: '1.1rem', margin: '24px 0 8px' }}>Purge runs</h2>
          <OperationsTable<RetentionRun>
            label="Purge runs"
            rows={retention.Runs}
            rowKey={(r) => r.RunId}
            emptyText="No purge has run yet."
            columns={[
              { id: 'kind', title: 'Kind', cell: (r) => RETENTION_KIND_TITLES[r.Kind] },
              { id: 'trigger', title: 'Started by', cell: (r) => (r.Trigger === 'Manual' ? 'Purge now' : 'Schedule') },
              { id: 'days', title: 'Retention', cell: (r) => `${r.Days} days` },
              { id: 'rows', title: 'Rows deleted', cell: (r) => r.RowsDeleted.toLocaleString() },
              { id: 'started', title: 'Started', cell: (r) => dateTimeCell(r.StartedDate) },
              { id: 'finished', title: 'Finished', cell: (r) => dateTimeCell(r.FinishedDate, 'Running') },
            ]}
          />
        </PageLayout>
      )}
    </RecordState>
  );
}
