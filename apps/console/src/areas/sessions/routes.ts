import { Permissions } from '@portcullis/api-client';
import { areaPaths } from '../../routes/area-paths';
import { hidden, type RouteDef } from '../../routes/route-types';

/** Sessions (spec §2.8). */
export const sessionRoutes = {
  path: areaPaths.sessions,
  name: 'Sessions',
  title: 'Sessions',
  sort: 9,
  permission: Permissions.SessionList,
  redirect: '/sessions/active',
  children: [
    {
      path: 'active/:applicationId?/:userId?',
      name: 'ActiveSessions',
      title: 'Active Sessions',
      sort: 1,
      isDefault: true,
      isVisible: true,
      screen: 'ActiveSessionsPage',
    },
    { path: 'detail/:id', name: 'SessionDetail', title: 'Session', ...hidden, screen: 'SessionDetailPage' },
  ],
} as const satisfies RouteDef;
