import { accessRequestResource, targetStateOf, type AccessRequestState } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { setGrantScope } from '../../engine/access/scope';
import { moveState } from '../../engine/resources/lifecycle-sql';
import type { ActionContext } from '../../engine/resources/behaviour';
import type { ResourceHooks } from '../../engine/resources/records';
import { deliverPackage, loadPackage, unavailableReason, type GrantContext } from './grants';
import { loadRequestRow, readRequest } from './request-records';
import { cancelFlowItem, decideFlowItem, registerFlowSubject } from '../flows/index';
import { raiseDecisionNeeded } from '../notifications/decision-needed';

/**
 * What access requests do (§2.5): the bodies of the definition's approve, deny and cancel (the layer
 * has locked and loaded the request, checked its state and who may act, validated the input and moved
 * the state; it audits after), and the moves the system makes — a submission, a delivery, the verdict
 * of a flow — through the same lifecycle table.
 */

type RequestRecord = {
  AccessRequestId: string;
  AccessPackageId: string;
  RequesterId: string;
  CurrentStage: number;
  FlowItemId: string | null;
};

/** Moves a request as the system (submitted, delivered, failed), setting its stage and reason. */
export const moveRequest = (db: Queryable, id: string, to: AccessRequestState, stage: number, reason: string | null) =>
  moveState(db, accessRequestResource, id, to, {
    sets: ['current_stage = $4', 'reason = $5', 'updated_date = now()'],
    values: [stage, reason],
  });

/** Tells the approvers of the request's current stage it waits for them (a stage has just opened). */
export async function noticeApprovers(ctx: GrantContext, id: string): Promise<void> {
  const row = await loadRequestRow(ctx.db, id);
  await raiseDecisionNeeded(ctx.db, ctx, {
    requestId: id,
    requesterId: row.requester_id,
    objectTitle: row.package_title,
    approverIds: row.approver_ids,
  });
}

/**
 * Delivers a request in Delivering: the system grants the package under its policy (the package's
 * contents were checked against its editor when they were added). A package that became unavailable
 * fails the delivery with its reason kept; nothing is granted.
 */
export async function deliver(ctx: GrantContext, id: string, packageId: string, requesterId: string): Promise<void> {
  const { db } = ctx;
  const pkg = await loadPackage(db, packageId);
  const reason = pkg ? unavailableReason(pkg) : 'The access package no longer exists.';
  if (reason) {
    await moveRequest(db, id, 'DeliveryFailed', 0, reason);
    return;
  }
  await setGrantScope(db, 'super');
  await deliverPackage(ctx, { packageId, userId: requesterId, accessRequestId: id, assignedBy: null });
  await moveRequest(db, id, 'Delivered', 0, null);
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Approve or deny the current stage (the layer moved it: to the next stage, Delivering or Denied). */
const decide =
  (isApproved: boolean) => async (ctx: ActionContext, record: RequestRecord, input: Record<string, unknown>) => {
    const { db, user } = ctx;
    const id = record.AccessRequestId;
    const justification = textOf(input.Justification);
    // A package whose policy names a flow: the flow item decides; finishing it settles the request.
    if (record.FlowItemId)
      return void (await decideFlowItem(db, user!, record.FlowItemId, isApproved, justification, ctx));
    await db.query(
      `INSERT INTO access_request_decisions (access_request_id, stage, approver_id, is_approved, justification)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, record.CurrentStage, user!.userId, isApproved, justification],
    );
    const action = accessRequestResource.actions[isApproved ? 'approve' : 'deny'];
    const to = targetStateOf(action, record);
    const stage = to === 'PendingApproval' ? record.CurrentStage + 1 : 0;
    await db.query(
      'UPDATE access_requests SET current_stage = $2, reason = $3, updated_date = now() WHERE access_request_id = $1',
      [id, stage, isApproved ? null : justification || null],
    );
    if (to === 'PendingApproval') await noticeApprovers(ctx, id);
    if (to === 'Delivering') await deliver(ctx, id, record.AccessPackageId, record.RequesterId);
  };

/**
 * The server's side of the access request definition: its action bodies, and how a request reads for
 * the caller (its decisions, whether they may decide or cancel it; 404 when they may not see it).
 */
export const accessRequestHooks: ResourceHooks<typeof accessRequestResource> = {
  actions: {
    approve: decide(true),
    deny: decide(false),
    cancel: async ({ db, user }, record) => {
      await db.query(
        'UPDATE access_requests SET current_stage = 0, reason = NULL, updated_date = now() WHERE access_request_id = $1',
        [record.AccessRequestId],
      );
      if (record.FlowItemId) await cancelFlowItem(db, record.FlowItemId, user!.userId);
    },
  },
  read: (ctx, id) => readRequest(ctx.db, ctx.user!, id),
};

// A request whose flow finished: approved, it is delivered as after the last stage; denied, it is denied.
registerFlowSubject('AccessRequest', async (db, id, verdict, services) => {
  const row = await loadRequestRow(db, id, true);
  if (verdict === 'Denied') return void (await moveRequest(db, id, 'Denied', 0, null));
  await moveRequest(db, id, 'Delivering', 0, null);
  await deliver({ ...services, db }, id, row.access_package_id, row.requester_id);
});
