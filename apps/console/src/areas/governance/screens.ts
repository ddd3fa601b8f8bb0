/** Governance (spec §2.4): the screens named in governance/routes.ts, loaded as one chunk. */
export { CertificationItemsPage, CertificationReviewPage } from './CertificationPages';
export { ObjectOwnerListPage } from './ObjectOwnerListPage';
export { ObjectOwnerSavePage } from './ObjectOwnerSavePage';
