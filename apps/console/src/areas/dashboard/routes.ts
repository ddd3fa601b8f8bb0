import { Permissions } from '@portcullis/api-client';
import { areaPaths } from '../../routes/area-paths';
import { hidden, type RouteDef } from '../../routes/route-types';

/** Dashboard (spec §2.2). */
export const dashboardRoutes = {
  path: areaPaths.dashboard,
  name: 'Dashboard',
  title: 'Dashboard',
  sort: 1,
  children: [
    { path: 'overview', name: 'Overview', title: 'Overview', sort: 1, isDefault: true, screen: 'OverviewPage' },
    {
      path: 'security',
      name: 'DashboardSecurity',
      title: 'Security',
      sort: 2,
      permission: Permissions.Dashboard,
      flag: 'PAGE_DASHBOARD_SECURITY',
      screen: 'SecurityPage',
    },
    { path: 'awareness', name: 'Awareness', title: 'Awareness', sort: 3, screen: 'AwarenessPage' },
    { path: 'get-started', name: 'GetStarted', title: 'Get Started', sort: 4, screen: 'GetStartedPage' },
  ],
} as const satisfies RouteDef;
