import { useState } from 'react';
import {
  Badge,
  ConfirmDialog,
  FormField,
  PageHeader,
  PageLayout,
  RowActions,
  Tabs,
  Textarea,
  useAccess,
  useToast,
} from '@portcullis/ui';
import { DataTable, invalidateQueries, type DataTableColumn } from '@portcullis/datatable';
import { accessRequestLifecycle, Permissions, stateOf, type AccessRequest } from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { dateTimeCell, pageOf } from '../shared/cells';
import { RequestAccessDialog } from './RequestAccessDialog';

type View = 'Mine' | 'ToApprove' | 'All';
type Decision = { verb: 'approve' | 'deny' | 'cancel'; request: AccessRequest };

const VIEWS: { id: View; label: string; empty: string }[] = [
  { id: 'Mine', label: 'My requests', empty: 'You have not requested any access package.' },
  { id: 'ToApprove', label: 'To approve', empty: 'No request is waiting for your decision.' },
  { id: 'All', label: 'All requests', empty: 'No access requests.' },
];
const VERB_TEXT = {
  approve: { title: 'Approve request', label: 'Approve', done: 'Request approved.' },
  deny: { title: 'Deny request', label: 'Deny', done: 'Request denied.' },
  cancel: { title: 'Cancel request', label: 'Cancel request', done: 'Request cancelled.' },
} as const;

const stateBadge = (state: string) => {
  const s = stateOf(accessRequestLifecycle, state);
  return <Badge tone={s.tone}>{s.title}</Badge>;
};

function columns(view: View, decide: (d: Decision) => void): DataTableColumn<AccessRequest>[] {
  return [
    { id: 'AccessPackageTitle', title: 'Access package', cell: (r) => r.AccessPackageTitle, filter: { kind: 'text' } },
    ...(view === 'Mine'
      ? []
      : [
          {
            id: 'RequesterName',
            title: 'Requester',
            cell: (r: AccessRequest) => r.RequesterName,
            filter: { kind: 'text' as const },
          },
        ]),
    {
      id: 'State',
      title: 'State',
      cell: (r) => (
        <span>
          {stateBadge(r.State)}
          {r.State === 'PendingApproval' && ` stage ${r.CurrentStage} of ${r.ApprovalStages}`}
        </span>
      ),
    },
    { id: 'Justification', title: 'Justification', isSortable: false, cell: (r) => r.Justification },
    { id: 'CreatedDate', title: 'Requested', cell: (r) => dateTimeCell(r.CreatedDate) },
    {
      id: 'actions',
      title: 'Actions',
      isSortable: false,
      isExportable: false,
      cell: (r) => (
        <RowActions
          objectName={`the request of ${r.RequesterName} for ${r.AccessPackageTitle}`}
          actions={[
            ...(r.CanDecide
              ? [
                  { id: 'approve', label: 'Approve', onClick: () => decide({ verb: 'approve', request: r }) },
                  { id: 'deny', label: 'Deny', onClick: () => decide({ verb: 'deny', request: r }) },
                ]
              : []),
            ...(r.CanCancel
              ? [{ id: 'cancel', label: 'Cancel request', onClick: () => decide({ verb: 'cancel', request: r }) }]
              : []),
          ]}
        />
      ),
    },
  ];
}

/**
 * Provisioning → access requests (`/userauthrequests/list`, spec §2.5): the caller's own requests,
 * those waiting for their decision, and (UserAuthRequest.List) all of them; request a package,
 * approve or deny a stage, cancel one's own undecided request. States are the request lifecycle's.
 */
export function AccessRequestsPage({ route }: ScreenProps) {
  const access = useAccess();
  const toast = useToast();
  const [view, setView] = useState<View>('Mine');
  const [isRequesting, setRequesting] = useState(false);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [justification, setJustification] = useState('');
  const views = VIEWS.filter((v) => v.id !== 'All' || access.hasPermission(Permissions.UserAuthRequestList));
  const current = views.find((v) => v.id === view) ?? views[0]!;
  const queryKey = ['access-requests', current.id];
  const refresh = () => VIEWS.forEach((v) => invalidateQueries(['access-requests', v.id]));

  const run = async (d: Decision) => {
    const params = { id: d.request.AccessRequestId };
    const env =
      d.verb === 'cancel'
        ? await api.accessRequests.cancel({ params })
        : await api.accessRequests[d.verb]({ params, body: { Justification: justification.trim() } });
    if (env.Success) toast.success(VERB_TEXT[d.verb].title, VERB_TEXT[d.verb].done);
    refresh();
  };

  return (
    <PageLayout
      header={
        <PageHeader
          title={route.title}
          description="Requests for access packages: approved stage by stage by their approvers, then delivered."
          actions={[{ id: 'request', label: 'Request access', onClick: () => setRequesting(true) }]}
        />
      }
    >
      <Tabs
        label="Which requests"
        items={views.map((v) => ({ id: v.id, label: v.label }))}
        selectedId={current.id}
        onChange={(id) => setView(id as View)}
      />
      <DataTable
        key={current.id}
        queryKey={queryKey}
        label={current.label}
        columns={columns(current.id, (d) => {
          setJustification('');
          setDecision(d);
        })}
        rowKey={(r) => r.AccessRequestId}
        emptyText={current.empty}
        dateColumns={['CreatedDate']}
        fetchPage={async (request, { signal }) =>
          pageOf(await api.accessRequests.list({ body: { ...request, View: current.id } }, { signal }))
        }
      />
      <RequestAccessDialog
        isOpen={isRequesting}
        onClose={() => setRequesting(false)}
        onRequested={() => {
          setRequesting(false);
          setView('Mine');
          refresh();
        }}
      />
      <ConfirmDialog
        isOpen={decision !== null}
        onClose={() => setDecision(null)}
        onConfirm={() => (decision ? run(decision) : undefined)}
        title={decision ? VERB_TEXT[decision.verb].title : ''}
        confirmLabel={decision ? VERB_TEXT[decision.verb].label : ''}
        isDestructive={decision?.verb !== 'approve'}
      >
        {decision && (
          <>
            <p>
              {decision.request.RequesterName} requests {decision.request.AccessPackageTitle}
              {decision.request.Justification ? `: “${decision.request.Justification}”` : '.'}
            </p>
            {decision.verb !== 'cancel' && (
              <FormField label="Justification (optional)">
                <Textarea value={justification} onChange={(e) => setJustification(e.target.value)} rows={2} />
              </FormField>
            )}
          </>
        )}
      </ConfirmDialog>
    </PageLayout>
  );
}
