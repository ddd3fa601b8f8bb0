import { useCallback, useEffect, useState } from 'react';
import { format } from 'date-fns';
import { Badge, Button, ConfirmDialog, EmptyState, PageHeader, PermissionGate, Skeleton } from '@portcullis/ui';
import { Permissions, type PagedData, type RuleRow } from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { navigate } from '../../routes/navigate';
import { links } from '../../routes/index';
import { ConsoleLink } from '../shared/ConsoleLink';

const PAGE_SIZE = 25;

/** Workflow → Automation (spec §2.10, Rule.List): the rules with enable/disable, edit and delete. */
export function AutomationListPage({ route }: ScreenProps) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<PagedData<RuleRow> | null>(null);
  const [toDelete, setToDelete] = useState<RuleRow | null>(null);
  const load = useCallback(async () => {
    const env = await api.rules.list({
      body: { CurrentPage: page, ItemPerPage: PAGE_SIZE, Sorts: [{ Column: 'Title', Asc: true }] },
    });
    setData(env.Data ?? { Data: [], TotalItemCount: 0 });
  }, [page]);
  useEffect(() => void load(), [load]);
  const pages = data ? Math.max(1, Math.ceil(data.TotalItemCount / PAGE_SIZE)) : 1;
  return (
    <>
      <PageHeader
        title={route.title}
        description="Rules evaluated against users."
        actions={[
          {
            id: 'create',
            label: 'Create rule',
            permission: Permissions.RuleEdit,
            onClick: () => navigate(links.automationSave()),
          },
        ]}
      />
      {!data ? (
        <Skeleton variant="table" columns={4} />
      ) : data.Data.length === 0 ? (
        <EmptyState title="No automation rules yet." />
      ) : (
        <table aria-label="Automation rules" css={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th css={{ textAlign: 'left' }}>Title</th>
              <th css={{ textAlign: 'left' }}>Name</th>
              <th css={{ textAlign: 'left' }}>State</th>
              <th css={{ textAlign: 'left' }}>Updated</th>
              <th>
                <span css={{ position: 'absolute', left: -9999 }}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.Data.map((r) => (
              <tr key={r.RuleId}>
                <td>
                  <ConsoleLink to={links.automationSave({ id: r.RuleId })}>{r.Title}</ConsoleLink>
                </td>
                <td>{r.Name}</td>
                <td>
                  <Badge tone={r.IsEnabled ? 'success' : 'neutral'}>{r.IsEnabled ? 'Enabled' : 'Disabled'}</Badge>
                </td>
                <td>{format(new Date(r.UpdatedDate ?? r.CreatedDate), 'dd/MM/yyyy HH:mm:ss')}</td>
                <td css={{ display: 'flex', gap: 6, justifyContent: 'flex-end' }}>
                  <PermissionGate permission={Permissions.RuleEdit}>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={async () => {
                        await api.rules.state({ body: { RuleId: r.RuleId, IsEnabled: !r.IsEnabled } });
                        await load();
                      }}
                    >
                      {r.IsEnabled ? `Disable ${r.Title}` : `Enable ${r.Title}`}
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => setToDelete(r)}>
                      Delete {r.Title}
                    </Button>
                  </PermissionGate>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && pages > 1 && (
        <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 8 }}>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete rule"
        onConfirm={async () => {
          if (toDelete) await api.rules.delete({ params: { id: toDelete.RuleId } });
          await load();
        }}
      >
        Delete the rule “{toDelete?.Title}”?
      </ConfirmDialog>
    </>
  );
}
