import { accessOf, hasPermission, type ResourceAccess } from '@portcullis/api-client';
import type { Href } from './links';
import type { ResolvedRoute, ResourceScreenRef, RouteDef } from './route-types';
import { createPathMatcher, type PathMatch } from './path-match';

const NEEDS: Record<ResourceScreenRef['kind'], keyof ResourceAccess> = {
  list: 'list',
  view: 'view',
  save: 'edit',
  sort: 'edit',
};

/** The permission a resource screen needs: the partition's access, or the definition's. */
function resourcePermission(ref: ResourceScreenRef): string {
  const access = (ref.partition && ref.identity.partition?.access[ref.partition]) || ref.identity.access;
  return accessOf(access, NEEDS[ref.kind]);
}

/** What the navigation rules need to know about the signed-in user and environment. */
export interface AccessContext {
  permissions: readonly string[];
  isSuperAdmin: boolean;
  featureFlags: readonly string[];
  tenantName: string;
}

/** Spec §2.13: only the tenant named 'default' sees tenant-restricted items. */
export const DEFAULT_TENANT = 'default';

const join = (parent: string, child: string) =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;

/**
 * Adds absolute paths and parent links to the table. A route showing a
 * resource screen without its own permission takes the definition's (list, view or edit access).
 */
export function resolveRoutes(table: readonly RouteDef[], parent: ResolvedRoute | null = null): ResolvedRoute[] {
  return table.map((def) => {
    const route: ResolvedRoute = {
      ...def,
      permission: def.permission !== undefined || !def.resource ? def.permission : resourcePermission(def.resource),
      fullPath: join(parent?.fullPath ?? '', def.path),
      parent,
      depth: parent ? parent.depth + 1 : 0,
      children: [],
    };
    route.children = resolveRoutes(def.children ?? [], route);
    return route;
  });
}

export function flattenRoutes(tree: readonly ResolvedRoute[]): ResolvedRoute[] {
  return tree.flatMap((r) => [r, ...flattenRoutes(r.children)]);
}

const hasParams = (path: string) => path.includes(':');

/** Shown in menus and tabs: explicitly visible, or by default when it takes no parameters. */
export const isVisibleRoute = (r: RouteDef) => r.isVisible ?? !hasParams(r.path);

/** Permission, feature flag and tenant checks of one route (not its visibility). */
export function routePasses(route: RouteDef, ctx: AccessContext): boolean {
  if (!hasPermission(ctx.permissions, route.permission, ctx.isSuperAdmin)) return false;
  if (route.flag && !ctx.featureFlags.includes(route.flag)) return false;
  if (route.isDefaultTenantOnly && ctx.tenantName !== DEFAULT_TENANT) return false;
  return true;
}

/** Sort numbers first in ascending order, unsorted last; ties keep table order. */
export function bySortNumber<T extends { sort?: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.sort ?? Infinity) - (b.item.sort ?? Infinity) || a.index - b.index)
    .map((x) => x.item);
}

export interface NavItem {
  name: string;
  title: string;
  /** Where a click goes: the route itself, or its default child. */
  href: Href;
  fullPath: string;
  children: NavItem[];
}

/** The default child of a route (spec §2.13: a leaf click goes to the child marked default), if any. */
export function defaultChild(route: ResolvedRoute, ctx?: AccessContext): ResolvedRoute | undefined {
  const candidates = route.children.filter((c) => !hasParams(c.path) || c.isVisible);
  const passing = ctx ? candidates.filter((c) => routePasses(c, ctx)) : candidates;
  return passing.find((c) => c.isDefault) ?? bySortNumber(passing.filter(isVisibleRoute))[0];
}

/** Absolute link of a route: optional parameters dropped; a route with children goes to its default child. */
export function hrefOf(route: ResolvedRoute, ctx?: AccessContext): Href {
  const child = route.children.length ? defaultChild(route, ctx) : undefined;
  if (child) return hrefOf(child, ctx);
  return route.fullPath.replace(/\/:[A-Za-z0-9_]+\?/g, '') as Href;
}

