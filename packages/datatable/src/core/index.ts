export * from './url-state';
export * from './request';
export * from './selection';
export * from './columns';
export * from './saved-filters';
export * from './grid-keys';
export * from './export-options';
export * from './mapping';
