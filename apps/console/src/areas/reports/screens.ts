/** The screens of the reports area (routes.ts), loaded as one chunk. */
export { ExportsPage } from './ExportsPage';
export { ReportPage } from './ReportPage';
