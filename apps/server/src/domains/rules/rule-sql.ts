import {
  SIMULATION_PAGE_SIZE,
  type PreviewUser,
  type RuleGroup,
  type RuleSimulation,
} from '@portcullis/api-client/contract';
import { compileRuleToSql, RuleValidationError, validateTree } from '@portcullis/rule-builder/core';
import type { ListSpec } from '../../engine/lists/paging';
import { ApiError } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { pagedQuery } from '../../engine/lists/list-query';
import { userRuleSchema } from './rule-properties';

/** Compiles a tree for the users table, turning an invalid rule into a 400 with one message per rule. */
export function compileForUsers(tree: RuleGroup, startIndex = 1) {
  const problems = validateTree(tree, userRuleSchema);
  if (problems.length) {
    throw new ApiError(
      400,
      `The rule is incomplete: ${problems[0]!.message}`,
      'Rule',
      problems.map((p) => ({ Message: p.message, Field: p.ruleId ?? 'Rules' })),
    );
  }
  try {
    return compileRuleToSql(tree, userRuleSchema, { startIndex });
  } catch (error) {
    if (error instanceof RuleValidationError) throw new ApiError(400, error.message, 'Rule');
    throw error;
  }
}

/** Users a rule selects, as the preview and the simulation list them. */
export const previewUserSpec: ListSpec = {
  columns: { UserName: { sql: 'u.user_name', type: 'text' }, Email: { sql: 'u.email', type: 'text' } },
  defaultOrder: 'u.user_name, u.user_id',
  tieBreaker: 'u.user_id',
};
export const PREVIEW_USER_SELECT = 'u.user_id, u.user_name, u.email';
export const toPreviewUser = (r: { user_id: string; user_name: string; email: string | null }): PreviewUser => ({
  UserId: r.user_id,
  UserName: r.user_name,
  Email: r.email,
});

/** A set of users as a predicate over `users u`, its parameters numbered from where it is placed. */
export type UserSet = (firstParam: number) => { sql: string; params: unknown[] };

export const nobody: UserSet = () => ({ sql: 'FALSE', params: [] });
export const passingUsers =
  (tree: RuleGroup): UserSet =>
  (firstParam) =>
    compileForUsers(tree, firstParam);
export const groupMembers =
  (groupId: string): UserSet =>
  (firstParam) => ({
    sql: `EXISTS (SELECT 1 FROM group_members m WHERE m.group_def_id = $${firstParam} AND m.user_id = u.user_id)`,
    params: [groupId],
  });

/**
 * Who moving from `current` to `proposed` adds and drops: the users in one set and not the other, each
 * side counted over the whole directory with its first page. The positive side stays a plain predicate
 * so the planner can use the users table's indexes; the excluded side is `IS NOT TRUE`, so a rule that
 * yields NULL for a user (a missing value) counts as not passing, as it does when the rule runs.
 */
export async function simulateChange(db: Queryable, current: UserSet, proposed: UserSet): Promise<RuleSimulation> {
  const side = async (into: UserSet, outOf: UserSet) => {
    const inside = into(1);
    const outside = outOf(1 + inside.params.length);
    return pagedQuery(
      db,
      { CurrentPage: 1, ItemPerPage: SIMULATION_PAGE_SIZE },
      previewUserSpec,
      PREVIEW_USER_SELECT,
      `users u WHERE (${inside.sql}) AND (${outside.sql}) IS NOT TRUE`,
      toPreviewUser,
      [...inside.params, ...outside.params],
    );
  };
  return { Gains: await side(proposed, current), Losses: await side(current, proposed) };
}
