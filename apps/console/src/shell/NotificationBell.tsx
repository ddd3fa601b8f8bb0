import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Popover } from '@portcullis/ui';
import { bellLine, countOf, type NotificationItem } from '@portcullis/api-client';
import { api } from '../api';
import { appState } from '../state/app-store';
import { onExportNotification } from '../state/export-hub';
import { onConsoleChange } from '../state/console-hub';
import { countText, dateTimeCell } from '../areas/shared/cells';

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/**
 * The header's notification bell (spec §2.13): the signed-in user's latest notifications and unread
 * count, each led by the §4 line ('{sender} send you a message' for EventType 1, '{sender} requests
 * access to {title}' otherwise), refreshed live: over the console hub every signed-in console holds
 * (ReceiveConsoleChange Notifications, a notification was delivered), over the export hub while an
 * export of this browser runs (ReceiveExportNotification), and after Mark all as read.
 */
export function NotificationBell() {
  const state = useSnapshot(appState);
  const [items, setItems] = useState<NotificationItem[]>([]);
  const refresh = useCallback(async () => {
    const env = await api.notifications.notificationSummary(undefined, { suppressErrorToast: true });
    if (!env.Data) return;
    setItems(env.Data.Notifications);
    appState.unreadCount = env.Data.UnReadCount;
  }, []);
  useEffect(() => {
    void refresh();
    const stopExports = onExportNotification(() => void refresh());
    const stopConsole = onConsoleChange((kind) => {
      if (kind === 'Notifications') void refresh();
    });
    return () => {
      stopExports();
      stopConsole();
    };
  }, [refresh]);
  return (
    <Popover
      trigger={
        <button
          type="button"
          aria-label={`Notifications, ${countText(state.unreadCount)} unread`}
          css={(t) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 4,
            background: 'none',
            border: 0,
            color: t.colors.text,
            cursor: 'pointer',
            fontSize: t.fontSizes.sm,
          })}
        >
          <BellIcon />
          {state.unreadCount > 0 ? countText(state.unreadCount) : null}
        </button>
      }
      label="Notifications"
    >
      <div css={{ display: 'grid', gap: 8, minWidth: 280, maxWidth: 360 }}>
        <p css={{ margin: 0 }}>
          {state.unreadCount > 0
            ? `${countOf(state.unreadCount, 'unread notification')}.`
            : 'You have no new notifications.'}
        </p>
        {items.length > 0 && (
          // Focusable: a list that scrolls must be reachable by keyboard to scroll it (axe scrollable-region-focusable).
          <ul
            aria-label="Latest notifications"
            tabIndex={0}
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: 6,
              maxHeight: 320,
              overflow: 'auto',
            }}
          >
            {items.map((n) => (
              <li key={n.NotificationId} css={{ fontWeight: n.IsRead ? 400 : 600 }}>
                <div>{bellLine(n)}</div>
                <div css={{ fontWeight: 400, fontSize: 13 }}>{n.Title}</div>
                <div css={{ fontWeight: 400, fontSize: 13 }}>{n.Body}</div>
                <div css={{ fontWeight: 400, fontSize: 12, opacity: 0.75 }}>{dateTimeCell(n.SendDate)}</div>
              </li>
            ))}
          </ul>
        )}
        {state.unreadCount > 0 && (
          <Button
            size="sm"
            variant="secondary"
            onClick={async () => {
              await api.notifications.markAllAsRead(undefined, { suppressSuccessToast: true });
              await refresh();
            }}
          >
            Mark all as read
          </Button>
        )}
      </div>
    </Popover>
  );
}
