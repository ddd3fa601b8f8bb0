/** System (spec §2.9): the screens named in system/routes.ts (the resource pages use the generic screens). */
export { FlagDefObjectsPage } from './FlagDefObjectsPage';
