import { Badge, PageHeader, PageLayout } from '@portcullis/ui';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { ConsoleLink } from '../../shared/ConsoleLink';
import { useRecord } from '../../shared/forms';
import { RecordState } from '../../shared/RecordState';
import { bootstrapStepLink } from './operations-display';

/**
 * System → Bootstrap: the first-run checklist, each step read from the records (an administrator, a
 * user source, a second factor, an application), with a link to where an open step is done.
 */
export function BootstrapPage({ route }: ScreenProps) {
  const { state, reload } = useRecord(() => api.operations.bootstrap(undefined, { suppressErrorToast: true }), []);
  return (
    <RecordState state={state} what="checklist" onRetry={reload}>
      {(checklist) => (
        <PageLayout
          header={
            <PageHeader
              title={route.title}
              description={
                checklist.IsComplete
                  ? 'Every first-run step is done.'
                  : 'The first steps of a new installation. Each is read from what exists now.'
              }
            />
          }
        >
          <ol aria-label="First-run checklist" css={{ display: 'grid', gap: 12, padding: 0, listStyle: 'none' }}>
            {checklist.Steps.map((step) => {
              const link = bootstrapStepLink(step.Key);
              return (
                <li
                  key={step.Key}
                  css={(t) => ({
                    display: 'grid',
                    gridTemplateColumns: 'max-content 1fr max-content',
                    gap: 12,
                    alignItems: 'center',
                    padding: 12,
                    border: `1px solid ${t.colors.border}`,
                    borderRadius: 8,
                  })}
                >
                  <Badge tone={step.IsDone ? 'success' : 'warning'}>{step.IsDone ? 'Done' : 'To do'}</Badge>
                  <span>
                    <strong>{step.Title}</strong>
                    <br />
                    <span css={(t) => ({ color: t.colors.textMuted })}>{step.Detail}</span>
                  </span>
                  {step.IsDone ? <span /> : <ConsoleLink to={link.href}>{link.label}</ConsoleLink>}
                </li>
              );
            })}
          </ol>
        </PageLayout>
      )}
    </RecordState>
  );
}
