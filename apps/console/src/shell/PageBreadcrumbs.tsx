import { useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Breadcrumbs, PageBreadcrumbProvider } from '@portcullis/ui';
import { accessContextOf, appState } from '../state/app-store';
import type { ResolvedRoute } from '../routes/index';
import { pageTrail } from '../routes/page-trail';
import { toHref, navigate } from './navigate';

/**
 * Gives the page's header its breadcrumb trail (view, save and create pages: routes/page-trail.ts),
 * so every screen's PageHeader shows it without the screen passing it.
 */
export function PageBreadcrumbs({ route, children }: { route: ResolvedRoute | null; children: ReactNode }) {
  const state = useSnapshot(appState);
  const user = state.currentUser;
  const trail = useMemo(() => {
    const ctx = accessContextOf(state);
    return route && ctx ? pageTrail(route, ctx) : [];
  }, [route, user, state.staticData]);
  if (trail.length === 0) return <>{children}</>;
  return (
    <PageBreadcrumbProvider
      breadcrumb={
        <Breadcrumbs
          items={trail.map((step) => ({ label: step.title, href: step.href }))}
          onNavigate={(href) => {
            const to = toHref(href);
            if (to) navigate(to);
          }}
        />
      }
    >
      {children}
    </PageBreadcrumbProvider>
  );
}
