import { useRef, useState } from 'react';
import {
  Badge,
  Button,
  PageHeader,
  PermissionGate,
  PageLayout,
  RowActions,
  pinnedLastColumnStyles,
} from '@portcullis/ui';
import {
  DataTable,
  ExportProgress,
  type BulkContext,
  type DataTableColumn,
  invalidateQueries,
} from '@portcullis/datatable';
import { Permissions, type SessionRow } from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { links } from '../../routes/index';
import { ConsoleLink } from '../shared/ConsoleLink';
import { dateTimeCell, pageOf } from '../shared/cells';
import { startTableExport } from '../shared/exporting';
import { ALL_APPLICATIONS, countryName, pathFilters } from './session-display';
import { TerminateDialog } from './TerminateSessions';

/** What a pending termination ends (one row, the selection, or every session of a user). */
type Pending =
  | { kind: 'one'; row: SessionRow }
  | { kind: 'selection'; context: BulkContext }
  | { kind: 'user'; userId: string; userName: string };

const userLabel = (s: SessionRow) => s.DisplayName || s.UserName;
const noWrap = { whiteSpace: 'nowrap' } as const;

function columns(onTerminate: (row: SessionRow) => void): DataTableColumn<SessionRow>[] {
  return [
    {
      id: 'UserName',
      title: 'User',
      cell: (s) => (
        // The badge goes under the name when the column is narrow, so it does not widen the table.
        <span css={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 8, rowGap: 2, alignItems: 'baseline' }}>
          <ConsoleLink to={links.sessionDetail({ id: s.SessionId })} label={`Session of ${userLabel(s)}`}>
            <span css={noWrap}>{userLabel(s)}</span>
          </ConsoleLink>
          {s.IsCurrent && <Badge tone="info">This session</Badge>}
        </span>
      ),
      filter: { kind: 'text' },
    },
    {
      id: 'ApplicationTitle',
      title: 'Application',
      cell: (s) =>
        s.ApplicationId ? (
          <ConsoleLink
            to={links.activeSessions({ applicationId: s.ApplicationId })}
            label={`Sessions of ${s.ApplicationTitle ?? 'this application'}`}
          >
            {s.ApplicationTitle ?? s.ApplicationId}
          </ConsoleLink>
        ) : (
          ''
        ),
    },
    { id: 'IpAddress', title: 'IP address', cell: (s) => s.IpAddress ?? '', filter: { kind: 'text' } },
    { id: 'CountryCode', title: 'Country', cell: (s) => countryName(s.CountryCode) },
    { id: 'Browser', title: 'Browser', cell: (s) => s.Browser ?? 'Unknown', filter: { kind: 'text' } },
    { id: 'Platform', title: 'Platform', cell: (s) => s.Platform ?? 'Unknown', filter: { kind: 'text' } },
    { id: 'CreatedDate', title: 'Started', cell: (s) => <span css={noWrap}>{dateTimeCell(s.CreatedDate)}</span> },
    {
      id: 'LastActivityDate',
      title: 'Last seen',
      cell: (s) => <span css={noWrap}>{dateTimeCell(s.LastActivityDate)}</span>,
    },
    {
      id: 'actions',
      title: 'Actions',
      isSortable: false,
      isExportable: false,
      cell: (s) => (
        <RowActions
          objectName={`the session of ${userLabel(s)}`}
          actions={[
            {
              id: 'terminate',
              label: 'Terminate',
              permission: Permissions.SessionTerminate,
              onClick: () => onTerminate(s),
            },
          ]}
        />
      ),
    },
  ];
}

/**
 * Sessions → Active Sessions (`active/:applicationId?/:userId?`): live sessions of every application,
 * the console's own sign-ins among them, narrowed by the path's application and user and by the table's
 * URL filters; export, and terminate one, the selection, or every session of the user in the path.
 */
