import {
  FlowStageState,
  StageOrder,
  stageOutcome,
  type FlowStageSpec,
  type StageDecision,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { SessionUser } from '../../engine/auth/session-user';
import { badRequest, notFound } from '../../engine/calls/errors';
import { AccessRefused } from '../../engine/access/refusal';
import { existingUsers, passesCondition, resolveApprovers, type FlowParties } from './approvers';
import { settleSubject, type FlowVerdict, type SettleServices } from './subjects';
import { raiseDecisionNeeded } from '../notifications/decision-needed';

/**
 * The flow engine (issue 27): starts a flow item for a request, moves it stage by stage as approvers
 * decide, escalates stages past their timeout and, when the flow finishes, settles its subject (the
 * access request is delivered or denied). Stage rules are the flow model's (api-client
 * workflow/flow-model.ts); every change writes a line of the item's history.
 */

export interface FlowStart extends FlowParties {
  flowId: string;
  subjectType: string;
  subjectId: string;
  subjectTitle: string;
  /** The requester's answers to the flow's form, as question and answer pairs (what approvers read). */
  answers: Array<{ Question: string; Answer: string }>;
  /** Runs once the item exists, before its stages open (the subject links to it). */
  onCreated?: (itemId: string) => Promise<void>;
  /** What settling the subject may need when the flow finishes at once (every stage skipped). */
  services: SettleServices;
}

interface StageRow {
  stage_index: number;
  title: string;
  decision: StageDecision;
  state: string;
  approver_ids: string[];
  is_escalated: boolean;
}

interface ItemRow {
  flow_item_id: string;
  flow_id: string;
  subject_type: string;
  subject_id: string;
  subject_title: string;
  requester_id: string;
  object_type: string | null;
  object_id: string | null;
  state: string;
}

const event = (db: Queryable, itemId: string, actorId: string | null, what: string) =>
  db.query('INSERT INTO flow_item_events (flow_item_id, actor_id, what) VALUES ($1, $2, $3)', [itemId, actorId, what]);

/** The flow's stages and order, or 400 when the flow does not exist. */
async function loadFlow(db: Queryable, flowId: string) {
  const [flow] = await db.query<{ title: string; stage_order: number; stages: FlowStageSpec[] }>(
    'SELECT title, stage_order, stages FROM flows WHERE flow_id = $1',
    [flowId],
  );
  if (!flow) throw badRequest('The approval flow no longer exists.');
  return flow;
}

async function loadItem(db: Queryable, itemId: string, forUpdate = false): Promise<ItemRow> {
  const [item] = await db.query<ItemRow>(
    `SELECT flow_item_id, flow_id, subject_type, subject_id, subject_title, requester_id, object_type, object_id, state
       FROM flow_items WHERE flow_item_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [itemId],
  );
  if (!item) throw notFound('The flow item');
  return item;
}

const stagesOf = (db: Queryable, itemId: string) =>
  db.query<StageRow>(
    'SELECT stage_index, title, decision, state, approver_ids, is_escalated FROM flow_item_stages WHERE flow_item_id = $1 ORDER BY stage_index',
    [itemId],
  );

/** Opens a waiting stage: resolves its approvers now (fallback approvers when nobody resolves) and sets its due date. */
async function openStage(
  db: Queryable,
  item: ItemRow,
  spec: FlowStageSpec,
  index: number,
  services: SettleServices,
): Promise<void> {
  const parties = { requesterId: item.requester_id, objectType: item.object_type, objectId: item.object_id };
  let approvers = await resolveApprovers(db, spec.Approvers, parties);
  let note = '';
  if (!approvers.length) {
    approvers = await existingUsers(db, spec.FallbackApproverIds ?? [], item.requester_id);
    note = approvers.length ? ' (nobody resolved: fallback approvers)' : ' (nobody resolved: a super admin decides)';
  }
  await db.query(
    `UPDATE flow_item_stages SET state = 'Pending', approver_ids = $3::jsonb,
            due_date = CASE WHEN timeout_hours IS NULL THEN NULL ELSE now() + make_interval(hours => timeout_hours) END
      WHERE flow_item_id = $1 AND stage_index = $2`,
    [item.flow_item_id, index, JSON.stringify(approvers)],
  );
  await event(db, item.flow_item_id, null, `stage ${spec.Title} waits for ${approvers.length} approver(s)${note}`);
  await raiseDecisionNeeded(db, services, {
    requestId: item.subject_type === 'AccessRequest' ? item.subject_id : item.flow_item_id,
    requesterId: item.requester_id,
    objectTitle: item.subject_title,
    approverIds: approvers,
  });
}

/**
 * Moves the item on: opens the next stage (serial) or every stage (parallel), finishes it approved
 * when every stage that applies approved, denied when one denied. Returns the item's state.
 */
async function advance(db: Queryable, item: ItemRow, services: SettleServices): Promise<string> {
  const flow = await loadFlow(db, item.flow_id);
  const isSerial = flow.stage_order === StageOrder.Serial;
  const stages = await stagesOf(db, item.flow_item_id);
  let verdict: FlowVerdict | null = stages.some((s) => s.state === FlowStageState.Denied) ? 'Denied' : null;
  if (!verdict) {
    let isWaiting = false;
    for (const stage of stages) {
      if (stage.state === FlowStageState.Approved || stage.state === FlowStageState.Skipped) continue;
      if (stage.state === FlowStageState.Waiting)
        await openStage(db, item, flow.stages[stage.stage_index]!, stage.stage_index, services);
      isWaiting = true;
      if (isSerial) break;
    }
    if (!isWaiting) verdict = 'Approved';
  }
  if (!verdict) return 'Pending';
  await db.query(
    "UPDATE flow_items SET state = $2, completed_date = now() WHERE flow_item_id = $1 AND state = 'Pending'",
    [item.flow_item_id, verdict],
  );
  await event(db, item.flow_item_id, null, verdict === 'Approved' ? 'finished: approved' : 'finished: denied');
  await settleSubject(db, item.subject_type, item.subject_id, verdict, services);
  return verdict;
}

/**
 * Starts `start.flowId` for a request: one item, its stages (a stage whose condition the requester
 * does not pass is skipped), the first stage(s) opened. Returns the item's id and state (a flow whose
 * every stage is skipped approves at once; the subject is settled then too).
 */
export async function startFlowItem(db: Queryable, start: FlowStart): Promise<{ itemId: string; state: string }> {
  const flow = await loadFlow(db, start.flowId);
  const [row] = await db.query<{ flow_item_id: string }>(
    `INSERT INTO flow_items (flow_item_id, flow_id, subject_type, subject_id, subject_title, object_type, object_id, requester_id, answers)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING flow_item_id`,
    [
      start.flowId,
      start.subjectType,
      start.subjectId,
      start.subjectTitle,
      start.objectType,
      start.objectId,
      start.requesterId,
      JSON.stringify(start.answers),
    ],
  );
  const itemId = row!.flow_item_id;
  await start.onCreated?.(itemId);
  await event(db, itemId, start.requesterId, `started ${flow.title}`);
  for (const [index, spec] of flow.stages.entries()) {
    const applies = !spec.ConditionRuleId || (await passesCondition(db, spec.ConditionRuleId, start.requesterId));
    await db.query(
      `INSERT INTO flow_item_stages (flow_item_id, stage_index, title, decision, state, fallback_ids, timeout_hours)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
      [
        itemId,
        index,
        spec.Title,
        spec.Decision,
        applies ? FlowStageState.Waiting : FlowStageState.Skipped,
        JSON.stringify(spec.FallbackApproverIds ?? []),
        spec.TimeoutHours ?? null,
      ],
    );
    if (!applies) await event(db, itemId, null, `stage ${spec.Title} skipped: its condition does not apply`);
  }
  return { itemId, state: await advance(db, await loadItem(db, itemId), start.services) };
}

