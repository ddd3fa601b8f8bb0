import {
  Permissions,
  RULE_ACTION_TARGETS,
  type RuleAction,
  type RuleActionEvent,
  type RuleActionKind,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { Holder } from '../../engine/access/effective';
import { SUPER_ADMIN_GRANT } from '../../engine/auth/session-user';
import { AccessRefused } from '../../engine/access/refusal';
import { badRequest } from '../../engine/calls/errors';

/** The kinds the server carries out itself; the others go to the transition listeners. */
export const ACCESS_ACTION_KINDS: ReadonlySet<RuleActionKind> = new Set([
  'AddToGroup',
  'RemoveFromGroup',
  'DisableUser',
]);

/** The permission an owner needs for each kind: the one the console's own call for that change needs. */
const NEEDED_PERMISSION: Partial<Record<RuleActionKind, string>> = {
  AddToGroup: Permissions.GroupDefEdit,
  RemoveFromGroup: Permissions.GroupDefEdit,
  DisableUser: Permissions.UserEdit,
};

interface ActionRow {
  on_event: RuleActionEvent;
  kind: RuleActionKind;
  target_id: string | null;
  target_title: string | null;
}

/** A rule's actions in the order they run, with group and flow titles. */
export async function loadRuleActions(db: Queryable, ruleId: string): Promise<RuleAction[]> {
  const rows = await db.query<ActionRow>(
    `SELECT a.on_event, a.kind, a.target_id::text, coalesce(g.title, f.title) AS target_title FROM rule_actions a
       LEFT JOIN group_defs g ON g.group_def_id = a.target_id AND a.kind IN ('AddToGroup', 'RemoveFromGroup')
       LEFT JOIN flows f ON f.flow_id = a.target_id AND a.kind = 'StartFlow'
      WHERE a.rule_id = $1 ORDER BY a.sort`,
    [ruleId],
  );
  return rows.map((r) => ({ On: r.on_event, Kind: r.kind, TargetId: r.target_id, TargetTitle: r.target_title }));
}

const sameActions = (a: readonly RuleAction[], b: readonly RuleAction[]) =>
  a.length === b.length &&
  a.every(
    (x, i) =>
      x.On === b[i]!.On &&
      x.Kind === b[i]!.Kind &&
      (x.TargetId ?? '').toLowerCase() === (RULE_ACTION_TARGETS[x.Kind] ? (b[i]!.TargetId ?? '').toLowerCase() : ''),
  );

/**
 * Replaces a rule's actions. Changed actions start the rule afresh (decision, as Okta and Entra ID
 * apply a new rule to the users it already matches): its tracked members are forgotten, so its next
 * run counts everyone passing as entering and new Enter actions reach them; nobody leaves in that run.
 */
export async function saveRuleActions(db: Queryable, ruleId: string, actions: readonly RuleAction[]): Promise<void> {
  if (sameActions(await loadRuleActions(db, ruleId), actions)) return;
  await db.query('DELETE FROM rule_members WHERE rule_id = $1', [ruleId]);
  await db.query('DELETE FROM rule_actions WHERE rule_id = $1', [ruleId]);
  if (actions.length === 0) return;
  await db.query(
    `INSERT INTO rule_actions (rule_id, sort, on_event, kind, target_id)
     SELECT $1, a.sort, a.on_event, a.kind, a.target_id::uuid
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS a(sort, on_event, kind, target_id)`,
    [
      ruleId,
      actions.map((_, i) => i),
      actions.map((a) => a.On),
      actions.map((a) => a.Kind),
      actions.map((a) => (RULE_ACTION_TARGETS[a.Kind] ? a.TargetId : null)),
    ],
  );
}

/** Why `holder` may not carry out `action` (the words name `who`), or null when they may. */
export interface ActionRefusal {
  message: string;
  missing: string[];
}

/**
 * The no-escalation rule for one action, as the console's own calls apply it: changing a group's
 * members needs GroupDef.Edit and everything the group confers (direct and through its roles), as a
 * rule that decides a group's members does; disabling users needs User.Edit. Which users an owner may
 * manage is decided per user when the action runs (protected accounts are skipped).
 */
export async function actionRefusal(
  db: Queryable,
  holder: Holder,
  action: Pick<RuleAction, 'Kind' | 'TargetId'>,
  who: string,
): Promise<ActionRefusal | null> {
  const needed = NEEDED_PERMISSION[action.Kind];
  if (!needed || holder.isSuperAdmin) return null;
  if (!holder.names.has(needed))
    return { message: `${who} cannot ${verbOf(action.Kind)}: it needs ${needed}.`, missing: [needed] };
  if (action.Kind === 'DisableUser') return null;
  const [row] = await db.query<{ title: string; name: string }>(
    `SELECT g.title, gg.name FROM group_grants_of(ARRAY[$1::uuid]) gg JOIN group_defs g ON g.group_def_id = gg.group_def_id
      WHERE NOT (gg.name = ANY ($2::text[])) ORDER BY (gg.name = '${SUPER_ADMIN_GRANT}') DESC, gg.name LIMIT 1`,
    [action.TargetId, [...holder.names]],
  );
  if (!row) return null;
  return {
    message:
      row.name === SUPER_ADMIN_GRANT
        ? `Group "${row.title}" confers super-admin rights: only a super admin's rule can change its members.`
        : `Group "${row.title}" confers ${row.name}, which ${who === 'You' ? 'you do' : 'the owner does'} not hold: the rule cannot change its members.`,
    missing: [row.name],
  };
}

const verbOf = (kind: RuleActionKind) => (kind === 'DisableUser' ? 'disable users' : 'change group members');

/**
 * Checks actions about to be saved by `holder`, who becomes the rule's owner: every group exists and
 * every access action is one they may carry out (403, audited as a refusal, otherwise).
 */
export async function checkActionsForOwner(
  db: Queryable,
  holder: Holder,
  ruleId: string | null,
  actions: readonly RuleAction[],
): Promise<void> {
  const groupIds = actions.filter((a) => RULE_ACTION_TARGETS[a.Kind] === 'Group').map((a) => a.TargetId!);
  const found = await db.query<{ id: string }>(
    'SELECT group_def_id::text AS id FROM group_defs WHERE group_def_id = ANY($1::uuid[])',
    [groupIds],
  );
  const existing = new Set(found.map((r) => r.id.toLowerCase()));
  for (const [i, action] of actions.entries()) {
    if (RULE_ACTION_TARGETS[action.Kind] === 'Group' && !existing.has(action.TargetId!.toLowerCase()))
      throw badRequest('The group of an action does not exist.', [
        { Message: 'The group does not exist.', Field: `Actions.${i}.TargetId` },
      ]);
    const refusal = await actionRefusal(db, holder, action, 'You');
    if (refusal) throw new AccessRefused(refusal.message, 'Rule', ruleId, refusal.missing);
  }
}
