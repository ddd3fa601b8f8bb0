export * from './operators';
export * from './schema';
export * from './checks';
export * from './evaluate';
export * from './compile-sql';
export * from './reducer';
export type { RuleGroup, RuleLeaf, RuleNode, RuleProperty, RulePropertyType } from '@portcullis/api-client';
