import { permission as p } from '@portcullis/api-client';
import { hidden, type RouteDef } from '../../routes/route-types';

/** Provisioning (spec §2.5). */
export const provisionServiceRoutes = {
  path: '/provisionservices',
  name: 'ProvisionServices',
  title: 'Provision Services',
  sort: 4,
  children: [
    { path: 'list', name: 'ProvisionServiceList', title: 'Provision Services', isDefault: true, sort: 1 },
    { path: 'save/:id?', name: 'ProvisionServiceSave', title: 'Save Provision Service', ...hidden },
    { path: 'view/:id', name: 'ProvisionServiceView', title: 'Provision Service', ...hidden },
  ],
} as const satisfies RouteDef;

/** Provisioning (spec §2.5). */
export const provisionProviderRoutes = {
  path: '/provisionProviders',
  name: 'ProvisionProviders',
  title: 'Provision Providers',
  sort: 5,
  children: [
    { path: 'list', name: 'ProvisionProviderList', title: 'Provision Providers', isDefault: true, sort: 1 },
    { path: 'save/:id?', name: 'ProvisionProviderSave', title: 'Save Provision Provider', ...hidden },
    { path: 'view/:id', name: 'ProvisionProviderView', title: 'Provision Provider', ...hidden },
  ],
} as const satisfies RouteDef;

/** Provisioning (spec §2.5). */
export const userAuthRequestRoutes = {
  path: '/userauthrequests',
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
