import type { FlowApprover } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { ownersOf } from '../access-packages/owners';
import { compileForUsers } from '../rules/rule-sql';
import type { RuleGroup } from '@portcullis/api-client/contract';

/** §4 Object owner type DirectManager: a user's manager is their DirectManager owner. */
const DIRECT_MANAGER = 10;

/** Who a running flow is about: its requester and the object requested (an access package). */
export interface FlowParties {
  requesterId: string;
  objectType: string | null;
  objectId: string | null;
}

/** The users one approver entry names for this request (existing, enabled users only). */
async function usersOf(db: Queryable, approver: FlowApprover, parties: FlowParties): Promise<string[]> {
  switch (approver.Kind) {
    case 'User':
      return (
        await db.query<{ user_id: string }>('SELECT user_id::text FROM users WHERE user_id = $1', [approver.Id])
      ).map((r) => r.user_id);
    case 'Group':
      return (
        await db.query<{ user_id: string }>(
          'SELECT user_id::text FROM group_members WHERE group_def_id = $1 ORDER BY user_id',
          [approver.Id],
        )
      ).map((r) => r.user_id);
    case 'Manager':
      return ownersOf(db, 'User', parties.requesterId, DIRECT_MANAGER);
    case 'Owners':
      return parties.objectType && parties.objectId ? ownersOf(db, parties.objectType, parties.objectId) : [];
  }
}

/**
 * The approvers of a stage: every entry's users, without repeats and never the requester (Entra ID:
 * a requester cannot approve their own request). Empty when nobody resolves.
 */
export async function resolveApprovers(
  db: Queryable,
  approvers: readonly FlowApprover[],
  parties: FlowParties,
): Promise<string[]> {
  const ids = new Set<string>();
  for (const a of approvers) for (const id of await usersOf(db, a, parties)) ids.add(id);
  ids.delete(parties.requesterId);
  return [...ids];
}

/** Existing users among `ids`, never the requester (the fallback approvers of an escalated stage). */
export async function existingUsers(db: Queryable, ids: readonly string[], requesterId: string): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ user_id: string }>(
    'SELECT user_id::text FROM users WHERE user_id = ANY($1::uuid[]) AND user_id <> $2',
    [ids, requesterId],
  );
  return rows.map((r) => r.user_id);
}

/** Whether the requester passes the stage's condition rule (a rule that no longer exists passes nobody). */
export async function passesCondition(db: Queryable, ruleId: string, requesterId: string): Promise<boolean> {
  const [rule] = await db.query<{ tree: RuleGroup }>('SELECT tree FROM rules WHERE rule_id = $1', [ruleId]);
  if (!rule) return false;
  const compiled = compileForUsers(rule.tree, 2);
  const [hit] = await db.query(`SELECT 1 FROM users u WHERE u.user_id = $1 AND (${compiled.sql})`, [
    requesterId,
    ...compiled.params,
  ]);
  return Boolean(hit);
}
