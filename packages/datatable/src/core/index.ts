export * from './url-state';
