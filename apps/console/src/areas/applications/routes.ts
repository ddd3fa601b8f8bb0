import { applicationIdentity, Permissions } from '@portcullis/api-client';
import { areaPaths } from '../../routes/area-paths';
import { hidden, type RouteDef } from '../../routes/route-types';
import { resourceRoutes } from '../../routes/resource-routes';

const edit = applicationIdentity.access.edit;

/** Applications (spec §2.6). */
export const applicationRoutes = {
  path: areaPaths.applications,
  name: 'Applications',
  title: 'Applications',
  sort: 7,
  permission: Permissions.ApplicationList,
  redirect: '/applications/list',
  children: [
    ...resourceRoutes(applicationIdentity, {
      path: '',
      sort: 1,
      isDefault: true,
      kinds: ['list', 'create', 'save', 'view', 'sort'],
      sortPageOrder: 2,
      names: { list: 'Applicationlist' },
      paths: { list: 'list', save: 'save/:id' },
      screens: { list: 'ApplicationListPage', save: 'ApplicationSavePage', view: 'ApplicationViewPage' },
    }),
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
      permission: Permissions.ApplicationView,
      screen: 'ApplicationUserViewPage',
    },
  ],
} as const satisfies RouteDef;
