export * from './key-types';
export * from './validators';
export * from './key-setting-field';
