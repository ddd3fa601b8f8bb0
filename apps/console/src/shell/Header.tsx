import { useSnapshot } from 'valtio';
import { AppNavMenuButton, Avatar, Menu, atMediaBelow, useColorModeMenuItems, type AppNavState } from '@portcullis/ui';
import { saveColorModeOfUser } from './color-mode';
import { appState } from '../state/app-store';
import { navigate } from './navigate';
import { Logo } from './Logo';
import { NotificationBell } from './NotificationBell';
import { links } from '../routes/index';
import { ConsoleLink } from '../areas/shared/ConsoleLink';
import { CONSOLE_LANGUAGES } from '@portcullis/api-client';
import { useTranslation } from '../i18n/useTranslation';
import { chooseLanguage } from '../i18n/i18n-state';
import { loadMessages } from '../i18n/load-messages';

/** Height of the fixed header; the shell starts the page below it. */
export const HEADER_HEIGHT = 56;

/**
 * Fixed header (spec §2.13): the menu button (below the breakpoint, where the side navigation is a
 * drawer), logo, notification bell and the user menu with Account (an external link to the account
 * app), the colour mode (system, light, dark; kept for the user on the server) and Log Out (/account/logout). Below the breakpoint the user's name is left out beside the
 * avatar (the menu keeps it as its accessible name), so the header fits a 360 px phone.
 */
export function Header({ nav }: { nav: AppNavState }) {
  const state = useSnapshot(appState);
  const { t, language } = useTranslation();
  const user = state.currentUser;
  const accountUrl = state.staticData?.appURLs.accountApp;
  const colorModeItems = useColorModeMenuItems(saveColorModeOfUser);
  return (
    <header
      css={(t) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: HEADER_HEIGHT,
        zIndex: t.zIndices.sticky,
        display: 'flex',
        alignItems: 'center',
        gap: t.space[4],
        padding: `0 ${t.space[5]}px`,
        [atMediaBelow(t.breakpoints.lg)]: { gap: t.space[2], padding: `0 ${t.space[3]}px` },
        background: t.colors.surface,
        borderBottom: `1px solid ${t.colors.border}`,
      })}
    >
      <AppNavMenuButton nav={nav} />
      <ConsoleLink to={links.boarding()} label={t('header.home')}>
        <Logo />
      </ConsoleLink>
      <div css={{ flex: 1 }} />
      <NotificationBell />
      {user && (
        <div
          css={(t) => ({
            display: 'flex',
            alignItems: 'center',
            gap: t.space[2],
            minWidth: 0,
            [atMediaBelow(t.breakpoints.lg)]: { '& [data-user-name]': { display: 'none' } },
          })}
        >
          <Avatar name={user.FormattedName} photoUrl={user.ProfilePhotoUrl} size={32} />
          <Menu
            label={<span data-user-name="">{user.FormattedName}</span>}
            ariaLabel={t('userMenu.label', { name: user.FormattedName })}
            variant="ghost"
            items={[
              ...(accountUrl
                ? [
                    {
                      id: 'account',
                      label: t('userMenu.account'),
                      onSelect: () => window.open(accountUrl, '_blank', 'noopener,noreferrer'),
                    },
                  ]
                : []),
              ...colorModeItems,
              // The language switch: each offered language by its own name; the one in use is not offered.
              ...CONSOLE_LANGUAGES.filter((l) => l.Code !== language).map((l) => ({
                id: `language-${l.Code}`,
                label: `${t('userMenu.language')}: ${l.Title}`,
                onSelect: () => void chooseLanguage(l.Code, loadMessages),
              })),
              { id: 'logout', label: t('userMenu.logOut'), onSelect: () => navigate(links.logout()) },
            ]}
          />
        </div>
      )}
    </header>
  );
}
