import { permission as p } from '@portcullis/api-client';
import { hidden, type RouteDef } from '../../routes/route-types';

/** Sessions (spec §2.8). */
export const sessionRoutes = {
  path: '/sessions',
  name: 'Sessions',
  title: 'Sessions',
  sort: 9,
  permission: p('Session.List'),
  redirect: '/sessions/active',
  children: [
    {
      path: 'active/:applicationId?/:userId?',
      name: 'ActiveSessions',
      title: 'Active Sessions',
      sort: 1,
      isDefault: true,
      isVisible: true,
    },
    { path: 'detail/:id', name: 'SessionDetail', title: 'Session', ...hidden },
  ],
} as const satisfies RouteDef;
