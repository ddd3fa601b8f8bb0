/** Branding (spec §2.12): the screens named in branding/routes.ts. */
export { DomainPage } from './DomainPage';
export { CustomizationPage } from './CustomizationPage';
