import { applicationIdentity, permission as p } from '@portcullis/api-client';
import { hidden, res, type RouteDef } from '../../routes/route-types';

const edit = applicationIdentity.access.edit;

/** Applications (spec §2.6). */
export const applicationRoutes = {
  path: '/applications',
  name: 'Applications',
  title: 'Applications',
  sort: 7,
  permission: p('Application.List'),
  redirect: '/applications/list',
  children: [
    {
      path: 'list',
      name: 'Applicationlist',
      title: 'Applications',
      sort: 1,
      isDefault: true,
      resource: res(applicationIdentity, 'list'),
      screen: 'ApplicationListPage',
    },
    {
      path: 'create',
      name: 'ApplicationCreate',
      title: 'Create Application',
      ...hidden,
      resource: res(applicationIdentity, 'save'),
      screen: 'ApplicationSavePage',
    },
    {
      path: 'save/:id',
      name: 'ApplicationSave',
      title: 'Save Application',
      ...hidden,
      resource: res(applicationIdentity, 'save'),
      screen: 'ApplicationSavePage',
    },
    {
      path: 'view/:id',
      name: 'ApplicationView',
      title: 'Application',
      ...hidden,
      resource: res(applicationIdentity, 'view'),
      screen: 'ApplicationViewPage',
    },
    {
      path: 'sort',
      name: 'ApplicationSort',
      title: 'Sort Applications',
      sort: 2,
      permission: edit,
      resource: res(applicationIdentity, 'sort'),
    },
    {
      path: ':applicationId/users/save/:applicationUserId?',
      name: 'ApplicationUserSave',
      title: 'Save Application User',
      ...hidden,
      permission: edit,
      screen: 'ApplicationUserSavePage',
    },
    {
      path: 'users/save/:userId',
      name: 'ApplicationUserSaveByUser',
      title: 'Save Application User',
      ...hidden,
      permission: edit,
      screen: 'ApplicationUserSavePage',
    },
    {
      path: ':applicationId/users/view/:applicationUserId?',
      name: 'ApplicationUserView',
      title: 'Application User',
      ...hidden,
      permission: p('Application.View'),
      screen: 'ApplicationUserViewPage',
    },
  ],
} as const satisfies RouteDef;
