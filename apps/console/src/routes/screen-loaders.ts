import type { ResolvedRoute, ScreenLoader } from './route-types';

/**
 * The screens module of each top-level route (one chunk per area, loaded when one of its routes is
 * first shown). It lives apart from the route table so that screens may import typed links (derived
 * from the table) without the table importing the screens: imports point one way, routes ← screens.
 */
const screenLoaders: Readonly<Record<string, ScreenLoader>> = {
  '/': () => import('../shell/screens'),
  '/account/logout': () => import('../shell/screens'),
  '/account/result': () => import('../shell/screens'),
  '/_access': () => import('../shell/screens'),
  '/dashboard': () => import('../areas/dashboard/screens'),
  '/directory': () => import('../areas/directory/screens'),
  '/workflow': () => import('../areas/workflow/screens'),
  '/reports': () => import('../areas/reports/screens'),
  '/security': () => import('../areas/security/screens'),
  '/sessions': () => import('../areas/sessions/screens'),
  '/applications': () => import('../areas/applications/screens'),
  '/governance': () => import('../areas/governance/screens'),
};

/** The screens module of the area a route belongs to (its top-level ancestor), if that area has screens. */
export function loaderOf(route: ResolvedRoute): ScreenLoader | undefined {
  let top = route;
  while (top.parent) top = top.parent;
  return Object.prototype.hasOwnProperty.call(screenLoaders, top.fullPath) ? screenLoaders[top.fullPath] : undefined;
}

/**
 * The screens module of the area a path belongs to, found by its top-level segment without the route
 * table, so the entry can start loading a page's screens while the console itself loads (one round trip
 * fewer before the first page shows). Undefined for the root and paths of no area with screens.
 */
export function loaderForPath(pathname: string): ScreenLoader | undefined {
  const top = Object.keys(screenLoaders)
    .filter((prefix) => prefix !== '/' && (pathname === prefix || pathname.startsWith(prefix + '/')))
    .sort((a, b) => b.length - a.length)[0];
  return top ? screenLoaders[top] : undefined;
}
