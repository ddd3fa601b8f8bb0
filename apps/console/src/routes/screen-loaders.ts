import { areaPaths, SHELL_AREAS, type AreaName } from './area-paths';
import type { ResolvedRoute, ScreenLoader, ScreenModule } from './route-types';

/** Every area's screens module, each its own chunk, loaded when one of its routes is first shown. */
const areaModules = import.meta.glob<ScreenModule>('../areas/*/screens.ts');
const shellScreens: ScreenLoader = () => import('../shell/screens');
/** Areas whose screens live in a folder named otherwise: §2.5's three top-level paths share `provisioning`. */
const AREA_FOLDERS: Partial<Record<AreaName, string>> = {
  provisionServices: 'provisioning',
  provisionProviders: 'provisioning',
  userAuthRequests: 'provisioning',
};

/**
 * The screens module of each top-level path, derived from the area paths (routes/area-paths.ts): an
 * area's module is `areas/<name>/screens.ts`, the shell's areas and the root show the shell's screens.
 * It lives apart from the route table so that screens may import typed links (derived from the table)
 * without the table importing the screens: imports point one way, routes ← screens.
 */
const screenLoaders: ReadonlyMap<string, ScreenLoader> = new Map(
  (Object.entries(areaPaths) as [AreaName, string][]).flatMap(([name, path]): [string, ScreenLoader][] => {
    if (SHELL_AREAS.includes(name)) return [[path, shellScreens]];
    const load = areaModules[`../areas/${AREA_FOLDERS[name] ?? name}/screens.ts`];
    return load ? [[path, load]] : [];
  }),
);

/**
 * The screens module of the area a path belongs to, found by its top-level segment without the route
 * table, so the entry can start loading a page's screens while the console itself loads (one round trip
 * fewer before the first page shows). Undefined for the root and paths of no area with screens.
 */
export function loaderForPath(pathname: string): ScreenLoader | undefined {
  const top = [...screenLoaders.keys()]
    .filter((prefix) => pathname === prefix || pathname.startsWith(prefix + '/'))
    .sort((a, b) => b.length - a.length)[0];
  return top ? screenLoaders.get(top) : undefined;
}

/** The screens module of the area a route belongs to (its top-level ancestor), if that area has screens. */
export function loaderOf(route: ResolvedRoute): ScreenLoader | undefined {
  let top = route;
  while (top.parent) top = top.parent;
  return top.fullPath === '/' ? shellScreens : loaderForPath(top.fullPath);
}