/**
 * The side navigation (spec §2.13): a top-level item appears only if it is visible, the user holds its
 * permission, its flag is on and at least one child passes; children are filtered the same way plus
 * the tenant rule, and sorted by sort number with unsorted ones last.
 */
export function buildNavigation(tree: readonly ResolvedRoute[], ctx: AccessContext): NavItem[] {
  const items: NavItem[] = [];
  for (const top of bySortNumber(tree)) {
    if (!isVisibleRoute(top) || !routePasses(top, ctx) || top.children.length === 0) continue;
    const children = bySortNumber(top.children.filter((c) => isVisibleRoute(c) && routePasses(c, ctx)));
    if (children.length === 0) continue;
    items.push({
      name: top.name,
      title: top.title,
      fullPath: top.fullPath,
      href: hrefOf(top, ctx),
      children: children.map((c) => ({
        name: c.name,
        title: c.title,
        fullPath: c.fullPath,
        href: hrefOf(c, ctx),
        children: [],
      })),
    });
  }
  return items;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The navigation child that stands for the current page: the exact item, else the one sharing the
 * longest run of leading path segments with it (a user's view `/directory/users/view/7` belongs to
 * Users `/directory/users/list`), first in menu order on a tie. A page sharing no segment beyond the
 * section itself highlights nothing. The active state follows the section, not only the exact path.
 */
export function activeNavChild(item: NavItem, activePath: string | null): NavItem | null {
  if (!activePath) return null;
  const exact = item.children.find((c) => c.fullPath === activePath);
  if (exact) return exact;
  const active = segmentsOf(activePath);
  const sectionDepth = segmentsOf(item.fullPath).length;
  let best: NavItem | null = null;
  let bestShared = sectionDepth;
  for (const child of item.children) {
    const own = segmentsOf(child.fullPath);
    let shared = 0;
    while (
      shared < own.length &&
      shared < active.length &&
      own[shared]!.toLowerCase() === active[shared]!.toLowerCase()
    )
      shared++;
    if (shared > bestShared) {
      best = child;
      bestShared = shared;
    }
  }
  return best;
}

/** Page tabs: the visible, passing siblings of a route (spec §2.13: "child routes whose meta marks them visible"). */
export function tabsFor(route: ResolvedRoute, ctx: AccessContext): Array<{ id: string; label: string; href: Href }> {
  const parent = route.parent;
  if (!parent) return [];
  return bySortNumber(parent.children.filter((c) => isVisibleRoute(c) && routePasses(c, ctx))).map((c) => ({
    id: c.name,
    label: c.title,
    href: hrefOf(c, ctx),
  }));
}

export function breadcrumbs(route: ResolvedRoute): Array<{ title: string; fullPath: string }> {
  const trail: Array<{ title: string; fullPath: string }> = [];
  for (let r: ResolvedRoute | null = route; r; r = r.parent) trail.unshift({ title: r.title, fullPath: r.fullPath });
  return trail;
}

export type RouteMatch = PathMatch<ResolvedRoute>;

/** Builds a matcher over every route of the table. */
export function createMatcher(tree: readonly ResolvedRoute[]): (pathname: string) => RouteMatch | null {
  return createPathMatcher(flattenRoutes(tree));
}

/** The first of the route and its ancestors whose checks fail for the user (a section's permission covers its pages), or null. */
export function firstFailingRoute(route: ResolvedRoute, ctx: AccessContext): ResolvedRoute | null {
  for (let r: ResolvedRoute | null = route; r; r = r.parent) if (!routePasses(r, ctx)) return r;
  return null;
}

/** Routes that still render 'This screen is not built yet.': leaf pages with no screen. */
export function notBuiltRoutes(tree: readonly ResolvedRoute[]): ResolvedRoute[] {
  return flattenRoutes(tree).filter(
    (r) => !r.screen && !r.resource && !r.redirect && !r.isStandalone && r.children.length === 0,
  );
}
