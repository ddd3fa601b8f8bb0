import { Badge, PageHeader, PageLayout } from '@portcullis/ui';
import { DataTable, type DataTableColumn } from '@portcullis/datatable';
import {
  NOTIFICATION_CHANNEL_TITLES,
  NOTIFICATION_EVENTS,
  type NotificationDelivery,
  type NotificationRecipientDelivery,
} from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { links } from '../../routes/index';
import { useRecord } from '../shared/forms';
import { RecordState } from '../shared/RecordState';
import { dateTimeCell, pageOf } from '../shared/cells';
import { statusOf } from './notification-status';

const columns: DataTableColumn<NotificationRecipientDelivery>[] = [
  { id: 'RecipientName', title: 'Recipient', cell: (r) => r.RecipientName },
  { id: 'Channel', title: 'Channel', cell: (r) => NOTIFICATION_CHANNEL_TITLES[r.Channel] ?? r.Channel },
  { id: 'Address', title: 'Address', isSortable: false, cell: (r) => r.Address ?? '' },
  {
    id: 'Status',
    title: 'Status',
    cell: (r) => <Badge tone={statusOf(r.Status).tone}>{statusOf(r.Status).title}</Badge>,
  },
  { id: 'Attempts', title: 'Attempts', cell: (r) => String(r.Attempts) },
  { id: 'LastError', title: 'Last error', isSortable: false, cell: (r) => r.LastError ?? '' },
  { id: 'CompletedDate', title: 'Finished', isSortable: false, cell: (r) => dateTimeCell(r.CompletedDate) },
];

/** Workflow → a sent notification (spec §2.10 `notifications/:id/detail`): its deliveries per recipient and channel. */
export function NotificationDetailPage({ params }: ScreenProps) {
  const id = params.id!;
  const { state, reload } = useRecord<NotificationDelivery>(
    () => api.notifications.deliveryById({ params: { id } }, { suppressErrorToast: true }),
    [id],
  );
  return (
    <RecordState
      state={state}
      what="sent notification"
      backTo={links.notificationDefList()}
      backLabel="Back to Notifications"
      onRetry={reload}
    >
      {(delivery) => (
        <PageLayout
          header={
            <PageHeader
              title={delivery.Title}
              description={[
                delivery.EventKind ? NOTIFICATION_EVENTS[delivery.EventKind].title : null,
                `sent ${dateTimeCell(delivery.SendDate, 'not yet')}`,
                `${delivery.RecipientCount} recipients`,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          }
        >
          <p css={{ margin: 0 }}>
            Status: <Badge tone={statusOf(delivery.Status).tone}>{statusOf(delivery.Status).title}</Badge>
            {delivery.Reason ? ` ${delivery.Reason}` : null}
          </p>
          <DataTable
            queryKey={['notification-recipients', id]}
            label="Deliveries"
            columns={columns}
            rowKey={(r) => r.RecipientDeliveryId}
            searchColumns={['RecipientName']}
            emptyText="Nobody was reached by this notification."
            fetchPage={async (request, { signal }) =>
              pageOf(await api.notifications.deliveryRecipients({ body: { ...request, Scope: id } }, { signal }))
            }
          />
        </PageLayout>
      )}
    </RecordState>
  );
}
