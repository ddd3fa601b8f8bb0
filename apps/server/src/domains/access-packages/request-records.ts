import type { AccessRequest, AccessRequestDecision, PagedRequest } from '@portcullis/api-client/contract';
import { Permissions } from '@portcullis/api-client/contract';
import type { SessionUser } from '../../engine/auth/session-user';
import type { ListSpec } from '../../engine/lists/paging';
import type { Queryable } from '../../db/types';
import { notFound } from '../../engine/calls/errors';
import { pagedQuery } from '../../engine/lists/list-query';
import { iso } from '../../engine/sql/query-helpers';

/**
 * The people who may decide a request's current stage (jsonb array of user ids, SQL on aliases r, p,
 * c): the stage's approvers, else the catalog's owners, else the package's fallback approvers — never
 * the requester (Entra ID: a requester cannot approve their own request). An empty array: no one
 * resolves, and only a super admin may decide.
 */
const STAGE_APPROVERS_SQL = `coalesce(
  nullif((CASE r.current_stage WHEN 1 THEN p.first_approver_ids WHEN 2 THEN p.second_approver_ids ELSE '[]'::jsonb END) - r.requester_id::text, '[]'::jsonb),
  nullif(c.owner_ids - r.requester_id::text, '[]'::jsonb),
  p.fallback_approver_ids - r.requester_id::text)`;

/** A request a flow decides (issue 27): the approvers of its flow item's open stages who have not decided them yet. */
const APPROVERS_SQL = `CASE WHEN r.flow_item_id IS NULL THEN ${STAGE_APPROVERS_SQL} ELSE coalesce((
  SELECT jsonb_agg(DISTINCT a.id) FROM flow_item_stages s, jsonb_array_elements_text(s.approver_ids) a(id)
   WHERE s.flow_item_id = r.flow_item_id AND s.state = 'Pending' AND NOT EXISTS (
     SELECT 1 FROM flow_item_decisions d WHERE d.flow_item_id = s.flow_item_id AND d.stage_index = s.stage_index AND d.approver_id::text = a.id)
  ), '[]'::jsonb) END`;

const SELECT = `r.access_request_id, r.access_package_id, p.title AS package_title, r.requester_id, u.user_name AS requester_name,
  r.justification, r.answers, r.state, r.current_stage, r.approval_stages, r.reason, r.created_date, r.updated_date, r.flow_item_id,
  CASE WHEN r.state = 'PendingApproval' THEN ${APPROVERS_SQL} ELSE '[]'::jsonb END AS approver_ids`;
const FROM = `access_requests r JOIN access_packages p ON p.access_package_id = r.access_package_id
  JOIN catalogs c ON c.catalog_id = p.catalog_id JOIN users u ON u.user_id = r.requester_id`;

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

/** Whether `user` may decide a request whose current approvers are `approvers`. */
export const canDecide = (user: SessionUser, state: string, approvers: readonly string[]) =>
  state === 'PendingApproval' && (approvers.includes(user.userId) || (approvers.length === 0 && user.isSuperAdmin));

function toRequest(r: RequestRow, user: SessionUser, decisions: AccessRequestDecision[]): AccessRequest {
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
    CanDecide: r.requester_id !== user.userId && canDecide(user, r.state, r.approver_ids),
    CanCancel: r.requester_id === user.userId && (r.state === 'Submitted' || r.state === 'PendingApproval'),
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
            user.isSuperAdmin ? ` OR ${APPROVERS_SQL} = '[]'::jsonb` : ''
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
