import { provisionProviderIdentity, provisionServiceIdentity } from '@portcullis/api-client';
import { hidden, res, type RouteDef } from '../../routes/route-types';

/** Provisioning (spec §2.5). */
export const provisionServiceRoutes = {
  path: '/provisionservices',
  name: 'ProvisionServices',
  title: 'Provision Services',
  sort: 4,
  children: [
    {
      path: 'list',
      name: 'ProvisionServiceList',
      title: 'Provision Services',
      isDefault: true,
      sort: 1,
      resource: res(provisionServiceIdentity, 'list'),
      screen: 'ProvisionServiceListPage',
    },
    {
      path: 'save/:id?',
      name: 'ProvisionServiceSave',
      title: 'Save Provision Service',
      ...hidden,
      resource: res(provisionServiceIdentity, 'save'),
    },
    {
      path: 'view/:id',
      name: 'ProvisionServiceView',
      title: 'Provision Service',
      ...hidden,
      resource: res(provisionServiceIdentity, 'view'),
      screen: 'ProvisionServiceViewPage',
    },
  ],
} as const satisfies RouteDef;

/** Provisioning (spec §2.5). */
export const provisionProviderRoutes = {
  path: '/provisionProviders',
  name: 'ProvisionProviders',
  title: 'Provision Providers',
  sort: 5,
  children: [
    {
      path: 'list',
      name: 'ProvisionProviderList',
      title: 'Provision Providers',
      isDefault: true,
      sort: 1,
      resource: res(provisionProviderIdentity, 'list'),
    },
    {
      path: 'save/:id?',
      name: 'ProvisionProviderSave',
      title: 'Save Provision Provider',
      ...hidden,
      resource: res(provisionProviderIdentity, 'save'),
    },
    {
      path: 'view/:id',
      name: 'ProvisionProviderView',
      title: 'Provision Provider',
      ...hidden,
      resource: res(provisionProviderIdentity, 'view'),
    },
  ],
} as const satisfies RouteDef;

/** Provisioning (spec §2.5). */
export const userAuthRequestRoutes = {
  path: '/userauthrequests',
  name: 'UserAuthRequests',
  title: 'User Auth Requests',
  sort: 6,
  children: [{ path: 'list', name: 'UserAuthRequestList', title: 'User Auth Requests', isDefault: true, sort: 1 }],
} as const satisfies RouteDef;
