// @portcullis/api-client/reports — the report definitions (issue 29), loaded only by the report screens
// and the server; React-free and without SQL.
export * from './types';
export * from './definitions';
export { ORPHAN_EXPORTS, REPORT_EXPORTS, reportOfExport } from './exports';
