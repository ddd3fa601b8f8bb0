/** Provisioning (spec §2.5): the screens named in provisioning/routes.ts. */
export { AccessRequestsPage } from './AccessRequestsPage';
