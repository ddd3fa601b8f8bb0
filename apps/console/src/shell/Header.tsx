import { useSnapshot } from 'valtio';
import { Avatar, Menu } from '@portcullis/ui';
import { appState } from '../state/app-store';
import { navigate } from '../routes/navigate';
import { Logo } from './Logo';
import { NotificationBell } from './NotificationBell';
import { links } from '../routes/index';
import { ConsoleLink } from '../areas/shared/ConsoleLink';

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
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 56,
        zIndex: t.zIndices.sticky,
        display: 'flex',
        alignItems: 'center',
        gap: t.space[4],
        padding: `0 ${t.space[5]}px`,
        background: t.colors.surface,
        borderBottom: `1px solid ${t.colors.border}`,
      })}
    >
      <ConsoleLink to={links.boarding()} label="Portcullis home">
        <Logo />
      </ConsoleLink>
      <div css={{ flex: 1 }} />
      <NotificationBell />
      {user && (
        <div css={(t) => ({ display: 'flex', alignItems: 'center', gap: t.space[2] })}>
          <Avatar name={user.FormattedName} photoUrl={user.ProfilePhotoUrl} size={32} />
          <Menu
            label={user.FormattedName}
            ariaLabel={`${user.FormattedName}, user menu`}
            variant="ghost"
            items={[
              ...(accountUrl
                ? [
                    {
                      id: 'account',
                      label: 'Account',
                      onSelect: () => window.open(accountUrl, '_blank', 'noopener,noreferrer'),
                    },
                  ]
                : []),
              { id: 'logout', label: 'Log Out', onSelect: () => navigate(links.logout()) },
            ]}
          />
        </div>
      )}
    </header>
  );
}
