import { useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  PageHeader,
  PermissionGate,
  Skeleton,
  Switch,
  PageLayout,
  RowActions,
} from '@portcullis/ui';
import { DataTable, type DataTableColumn, invalidateQueries } from '@portcullis/datatable';
import { Permissions, type Rule, type RuleRow } from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { navigate } from '../../routes/navigate';
import { links } from '../../routes/index';
import { ConsoleLink } from '../shared/ConsoleLink';
import { dateTimeCell, pageOf } from '../shared/cells';
import { useRecord } from '../shared/forms';
import { RuleRunsPanel } from './RuleRunsPanel';
import { runCounts } from './rule-run-text';

/**
 * Workflow → Automation (spec §2.10, Rule.List): the rules, server-paged, with their last run,
 * enable/disable, runs, edit and delete. automation/:id shows that rule's runs under the list.
 */
export function AutomationListPage({ route, params }: ScreenProps) {
  const [toDelete, setToDelete] = useState<RuleRow | null>(null);
  const reload = () => invalidateQueries(['rules']);
  const columns: DataTableColumn<RuleRow>[] = [
    {
      id: 'Title',
      title: 'Title',
      cell: (r) => <ConsoleLink to={links.automationSave({ id: r.RuleId })}>{r.Title}</ConsoleLink>,
    },
    { id: 'Name', title: 'Name', cell: (r) => r.Name },
    {
      id: 'IsEnabled',
      title: 'State',
      cell: (r) => <Badge tone={r.IsEnabled ? 'success' : 'neutral'}>{r.IsEnabled ? 'Enabled' : 'Disabled'}</Badge>,
    },
    { id: 'UpdatedDate', title: 'Updated', cell: (r) => dateTimeCell(r.UpdatedDate ?? r.CreatedDate) },
    {
      id: 'LastRun',
      title: 'Last run',
      isSortable: false,
      cell: (r) => (r.LastRun ? `${dateTimeCell(r.LastRun.StartedAt)} · ${runCounts(r.LastRun)}` : 'Not run yet'),
    },
    {
      id: 'actions',
      title: 'Actions',
      isSortable: false,
      isExportable: false,
      cell: (r) => (
        <PermissionGate permission={Permissions.RuleEdit}>
          <div css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Switch
              label={`${r.Title} enabled`}
              isChecked={r.IsEnabled}
              onChange={async (isEnabled) => {
                await api.rules.state({ body: { RuleId: r.RuleId, IsEnabled: isEnabled } });
                reload();
              }}
            />
            <RowActions
              objectName={r.Title}
              actions={[
                {
                  id: 'runs',
                  label: 'Runs',
                  href: links.automationList({ id: r.RuleId }),
                  onClick: (e) => {
                    e.preventDefault();
                    navigate(links.automationList({ id: r.RuleId }));
                  },
                },
                { id: 'delete', destroys: 'delete', onClick: () => setToDelete(r) },
              ]}
            />
          </div>
        </PermissionGate>
      ),
    },
  ];
  return (
    <PageLayout
      header={
        <PageHeader
          title={route.title}
          description="Rules evaluated against users."
          primaryAction={{
            id: 'create',
            label: 'Create rule',
            permission: Permissions.RuleEdit,
            onClick: () => navigate(links.automationSave()),
          }}
        />
      }
    >
      <DataTable
        queryKey={['rules']}
        label="Automation rules"
        columns={columns}
        rowKey={(r) => r.RuleId}
        searchColumns={['Title', 'Name']}
        emptyText="No automation rules yet."
        defaultSort={{ Column: 'Title', Asc: true }}
        fetchPage={async (request, { signal }) => pageOf(await api.rules.list({ body: request }, { signal }))}
      />
      {params.id && <SelectedRuleRuns id={params.id} />}
      <ConfirmDialog
        isOpen={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete rule"
        isDestructive
        onConfirm={async () => {
          if (toDelete) await api.rules.delete({ params: { id: toDelete.RuleId } });
          reload();
        }}
      >
        Delete the rule “{toDelete?.Title}”?
      </ConfirmDialog>
    </PageLayout>
  );
}

/** The runs panel of automation/:id once the rule is loaded; a rule that is gone or failed to load says so. */
function SelectedRuleRuns({ id }: { id: string }) {
  const { state, reload } = useRecord<Rule>(
    () => api.rules.get({ params: { id } }, { suppressErrorToast: true }),
    [id],
  );
  if (state.status === 'ready') return <RuleRunsPanel rule={state.data} />;
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
