import { permission as p } from '@portcullis/api-client';
import { hidden, type RouteDef } from '../../routes/route-types';

/** Applications (spec §2.6). */
export const applicationRoutes = {
  path: '/applications',
  name: 'Applications',
  title: 'Applications',
  sort: 7,
  permission: p('Application.List'),
  redirect: '/applications/list',
  children: [
    { path: 'list', name: 'Applicationlist', title: 'Applications', sort: 1, isDefault: true },
    { path: 'create', name: 'ApplicationCreate', title: 'Create Application', ...hidden },
    { path: 'save/:id', name: 'ApplicationSave', title: 'Save Application', ...hidden },
    { path: 'view/:id', name: 'ApplicationView', title: 'Application', ...hidden },
    { path: 'sort', name: 'ApplicationSort', title: 'Sort Applications', sort: 2 },
    {
      path: ':applicationId/users/save/:applicationUserId?',
      name: 'ApplicationUserSave',
      title: 'Save Application User',
      ...hidden,
    },
    { path: 'users/save/:userId', name: 'ApplicationUserSaveByUser', title: 'Save Application User', ...hidden },
    {
      path: ':applicationId/users/view/:applicationUserId?',
      name: 'ApplicationUserView',
      title: 'Application User',
      ...hidden,
    },
  ],
} as const satisfies RouteDef;
