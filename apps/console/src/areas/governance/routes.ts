import {
  accessCertificationIdentity,
  accessPackageIdentity,
  catalogIdentity,
  Permissions,
} from '@portcullis/api-client';
import { areaPaths } from '../../routes/area-paths';
import { hidden, type RouteDef } from '../../routes/route-types';
import { resourceRoutes } from '../../routes/resource-routes';

/** Governance (spec §2.4). */
export const governanceRoutes = {
  path: areaPaths.governance,
  name: 'Governance',
  title: 'Governance',
  sort: 3,
  children: [
    ...resourceRoutes(catalogIdentity, { path: 'catalogs', sort: 1, isDefault: true, kinds: ['list', 'save'] }),
    ...resourceRoutes(accessCertificationIdentity, {
      path: 'access-certifications',
      sort: 2,
      names: { save: 'AccessCertificationDefSave' },
      paths: { save: 'access-certification/defs/save/:id?', view: 'access-certifications/:id' },
    }),
    // Reviewers reach their items without AccessCertificationDef.List: the server narrows the list to them.
    {
      path: 'access-certifications/:id/items',
      name: 'AccessCertificationItems',
      title: 'Certification Items',
      ...hidden,
      screen: 'CertificationItemsPage',
    },
    {
      path: 'access-certifications/:id/items/:itemId/review',
      name: 'AccessCertificationReview',
      title: 'Review',
      ...hidden,
      screen: 'CertificationReviewPage',
    },
    ...resourceRoutes(accessPackageIdentity, {
      path: 'access-packages',
      sort: 3,
      names: { view: 'AccessPackageObjects' },
      paths: { view: 'access-packages/:id/objects' },
    }),
    {
      path: 'object-owners',
      name: 'ObjectOwnerList',
      title: 'Object Owners',
      sort: 4,
      permission: Permissions.ObjectOwnerList,
      screen: 'ObjectOwnerListPage',
    },
    {
      path: 'object-owners/save/:id?',
      name: 'ObjectOwnerSave',
      title: 'Save Object Owner',
      permission: Permissions.ObjectOwnerEdit,
      ...hidden,
      screen: 'ObjectOwnerSavePage',
    },
  ],
} as const satisfies RouteDef;
