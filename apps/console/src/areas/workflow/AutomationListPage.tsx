import { useState } from 'react';
import { Badge, ConfirmDialog, PageHeader, PermissionGate, Switch, PageLayout, RowActions } from '@portcullis/ui';
import { DataTable, type DataTableColumn, invalidateQueries } from '@portcullis/datatable';
import { Permissions, type RuleRow } from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { navigate } from '../../routes/navigate';
import { links } from '../../routes/index';
import { ConsoleLink } from '../shared/ConsoleLink';
import { dateTimeCell, pageOf } from '../shared/cells';

/** Workflow → Automation (spec §2.10, Rule.List): the rules, server-paged, with enable/disable, edit and delete. */
export function AutomationListPage({ route }: ScreenProps) {
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
              actions={[{ id: 'delete', destroys: 'delete', onClick: () => setToDelete(r) }]}
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
