/** The screens of the dashboard area (routes.ts), loaded as one chunk. */
export { OverviewPage } from './OverviewPage';
export { SecurityPage } from './SecurityPage';
export { AwarenessPage } from './AwarenessPage';
export { GetStartedPage } from './GetStartedPage';
