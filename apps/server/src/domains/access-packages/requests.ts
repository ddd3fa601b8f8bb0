import type { AccessRequest, contract, RequestablePackage } from '@portcullis/api-client/contract';
import {
  RequestableBy,
  transitionRequest,
  type AccessRequestState,
  type AccessRequestVerb,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import type { SessionUser } from '../../engine/auth/session-user';
import type { Queryable } from '../../db/types';
import { badRequest, conflict } from '../../engine/calls/errors';
import { AccessRefused } from '../../engine/access/refusal';
import { setGrantScope } from '../../engine/access/scope';
import { pagedQuery } from '../../engine/lists/list-query';
import { deliverPackage, loadPackage, unavailableReason, type GrantContext } from './grants';
import { canDecide, listRequests, loadRequestRow, readRequest } from './request-records';
import { cancelFlowItem, decideFlowItem, registerFlowSubject } from '../flows/index';
import { FLOW_APPROVAL, flowAnswersOf, startRequestFlow } from './request-flow';
import { raiseDecisionNeeded } from '../notifications/decision-needed';

/** Tells the approvers of the request's current stage it waits for them (a stage has just opened). */
async function noticeApprovers(ctx: GrantContext, id: string): Promise<void> {
  const row = await loadRequestRow(ctx.db, id);
  await raiseDecisionNeeded(ctx.db, ctx, {
    requestId: id,
    requesterId: row.requester_id,
    objectTitle: row.package_title,
    approverIds: row.approver_ids,
  });
}

/** Packages `$1` (a user id) may request now (SQL condition on aliases p, c). */
const REQUESTABLE = `p.state = 1 AND c.is_enabled
  AND (p.valid_from IS NULL OR p.valid_from <= now()) AND (p.valid_until IS NULL OR p.valid_until > now())
  AND (p.requestable_by = ${RequestableBy.AllUsers}
       OR (p.requestable_by = ${RequestableBy.Groups} AND EXISTS (
         SELECT 1 FROM group_members gm WHERE gm.user_id = $1 AND p.requestor_group_ids @> jsonb_build_array(gm.group_def_id::text))))`;

/** Moves a request's state through the lifecycle table, or refuses with 400 naming the state and the allowed verbs. */
function nextState(state: string, verb: AccessRequestVerb, to?: AccessRequestState): AccessRequestState {
  const out = transitionRequest(state as AccessRequestState, verb, to);
  if (!out.ok) throw badRequest(out.message, [{ Message: out.message, Field: 'State' }]);
  return out.to;
}

async function setState(db: Queryable, id: string, state: AccessRequestState, stage: number, reason: string | null) {
  await db.query(
    'UPDATE access_requests SET state = $2, current_stage = $3, reason = $4, updated_date = now() WHERE access_request_id = $1',
    [id, state, stage, reason],
  );
}

/**
 * Delivers an approved request: the system grants the package under its policy (the package's
 * contents were checked against its editor when they were added). A package that became unavailable
 * fails the delivery with its reason kept; nothing is granted.
 */
async function deliver(ctx: GrantContext, id: string, packageId: string, requesterId: string): Promise<void> {
  const { db } = ctx;
  const pkg = await loadPackage(db, packageId);
  const reason = pkg ? unavailableReason(pkg) : 'The access package no longer exists.';
  if (reason) return setState(db, id, nextState('Delivering', 'fail'), 0, reason);
  await setGrantScope(db, 'super');
  await deliverPackage(ctx, { packageId, userId: requesterId, accessRequestId: id, assignedBy: null });
  await setState(db, id, nextState('Delivering', 'deliver'), 0, null);
}

const audit = (request: AccessRequest, what: string) => ({
  targetType: 'AccessRequest',
  targetId: request.AccessRequestId,
  description: `${request.AccessPackageTitle} for ${request.RequesterName}: ${what}`,
});

/** Approve or deny the current stage: only its approvers (403 for anyone else), only while pending. */
async function decide(ctx: GrantContext, user: SessionUser, id: string, isApproved: boolean, justification: string) {
  const { db } = ctx;
  const row = await loadRequestRow(db, id, true);
  const verb = isApproved ? 'approve' : 'deny';
  if (
    row.state === 'PendingApproval' &&
    (row.requester_id === user.userId || !canDecide(user, row.state, row.approver_ids))
  )
    throw new AccessRefused(
      row.requester_id === user.userId
        ? 'You cannot decide your own request.'
        : 'Only the approvers of this stage can decide this request.',
      'AccessRequest',
      id,
    );
  if (row.flow_item_id) {
    // A package whose policy names a flow: the flow item decides; finishing it settles the request.
    await decideFlowItem(db, user, row.flow_item_id, isApproved, justification, ctx);
    return readRequest(db, user, id);
  }
  const isLast = row.current_stage >= row.approval_stages;
  const to = nextState(row.state, verb, isApproved ? (isLast ? 'Delivering' : 'PendingApproval') : 'Denied');
  await db.query(
    `INSERT INTO access_request_decisions (access_request_id, stage, approver_id, is_approved, justification)
     VALUES ($1, $2, $3, $4, $5)`,
    [id, row.current_stage, user.userId, isApproved, justification],
  );
  if (to === 'Delivering') {
    await setState(db, id, to, 0, null);
    await deliver(ctx, id, row.access_package_id, row.requester_id);
  } else {
    await setState(db, id, to, to === 'Denied' ? 0 : row.current_stage + 1, isApproved ? null : justification || null);
    if (to === 'PendingApproval') await noticeApprovers(ctx, id);
  }
  return readRequest(db, user, id);
}

// A request whose flow finished: approved, it is delivered as after the last stage; denied, it is denied.
registerFlowSubject('AccessRequest', async (db, id, verdict, services) => {
  const row = await loadRequestRow(db, id, true);
  if (verdict === 'Denied') return setState(db, id, nextState(row.state, 'deny', 'Denied'), 0, null);
  await setState(db, id, nextState(row.state, 'approve', 'Delivering'), 0, null);
  await deliver({ ...services, db }, id, row.access_package_id, row.requester_id);
});

/**
 * Access requests (§2.5 /userauthrequests/list): a user requests a package the policy lets them
 * request, its approvers decide stage by stage, then the system delivers it (grants it). States and
 * transitions are the lifecycle table of api-client governance/request-lifecycle.ts.
 */
export const accessRequestsHandlers: DomainHandlers<typeof contract.accessRequests> = {
  list: async ({ db, user, body }) => {
    const { View, ...paging } = body;
    return ok(await listRequests(db, user!, View ?? 'Mine', paging));
  },

  get: async ({ db, user, params }) => ok(await readRequest(db, user!, params.id)),

  requestable: async ({ db, user, body }) =>
    ok(
      await pagedQuery<
        {
          access_package_id: string;
          title: string;
          description: string | null;
          catalog_title: string;
          require_justification: boolean;
          questions: string[];
          form_fields: RequestablePackage['FormFields'] | null;
        },
        RequestablePackage
      >(
        db,
        body,
        {
          columns: { Title: { sql: 'p.title', type: 'text' }, CatalogTitle: { sql: 'c.title', type: 'text' } },
          defaultOrder: 'p.title, p.access_package_id',
          tieBreaker: 'p.access_package_id',
        },
        `p.access_package_id, p.title, p.description, c.title AS catalog_title, p.require_justification, p.questions,
         (SELECT f.fields FROM flows fl JOIN form_defs f ON f.form_def_id = fl.form_def_id
           WHERE fl.flow_id = p.flow_id AND p.approval_stages = ${FLOW_APPROVAL}) AS form_fields`,
        `access_packages p JOIN catalogs c ON c.catalog_id = p.catalog_id WHERE ${REQUESTABLE}`,
        (r) => ({
          AccessPackageId: r.access_package_id,
          Title: r.title,
          Description: r.description,
          CatalogTitle: r.catalog_title,
          RequireJustification: r.require_justification,
          Questions: r.questions,
          FormFields: r.form_fields ?? [],
        }),
        [user!.userId],
      ),
    ),

  create: async (ctx) => {
    const { db, user, body } = ctx;
    const me = user!.userId;
    const [pkg] = await db.query<{
      title: string;
      approval_stages: number;
      require_justification: boolean;
      questions: string[];
      flow_id: string | null;
    }>(
      `SELECT p.title, p.approval_stages, p.require_justification, p.questions, p.flow_id
         FROM access_packages p JOIN catalogs c ON c.catalog_id = p.catalog_id
        WHERE p.access_package_id = $2 AND ${REQUESTABLE}`,
      [me, body.AccessPackageId],
    );
    if (!pkg)
      throw badRequest('You cannot request this access package.', [
        { Message: 'You cannot request this access package.', Field: 'AccessPackageId' },
      ]);
    const justification = body.Justification ?? '';
    if (pkg.require_justification && !justification)
      throw badRequest('Justification is required.', [
        { Message: 'Justification is required.', Field: 'Justification' },
      ]);
    const isFlow = pkg.approval_stages === FLOW_APPROVAL && pkg.flow_id !== null;
    const answers = body.Answers ?? [];
    const unanswered = pkg.questions.findIndex((_, i) => !answers[i]);
    if (!isFlow && (unanswered >= 0 || answers.length > pkg.questions.length))
      throw badRequest('Answer every question.', [{ Message: 'Answer every question.', Field: 'Answers' }]);
    // A flow's form replaces the questions: its answers are checked with the form model's §5 messages.
    const flowAnswers = isFlow ? await flowAnswersOf(db, pkg.flow_id!, body.FormAnswers) : null;
    const [open] = await db.query(
      `SELECT 1 FROM access_requests WHERE access_package_id = $1 AND requester_id = $2 AND state IN ('Submitted', 'PendingApproval', 'Delivering')
       UNION ALL SELECT 1 FROM access_package_assignments WHERE access_package_id = $1 AND user_id = $2`,
      [body.AccessPackageId, me],
    );
    if (open) throw conflict(`You already have or have requested the access package "${pkg.title}".`);
    const [row] = await db.query<{ access_request_id: string }>(
      `INSERT INTO access_requests (access_request_id, access_package_id, requester_id, justification, answers, state, approval_stages)
       VALUES (gen_random_uuid(), $1, $2, $3, $4::jsonb, 'Submitted', $5) RETURNING access_request_id`,
      [
        body.AccessPackageId,
        me,
        justification,
        JSON.stringify(flowAnswers ?? pkg.questions.map((q, i) => ({ Question: q, Answer: answers[i]! }))),
        pkg.approval_stages,
      ],
    );
    const id = row!.access_request_id;
    const to = nextState('Submitted', 'submit', pkg.approval_stages > 0 ? 'PendingApproval' : 'Delivering');
    await setState(db, id, to, to === 'PendingApproval' ? 1 : 0, null);
    if (isFlow)
      await startRequestFlow(ctx, {
        requestId: id,
        flowId: pkg.flow_id!,
        packageId: body.AccessPackageId,
        title: `${pkg.title} for ${user!.userName}`,
        requesterId: me,
        answers: flowAnswers!,
      });
    else if (to === 'Delivering') await deliver(ctx, id, body.AccessPackageId, me);
    else await noticeApprovers(ctx, id);
    const request = await readRequest(db, user!, id);
    return ok(request, { message: 'Request submitted.', audit: audit(request, `requested (${request.State})`) });
  },

  approve: async (ctx) => {
    const { user, params, body } = ctx;
    const request = await decide(ctx, user!, params.id, true, body.Justification ?? '');
    return ok(request, { message: 'Request approved.', audit: audit(request, `approved (${request.State})`) });
  },

  deny: async (ctx) => {
    const { user, params, body } = ctx;
    const request = await decide(ctx, user!, params.id, false, body.Justification ?? '');
    return ok(request, { message: 'Request denied.', audit: audit(request, 'denied') });
  },

  cancel: async ({ db, user, params }) => {
    const row = await loadRequestRow(db, params.id, true);
    if (row.requester_id !== user!.userId)
      throw new AccessRefused('Only the requester can cancel a request.', 'AccessRequest', params.id);
    const to = nextState(row.state, 'cancel');
    await setState(db, params.id, to, 0, null);
    if (row.flow_item_id) await cancelFlowItem(db, row.flow_item_id, user!.userId);
    const request = await readRequest(db, user!, params.id);
    return ok(request, { message: 'Request cancelled.', audit: audit(request, 'cancelled') });
  },
};
