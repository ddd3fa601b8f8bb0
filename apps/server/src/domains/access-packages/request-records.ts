import type { AccessRequest, AccessRequestDecision, PagedRequest } from '@portcullis/api-client/contract';
import { accessRequestResource, actionsFor, Permissions } from '@portcullis/api-client/contract';
import type { SessionUser } from '../../engine/auth/session-user';
import type { ListSpec } from '../../engine/lists/paging';
import type { Queryable } from '../../db/types';
import { notFound } from '../../engine/calls/errors';
import { pagedQuery } from '../../engine/lists/list-query';
import { iso } from '../../engine/sql/query-helpers';
import { expressionOf, tablesOf } from '../../engine/resources/store-sql';

/** Who may decide a request now (empty outside pending approval), as its definition computes it. */
const APPROVERS_SQL = expressionOf(accessRequestResource, 'ApproverIds');

const SELECT = `r.access_request_id, r.access_package_id, p.title AS package_title, r.requester_id, u.user_name AS requester_name,
  r.justification, r.answers, r.state, r.current_stage, r.approval_stages, r.reason, r.created_date, r.updated_date, r.flow_item_id,
  ${APPROVERS_SQL} AS approver_ids`;
const FROM = tablesOf(accessRequestResource);

interface RequestRow {
  access_request_id: string;
  access_package_id: string;
  package_title: string;
  requester_id: string;
  requester_name: string;
  justification: string;
  answers: AccessRequest['Answers'];
  state: string;
  current_stage: number;
  approval_stages: number;
  reason: string | null;
  created_date: Date;
  updated_date: Date | null;
  approver_ids: string[];
  flow_item_id: string | null;
}

const spec: ListSpec = {
  columns: {
    AccessPackageTitle: { sql: 'p.title', type: 'text' },
    RequesterName: { sql: 'u.user_name', type: 'text' },
    State: { sql: 'r.state', type: 'text' },
    CreatedDate: { sql: 'r.created_date', type: 'date' },
  },
  defaultOrder: 'r.created_date DESC, r.access_request_id',
  tieBreaker: 'r.access_request_id',
};

/** The verbs of the definition the caller may use on the request now (its state and actor rules decide). */
function verbsOf(r: RequestRow, user: SessionUser): string[] {
  const record = {
    State: r.state,
    RequesterId: r.requester_id,
    ApproverIds: r.approver_ids,
    CurrentStage: r.current_stage,
    ApprovalStages: r.approval_stages,
    FlowItemId: r.flow_item_id,
  };
  const { actions, lifecycle } = accessRequestResource;
  return actionsFor(actions, lifecycle, r.state, { selection: false, record, actor: user }).map(([verb]) => verb);
}

function toRequest(r: RequestRow, user: SessionUser, decisions: AccessRequestDecision[]): AccessRequest {
  const verbs = verbsOf(r, user);
  return {
    AccessRequestId: r.access_request_id,
    AccessPackageId: r.access_package_id,
    AccessPackageTitle: r.package_title,
    RequesterId: r.requester_id,
    RequesterName: r.requester_name,
    Justification: r.justification,
    Answers: r.answers,
    State: r.state,
    CurrentStage: r.current_stage,
    ApprovalStages: r.approval_stages,
    ApproverIds: r.approver_ids,
    CanDecide: verbs.includes('approve'),
    CanCancel: verbs.includes('cancel'),
    Decisions: decisions,
    Reason: r.reason,
    CreatedDate: iso(r.created_date),
    UpdatedDate: r.updated_date ? iso(r.updated_date) : null,
  };
}

async function decisionsOf(db: Queryable, id: string): Promise<AccessRequestDecision[]> {
  const rows = await db.query<{
    stage: number;
    approver_id: string;
    user_name: string;
    is_approved: boolean;
    justification: string;
    decided_date: Date;
  }>(
    `SELECT d.stage, d.approver_id, u.user_name, d.is_approved, d.justification, d.decided_date
       FROM access_request_decisions d JOIN users u ON u.user_id = d.approver_id WHERE d.access_request_id = $1
     UNION ALL
     SELECT f.stage_index + 1, f.approver_id, u.user_name, f.is_approved, f.justification, f.decided_date
       FROM flow_item_decisions f JOIN access_requests r ON r.flow_item_id = f.flow_item_id JOIN users u ON u.user_id = f.approver_id
      WHERE r.access_request_id = $1
     ORDER BY 1, 6`,
    [id],
  );
  return rows.map((d) => ({
    Stage: d.stage,
    ApproverId: d.approver_id,
    ApproverName: d.user_name,
    IsApproved: d.is_approved,
    Justification: d.justification,
    DecidedDate: iso(d.decided_date),
  }));
}

/** The raw row of a request (locked for the write when `forUpdate`), or 404. */
export async function loadRequestRow(db: Queryable, id: string, forUpdate = false): Promise<RequestRow> {
  if (forUpdate) await db.query('SELECT 1 FROM access_requests WHERE access_request_id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<RequestRow>(`SELECT ${SELECT} FROM ${FROM} WHERE r.access_request_id = $1`, [id]);
  if (!row) throw notFound('The access request');
  return row;
}

/** Whether `user` may see the request: its requester, a current approver, one who decided it, or a UserAuthRequest.List holder. */
async function maySee(db: Queryable, user: SessionUser, row: RequestRow): Promise<boolean> {
  if (row.requester_id === user.userId || row.approver_ids.includes(user.userId)) return true;
  if (user.isSuperAdmin || user.permissions.has(Permissions.UserAuthRequestList)) return true;
  const [decided] = await db.query(
    `SELECT 1 FROM access_request_decisions WHERE access_request_id = $1 AND approver_id = $2
     UNION ALL SELECT 1 FROM flow_item_decisions WHERE flow_item_id = $3 AND approver_id = $2`,
    [row.access_request_id, user.userId, row.flow_item_id],
  );
  return Boolean(decided);
}

/** The request as `user` sees it; 404 when they may not see it (its existence is not revealed). */
export async function readRequest(db: Queryable, user: SessionUser, id: string): Promise<AccessRequest> {
  const row = await loadRequestRow(db, id);
  if (!(await maySee(db, user, row))) throw notFound('The access request');
  return toRequest(row, user, await decisionsOf(db, id));
}

/** A page of requests: the caller's own, those the caller may decide now, or all of them. */
export async function listRequests(
  db: Queryable,
  user: SessionUser,
  view: 'Mine' | 'ToApprove' | 'All',
  body: PagedRequest,
) {
  const where =
    view === 'Mine'
      ? 'r.requester_id = $1'
      : view === 'ToApprove'
        ? `r.state = 'PendingApproval' AND (${APPROVERS_SQL} @> jsonb_build_array($1::text)${
            user.isSuperAdmin ? ` OR (${APPROVERS_SQL} = '[]'::jsonb AND r.requester_id <> $1)` : ''
          })`
        : '$1::uuid IS NOT NULL';
  return pagedQuery<RequestRow, AccessRequest>(
    db,
    body,
    spec,
    SELECT,
    `${FROM} WHERE ${where}`,
    (r) => toRequest(r, user, []),
    [user.userId],
  );
}
