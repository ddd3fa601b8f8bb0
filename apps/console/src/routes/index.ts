import { routeTable } from './route-table';
import { createMatcher, resolveRoutes } from './navigation';

export * from './route-types';
export * from './navigation';
export { routeTable } from './route-table';

/** The resolved route tree and its matcher, derived once from the table. */
export const routeTree = resolveRoutes(routeTable);
export const matchRoute = createMatcher(routeTree);
