/** Governance (spec §2.4): the screens named in governance/routes.ts. */
export { ObjectOwnerListPage } from './ObjectOwnerListPage';
export { ObjectOwnerSavePage } from './ObjectOwnerSavePage';
