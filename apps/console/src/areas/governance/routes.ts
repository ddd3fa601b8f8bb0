import { accessCertificationIdentity, permission as p } from '@portcullis/api-client';
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
    },
    { path: 'catalogs/save/:id?', name: 'CatalogSave', title: 'Save Catalog', ...hidden },
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
    },
    { path: 'access-packages/save/:id?', name: 'AccessPackageSave', title: 'Save Access Package', ...hidden },
    { path: 'access-packages/:id/objects', name: 'AccessPackageObjects', title: 'Access Package Objects', ...hidden },
    {
      path: 'object-owners',
      name: 'ObjectOwnerList',
      title: 'Object Owners',
      sort: 4,
      permission: p('ObjectOwner.List'),
    },
    { path: 'object-owners/save/:id?', name: 'ObjectOwnerSave', title: 'Save Object Owner', ...hidden },
  ],
} as const satisfies RouteDef;
