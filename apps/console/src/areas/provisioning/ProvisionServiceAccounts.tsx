import { useEffect, useState } from 'react';
import { Badge, Button, PermissionGate, RowActions } from '@portcullis/ui';
import { DataTable, type DataTableColumn, invalidateQueries } from '@portcullis/datatable';
import {
  PROVISION_ACCOUNT_STATES,
  provisionServiceResource,
  type ProvisionAccount,
  type ProvisionService,
  type ProvisionTestResult,
} from '@portcullis/api-client';
import { api } from '../../api';
import { recordQueryKey } from '../shared/resource/resource-client';
import { dateTimeCell, pageOf } from '../shared/cells';
import { ConnectionTestResult } from '../shared/ConnectionTestResult';

const edit = provisionServiceResource.access.edit;
/** While an account is Pending its job is queued or retrying: the list looks again this often. */
const PENDING_REFRESH_MS = 3000;

export const accountStateBadge = (state: ProvisionAccount['State']) => (
  <Badge tone={PROVISION_ACCOUNT_STATES[state]?.tone ?? 'neutral'}>{state}</Badge>
);

/**
 * A provision service's accounts (§2.5 view): each user's state (Pending, Provisioned, Failed with its
 * reason, Disabled), Retry on a Failed one, and the service's two verbs — test the connection (with the
 * provider's saved settings) and provision the users assigned before the service existed.
 */
export function ProvisionServiceAccounts({ service }: { service: ProvisionService }) {
  const id = service.ProvisionServiceId;
  const queryKey = [...recordQueryKey(provisionServiceResource, id), 'accounts'];
  const refresh = () => invalidateQueries(queryKey);
  const [result, setResult] = useState<ProvisionTestResult | 'testing' | null>(null);
  const [hasPending, setHasPending] = useState(false);
  useEffect(() => {
    if (!hasPending) return;
    const timer = setInterval(() => invalidateQueries(queryKey), PENDING_REFRESH_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is derived from `id`
  }, [hasPending, id]);

  const columns: DataTableColumn<ProvisionAccount>[] = [
    { id: 'UserName', title: 'User', cell: (a) => a.UserName },
    { id: 'State', title: 'State', cell: (a) => accountStateBadge(a.State) },
    { id: 'Reason', title: 'Reason', cell: (a) => a.Reason ?? '' },
    { id: 'Attempts', title: 'Attempts', cell: (a) => String(a.Attempts) },
    { id: 'UpdatedDate', title: 'Updated', cell: (a) => dateTimeCell(a.UpdatedDate) },
    { id: 'ProvisionedDate', title: 'Last written', cell: (a) => dateTimeCell(a.ProvisionedDate, 'Never') },
    {
      id: 'actions',
      title: 'Actions',
      isSortable: false,
      isExportable: false,
      cell: (a) =>
        a.State === 'Failed' ? (
          <RowActions
            objectName={a.UserName}
            actions={[
              {
                id: 'retry',
                label: 'Retry',
                permission: edit,
                onClick: async () => {
                  await api.provisioning.serviceAccountRetry({ params: { id: a.ProvisionAccountId } });
                  refresh();
                },
              },
            ]}
          />
        ) : null,
    },
  ];
  return (
    <section aria-labelledby="provision-accounts-title">
      <h2 id="provision-accounts-title" css={{ fontSize: 18, margin: '24px 0 12px' }}>
        Accounts
      </h2>
      <PermissionGate permission={edit}>
        <div css={{ display: 'flex', gap: 8, marginBottom: 8 }}>
          <Button
            variant="secondary"
            onClick={async () => {
              setResult('testing');
              const env = await api.provisioning.serviceTest({ params: { id } });
              setResult(env.Success && env.Data ? env.Data : null);
            }}
          >
            Test connection
          </Button>
          <Button
            variant="secondary"
            disabled={!service.IsEnabled}
            onClick={async () => {
              await api.provisioning.serviceProvisionAll({ params: { id } });
              refresh();
            }}
          >
            Provision assigned users
          </Button>
        </div>
        <ConnectionTestResult result={result} />
      </PermissionGate>
      <DataTable
        queryKey={queryKey}
        label="Provisioned accounts"
        historyName="provision-accounts"
        columns={columns}
        rowKey={(a) => a.ProvisionAccountId}
        searchColumns={['UserName']}
        emptyText="No accounts yet: users given access to the service's applications get one."
        fetchPage={async (request, { signal }) => {
          const page = pageOf(await api.provisioning.serviceAccounts({ params: { id }, body: request }, { signal }));
          setHasPending(page.Data.some((a) => a.State === 'Pending'));
          return page;
        }}
      />
    </section>
  );
}
