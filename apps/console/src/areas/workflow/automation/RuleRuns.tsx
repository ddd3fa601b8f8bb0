import { useState } from 'react';
import { Button, Skeleton } from '@portcullis/ui';
import { invalidateQueries } from '@portcullis/datatable';
import { automationRuleResource, type RuleRun } from '@portcullis/api-client';
import { links } from '../../../routes/index';
import { ConsoleLink } from '../../shared/ConsoleLink';
import { useRecord } from '../../shared/forms';
import { ChildList } from '../../shared/resource/ChildLists';
import { ActionButton } from '../../shared/resource/RecordActionControls';
import { recordQueryKey, resourceClient } from '../../shared/resource/resource-client';
import { runCounts } from '../rule-run-text';

type Row = Record<string, unknown>;
const rules = resourceClient(automationRuleResource);

/**
 * The runs of one rule under the automation list (automation/:id): Run now and the definition's Runs
 * child list, newest first, with who entered, who left and what failed. A rule that is gone or failed
 * to load says so.
 */
export function SelectedRuleRuns({ id }: { id: string }) {
  const { state, reload } = useRecord(() => rules.get(id), [id], {
    queryKey: recordQueryKey(automationRuleResource, id),
  });
  if (state.status === 'ready') return <RuleRuns rule={state.data as Row} />;
  if (state.status === 'loading') return <Skeleton variant="table" label="Loading the rule's runs..." />;
  return (
    <div role="alert" css={{ marginTop: 24, display: 'flex', gap: 12, alignItems: 'center' }}>
      {state.status === 'notFound' ? (
        <>
          There is no automation rule at this address.
          <ConsoleLink to={links.automationList()}>Back to Automation</ConsoleLink>
        </>
      ) : (
        <>
          {state.message}
          <Button variant="secondary" onClick={reload}>
            Retry
          </Button>
        </>
      )}
    </div>
  );
}

function RuleRuns({ rule }: { rule: Row }) {
  const id = String(rule.RuleId);
  const title = String(rule.Title);
  const [lastRun, setLastRun] = useState<RuleRun | null>(null);
  const onRun = (run: unknown) => {
    if (run) setLastRun(run as RuleRun);
    invalidateQueries(recordQueryKey(automationRuleResource, id));
    invalidateQueries(['resource', automationRuleResource.name, 'list']);
  };
  return (
    <section aria-labelledby="rule-runs-heading" css={{ display: 'grid', gap: 12, marginTop: 24 }}>
      <div css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <h2 id="rule-runs-heading" css={{ margin: 0, fontSize: 18 }}>
          Runs of {title}
        </h2>
        <ActionButton
          def={automationRuleResource}
          verb="run"
          record={rule}
          disabledReason={rule.IsEnabled ? null : 'Enable the rule to run it.'}
          onDone={onRun}
        />
      </div>
      {lastRun && (
        <p role="status" css={{ margin: 0 }}>
          Run finished: {runCounts(lastRun)}.
        </p>
      )}
      <ChildList
        def={automationRuleResource}
        record={rule}
        childKey="runs"
        child={automationRuleResource.children.runs}
      />
    </section>
  );
}
