import { useEffect, useState } from 'react';
import { Badge } from '@portcullis/ui';
import { DataTable } from '@portcullis/datatable';
import {
  emptyTextOf,
  idOf,
  NOTIFICATION_CHANNEL_TITLES,
  notificationDefResource,
  notificationDeliveryResource,
  notificationRecipientResource,
  type NotificationServiceInfo,
  type PagedRequest,
} from '@portcullis/api-client';
import { api } from '../../../api';
import { links } from '../../../routes/index';
import { pageOf } from '../../shared/cells';
import { resourceColumns } from '../../shared/resource/list-columns';
import { resourceClient } from '../../shared/resource/resource-client';
import { resourceScreen } from '../../shared/resource/screens';

type Row = Record<string, unknown>;
const sends = resourceClient(notificationDeliveryResource);
const recipients = resourceClient(notificationRecipientResource);

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

/** Every notification sent (built-in sends too), newest first, each linking to its deliveries. */
function SentNotifications() {
  return (
    <>
      <h2 css={{ fontSize: 18, margin: '16px 0 0' }}>{notificationDeliveryResource.titles.many}</h2>
      <DataTable
        queryKey={['resource', notificationDeliveryResource.name, 'list']}
        label={notificationDeliveryResource.titles.many}
        columns={resourceColumns(notificationDeliveryResource, (id) => links.notificationDetail({ id }))}
        rowKey={(row: Row) => idOf(notificationDeliveryResource, row)}
        searchColumns={notificationDeliveryResource.list.search as string[]}
        emptyText={emptyTextOf(notificationDeliveryResource)}
        fetchPage={async (request, { signal }) => pageOf(await sends.list(request, signal))}
      />
    </>
  );
}

const enabledBadge = (r: Row) =>
  r.IsEnabled ? <Badge tone="success">Enabled</Badge> : <Badge tone="neutral">Disabled</Badge>;

/**
 * Workflow → Notifications (spec §2.10, Rule.Edit): the generic list of the notification definitions
 * (an event, channels, recipients and a template), which transports are configured above it, and the
 * notifications sent below it, each linking to its deliveries per recipient.
 */
export const NotificationDefListPage = resourceScreen(notificationDefResource, 'list', {
  tableLabel: 'Notification definitions',
  cells: { IsEnabled: enabledBadge },
  listAbove: <TransportSummary />,
  listBelow: () => <SentNotifications />,
});

/**
 * A sent notification (spec §2.10 `notifications/:id/detail`): the generic view of the send (its event,
 * status, recipients, when and why nothing was sent) and its deliveries per recipient and channel.
 */
export const NotificationDetailPage = resourceScreen(notificationDeliveryResource, 'view', {
  viewBelow: (send) => {
    const id = idOf(notificationDeliveryResource, send);
    return (
      <DataTable
        queryKey={['resource', notificationRecipientResource.name, 'list', id]}
        label={notificationRecipientResource.titles.many}
        columns={resourceColumns(notificationRecipientResource, undefined)}
        rowKey={(row: Row) => idOf(notificationRecipientResource, row)}
        searchColumns={notificationRecipientResource.list.search as string[]}
        emptyText={emptyTextOf(notificationRecipientResource)}
        fetchPage={async (request, { signal }) =>
          pageOf(await recipients.list({ ...request, Scope: id } as PagedRequest, signal))
        }
      />
    );
  },
});
