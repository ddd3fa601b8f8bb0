import {
  accessCertificationIdentity,
  accessPackageIdentity,
  catalogIdentity,
  permission as p,
} from '@portcullis/api-client';
import { hidden, res, type RouteDef } from '../../routes/route-types';

/** Governance (spec §2.4). */
export const governanceRoutes = {
  path: '/governance',
  name: 'Governance',
  title: 'Governance',
  sort: 3,
  children: [
    {
      path: 'catalogs',
      name: 'CatalogList',
      title: 'Catalogs',
      sort: 1,
      permission: p('Catalog.List'),
      isDefault: true,
      resource: res(catalogIdentity, 'list'),
    },
    {
      path: 'catalogs/save/:id?',
      name: 'CatalogSave',
      title: 'Save Catalog',
      ...hidden,
      resource: res(catalogIdentity, 'save'),
    },
    {
      path: 'access-certifications',
      name: 'AccessCertificationList',
      title: 'Access Certifications',
      sort: 2,
      permission: p('AccessCertificationDef.List'),
      resource: res(accessCertificationIdentity, 'list'),
    },
    {
      path: 'access-certification/defs/save/:id?',
      name: 'AccessCertificationDefSave',
      title: 'Save Access Certification',
      ...hidden,
      resource: res(accessCertificationIdentity, 'save'),
    },
    {
      path: 'access-certifications/:id',
      name: 'AccessCertificationView',
      title: 'Access Certification',
      ...hidden,
      resource: res(accessCertificationIdentity, 'view'),
    },
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
    {
      path: 'access-packages',
      name: 'AccessPackageList',
      title: 'Access Packages',
      sort: 3,
      permission: p('AccessPackageDef.List'),
      resource: res(accessPackageIdentity, 'list'),
    },
    {
      path: 'access-packages/save/:id?',
      name: 'AccessPackageSave',
      title: 'Save Access Package',
      ...hidden,
      resource: res(accessPackageIdentity, 'save'),
    },
    {
      path: 'access-packages/:id/objects',
      name: 'AccessPackageObjects',
      title: 'Access Package Objects',
      ...hidden,
      resource: res(accessPackageIdentity, 'view'),
    },
    {
      path: 'object-owners',
      name: 'ObjectOwnerList',
      title: 'Object Owners',
      sort: 4,
      permission: p('ObjectOwner.List'),
      screen: 'ObjectOwnerListPage',
    },
    {
      path: 'object-owners/save/:id?',
      name: 'ObjectOwnerSave',
      title: 'Save Object Owner',
      permission: p('ObjectOwner.Edit'),
      ...hidden,
      screen: 'ObjectOwnerSavePage',
    },
  ],
} as const satisfies RouteDef;
