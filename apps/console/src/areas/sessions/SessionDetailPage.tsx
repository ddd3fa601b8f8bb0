import { useState } from 'react';
import { Badge, PageHeader, type BadgeTone, PageLayout } from '@portcullis/ui';
import { invalidateQueries, type DataTableColumn } from '@portcullis/datatable';
import { Permissions, type SessionDetail, type SessionRequest, type SessionState } from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { links } from '../../routes/index';
import { ConsoleLink } from '../shared/ConsoleLink';
import { countText, dateTimeCell } from '../shared/cells';
import { ChildTable, childTab } from '../shared/resource/ChildTable';
import { Facts } from '../shared/resource/Facts';
import { useRecord } from '../shared/forms';
import { RecordState } from '../shared/RecordState';
import { ALL_APPLICATIONS, countryName } from './session-display';
import { TerminateDialog } from './TerminateSessions';

const STATE_TONE: Record<SessionState, BadgeTone> = { Active: 'success', Expired: 'neutral', Ended: 'neutral' };
/** Spec §4 information types of audit entries. */
const INFORMATION: Record<number, { label: string; tone: BadgeTone }> = {
  1: { label: 'Info', tone: 'info' },
  2: { label: 'Success', tone: 'success' },
  3: { label: 'Warning', tone: 'warning' },
  4: { label: 'Error', tone: 'danger' },
};

const timelineColumns: DataTableColumn<SessionRequest>[] = [
  { id: 'CreatedDate', title: 'When', cell: (r) => dateTimeCell(r.CreatedDate) },
  { id: 'TypeDescription', title: 'What', cell: (r) => r.TypeDescription },
  {
    id: 'InformationType',
    title: 'Outcome',
    cell: (r) => {
      const info = INFORMATION[r.InformationType];
      return info ? <Badge tone={info.tone}>{info.label}</Badge> : String(r.InformationType);
    },
  },
  { id: 'Action', title: 'Call', cell: (r) => <code>{r.Action}</code> },
  { id: 'Description', title: 'Details', cell: (r) => r.Description ?? '' },
];

function facts(s: SessionDetail) {
  return [
    [
      'User',
      <ConsoleLink key="user" to={links.userView({ id: s.UserId })}>
        {s.DisplayName ? `${s.DisplayName} (${s.UserName})` : s.UserName}
      </ConsoleLink>,
    ],
    ['Application', s.ApplicationTitle ?? ''],
    [
      'State',
      <Badge key="state" tone={STATE_TONE[s.State]}>
        {s.State}
      </Badge>,
    ],
    ['IP address', s.IpAddress ?? 'Not recorded'],
    ['Country', countryName(s.CountryCode) || 'Not known'],
    ['Browser', s.Browser ?? 'Unknown'],
    ['Platform', s.Platform ?? 'Unknown'],
    ['User-Agent', s.UserAgent ?? 'Not recorded'],
    ['Started', dateTimeCell(s.CreatedDate)],
    ['Last seen', dateTimeCell(s.LastActivityDate)],
    ['Expires', dateTimeCell(s.ExpiresDate)],
    ...(s.EndedDate ? [['Ended', `${dateTimeCell(s.EndedDate)} (${s.EndReason ?? 'ended'})`] as const] : []),
    ['Recorded requests', countText(s.RequestCount)],
  ] as const;
}

/**
 * Sessions → `detail/:id`: everything known of one session, live or ended, the timeline of what it
 * recorded (sign-in, writes, refused attempts, sign-out) and Terminate while it is live.
 */
export function SessionDetailPage({ params }: ScreenProps) {
  const id = params.id!;
  const { state, reload } = useRecord(() => api.sessions.get({ params: { id } }, { suppressErrorToast: true }), [id]);
  const [isTerminating, setIsTerminating] = useState(false);
  return (
    <RecordState state={state} what="session" backTo={links.activeSessions()} onRetry={reload}>
      {(s) => (
        <PageLayout
          header={
            <PageHeader
              title={`Session of ${s.DisplayName || s.UserName}`}
              description={`${s.ApplicationTitle ?? 'Unknown application'}${s.IsCurrent ? ' — this is your current session.' : ''}`}
              actions={
                s.State === 'Active'
                  ? [
                      {
                        id: 'terminate',
                        label: 'Terminate',
                        permission: Permissions.SessionTerminate,
                        onClick: () => setIsTerminating(true),
                      },
                    ]
                  : []
              }
            />
          }
        >
          <Facts facts={facts(s)} />
          <p css={{ margin: '0 0 16px' }}>
            <ConsoleLink to={links.activeSessions({ applicationId: ALL_APPLICATIONS, userId: s.UserId })}>
              Live sessions of {s.DisplayName || s.UserName}
            </ConsoleLink>
          </p>
          <h2 css={{ fontSize: 18, margin: '8px 0' }}>Timeline</h2>
          <ChildTable
            tab={childTab({ queryKey: ['session', id], title: 'Session', prefix: '' }, 'timeline', 'timeline')}
            columns={timelineColumns}
            rowKey={(r) => r.AuditId}
            emptyText="This session recorded nothing yet: reads are not recorded, writes and sign-ins are."
            fetchPage={(request, signal) => api.sessions.requests({ params: { id }, body: request }, { signal })}
          />
          <TerminateDialog
            isOpen={isTerminating}
            onClose={() => setIsTerminating(false)}
            count={1}
            includesOwn={s.IsCurrent}
            terminate={() => api.sessions.terminate({ body: { SessionIds: [s.SessionId] } })}
            onTerminated={() => {
              reload();
              invalidateQueries(['session', id]);
            }}
          />
        </PageLayout>
      )}
    </RecordState>
  );
}
