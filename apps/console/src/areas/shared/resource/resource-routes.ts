import type { AnyResource } from '@portcullis/api-client';
import {
  flattenRoutes,
  hrefTo,
  routeTree,
  type Href,
  type ResolvedRoute,
  type ResourceScreenKind,
} from '../../../routes/index';

export type ResourceLinks = Partial<Record<ResourceScreenKind, (id?: string) => Href>> & {
  routes: Partial<Record<ResourceScreenKind, ResolvedRoute>>;
};

const cache = new Map<string, ResourceLinks>();

/**
 * The routes that show the generic screens of `def` (with the same partition), found in the route
 * table, and their links: the list links to the view, the view to the save page, and so on, without a
 * path written anywhere but the table.
 */
export function resourceLinks(def: AnyResource, partition?: string): ResourceLinks {
  const key = `${def.name}:${partition ?? ''}`;
  const known = cache.get(key);
  if (known) return known;
  const routes: Partial<Record<ResourceScreenKind, ResolvedRoute>> = {};
  for (const route of flattenRoutes(routeTree)) {
    const ref = route.resource;
    if (ref?.definition === def && (ref.partition ?? '') === (partition ?? '') && !routes[ref.kind])
      routes[ref.kind] = route;
  }
  const link = (route: ResolvedRoute | undefined) =>
    route
      ? (id?: string) =>
          hrefTo(
            route,
            Object.fromEntries([...route.fullPath.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1]!, id ?? null])),
          )
      : undefined;
  const links: ResourceLinks = {
    routes,
    list: link(routes.list),
    view: link(routes.view),
    save: link(routes.save),
    sort: link(routes.sort),
  };
  cache.set(key, links);
  return links;
}
