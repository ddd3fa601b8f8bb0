export * from './derive';
export * from './url-of';
export * from './query-string';
export { routes } from './route-table.generated';
