export * from './key-types';
export * from './validators';
