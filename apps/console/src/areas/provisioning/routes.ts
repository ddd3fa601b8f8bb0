import { provisionProviderIdentity, provisionServiceIdentity } from '@portcullis/api-client';
import { areaPaths } from '../../routes/area-paths';
import type { RouteDef } from '../../routes/route-types';
import { resourceRoutes } from '../../routes/resource-routes';

/** Provisioning (spec §2.5): the services accounts are provisioned to. */
export const provisionServiceRoutes = {
  path: areaPaths.provisionServices,
  name: 'ProvisionServices',
  title: 'Provision Services',
  sort: 4,
  children: [
    ...resourceRoutes(provisionServiceIdentity, {
      path: '',
      sort: 1,
      isDefault: true,
      paths: { list: 'list' },
      screens: { list: 'ProvisionServiceListPage', view: 'ProvisionServiceViewPage' },
    }),
  ],
} as const satisfies RouteDef;

/** Provisioning (spec §2.5): the kinds of target and their settings. */
export const provisionProviderRoutes = {
  path: areaPaths.provisionProviders,
  name: 'ProvisionProviders',
  title: 'Provision Providers',
  sort: 5,
  children: [
    ...resourceRoutes(provisionProviderIdentity, { path: '', sort: 1, isDefault: true, paths: { list: 'list' } }),
  ],
} as const satisfies RouteDef;

/** Provisioning (spec §2.5). */
export const userAuthRequestRoutes = {
  path: areaPaths.userAuthRequests,
  name: 'UserAuthRequests',
  title: 'User Auth Requests',
  sort: 6,
  children: [
    {
      path: 'list',
      name: 'UserAuthRequestList',
      title: 'Access Requests',
      isDefault: true,
      sort: 1,
      screen: 'AccessRequestsPage',
    },
  ],
} as const satisfies RouteDef;
