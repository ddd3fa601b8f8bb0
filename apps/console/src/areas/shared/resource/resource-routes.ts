import { recordKeyOf, type ResourceIdentity } from '@portcullis/api-client';
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
 * path written anywhere but the table. A kind may have two routes (a `create` page beside `save/:id`):
 * a link with an id goes to the route that takes one, a link without to the route that needs none.
 */
export function resourceLinks(def: Pick<ResourceIdentity, 'name'>, partition?: string): ResourceLinks {
  const key = `${def.name}:${partition ?? ''}`;
  const known = cache.get(key);
  if (known) return known;
  const all: Partial<Record<ResourceScreenKind, ResolvedRoute[]>> = {};
  for (const route of flattenRoutes(routeTree)) {
    const ref = route.resource;
    if (ref?.identity.name === def.name && (ref.partition ?? '') === (partition ?? ''))
      (all[ref.kind] ??= []).push(route);
  }
  const links: ResourceLinks = {
    routes: Object.fromEntries(Object.entries(all).map(([kind, list]) => [kind, list[0]])),
    list: linkTo(all.list),
    view: linkTo(all.view),
    save: linkTo(all.save),
    sort: linkTo(all.sort),
  };
  cache.set(key, links);
  return links;
}

const paramsOf = (route: ResolvedRoute) => [...route.fullPath.matchAll(/:([A-Za-z]+)(\?)?/g)];

/** The link builder of one kind's routes: the route that fits whether an id is given. */
export function linkTo(routes: readonly ResolvedRoute[] | undefined): ((id?: string) => Href) | undefined {
  if (!routes?.length) return undefined;
  return (id?: string) => {
    const fits = (r: ResolvedRoute) => (id ? paramsOf(r).length > 0 : paramsOf(r).every((p) => p[2] === '?'));
    const route = routes.find(fits) ?? routes[0]!;
    return hrefTo(route, Object.fromEntries(paramsOf(route).map((m) => [m[1]!, id ?? null])));
  };
}

/**
 * The record id a route of `def` carries: `:id`, or a param named after the id field (`:applicationUserId`
 * for `ApplicationUserId`) on a route nested under its parent's (`:applicationId/users/view/:applicationUserId?`);
 * for a kind keyed by several params (`key`: `['id', 'username']`), all of them, or nothing while one is missing.
 */
export function recordIdOf(
  def: Pick<ResourceIdentity, 'id'> & { readonly key?: readonly string[] },
  params: Readonly<Record<string, string | undefined>>,
): string | undefined {
  return recordKeyOf(def, params.id ?? params[def.id.charAt(0).toLowerCase() + def.id.slice(1)], params);
}
