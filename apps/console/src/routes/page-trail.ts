import type { Href } from './links';
import { activeNavChild, buildNavigation, isVisibleRoute, type AccessContext } from './navigation';
import type { ResolvedRoute } from './route-types';

/** One step of a page's breadcrumb trail; `href` null for the page itself. */
export interface TrailStep {
  title: string;
  href: Href | null;
}

/**
 * The breadcrumb trail of a page, derived from the route table (spec §2.13 derives navigation from the
 * routes): pages that are neither in the side navigation nor tabs — a view, a save page, a create page —
 * get `section › list › page` (Directory › Users › User), where the list is the navigation item the side
 * navigation highlights for the page (activeNavChild), so trail and menu always agree. Pages in the
 * navigation, public pages and the hidden shell routes get none ([]); the menu already shows where
 * they are. Links follow the permission rules as the menu does (a section goes to its default child
 * the user may see).
 *
 * Decision (the spec is silent): the last step is the route's title (User, Save Role), not the object's
 * name, which the page header's title shows right under it; only steps with a page of their own link.
 */
export function pageTrail(route: ResolvedRoute, ctx: AccessContext): TrailStep[] {
  const ancestry: ResolvedRoute[] = [];
  for (let r: ResolvedRoute | null = route; r; r = r.parent) ancestry.unshift(r);
  const top = ancestry[0]!;
  if (route === top || route.isPublic || isVisibleRoute(route) || !isVisibleRoute(top)) return [];
  const section = buildNavigation([top], ctx)[0];
  const trail: TrailStep[] = [{ title: top.title, href: section?.href ?? null }];
  const list = section ? activeNavChild(section, route.fullPath) : null;
  if (list) trail.push({ title: list.title, href: list.href });
  // Ancestors between the section and the page (a page nested under another), linked when in the menu.
  for (const between of ancestry.slice(1, -1)) {
    if (between.fullPath === list?.fullPath) continue;
    const item = section?.children.find((c) => c.fullPath === between.fullPath);
    trail.push({ title: between.title, href: item?.href ?? null });
  }
  trail.push({ title: route.title, href: null });
  return trail;
}