/** Whether `user` may decide open stage `stage` now: one of its approvers who has not decided it (a super admin when it has none). */
const mayDecide = (user: SessionUser, stage: StageRow, decided: Set<string>) =>
  stage.state === FlowStageState.Pending &&
  !decided.has(`${stage.stage_index}`) &&
  (stage.approver_ids.includes(user.userId) || (stage.approver_ids.length === 0 && user.isSuperAdmin));

/**
 * Records `user`'s decision in every open stage they approve for, then moves the item on. Refused
 * (403) for the requester and for anyone who is not an approver of an open stage; 400 once the item
 * is no longer pending. Returns the item's state.
 */
export async function decideFlowItem(
  db: Queryable,
  user: SessionUser,
  itemId: string,
  isApproved: boolean,
  justification: string,
  services: SettleServices,
): Promise<string> {
  const item = await loadItem(db, itemId, true);
  if (item.state !== 'Pending') throw badRequest(`The flow item is ${item.state}; it can no longer be decided.`);
  if (item.requester_id === user.userId)
    throw new AccessRefused('You cannot decide your own request.', 'FlowItem', itemId);
  const stages = await stagesOf(db, itemId);
  const mine = await db.query<{ stage_index: number }>(
    'SELECT stage_index FROM flow_item_decisions WHERE flow_item_id = $1 AND approver_id = $2',
    [itemId, user.userId],
  );
  const decided = new Set(mine.map((d) => `${d.stage_index}`));
  const open = stages.filter((s) => mayDecide(user, s, decided));
  if (!open.length)
    throw new AccessRefused('Only the approvers of a waiting stage can decide this request.', 'FlowItem', itemId);
  for (const stage of open) {
    await db.query(
      `INSERT INTO flow_item_decisions (flow_item_id, stage_index, approver_id, is_approved, justification)
       VALUES ($1, $2, $3, $4, $5)`,
      [itemId, stage.stage_index, user.userId, isApproved, justification],
    );
    const votes = await db.query<{ approver_id: string; is_approved: boolean }>(
      'SELECT approver_id::text, is_approved FROM flow_item_decisions WHERE flow_item_id = $1 AND stage_index = $2 ORDER BY decided_date, approver_id',
      [itemId, stage.stage_index],
    );
    const outcome = stageOutcome(
      stage.decision,
      stage.approver_ids,
      votes.map((v) => ({ ApproverId: v.approver_id, IsApproved: v.is_approved })),
      stage.is_escalated,
    );
    await event(
      db,
      itemId,
      user.userId,
      `${isApproved ? 'approved' : 'denied'} stage ${stage.title}${justification ? `: ${justification}` : ''}`,
    );
    if (outcome !== 'Pending')
      await db.query('UPDATE flow_item_stages SET state = $3 WHERE flow_item_id = $1 AND stage_index = $2', [
        itemId,
        stage.stage_index,
        outcome,
      ]);
  }
  return advance(db, item, services);
}

