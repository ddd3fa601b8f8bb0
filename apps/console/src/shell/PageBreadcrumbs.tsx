import { useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Breadcrumbs, PageBreadcrumbProvider } from '@portcullis/ui';
import { appState } from '../state/app-store';
import type { AccessContext, ResolvedRoute } from '../routes/index';
import { pageTrail } from '../routes/page-trail';
import { toHref, navigate } from '../routes/navigate';

/**
 * Gives the page's header its breadcrumb trail (view, save and create pages: routes/page-trail.ts),
 * so every screen's PageHeader shows it without the screen passing it.
 */
export function PageBreadcrumbs({ route, children }: { route: ResolvedRoute | null; children: ReactNode }) {
  const state = useSnapshot(appState);
  const user = state.currentUser;
  const trail = useMemo(() => {
    if (!route || !user) return [];
    const ctx: AccessContext = {
      permissions: user.Permissions,
      isSuperAdmin: user.IsSuperAdmin,
      featureFlags: state.staticData?.featureFlags ?? [],
      tenantName: state.staticData?.tenant.Name ?? user.TenantName,
    };
    return pageTrail(route, ctx);
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
