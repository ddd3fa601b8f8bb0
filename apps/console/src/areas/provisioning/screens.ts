/** Provisioning (spec §2.5): the screens named in the provisioning route files, loaded as one chunk. */
export { ProvisionServiceListPage, ProvisionServiceViewPage } from './ProvisionServicePages';
export { AccessRequestsPage } from './AccessRequestsPage';
