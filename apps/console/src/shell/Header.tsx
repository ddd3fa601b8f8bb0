import { useSnapshot } from 'valtio';
import { Avatar, Menu, Popover } from '@portcullis/ui';
import { appState } from '../state/app-store';
import { navigate } from '../routes/navigate';
import { Logo } from './Logo';

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/**
 * Fixed header (spec §2.13): logo, notification bell and the user menu with Account (an external link
 * to the account app) and Log Out (/account/logout).
 */
export function Header() {
  const state = useSnapshot(appState);
  const user = state.currentUser;
  const accountUrl = state.staticData?.appURLs.accountApp;
  return (
    <header
      css={(t) => ({
        position: 'fixed', top: 0, left: 0, right: 0, height: 56, zIndex: t.zIndices.sticky, display: 'flex', alignItems: 'center',
        gap: t.space[4], padding: `0 ${t.space[5]}px`, background: t.colors.surface, borderBottom: `1px solid ${t.colors.border}`,
      })}
    >
      <a href="/" onClick={(e) => { e.preventDefault(); navigate('/'); }} aria-label="Portcullis home" css={{ textDecoration: 'none' }}>
        <Logo />
      </a>
      <div css={{ flex: 1 }} />
      <Popover
        trigger={<button type="button" aria-label={`Notifications, ${state.unreadCount} unread`} css={(t) => ({ display: 'flex', alignItems: 'center', gap: 4, background: 'none', border: 0, color: t.colors.text, cursor: 'pointer', fontSize: t.fontSizes.sm })}><BellIcon />{state.unreadCount > 0 ? state.unreadCount : null}</button>}
        label="Notifications"
      >
        <p css={{ margin: 0 }}>{state.unreadCount > 0 ? `${state.unreadCount} unread notifications.` : 'You have no new notifications.'}</p>
      </Popover>
      {user && (
        <div css={(t) => ({ display: 'flex', alignItems: 'center', gap: t.space[2] })}>
          <Avatar name={user.FormattedName} photoUrl={user.ProfilePhotoUrl} size={32} />
          <Menu
            label={user.FormattedName}
            ariaLabel={`${user.FormattedName}, user menu`}
            variant="ghost"
            items={[
              ...(accountUrl ? [{ id: 'account', label: 'Account', onSelect: () => window.open(accountUrl, '_blank', 'noopener,noreferrer') }] : []),
              { id: 'logout', label: 'Log Out', onSelect: () => navigate('/account/logout') },
            ]}
          />
        </div>
      )}
    </header>
  );
}
