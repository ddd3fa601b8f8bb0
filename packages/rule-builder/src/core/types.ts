/**
 * The rule tree (spec §3). The api-client owns the wire types (its contract's `RuleGroupSchema` checks them);
 * the rule engine uses and re-exports them under the same names. Type-only: the core loads nothing of the
 * api-client at run time (the server imports the core).
 */
export type {
  RuleGroupType,
  RuleLeaf,
  RuleGroup,
  RuleNode,
  RulePropertyType,
  RuleProperty,
} from '@portcullis/api-client';
