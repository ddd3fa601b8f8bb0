import { shellRoutes } from '../shell/routes';
import { dashboardRoutes } from '../areas/dashboard/routes';
import { directoryRoutes } from '../areas/directory/routes';
import { governanceRoutes } from '../areas/governance/routes';
import { provisionProviderRoutes, provisionServiceRoutes, userAuthRequestRoutes } from '../areas/provisioning/routes';
import { applicationRoutes } from '../areas/applications/routes';
import { securityRoutes } from '../areas/security/routes';
import { sessionRoutes } from '../areas/sessions/routes';
import { systemRoutes } from '../areas/system/routes';
import { workflowRoutes } from '../areas/workflow/routes';
import { reportRoutes } from '../areas/reports/routes';
import { brandingRoutes } from '../areas/branding/routes';
import type { RouteDef } from './route-types';

/**
 * THE route table of the console (spec §2), one file per area (areas/<area>/routes.ts): the only place
 * a route's path, name, permission, flag, tenant restriction, sort, default child, visibility and screen
 * are written. A resource's routes are derived from its identity (`resourceRoutes`, resource-routes.ts)
 * and the top-level paths come from area-paths.ts. Router, side navigation, tabs, breadcrumbs and typed
 * links are derived from it (navigation.ts, links.ts). Each area's screens load lazily as one chunk when first shown.
 *
 * Decisions where the spec is silent: permissions are only set where §2 names one, or where the route
 * shows a resource screen (then the definition's access applies); sort numbers follow the order the
 * spec lists routes; list pages are the default child of their section; routes with parameters,
 * save/view pages and hidden routes are not in the menu.
 */
export const routeTable = [
  ...shellRoutes,
  dashboardRoutes,
  directoryRoutes,
  governanceRoutes,
  provisionServiceRoutes,
  provisionProviderRoutes,
  userAuthRequestRoutes,
  applicationRoutes,
  securityRoutes,
  sessionRoutes,
  systemRoutes,
  workflowRoutes,
  reportRoutes,
  brandingRoutes,
] as const satisfies readonly RouteDef[];
