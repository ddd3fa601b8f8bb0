import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Badge, PageHeader, PageLayout, RowActions, Tabs, useAccess } from '@portcullis/ui';
import { DataTable, invalidateQueries, type DataTableColumn } from '@portcullis/datatable';
import {
  accessRequestLifecycle,
  accessRequestResource as def,
  actionsFor,
  Permissions,
  stateOf,
  type AccessRequest,
  type Actor,
} from '@portcullis/api-client';
import { api } from '../../api';
import { appState } from '../../state/app-store';
import type { ScreenProps } from '../../routes/route-types';
import { dateTimeCell, pageOf } from '../shared/cells';
import { ActionDialog } from '../shared/resource/ResourceActions';
import { RequestAccessDialog } from './RequestAccessDialog';

type View = 'Mine' | 'ToApprove' | 'All';
type Decision = { verb: string; request: AccessRequest };

const VIEWS: { id: View; label: string; empty: string }[] = [
  { id: 'Mine', label: 'My requests', empty: 'You have not requested any access package.' },
  { id: 'ToApprove', label: 'To approve', empty: 'No request is waiting for your decision.' },
  { id: 'All', label: 'All requests', empty: 'No access requests.' },
];

/** The definition's actions the caller may run on the request now (its state and who it names decide, as on the server). */
const verbsOf = (request: AccessRequest, actor: Actor | null) =>
  actor
    ? actionsFor(def.actions, def.lifecycle, request.State, {
        selection: false,
        record: request as unknown as Record<string, unknown>,
        actor,
      })
    : [];

const stateBadge = (state: string) => {
  const s = stateOf(accessRequestLifecycle, state);
  return <Badge tone={s.tone}>{s.title}</Badge>;
};

function columns(view: View, actor: Actor | null, decide: (d: Decision) => void): DataTableColumn<AccessRequest>[] {
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
          actions={verbsOf(r, actor).map(([verb, action]) => ({
            id: verb,
            label: action.title,
            onClick: () => decide({ verb, request: r }),
          }))}
        />
      ),
    },
  ];
}

/**
 * Provisioning → access requests (`/userauthrequests/list`, spec §2.5): the caller's own requests,
 * those waiting for their decision, and (UserAuthRequest.List) all of them; request a package,
 * approve or deny a stage, cancel one's own undecided request. States are the request lifecycle's;
 * the row buttons and their dialogs are the definition's actions (resources/definitions/access-request.ts).
 */
export function AccessRequestsPage({ route }: ScreenProps) {
  const access = useAccess();
  const { currentUser } = useSnapshot(appState);
  const actor = currentUser ? { userId: currentUser.UserId, isSuperAdmin: currentUser.IsSuperAdmin } : null;
  const [view, setView] = useState<View>('Mine');
  const [isRequesting, setRequesting] = useState(false);
  const [decision, setDecision] = useState<Decision | null>(null);
  const views = VIEWS.filter((v) => v.id !== 'All' || access.hasPermission(Permissions.UserAuthRequestList));
  const current = views.find((v) => v.id === view) ?? views[0]!;
  const queryKey = ['access-requests', current.id];
  const refresh = () => VIEWS.forEach((v) => invalidateQueries(['access-requests', v.id]));

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
        columns={columns(current.id, actor, setDecision)}
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
      {decision && (
        <ActionDialog
          def={def}
          verb={decision.verb}
          target={{ id: decision.request.AccessRequestId }}
          onClose={() => setDecision(null)}
          onDone={() => {
            setDecision(null);
            refresh();
          }}
        >
          <p>
            {decision.request.RequesterName} requests {decision.request.AccessPackageTitle}
            {decision.request.Justification ? `: “${decision.request.Justification}”` : '.'}
          </p>
        </ActionDialog>
      )}
    </PageLayout>
  );
}
