import { useEffect, useState } from 'react';
import { Badge } from '@portcullis/ui';
import { DataTable, type DataTableColumn } from '@portcullis/datatable';
import {
  NOTIFICATION_CHANNEL_TITLES,
  NOTIFICATION_EVENTS,
  Permissions,
  type NotificationDef,
  type NotificationDelivery,
  type NotificationServiceInfo,
} from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { links } from '../../routes/index';
import { ConsoleLink } from '../shared/ConsoleLink';
import { dateTimeCell, pageOf } from '../shared/cells';
import { ListPage } from '../shared/resource/ListPage';
import { statusOf } from './notification-status';

/** Which transports can deliver now, said plainly (GetServiceInfo): an unconfigured one waits. */
function TransportSummary() {
  const [info, setInfo] = useState<NotificationServiceInfo | null>(null);
  useEffect(() => {
    void api.notifications.getServiceInfo(undefined, { suppressErrorToast: true }).then((env) => setInfo(env.Data));
  }, []);
  if (!info) return null;
  return (
    <section aria-label="Transports" css={{ display: 'grid', gap: 4 }}>
      <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 4 }}>
        {info.Transports.map((t) => (
          <li key={t.Channel} css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <Badge tone={t.IsConfigured ? 'success' : 'warning'}>
              {NOTIFICATION_CHANNEL_TITLES[t.Channel]}: {t.IsConfigured ? 'ready' : 'not configured'}
            </Badge>
            <span>{t.Description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const sentColumns: DataTableColumn<NotificationDelivery>[] = [
  {
    id: 'Title',
    title: 'Notification',
    cell: (d) => <ConsoleLink to={links.notificationDetail({ id: d.NotificationId })}>{d.Title}</ConsoleLink>,
  },
  {
    id: 'EventKind',
    title: 'Event',
    cell: (d) => (d.EventKind ? NOTIFICATION_EVENTS[d.EventKind].title : ''),
  },
  {
    id: 'Status',
    title: 'Status',
    cell: (d) => <Badge tone={statusOf(d.Status).tone}>{statusOf(d.Status).title}</Badge>,
  },
  { id: 'RecipientCount', title: 'Recipients', isSortable: false, align: 'end', cell: (d) => String(d.RecipientCount) },
  { id: 'SendDate', title: 'Sent', cell: (d) => dateTimeCell(d.SendDate) },
];

const defColumns: DataTableColumn<NotificationDef>[] = [
  {
    id: 'Title',
    title: 'Title',
    cell: (d) => <ConsoleLink to={links.notificationDefSave({ id: d.NotificationDefId })}>{d.Title}</ConsoleLink>,
  },
  { id: 'EventKind', title: 'Event', cell: (d) => NOTIFICATION_EVENTS[d.EventKind].title },
  {
    id: 'Channels',
    title: 'Channels',
    isSortable: false,
    cell: (d) => d.Channels.map((c) => NOTIFICATION_CHANNEL_TITLES[c]).join(', '),
  },
  {
    id: 'IsEnabled',
    title: 'State',
    cell: (d) => <Badge tone={d.IsEnabled ? 'success' : 'neutral'}>{d.IsEnabled ? 'Enabled' : 'Disabled'}</Badge>,
  },
];

/**
 * Workflow → Notifications (spec §2.10, Rule.Edit): the definitions (an event, channels, recipients and
 * a template) on the list page every list shares, which transports are configured, and the
 * notifications sent, each linking to its deliveries per recipient.
 */
export function NotificationDefListPage({ route }: ScreenProps) {
  return (
    <ListPage<NotificationDef>
      title={route.title}
      description="Tell people when something happens: in the bell, by e-mail, by SMS or to a webhook."
      create={{ label: 'Create notification', permission: Permissions.RuleEdit, href: links.notificationDefSave() }}
      above={<TransportSummary />}
      table={{
        queryKey: ['notification-defs'],
        label: 'Notification definitions',
        columns: defColumns,
        rowKey: (d) => d.NotificationDefId,
        searchColumns: ['Title', 'Name'],
        emptyText: 'No notifications yet.',
        defaultSort: { Column: 'Title', Asc: true },
        fetchPage: async (request, { signal }) =>
          pageOf(await api.notifications.defDataList({ body: request }, { signal })),
      }}
      rowName={(d) => d.Title}
      remove={{
        permission: Permissions.RuleEdit,
        objectName: (d) => d.Title,
        text: () => 'Nothing more is sent for it; what was sent stays listed.',
        call: (d) => api.notifications.removeNotificationDef({ params: { id: d.NotificationDefId } }),
      }}
      below={
        <>
          <h2 css={{ fontSize: 18, margin: '16px 0 0' }}>Sent notifications</h2>
          <DataTable
            queryKey={['notification-sends']}
            label="Sent notifications"
            columns={sentColumns}
            rowKey={(d) => d.NotificationId}
            searchColumns={['Title']}
            emptyText="Nothing has been sent yet."
            defaultSort={{ Column: 'SendDate', Asc: false }}
            fetchPage={async (request, { signal }) =>
              pageOf(await api.notifications.dataList({ body: request }, { signal }))
            }
          />
        </>
      }
    />
  );
}
