/** The screens of the governance area (routes.ts), loaded as one chunk. */
export { CertificationItemsPage, CertificationReviewPage } from './CertificationPages';
