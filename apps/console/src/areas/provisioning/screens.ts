/** The screens of the provisioning area (routes.ts), loaded as one chunk. */
export { ProvisionServiceListPage, ProvisionServiceViewPage } from './ProvisionServicePages';
