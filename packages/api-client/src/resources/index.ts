export * from './define';
export * from './fields';
export * from './validate';
export * from './registry';
export { PROVIDER_TYPES } from './definitions/provider';
export * from './network';
export { APPLICATION_TYPE_CHOICES, CONSOLE_APPLICATION_ID, DEFINED_BY_CHOICES } from './definitions/application';
