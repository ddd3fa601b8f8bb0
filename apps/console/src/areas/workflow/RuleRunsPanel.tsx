import { useState } from 'react';
import { Button, PermissionGate } from '@portcullis/ui';
import { DataTable, type DataTableColumn, invalidateQueries } from '@portcullis/datatable';
import { Permissions, type RuleRow, type RuleRun } from '@portcullis/api-client';
import { api } from '../../api';
import { dateTimeCell, pageOf } from '../shared/cells';
import { runCounts } from './rule-run-text';

const TRIGGER_TITLES: Record<RuleRun['Trigger'], string> = {
  Schedule: 'Schedule',
  UserChange: 'User change',
  Manual: 'Run now',
};

const columns: DataTableColumn<RuleRun>[] = [
  { id: 'StartedAt', title: 'Started', cell: (r) => dateTimeCell(r.StartedAt) },
  { id: 'Trigger', title: 'Trigger', cell: (r) => TRIGGER_TITLES[r.Trigger] },
  { id: 'UsersIn', title: 'Users in', cell: (r) => r.UsersIn, align: 'end' },
  { id: 'UsersOut', title: 'Users out', cell: (r) => r.UsersOut, align: 'end' },
  { id: 'Errors', title: 'Errors', cell: (r) => r.Errors, align: 'end' },
  {
    id: 'ErrorText',
    title: 'Problems',
    isSortable: false,
    cell: (r) => (r.FinishedAt ? (r.ErrorText ?? '') : 'Running…'),
  },
];

/**
 * The runs of one rule under the automation list (automation/:id): Run now and the rule's runs, newest
 * first, with who entered, who left and what failed.
 */
export function RuleRunsPanel({ rule }: { rule: Pick<RuleRow, 'RuleId' | 'Title' | 'IsEnabled'> }) {
  const [isRunning, setIsRunning] = useState(false);
  const [lastRun, setLastRun] = useState<RuleRun | null>(null);
  const queryKey = ['rule-runs', rule.RuleId];
  const runNow = async () => {
    setIsRunning(true);
    try {
      const env = await api.ruleRuns.run({ params: { id: rule.RuleId } });
      if (env.Success && env.Data) setLastRun(env.Data);
      invalidateQueries(queryKey);
      invalidateQueries(['rules']);
    } finally {
      setIsRunning(false);
    }
  };
  return (
    <section aria-labelledby="rule-runs-heading" css={{ display: 'grid', gap: 12, marginTop: 24 }}>
      <div css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <h2 id="rule-runs-heading" css={{ margin: 0, fontSize: 18 }}>
          Runs of {rule.Title}
        </h2>
        <PermissionGate permission={Permissions.RuleEdit}>
          <Button
            type="button"
            variant="secondary"
            isLoading={isRunning}
            disabled={!rule.IsEnabled}
            title={rule.IsEnabled ? undefined : 'Enable the rule to run it.'}
            onClick={() => void runNow()}
          >
            Run now
          </Button>
        </PermissionGate>
      </div>
      {lastRun && (
        <p role="status" css={{ margin: 0 }}>
          Run finished: {runCounts(lastRun)}.
        </p>
      )}
      <DataTable
        key={rule.RuleId}
        queryKey={queryKey}
        label={`Runs of ${rule.Title}`}
        historyName="runs"
        columns={columns}
        rowKey={(r) => r.RunId}
        emptyText="This rule has not run yet."
        defaultSort={{ Column: 'StartedAt', Asc: false }}
        fetchPage={async (request, { signal }) =>
          pageOf(await api.ruleRuns.runs({ params: { id: rule.RuleId }, body: request }, { signal }))
        }
      />
    </section>
  );
}
