import {
  Permissions,
  accessRestrictionIdentity,
  authenticatorIdentity,
  passwordPolicyIdentity,
  permissionDefIdentity,
  resourceDefIdentity,
  resourceDefTypeIdentity,
  roleDefIdentity,
  sourceIdentity,
  zoneDefIdentity,
  zoneIdentity,
} from '@portcullis/api-client';
import { areaPaths } from '../../routes/area-paths';
import { hidden, type RouteDef } from '../../routes/route-types';
import { resourceRoutes } from '../../routes/resource-routes';

/** Security (spec §2.7). */
export const securityRoutes = {
  path: areaPaths.security,
  name: 'Security',
  title: 'Security',
  sort: 8,
  children: [
    ...resourceRoutes(authenticatorIdentity, { path: 'authenticators', sort: 1, isDefault: true }),
    ...resourceRoutes(permissionDefIdentity, { path: 'permissions/defs', sort: 2 }),
    ...resourceRoutes(roleDefIdentity, { path: 'roles/defs', sort: 3 }),
    ...resourceRoutes(zoneIdentity, { path: 'zones', sort: 4, kinds: ['list', 'save'] }),
    ...resourceRoutes(zoneDefIdentity, { path: 'zones/defs', sort: 5, paths: { view: 'zones/defs/view/:id?' } }),
    ...resourceRoutes(accessRestrictionIdentity, { path: 'accessrestrictions', sort: 6, kinds: ['list', 'save'] }),
    ...resourceRoutes(passwordPolicyIdentity, {
      path: 'policy/defs',
      sort: 7,
      name: 'PolicyDef',
      titles: { one: 'Policy', many: 'Policies' },
    }),
    ...resourceRoutes(resourceDefIdentity, {
      path: 'resources',
      sort: 8,
      kinds: ['list', 'save'],
      name: 'Resource',
      screens: { list: 'ResourceListPage', save: 'ResourceSavePage' },
    }),
    {
      path: 'resources/:id/objects',
      name: 'ResourceObjects',
      title: 'Resource Objects',
      ...hidden,
      permission: Permissions.ResourceList,
      screen: 'ResourceObjectsPage',
    },
    ...resourceRoutes(resourceDefTypeIdentity, {
      path: 'resources/def/types',
      sort: 9,
      kinds: ['list', 'save'],
      screens: { list: 'ResourceDefTypeListPage' },
    }),
    ...resourceRoutes(sourceIdentity, {
      path: 'resources/sources',
      sort: 10,
      kinds: ['list', 'save'],
      screens: { list: 'SourceListPage' },
    }),
    {
      path: 'resources/sources/settings/:id',
      name: 'SourceSettings',
      title: 'Resource Source Settings',
      ...hidden,
      permission: Permissions.SourceEdit,
      screen: 'SourceSettingsPage',
    },
  ],
} as const satisfies RouteDef;
