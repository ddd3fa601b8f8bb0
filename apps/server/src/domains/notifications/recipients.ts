import type { RuleGroup } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { notFound } from '../../engine/calls/errors';
import { compileForUsers } from '../rules/rule-sql';

/** Who a definition reaches: each enabled user once, however many of these name them. */
export interface RecipientSpec {
  userIds: readonly string[];
  groupIds: readonly string[];
  /** Users passing this rule. */
  ruleId: string | null;
  /** The users the event is about (when the definition notifies them). */
  subjectIds: readonly string[];
}

export interface RecipientRow {
  user_id: string;
  user_name: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  email: string | null;
}

/**
 * The condition on `users u` that selects the recipients: the union of the named users, the groups'
 * members and the rule's users (Okta and Entra ID add recipient sources up, they do not intersect
 * them). Null when nothing names anyone.
 */
async function recipientCondition(
  db: Queryable,
  spec: RecipientSpec,
): Promise<{ sql: string; params: unknown[] } | null> {
  const params: unknown[] = [];
  const parts: string[] = [];
  const directIds = [...spec.userIds, ...spec.subjectIds];
  if (directIds.length) {
    params.push(directIds);
    parts.push(`u.user_id = ANY($${params.length}::uuid[])`);
  }
  if (spec.groupIds.length) {
    params.push(spec.groupIds);
    parts.push(
      `EXISTS (SELECT 1 FROM group_members m WHERE m.user_id = u.user_id AND m.group_def_id = ANY($${params.length}::uuid[]))`,
    );
  }
  if (spec.ruleId) {
    const [rule] = await db.query<{ tree: RuleGroup | string }>('SELECT tree FROM rules WHERE rule_id = $1', [
      spec.ruleId,
    ]);
    if (!rule) throw notFound('The rule');
    const tree = typeof rule.tree === 'string' ? (JSON.parse(rule.tree) as RuleGroup) : rule.tree;
    const compiled = compileForUsers(tree, params.length + 1);
    parts.push(`(${compiled.sql})`);
    params.push(...compiled.params);
  }
  return parts.length ? { sql: `u.is_enabled AND (${parts.join(' OR ')})`, params } : null;
}

/** How many enabled users `spec` reaches (GetRecipientCount). */
export async function countRecipients(db: Queryable, spec: RecipientSpec): Promise<number> {
  const condition = await recipientCondition(db, spec);
  if (!condition) return 0;
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u WHERE ${condition.sql}`,
    condition.params,
  );
  return row!.n;
}

/**
 * The most recipients one send reaches. Beyond it the send is refused with a reason rather than
 * queueing an unbounded number of jobs from one event; a definition that needs more should target a
 * narrower group (Okta caps workflow e-mail fan-out the same way).
 */
export const MAX_RECIPIENTS = 10_000;

/** The enabled users `spec` reaches, in user-name order, at most MAX_RECIPIENTS + 1 (to detect the cap). */
export async function listRecipients(db: Queryable, spec: RecipientSpec): Promise<RecipientRow[]> {
  const condition = await recipientCondition(db, spec);
  if (!condition) return [];
  return db.query<RecipientRow>(
    `SELECT u.user_id, u.user_name, u.first_name, u.last_name, u.display_name, u.email FROM users u
     WHERE ${condition.sql} ORDER BY lower(u.user_name), u.user_id LIMIT ${MAX_RECIPIENTS + 1}`,
    condition.params,
  );
}
