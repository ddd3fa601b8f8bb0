import { useEffect, useRef } from 'react';
import { Button, PercentageBar, Skeleton } from '@portcullis/ui';
import { invalidateQueries } from '@portcullis/datatable';
import { api } from '../../api';
import { dateTimeCell } from '../shared/cells';
import { useRecord } from '../shared/forms';
import { similarRunSummary } from './similar-group-run';

const RUNS_KEY = ['report', 'similargroup', 'runs'];
/** How often the page asks for the run's progress while one is under way. */
export const SIMILAR_RUN_REFRESH_MS = 1000;

/**
 * The Similar Groups report's job (issue 29): what the table shows (the last run, or pairs counted at
 * once in a small directory), the run under way with its progress (asked again every second, as Index
 * Maintenance follows its rebuilds), and the action that starts a run at the table's threshold. When a
 * run completes the table reloads with its pairs.
 */
export function SimilarGroupRunPanel({ threshold }: { threshold: number }) {
  const { state, reload } = useRecord(() => api.reports.similarGroupRuns(undefined, { suppressErrorToast: true }), [], {
    queryKey: RUNS_KEY,
  });
  const runs = state.status === 'ready' ? state.data : null;
  const activeId = runs?.Active?.RunId ?? null;
  const followed = useRef<string | null>(null);
  useEffect(() => {
    if (activeId) {
      followed.current = activeId;
      const timer = setInterval(() => invalidateQueries(RUNS_KEY), SIMILAR_RUN_REFRESH_MS);
      return () => clearInterval(timer);
    }
    if (followed.current) {
      followed.current = null;
      invalidateQueries(['report', 'similargroup']);
    }
    return undefined;
  }, [activeId]);

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
        <PercentageBar label={`Counting similar groups at ${active.Threshold} or more`} value={active.Progress} />
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
