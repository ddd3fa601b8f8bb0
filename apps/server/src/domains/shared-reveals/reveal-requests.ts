import {
  SHARED_REVEAL_WINDOW_MINUTES,
  type SharedRevealAccess,
  type SharedRevealRequest,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../engine/calls/errors';
import { AccessRefused } from '../../engine/access/refusal';
import { registerFlowSubject, startFlowItem, type SettleServices } from '../flows/index';
import { flowAnswersOf } from '../access-packages/request-flow';

/**
 * Shared-account reveals through an approval flow (§4: "a defined flow asks delegated users for
 * approval"; issue 27). Decisions where the spec is silent, after Entra PIM "require approval to
 * activate" and CyberArk dual control:
 * - the flow is chosen per shared account (as PIM sets approval per role and CyberArk per safe
 *   policy), not system-wide; without one the delegated users reveal directly, as before;
 * - a delegated user's request is the subject (SharedAccountReveal) of one flow item whose object is
 *   the account, so a stage with the Owners approver kind asks the account's other delegated users;
 * - approval opens a window of SHARED_REVEAL_WINDOW_MINUTES for that requester only, during which each
 *   reveal is still audited; a denied or expired request may be asked again; one request waits at a time.
 */

/** The flow item subject type of a reveal request. */
export const SHARED_REVEAL_SUBJECT = 'SharedAccountReveal';

const ALREADY_PENDING = 'Your request to reveal this password already waits for approval.';

/** §4 user type of a shared account. */
const SHARED = 1;

/** The flow a shared account's reveals go through, or null (direct reveals). */
export async function revealFlowOf(db: Queryable, accountId: string) {
  const [row] = await db.query<{ flow_id: string; title: string }>(
    `SELECT r.flow_id::text, f.title FROM shared_account_reveal_flows r JOIN flows f ON f.flow_id = r.flow_id
      WHERE r.account_id = $1`,
    [accountId],
  );
  return row ? { FlowId: row.flow_id, FlowTitle: row.title } : { FlowId: null, FlowTitle: null };
}

/** The shared account's name, or 400 for a user who is not a shared account (404 when unknown). */
export async function sharedAccountName(db: Queryable, accountId: string): Promise<string | null> {
  const [row] = await db.query<{ user_name: string; user_type: number }>(
    'SELECT user_name, user_type FROM users WHERE user_id = $1',
    [accountId],
  );
  if (!row) return null;
  if (row.user_type !== SHARED) throw badRequest('Only a shared account has a password to reveal.');
  return row.user_name;
}

/** Names the flow a shared account's reveals go through (null: direct reveals again). */
export async function saveRevealFlow(db: Queryable, accountId: string, flowId: string | null): Promise<void> {
  if (flowId === null) {
    await db.query('DELETE FROM shared_account_reveal_flows WHERE account_id = $1', [accountId]);
    return;
  }
  const [flow] = await db.query('SELECT 1 FROM flows WHERE flow_id = $1', [flowId]);
  if (!flow) throw badRequest('The approval flow does not exist.', [{ Field: 'FlowId', Message: 'Choose a flow.' }]);
  await db.query(
    `INSERT INTO shared_account_reveal_flows (account_id, flow_id) VALUES ($1, $2)
     ON CONFLICT (account_id) DO UPDATE SET flow_id = EXCLUDED.flow_id, updated_date = now()`,
    [accountId, flowId],
  );
}

interface RequestRow {
  state: 'Pending' | 'Approved' | 'Denied';
  flow_item_id: string | null;
  expires_date: Date | null;
  is_open: boolean;
}

/** Where `requesterId` stands with the account's password: direct, or their latest request's state. */
export async function revealAccessOf(
  db: Queryable,
  accountId: string,
  requesterId: string,
): Promise<SharedRevealAccess> {
  const flow = await revealFlowOf(db, accountId);
  if (!flow.FlowId) return { State: 'Direct', ...flow, FlowItemId: null, ExpiresDate: null };
  const [latest] = await db.query<RequestRow>(
    `SELECT state, flow_item_id::text, expires_date, (expires_date > now()) AS is_open
       FROM shared_account_reveal_requests WHERE account_id = $1 AND requester_id = $2
      ORDER BY created_date DESC, reveal_request_id LIMIT 1`,
    [accountId, requesterId],
  );
  const state = !latest || (latest.state === 'Approved' && !latest.is_open) ? 'None' : latest.state;
  return {
    State: state,
    ...flow,
    FlowItemId: latest?.flow_item_id ?? null,
    ExpiresDate: state === 'Approved' ? latest!.expires_date!.toISOString() : null,
  };
}

/**
 * Starts the account's flow for a delegated user's reveal request. 400 when reveals are direct or a
 * request of theirs already waits or is approved and open.
 */
export async function requestReveal(
  db: Queryable,
  accountId: string,
  accountName: string,
  requesterId: string,
  formAnswers: unknown,
  services: SettleServices,
): Promise<SharedRevealAccess> {
  const current = await revealAccessOf(db, accountId, requesterId);
  if (current.State === 'Direct')
    throw badRequest('This shared account needs no approval: reveal its password directly.');
  if (current.State === 'Pending') throw badRequest(ALREADY_PENDING);
  if (current.State === 'Approved') throw badRequest('Your request is approved: reveal the password.');
  const answers = await flowAnswersOf(db, current.FlowId!, formAnswers);
  // A request sent twice at once: the second finds the first (one waiting request per user and account).
  const [row] = await db.query<{ reveal_request_id: string }>(
    `INSERT INTO shared_account_reveal_requests (reveal_request_id, account_id, requester_id)
     VALUES (gen_random_uuid(), $1, $2)
     ON CONFLICT (account_id, requester_id) WHERE state = 'Pending' DO NOTHING RETURNING reveal_request_id::text`,
    [accountId, requesterId],
  );
  if (!row) throw badRequest(ALREADY_PENDING);
  const requestId = row.reveal_request_id;
  await startFlowItem(db, {
    flowId: current.FlowId!,
    subjectType: SHARED_REVEAL_SUBJECT,
    subjectId: requestId,
    subjectTitle: `Reveal the password of ${accountName}`,
    objectType: 'User',
    objectId: accountId,
    requesterId,
    answers,
    services,
    onCreated: (itemId) =>
      db
        .query('UPDATE shared_account_reveal_requests SET flow_item_id = $2 WHERE reveal_request_id = $1', [
          requestId,
          itemId,
        ])
        .then(() => undefined),
  });
  return revealAccessOf(db, accountId, requesterId);
}

/** Reveal requests of the account waiting for `approverId`: an approver of an open stage who has not decided it. */
export async function requestsAwaiting(
  db: Queryable,
  accountId: string,
  approverId: string,
): Promise<SharedRevealRequest[]> {
  const rows = await db.query<{
    flow_item_id: string;
    requester_id: string;
    requester_title: string;
    created_date: Date;
  }>(
    `SELECT r.flow_item_id::text, r.requester_id::text, coalesce(u.display_name, u.user_name) AS requester_title, r.created_date
       FROM shared_account_reveal_requests r
       JOIN flow_items i ON i.flow_item_id = r.flow_item_id AND i.state = 'Pending'
       JOIN users u ON u.user_id = r.requester_id
      WHERE r.account_id = $1 AND r.state = 'Pending' AND r.requester_id <> $2
        AND EXISTS (SELECT 1 FROM flow_item_stages s
                     WHERE s.flow_item_id = i.flow_item_id AND s.state = 'Pending' AND s.approver_ids @> jsonb_build_array($2::text)
                       AND NOT EXISTS (SELECT 1 FROM flow_item_decisions d
                                        WHERE d.flow_item_id = s.flow_item_id AND d.stage_index = s.stage_index AND d.approver_id = $2))
      ORDER BY r.created_date, r.reveal_request_id`,
    [accountId, approverId],
  );
  return rows.map((r) => ({
    FlowItemId: r.flow_item_id,
    RequesterId: r.requester_id,
    RequesterTitle: r.requester_title,
    CreatedDate: r.created_date.toISOString(),
  }));
}

/**
 * Refuses (403, audited as a refusal) a reveal the account's flow has not approved for `requesterId`
 * within its window; does nothing when reveals are direct.
 */
export async function checkRevealApproved(db: Queryable, accountId: string, requesterId: string): Promise<void> {
  const access = await revealAccessOf(db, accountId, requesterId);
  if (access.State === 'Direct' || access.State === 'Approved') return;
  const message =
    access.State === 'Pending'
      ? 'Your request to reveal this password waits for approval.'
      : `Revealing this password needs approval through ${access.FlowTitle}: request access first.`;
  throw new AccessRefused(message, 'User', accountId);
}

// A finished flow decides the request: approved, the window opens now; denied, it stays closed.
registerFlowSubject(SHARED_REVEAL_SUBJECT, async (db, requestId, verdict) => {
  await db.query(
    `UPDATE shared_account_reveal_requests
        SET state = $2, decided_date = now(),
            expires_date = CASE WHEN $2 = 'Approved' THEN now() + make_interval(mins => $3::int) ELSE NULL END
      WHERE reveal_request_id = $1 AND state = 'Pending'`,
    [requestId, verdict, SHARED_REVEAL_WINDOW_MINUTES],
  );
});
