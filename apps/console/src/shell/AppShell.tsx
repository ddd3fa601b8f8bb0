import { useEffect, type ReactNode } from 'react';
import { api } from '../api';
import { appState } from '../state/app-store';
import type { ResolvedRoute } from '../routes/route-types';
import { Header } from './Header';
import { SideNav } from './SideNav';
import { LicenseBanner } from './LicenseBanner';
import { LeaveGuard } from './LeaveGuard';
import { startExportHub } from '../state/export-hub';
import { MAIN_ID, SkipLink } from './SkipLink';

/** Spec §2.13 shell: fixed header, licence/trial banner, side navigation and the page. */
export function AppShell({ route, children }: { route: ResolvedRoute | null; children: ReactNode }) {
  useEffect(() => startExportHub(), []);
  useEffect(() => {
    if (appState.license) return;
    void api.application.checkLicense(undefined, { suppressErrorToast: true }).then((env) => {
      if (env.Success && env.Data) appState.license = env.Data;
    });
  }, []);
  return (
    <div css={(t) => ({ minHeight: '100vh', background: t.colors.background, color: t.colors.text })}>
      <SkipLink />
      <Header />
      <div css={{ display: 'flex', paddingTop: 56 }}>
        <SideNav activePath={route?.fullPath ?? null} />
        {/* No padding: every screen renders through the kit's PageLayout, which owns the gutters and the header gap. */}
        <main id={MAIN_ID} tabIndex={-1} css={{ flex: 1, minWidth: 0, outline: 'none' }}>
          <LicenseBanner />
          {children}
        </main>
        <LeaveGuard />
      </div>
    </div>
  );
}
