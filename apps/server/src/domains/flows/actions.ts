import { flowItemResource, flowResource, type FlowStageSpec } from '@portcullis/api-client/contract';
import { badRequest } from '../../engine/calls/errors';
import { hooksFor } from '../../engine/resources/hooks-for';
import type { ActionContext } from '../../engine/resources/behaviour';
import { decideFlowItem } from './engine';
import { requireHoldsPackageContents } from '../access-packages/contents-guard';

const decide =
  (isApproved: boolean) =>
  async (ctx: ActionContext, record: { FlowItemId: string }, input: Record<string, unknown>) => {
    const justification = typeof input.Justification === 'string' ? input.Justification.trim() : '';
    const state = await decideFlowItem(ctx.db, ctx.user!, record.FlowItemId, isApproved, justification, ctx);
    return {
      message:
        state === 'Pending'
          ? 'Decision recorded; the flow waits for other approvers.'
          : `The request is ${state.toLowerCase()}.`,
    };
  };

/** The bodies of a flow item's approve and deny actions (the layer loaded the item and checked it is Pending). */
export const flowItemHooks = hooksFor(flowItemResource, {
  actions: { approve: decide(true), deny: decide(false) },
});

/** The first user, group or rule a flow's stages name that does not exist, as a message (null when all exist). */
async function missingReference(db: ActionContext['db'], stages: readonly FlowStageSpec[]): Promise<string | null> {
  for (const [i, stage] of stages.entries()) {
    const where = `Stage ${i + 1} (${stage.Title})`;
    const users = [
      ...stage.Approvers.filter((a) => a.Kind === 'User').map((a) => a.Id!),
      ...(stage.FallbackApproverIds ?? []),
    ];
    const groups = stage.Approvers.filter((a) => a.Kind === 'Group').map((a) => a.Id!);
    const [found] = await db.query<{ users: number; groups: number; rules: number }>(
      `SELECT (SELECT count(*)::int FROM users WHERE user_id = ANY($1::uuid[])) AS users,
              (SELECT count(*)::int FROM group_defs WHERE group_def_id = ANY($2::uuid[])) AS groups,
              (SELECT count(*)::int FROM rules WHERE rule_id = $3) AS rules`,
      [users, groups, stage.ConditionRuleId ?? null],
    );
    if (found!.users !== new Set(users).size) return `${where}: an approver is not a user.`;
    if (found!.groups !== new Set(groups).size) return `${where}: an approver group does not exist.`;
    if (stage.ConditionRuleId && found!.rules !== 1) return `${where}: the condition rule does not exist.`;
  }
  return null;
}

/** JSON with object keys sorted: stored stages (jsonb reorders keys) compare equal to the same stages sent. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );

/** A flow naming a user, group or rule that does not exist is refused (400 beside Stages). */
export const flowHooks = hooksFor(flowResource, {
  beforeSave: async (ctx, input, existing) => {
    const problem = await missingReference(ctx.db, (input.Stages ?? []) as FlowStageSpec[]);
    if (problem) throw badRequest(problem, [{ Field: 'Stages', Message: problem }]);
    // Who approves a package's requests through this flow: changing its stages needs what the package gives.
    if (existing && ctx.user && canonical(input.Stages) !== canonical(existing.Stages)) {
      const users = await ctx.db.query<{ id: string }>(
        'SELECT access_package_id AS id FROM access_packages WHERE flow_id = $1',
        [existing.FlowId],
      );
      await requireHoldsPackageContents(
        ctx.db,
        ctx.user.userId,
        users.map((u) => u.id),
        (title) =>
          `You cannot change the stages of this flow: the access package "${title}" uses it, and you do not hold what it gives.`,
      );
    }
    return input;
  },
});
