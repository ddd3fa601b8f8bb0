import { useEffect, type ReactNode } from 'react';
import { AppNav, useAppNav } from '@portcullis/ui';
import { api } from '../api';
import { appState } from '../state/app-store';
import type { ResolvedRoute } from '../routes/route-types';
import { Header, HEADER_HEIGHT } from './Header';
import { SideNav } from './SideNav';
import { LicenseBanner } from './LicenseBanner';
import { LeaveGuard } from './LeaveGuard';
import { Logo } from './Logo';
import { startExportHub } from '../state/export-hub';
import { startConsoleHub } from '../state/console-hub';
import { MAIN_ID, SkipLink } from './SkipLink';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { ShortcutsArming } from './command-palette/ShortcutsArming';

/**
 * Spec §2.13 shell: fixed header, licence/trial banner, side navigation and the page. Below the kit's
 * `lg` breakpoint (1024 px) the side navigation is a drawer opened by the header's menu button; it
 * closes when a link in it is followed or the page changes.
 */
export function AppShell({ route, children }: { route: ResolvedRoute | null; children: ReactNode }) {
  const nav = useAppNav();
  const { close } = nav;
  useEffect(() => startExportHub(), []);
  useEffect(() => startConsoleHub(), []);
  useEffect(() => {
    if (appState.license) return;
    void api.application.checkLicense(undefined, { suppressErrorToast: true }).then((env) => {
      if (env.Success && env.Data) appState.license = env.Data;
    });
  }, []);
  useEffect(() => close(), [route, close]);
  return (
    <div css={(t) => ({ minHeight: '100vh', background: t.colors.background, color: t.colors.text })}>
      <SkipLink />
      <Header nav={nav} />
      <div css={{ display: 'flex', paddingTop: HEADER_HEIGHT }}>
        <AppNav nav={nav} label="Main" drawerHeader={<Logo />} css={{ minHeight: `calc(100vh - ${HEADER_HEIGHT}px)` }}>
          <SideNav activePath={route?.fullPath ?? null} onNavigate={close} />
        </AppNav>
        {/* No padding: every screen renders through the kit's PageLayout, which owns the gutters and the header gap. */}
        <main id={MAIN_ID} tabIndex={-1} css={{ flex: 1, minWidth: 0, outline: 'none' }}>
          <LicenseBanner />
          <PageBreadcrumbs route={route}>{children}</PageBreadcrumbs>
        </main>
        <LeaveGuard />
        <ShortcutsArming />
      </div>
    </div>
  );
}
