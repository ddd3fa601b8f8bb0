export * from './url-state';
export * from './request';
