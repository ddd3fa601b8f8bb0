export * from './events';
export * from './template';
