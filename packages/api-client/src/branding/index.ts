export * from './contrast';
export * from './rules';
