// @portcullis/api-client/contract — the contract table with its zod schemas, for servers and tests.
// It never loads the transport or the SignalR client.
export * from './common';
export * from './contract/index';
export { MAX_RULE_DEPTH, RuleGroupSchema, RuleNodeSchema, SIMULATION_PAGE_SIZE } from './contract/rules';