export function ActiveSessionsPage({ route, params }: ScreenProps) {
  const fixed = pathFilters(params);
  const [pending, setPending] = useState<Pending | null>(null);
  const queryKey = ['sessions', 'active', params.applicationId ?? null, params.userId ?? null];
  const [exportPercent, setExportPercent] = useState<number | null>(null);
  // The rows shown, to tell whether a selection holds the caller's own session.
  const shown = useRef<SessionRow[]>([]);
  // Names of the path's user and application, as the first row shows them.
  const [names, setNames] = useState<{ user?: string; application?: string | null }>({});
  const userId = params.userId ?? null;
  const applicationId = params.applicationId && params.applicationId !== ALL_APPLICATIONS ? params.applicationId : null;
  const userName = names.user ?? null;
  const applicationTitle = names.application;

  const pendingCount = pending?.kind === 'one' ? 1 : pending?.kind === 'selection' ? pending.context.count : 0;
  const includesOwn =
    pending?.kind === 'one'
      ? pending.row.IsCurrent
      : pending?.kind === 'selection'
        ? shown.current.some(
            (s) =>
              s.IsCurrent &&
              (pending.context.selection.mode === 'all'
                ? !pending.context.selection.except.has(s.SessionId)
                : pending.context.selection.ids.has(s.SessionId)),
          )
        : false;

  return (
    <PageLayout
      header={
        <PageHeader
          title={route.title}
          description={
            userId || applicationId
              ? `Live sessions${userId ? ` of ${userName ?? 'one user'}` : ''}${applicationId ? ` in ${applicationTitle ?? 'one application'}` : ''}.`
              : 'Live sessions of every application, this console among them.'
          }
          actions={
            userId
              ? [
                  {
                    id: 'terminate-user',
                    label: 'Terminate all of this user',
                    permission: Permissions.SessionTerminate,
                    onClick: () => setPending({ kind: 'user', userId, userName: userName ?? 'this user' }),
                  },
                ]
              : []
          }
        />
      }
    >
      {(userId || applicationId) && (
        <p css={{ margin: '0 0 12px' }}>
          <ConsoleLink to={links.activeSessions()}>Show the sessions of every user and application</ConsoleLink>
        </p>
      )}
      {exportPercent !== null && <ExportProgress percent={exportPercent} label="Preparing the Excel file" />}
      {/* At 1440 px the columns need more than the frame: the table scrolls inside it, Terminate stays in view. */}
      <div css={pinnedLastColumnStyles}>
        <DataTable
          queryKey={queryKey}
          label="Active sessions"
          columns={columns((row) => setPending({ kind: 'one', row }))}
          rowKey={(s) => s.SessionId}
          searchColumns={['UserName', 'DisplayName', 'ApplicationTitle', 'IpAddress']}
          emptyText="No live sessions match these filters."
          dateColumns={['CreatedDate', 'LastActivityDate']}
          fetchPage={async (request, { signal }) => {
            const page = pageOf(
              await api.sessions.list(
                { body: { ...request, Filters: [...(request.Filters ?? []), ...fixed] } },
                { signal },
              ),
            );
            shown.current = page.Data;
            const first = page.Data[0];
            if (first) setNames({ user: userLabel(first), application: first.ApplicationTitle });
            return page;
          }}
          bulkActions={(context) => (
            <PermissionGate permission={Permissions.SessionTerminate}>
              <Button variant="danger" size="sm" onClick={() => setPending({ kind: 'selection', context })}>
                Terminate selected
              </Button>
            </PermissionGate>
          )}
          onExport={async (choice, request) => {
            setExportPercent(0);
            try {
              await startTableExport(
                'ActiveSessions',
                choice,
                { ...request, Filters: [...(request.Filters ?? []), ...fixed] },
                setExportPercent,
              );
            } finally {
              setExportPercent(null);
            }
          }}
        />
      </div>
      {pending && (
        <TerminateDialog
          isOpen
          onClose={() => setPending(null)}
          count={pendingCount}
          includesOwn={includesOwn}
          title={pending.kind === 'user' ? `Terminate every session of ${pending.userName}?` : undefined}
          text={
            pending.kind === 'user'
              ? 'Every live session of this user, in every application, ends at once; they must sign in again.'
              : undefined
          }
          terminate={() =>
            pending.kind === 'user'
              ? api.sessions.terminateUser({ params: { id: pending.userId } })
              : pending.kind === 'one'
                ? api.sessions.terminate({ body: { SessionIds: [pending.row.SessionId] } })
                : api.sessions.terminate({
                    body:
                      'SelectedIds' in pending.context.request
                        ? { SessionIds: pending.context.request.SelectedIds }
                        : {
                            AllMatching: {
                              Filters: [...pending.context.request.AllMatching.Filters, ...fixed],
                              ExceptIds: pending.context.request.AllMatching.ExceptIds,
                            },
                          },
                  })
          }
          onTerminated={() => {
            if (pending.kind === 'selection') pending.context.clear();
            invalidateQueries(queryKey);
          }}
        />
      )}
    </PageLayout>
  );
}
