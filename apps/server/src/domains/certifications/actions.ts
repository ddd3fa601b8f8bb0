import {
  accessCertificationResource as campaignDef,
  certificationItemResource as itemDef,
  CertificationEndBehaviour,
  ItemRecommendation,
  ItemReviewResult,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { ApiError, badRequest } from '../../engine/calls/errors';
import { hooksFor } from '../../engine/resources/hooks-for';
import type { ActionContext } from '../../engine/resources/behaviour';
import { certificationGenerateJob } from './generate';
import { applyDecisions } from './apply';

/**
 * The bodies of the certification actions. The layer has already loaded the campaign (or resolved the
 * selection of items), checked the caller's reach, the state and the input, and moves the state and
 * audits; these write what the verb means.
 */

interface ItemCampaign {
  access_certification_id: string;
  state: number;
  justification_on_approve: boolean;
  justification_on_reject: boolean;
  allow_self_review: boolean;
  end_behaviour: number;
}

/** The campaigns of the selected items; decisions are open only while every one is Ready. */
async function openCampaignsOf(db: Queryable, ids: string[]): Promise<ItemCampaign[]> {
  const campaigns = await db.query<ItemCampaign>(
    `SELECT c.access_certification_id, c.state, c.justification_on_approve, c.justification_on_reject, c.allow_self_review, c.end_behaviour
       FROM access_certifications c
      WHERE c.access_certification_id IN (SELECT DISTINCT access_certification_id FROM access_certification_items WHERE item_id = ANY($1::uuid[]))`,
    [ids],
  );
  const closed = campaigns.find((c) => c.state !== 20);
  if (closed) throw badRequest('Decisions are closed: the campaign is no longer Ready.');
  return campaigns;
}

/** Refuses a reviewer deciding their own access where the campaign forbids self-review (the default). */
async function refuseSelfReview(ctx: ActionContext, ids: string[], campaigns: ItemCampaign[]): Promise<void> {
  const forbidding = campaigns.filter((c) => !c.allow_self_review).map((c) => c.access_certification_id);
  if (!forbidding.length) return;
  const [own] = await ctx.db.query(
    'SELECT 1 FROM access_certification_items WHERE item_id = ANY($1::uuid[]) AND user_id = $2 AND access_certification_id = ANY($3::uuid[]) LIMIT 1',
    [ids, ctx.user!.userId, forbidding],
  );
  if (own)
    throw new ApiError(403, 'You cannot review your own access in this campaign.', 'Forbidden', [], {
      MissingPermissions: [],
      MissingPack: null,
    });
}

/** Records one decision on the selected items, with the justification the campaigns require. */
function decide(result: number) {
  return async (ctx: ActionContext, ids: string[], input: Record<string, unknown>) => {
    const campaigns = await openCampaignsOf(ctx.db, ids);
    const justification = typeof input.Justification === 'string' ? input.Justification.trim() : '';
    const needs = campaigns.some((c) =>
      result === ItemReviewResult.Approved ? c.justification_on_approve : c.justification_on_reject,
    );
    if (needs && !justification) {
      const message = `A justification is required to ${result === ItemReviewResult.Approved ? 'approve' : 'reject'}.`;
      throw badRequest(message, [{ Message: message, Field: 'Justification' }]);
    }
    await refuseSelfReview(ctx, ids, campaigns);
    await ctx.db.query(
      `UPDATE access_certification_items SET result = $2, justification = $3, decided_by = $4, decided_date = now()
        WHERE item_id = ANY($1::uuid[])`,
      [ids, result, justification || null, ctx.user!.userId],
    );
    return {
      message: `${ids.length} ${ids.length === 1 ? 'item' : 'items'} ${result === ItemReviewResult.Approved ? 'approved' : 'rejected'}.`,
    };
  };
}

/** Untouched items at the end: keep, remove, or take the recommendation (the campaign's end behaviour). */
export async function settleUntouched(db: Queryable, campaignId: string, endBehaviour: number): Promise<void> {
  if (endBehaviour === CertificationEndBehaviour.Keep) return;
  const byRecommendation = endBehaviour === CertificationEndBehaviour.Recommendation;
  await db.query(
    `UPDATE access_certification_items
        SET result = CASE WHEN $2 THEN (CASE recommendation WHEN $3 THEN $4 WHEN $5 THEN $6 ELSE result END) ELSE $6 END,
            justification = CASE WHEN $2 THEN 'Not reviewed: the recommendation was taken. ' || coalesce(recommendation_reason, '')
                                 ELSE 'Not reviewed: removed by the campaign''s end setting.' END,
            state = 2, decided_date = now()
      WHERE access_certification_id = $1 AND result = $7`,
    [
      campaignId,
      byRecommendation,
      ItemRecommendation.Approve,
      ItemReviewResult.Approved,
      ItemRecommendation.Reject,
      ItemReviewResult.Rejected,
      ItemReviewResult.Untouched,
    ],
  );
}

export const campaignHooks = hooksFor(campaignDef, {
  actions: {
    start: async (ctx, record) => {
      await ctx.db.query(
        `UPDATE access_certifications SET start_date = now(), end_date = now() + make_interval(days => duration_days),
                abort_reason = NULL, started_by = $2 WHERE access_certification_id = $1`,
        [record.AccessCertificationId, ctx.user!.userId],
      );
      await ctx.startJob(certificationGenerateJob, { campaignId: record.AccessCertificationId });
    },
    close: async (ctx, record) => {
      await ctx.db.query('UPDATE access_certifications SET completed_date = now() WHERE access_certification_id = $1', [
        record.AccessCertificationId,
      ]);
      await settleUntouched(ctx.db, record.AccessCertificationId, record.EndBehaviour);
    },
    apply: async (ctx, record) => applyDecisions(ctx, record.AccessCertificationId),
    cancel: async () => undefined,
  },
});

export const itemHooks = hooksFor(itemDef, {
  actions: {
    approve: decide(ItemReviewResult.Approved),
    reject: decide(ItemReviewResult.Rejected),
    acceptRecommendations: async (ctx, ids) => {
      const campaigns = await openCampaignsOf(ctx.db, ids);
      await refuseSelfReview(ctx, ids, campaigns);
      await ctx.db.query(
        `UPDATE access_certification_items
            SET result = CASE recommendation WHEN $2 THEN $3 WHEN $4 THEN $5 ELSE result END,
                justification = 'Recommendation accepted: ' || coalesce(recommendation_reason, ''), decided_by = $6, decided_date = now()
          WHERE item_id = ANY($1::uuid[])`,
        [
          ids,
          ItemRecommendation.Approve,
          ItemReviewResult.Approved,
          ItemRecommendation.Reject,
          ItemReviewResult.Rejected,
          ctx.user!.userId,
        ],
      );
      return { message: `${ids.length} recommendations accepted.` };
    },
    delegate: async (ctx, item, input) => {
      await openCampaignsOf(ctx.db, [item.ItemId]);
      const [reviewer] = (input.ReviewerIds as string[]) ?? [];
      if (reviewer === item.UserId)
        throw badRequest('A user cannot review their own access.', [
          { Message: 'Choose someone else.', Field: 'ReviewerIds' },
        ]);
      const [exists] = await ctx.db.query('SELECT 1 FROM users WHERE user_id = $1', [reviewer]);
      if (!exists)
        throw badRequest('New reviewer: a chosen user does not exist.', [
          { Message: 'Unknown user.', Field: 'ReviewerIds' },
        ]);
      await ctx.db.query('UPDATE access_certification_items SET reviewer_id = $2 WHERE item_id = $1', [
        item.ItemId,
        reviewer,
      ]);
      return { message: 'Item delegated.' };
    },
  },
});
