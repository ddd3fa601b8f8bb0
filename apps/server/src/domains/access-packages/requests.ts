import type { AccessRequest, contract, RequestablePackage } from '@portcullis/api-client/contract';
import { accessRequestResource, RequestableBy } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { badRequest, conflict } from '../../engine/calls/errors';
import { resourceHandlers } from '../../engine/resources/crud';
import { pagedQuery } from '../../engine/lists/list-query';
import { listRequests, readRequest } from './request-records';
import { FLOW_APPROVAL, flowAnswersOf, startRequestFlow } from './request-flow';
import { accessRequestHooks, deliver, moveRequest, noticeApprovers } from './request-actions';

/** Packages `$1` (a user id) may request now (SQL condition on aliases p, c). */
const REQUESTABLE = `p.state = 1 AND c.is_enabled
  AND (p.valid_from IS NULL OR p.valid_from <= now()) AND (p.valid_until IS NULL OR p.valid_until > now())
  AND (p.requestable_by = ${RequestableBy.AllUsers}
       OR (p.requestable_by = ${RequestableBy.Groups} AND EXISTS (
         SELECT 1 FROM group_members gm WHERE gm.user_id = $1 AND p.requestor_group_ids @> jsonb_build_array(gm.group_def_id::text))))`;

type Handlers = DomainHandlers<typeof contract.accessRequests>;
const generic = resourceHandlers(accessRequestResource, accessRequestHooks);

const audit = (request: AccessRequest, what: string) => ({
  targetType: 'AccessRequest',
  targetId: request.AccessRequestId,
  description: `${request.AccessPackageTitle} for ${request.RequesterName}: ${what}`,
});

/**
 * Access requests (§2.5 /userauthrequests/list): a user requests a package the policy lets them
 * request, its approvers decide stage by stage, then the system delivers it (grants it). States and
 * transitions are the lifecycle table of api-client governance/request-lifecycle.ts; approve, deny and
 * cancel are the actions of its definition (resources/definitions/access-request.ts).
 */
export const accessRequestsHandlers: Handlers = {
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
    const to = pkg.approval_stages > 0 ? 'PendingApproval' : 'Delivering';
    await moveRequest(db, id, to, to === 'PendingApproval' ? 1 : 0, null);
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

  // Approve, deny and cancel: the definition's actions, their bodies in request-actions.ts.
  ...(generic as unknown as Pick<Handlers, 'approve' | 'deny' | 'cancel'>),
};
