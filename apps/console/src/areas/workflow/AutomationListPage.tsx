import { Badge, Button, PermissionGate, Skeleton, Switch } from '@portcullis/ui';
import { invalidateQueries, type DataTableColumn } from '@portcullis/datatable';
import { Permissions, type Rule, type RuleRow } from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { navigate } from '../../shell/navigate';
import { links } from '../../routes/index';
import { ConsoleLink } from '../shared/ConsoleLink';
import { dateTimeCell, pageOf } from '../shared/cells';
import { useRecord } from '../shared/forms';
import { ListPage } from '../shared/resource/ListPage';
import { RuleRunsPanel } from './RuleRunsPanel';
import { runCounts } from './rule-run-text';

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
];
const reload = () => invalidateQueries(['rules']);

/**
 * Workflow → Automation (spec §2.10, Rule.List): the rules, server-paged, with their last run,
 * enable/disable, runs, edit and delete, on the list page every list shares. automation/:id shows that
 * rule's runs under the list.
 */
export function AutomationListPage({ route, params }: ScreenProps) {
  return (
    <ListPage<RuleRow>
      title={route.title}
      description="Rules evaluated against users."
      create={{ label: 'Create rule', permission: Permissions.RuleEdit, href: links.automationSave() }}
      table={{
        queryKey: ['rules'],
        label: 'Automation rules',
        columns,
        rowKey: (r) => r.RuleId,
        searchColumns: ['Title', 'Name'],
        emptyText: 'No automation rules yet.',
        defaultSort: { Column: 'Title', Asc: true },
        fetchPage: async (request, { signal }) => pageOf(await api.rules.list({ body: request }, { signal })),
      }}
      rowName={(r) => r.Title}
      rowControls={(r) => (
        <PermissionGate permission={Permissions.RuleEdit}>
          <Switch
            label={`${r.Title} enabled`}
            isChecked={r.IsEnabled}
            onChange={async (isEnabled) => {
              await api.rules.state({ body: { RuleId: r.RuleId, IsEnabled: isEnabled } });
              reload();
            }}
          />
        </PermissionGate>
      )}
      rowActions={(r) => [
        {
          id: 'runs',
          label: 'Runs',
          permission: Permissions.RuleEdit,
          href: links.automationList({ id: r.RuleId }),
          onClick: (e) => {
            e.preventDefault();
            navigate(links.automationList({ id: r.RuleId }));
          },
        },
      ]}
      remove={{
        permission: Permissions.RuleEdit,
        objectName: (r) => r.Title,
        text: () => 'The rule stops running; its past runs are removed with it.',
        call: (r) => api.rules.delete({ params: { id: r.RuleId } }),
      }}
      below={params.id && <SelectedRuleRuns id={params.id} />}
    />
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
