import { useEffect, useRef, useState } from 'react';
import type { SimilarGroupRunProgress } from '@portcullis/api-client';
import { Button, PercentageBar, Skeleton } from '@portcullis/ui';
import { invalidateQueries } from '@portcullis/datatable';
import { api } from '../../api';
import { dateTimeCell } from '../shared/cells';
import { useRecord } from '../shared/forms';
import { onSimilarGroupRun } from '../../state/console-hub';
import { shownProgress, similarRunMessageEffect, similarRunSummary } from './similar-group-run';

const RUNS_KEY = ['report', 'similargroup', 'runs'];

/**
 * The Similar Groups report's job (issue 29): what the table shows (the last run, or pairs counted at
 * once in a small directory), the run under way with its progress, and the action that starts a run at
 * the table's threshold. The progress comes over the console hub (ReceiveSimilarGroupRun), not by asking
 * again: the runs are re-read once when a run ends, when a run this page has not read appears, and
 * whenever the hub connects, so a missed message cannot leave the bar stuck. When the completed run
 * changes, the table reloads with its pairs.
 */
export function SimilarGroupRunPanel({ threshold }: { threshold: number }) {
  const { state, reload } = useRecord(() => api.reports.similarGroupRuns(undefined, { suppressErrorToast: true }), [], {
    queryKey: RUNS_KEY,
  });
  const runs = state.status === 'ready' ? state.data : null;
  const [heard, setHeard] = useState<SimilarGroupRunProgress | null>(null);
  const activeRef = useRef(runs?.Active ?? null);
  activeRef.current = runs?.Active ?? null;
  useEffect(
    () =>
      onSimilarGroupRun((message) => {
        if (similarRunMessageEffect(activeRef.current, message) === 'progress') setHeard(message);
        else invalidateQueries(RUNS_KEY);
      }),
    [],
  );
  const completedId = runs ? (runs.Completed?.RunId ?? '') : null;
  const shownCompletedId = useRef<string | null>(null);
  useEffect(() => {
    if (completedId === null) return;
    const previous = shownCompletedId.current;
    shownCompletedId.current = completedId;
    if (previous !== null && previous !== completedId) invalidateQueries(['report', 'similargroup']);
  }, [completedId]);

  if (state.status === 'loading') return <Skeleton variant="text" rows={2} />;
  if (!runs) return <p role="alert">The similar-groups runs could not be loaded.</p>;
  const active = runs.Active;
  return (
    <section
      aria-label="Similar groups run"
      css={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 16 }}
    >
      <p css={{ margin: 0 }}>{similarRunSummary(runs, dateTimeCell)}</p>
      {active ? (
        <PercentageBar
          label={`Counting similar groups at ${active.Threshold} or more`}
          value={shownProgress(active, heard)}
        />
      ) : (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={async () => {
              await api.reports.startSimilarGroupRun({ body: { Threshold: threshold } });
              reload();
            }}
          >
            Count similar groups
          </Button>
        </div>
      )}
    </section>
  );
}
