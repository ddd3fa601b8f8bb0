import { lazy, Suspense, useEffect, type LazyExoticComponent } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { FeatureFlagGate, PageHeader, PageLayout, Skeleton } from '@portcullis/ui';
import { accessContextOf, appState } from '../state/app-store';
import {
  hrefOf,
  links,
  matchRoute,
  firstFailingRoute,
  type ResolvedRoute,
  type Screen,
  type ScreenLoader,
} from '../routes/index';
import type { Href } from '../routes/links';
import { AppShell } from './AppShell';
import { BrandOnlyLayout } from './BrandOnlyLayout';
import { NotBuiltYet } from './NotBuiltYet';
import { loadStandalone, navigate, toHref } from './navigate';
import { loaderOf } from '../routes/screen-loaders';
import { ForbiddenScreen } from './AccessScreens';
import { useRouteFocus } from './route-focus';

const loadResourceScreens = () => import('../areas/shared/resource/screens');
const lazyScreens = new Map<string, LazyExoticComponent<Screen>>();

/** The lazily loaded screen of a route: its area module's export, or the generic resource screen. */
function screenOf(route: ResolvedRoute): LazyExoticComponent<Screen> | null {
  const key = route.screen ? `${route.fullPath}#${route.screen}` : route.resource ? 'resource' : null;
  if (!key) return null;
  let screen = lazyScreens.get(key);
  if (!screen) {
    const loader: ScreenLoader | undefined = loaderOf(route);
    const name = route.screen;
    screen = lazy(async () => {
      if (!name) return { default: (await loadResourceScreens()).GenericResourceScreen as Screen };
      if (!loader) throw new Error(`Route ${route.name} names screen ${name} but its area has no screens module.`);
      const module = await loader();
      const found = module[name];
      if (!found) throw new Error(`Screen ${name} of route ${route.name} is not in its area's screens module.`);
      return { default: found };
    });
    lazyScreens.set(key, screen);
  }
  return screen;
}

/** A standalone page reached inside the app (history back to sign-in): the page is loaded afresh. */
function StandalonePage({ href }: { href: string }) {
  useEffect(() => {
    loadStandalone(href, { replace: true });
  }, [href]);
  return null;
}

function Redirect({ to }: { to: Href }) {
  useEffect(() => {
    navigate(to, { replace: true });
  }, [to]);
  return null;
}

const loading = <Skeleton variant="header" label="Loading..." />;
/** Inside the shell a loading screen keeps the page frame, so nothing jumps when the screen arrives. */
const shellLoading = <PageLayout>{loading}</PageLayout>;

/** Renders the screen of the current path, derived from the route table; screens load per area. */
export function RouteView() {
  const [location] = useLocation();
  const state = useSnapshot(appState);
  const match = matchRoute(location);
  useRouteFocus(location, match ? match.route.title : 'Page not found');
  if (state.loading) return <Skeleton variant="header" label="Loading Portcullis..." />;

  const user = state.currentUser;
  const signIn = links.signIn();
  if (!match) {
    return user ? (
      <AppShell route={null}>
        <PageLayout header={<PageHeader title="Page not found" />}>
          <p css={{ margin: 0 }}>There is no page at {location}.</p>
        </PageLayout>
      </AppShell>
    ) : (
      <Redirect to={signIn} />
    );
  }
  const { route, params } = match;
  if (route.isStandalone) return <StandalonePage href={location + window.location.search} />;
  const Screen = screenOf(route);
  if (route.isPublic && Screen) {
    return (
      <BrandOnlyLayout>
        <Suspense fallback={loading}>
          <Screen params={params} route={route} />
        </Suspense>
      </BrandOnlyLayout>
    );
  }
  const ctx = accessContextOf(state);
  if (!ctx) {
    return <Redirect to={links.signIn(undefined, { query: { goback: location + window.location.search } })} />;
  }

  if (route.redirect) return <Redirect to={toHref(route.redirect) ?? hrefOf(route, ctx)} />;
  if (route.children.length > 0 && !Screen) return <Redirect to={hrefOf(route, ctx)} />;

  const failing = firstFailingRoute(route, ctx);
  // §6: a page behind a feature flag that is off says so (and follows the flag live, issue 28).
  if (failing?.flag && !firstFailingRoute(route, { ...ctx, featureFlags: [...ctx.featureFlags, failing.flag] })) {
    return (
      <AppShell route={route}>
        <PageLayout header={<PageHeader title={route.title} />}>
          <FeatureFlagGate flag={failing.flag}>{null}</FeatureFlagGate>
        </PageLayout>
      </AppShell>
    );
  }
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
  const Shown = Screen ?? NotBuiltYet;
  return (
    <AppShell route={route}>
      <Suspense fallback={shellLoading}>
        <Shown key={route.fullPath} params={params} route={route} />
      </Suspense>
    </AppShell>
  );
}
