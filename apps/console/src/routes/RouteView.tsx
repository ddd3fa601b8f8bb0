import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Skeleton } from '@portcullis/ui';
import { appState } from '../state/app-store';
import { hrefOf, matchRoute, routePasses, type AccessContext, type ResolvedRoute, type ScreenKey } from './index';
import { AppShell } from '../shell/AppShell';
import { BrandOnlyLayout } from '../shell/BrandOnlyLayout';
import { NotBuiltYet } from '../shell/NotBuiltYet';
import { screens } from './screens';
import { navigate } from './navigate';
import { ForbiddenScreen } from '../shell/AccessScreens';

/** Screens reachable without signing in; they use the brand-only header. */
const PUBLIC_SCREENS: ReadonlySet<ScreenKey> = new Set(['entry', 'signIn', 'accountResult', 'accessExpired', 'logout']);

function Redirect({ to }: { to: string }) {
  useEffect(() => {
    navigate(to, { replace: true });
  }, [to]);
  return null;
}

/** The route's own checks and every ancestor's (a section's permission covers its pages). */
function firstFailing(route: ResolvedRoute, ctx: AccessContext): ResolvedRoute | null {
  for (let r: ResolvedRoute | null = route; r; r = r.parent) if (!routePasses(r, ctx)) return r;
  return null;
}

/** Renders the screen of the current path, derived from the route table. */
export function RouteView() {
  const [location] = useLocation();
  const state = useSnapshot(appState);
  if (state.loading) return <Skeleton variant="header" label="Loading Portcullis..." />;

  const match = matchRoute(location);
  const user = state.currentUser;
  if (!match) {
    return user ? (
      <AppShell route={null}>
        <h1>Page not found</h1>
        <p>There is no page at {location}.</p>
      </AppShell>
    ) : (
      <Redirect to="/account/login" />
    );
  }
  const { route, params } = match;
  if (route.screen && PUBLIC_SCREENS.has(route.screen)) {
    const Screen = screens[route.screen];
    return (
      <BrandOnlyLayout>
        <Screen params={params} route={route} />
      </BrandOnlyLayout>
    );
  }
  if (!user) return <Redirect to={`/account/login?goback=${encodeURIComponent(location + window.location.search)}`} />;

  const ctx: AccessContext = {
    permissions: user.Permissions,
    isSuperAdmin: user.IsSuperAdmin,
    featureFlags: state.staticData?.featureFlags ?? [],
    tenantName: state.staticData?.tenant.Name ?? user.TenantName,
  };
  if (route.redirect) return <Redirect to={route.redirect} />;
  if (route.children.length > 0 && !route.screen) return <Redirect to={hrefOf(route, ctx)} />;

  const failing = firstFailing(route, ctx);
  if (failing) {
    const missing =
      failing.permission && !ctx.isSuperAdmin && !ctx.permissions.includes(failing.permission)
        ? [failing.permission]
        : [];
    return (
      <AppShell route={route}>
        <ForbiddenScreen details={{ MissingPermissions: missing, MissingPack: null }} />
      </AppShell>
    );
  }
  const Screen = route.screen ? screens[route.screen] : NotBuiltYet;
  return (
    <AppShell route={route}>
      <Screen params={params} route={route} />
    </AppShell>
  );
}
