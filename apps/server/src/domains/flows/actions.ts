import { flowItemResource } from '@portcullis/api-client/contract';
import { hooksFor } from '../../resources/hooks-for';
import type { ActionContext } from '../../resources/behaviour';
import { decideFlowItem } from './engine';

const decide =
  (isApproved: boolean) =>
  async (ctx: ActionContext, record: { FlowItemId: string }, input: Record<string, unknown>) => {
    const justification = typeof input.Justification === 'string' ? input.Justification.trim() : '';
    const state = await decideFlowItem(ctx.db, ctx.user!, record.FlowItemId, isApproved, justification);
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
