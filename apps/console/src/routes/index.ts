import { routeTable } from './route-table';
import { createMatcher, flattenRoutes, resolveRoutes } from './navigation';
import { createLinks, type RoutesOf } from './links';

export * from './route-types';
export * from './navigation';
export * from './links';
export { routeTable } from './route-table';

/** The resolved route tree and its matcher, derived once from the table. */
export const routeTree = resolveRoutes(routeTable);
export const matchRoute = createMatcher(routeTree);

/** Typed links of every route: `links.userView({ id })`, `links.contentList()`. */
export const links = createLinks<RoutesOf<typeof routeTable>>(flattenRoutes(routeTree));
