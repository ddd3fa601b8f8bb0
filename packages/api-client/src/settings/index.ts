export * from './setting-types';
export * from './catalogue';
export * from './validate-setting';
