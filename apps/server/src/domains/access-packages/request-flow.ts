import { answerPairs, checkAnswers, type FormFieldSpec } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../engine/calls/errors';
import { startFlowItem, type SettleServices } from '../flows/index';

/** A package's `approval_stages` value when its request policy names a flow (issue 27). */
export const FLOW_APPROVAL = 3;

/** The fields of the form a flow asks the requester to fill (none when it names no form). */
export async function flowFormFields(db: Queryable, flowId: string): Promise<FormFieldSpec[]> {
  const [row] = await db.query<{ fields: FormFieldSpec[] | null }>(
    'SELECT f.fields FROM flows fl LEFT JOIN form_defs f ON f.form_def_id = fl.form_def_id WHERE fl.flow_id = $1',
    [flowId],
  );
  return row?.fields ?? [];
}

/**
 * The requester's answers to the flow's form, checked with the form model (§5 messages; 400 with one
 * error per field, the field's key as its Field), as the question and answer pairs approvers read.
 */
export async function flowAnswersOf(db: Queryable, flowId: string, given: unknown) {
  const fields = await flowFormFields(db, flowId);
  const problems = checkAnswers(fields, given ?? {});
  if (problems.length) throw badRequest(problems[0]!.Message, problems);
  return answerPairs(fields, (given ?? {}) as Record<string, string | number | null>);
}

/** Starts the flow for a new request and links the request to its item. */
export async function startRequestFlow(
  ctx: SettleServices & { db: Queryable },
  request: {
    requestId: string;
    flowId: string;
    packageId: string;
    title: string;
    requesterId: string;
    answers: Array<{ Question: string; Answer: string }>;
  },
): Promise<void> {
  const { db } = ctx;
  // The item is linked before the flow may finish at once (every stage skipped), so settling finds it.
  await startFlowItem(db, {
    services: ctx,
    flowId: request.flowId,
    subjectType: 'AccessRequest',
    subjectId: request.requestId,
    subjectTitle: request.title,
    objectType: 'AccessPackage',
    objectId: request.packageId,
    requesterId: request.requesterId,
    answers: request.answers,
    onCreated: (id) =>
      db
        .query('UPDATE access_requests SET flow_item_id = $2 WHERE access_request_id = $1', [request.requestId, id])
        .then(() => undefined),
  });
}