/** Cancels a pending item (its subject was withdrawn): no stage waits any longer. */
export async function cancelFlowItem(db: Queryable, itemId: string, actorId: string): Promise<void> {
  const moved = await db.query(
    "UPDATE flow_items SET state = 'Cancelled', completed_date = now() WHERE flow_item_id = $1 AND state = 'Pending' RETURNING 1",
    [itemId],
  );
  if (moved.length) await event(db, itemId, actorId, 'cancelled by the requester');
}

/**
 * Escalates every open stage past its due date: its fallback approvers join its approvers and one
 * decision then settles it. Returns the stages escalated (the scheduled job runs it; tests call it).
 */
export async function escalateDueStages(db: Queryable, now: Date = new Date()): Promise<number> {
  const due = await db.query<{
    flow_item_id: string;
    stage_index: number;
    title: string;
    requester_id: string;
    fallback_ids: string[];
  }>(
    `SELECT s.flow_item_id, s.stage_index, s.title, i.requester_id, s.fallback_ids
       FROM flow_item_stages s JOIN flow_items i ON i.flow_item_id = s.flow_item_id
      WHERE s.state = 'Pending' AND NOT s.is_escalated AND s.due_date <= $1 AND i.state = 'Pending'
      ORDER BY s.due_date FOR UPDATE OF s`,
    [now],
  );
  for (const stage of due) {
    const fallback = await existingUsers(db, stage.fallback_ids, stage.requester_id);
    await db.query(
      `UPDATE flow_item_stages
          SET is_escalated = true,
              approver_ids = (SELECT coalesce(jsonb_agg(DISTINCT a), '[]'::jsonb) FROM jsonb_array_elements_text(approver_ids || $3::jsonb) a)
        WHERE flow_item_id = $1 AND stage_index = $2`,
      [stage.flow_item_id, stage.stage_index, JSON.stringify(fallback)],
    );
    await event(
      db,
      stage.flow_item_id,
      null,
      `stage ${stage.title} timed out: escalated to ${fallback.length} fallback approver(s)`,
    );
  }
  return due.length;
}
