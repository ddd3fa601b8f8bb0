import {
  MAX_RULE_ACTIONS,
  RULE_ACTION_TARGETS,
  type RuleAction,
  type RuleActionEvent,
  type RuleActionKind,
} from '@portcullis/api-client';

/** One action as the save page edits it: `key` keeps React rows stable while actions move. */
export interface ActionDraft {
  key: string;
  On: RuleActionEvent;
  Kind: RuleActionKind;
  TargetId: string | null;
  /** The chosen group's title, shown by its picker. */
  TargetTitle: string | null;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let counter = 0;
const nextKey = () => `action-${++counter}`;

export const toDrafts = (actions: readonly RuleAction[]): ActionDraft[] =>
  actions.map((a) => ({
    key: nextKey(),
    On: a.On,
    Kind: a.Kind,
    TargetId: a.TargetId,
    TargetTitle: a.TargetTitle ?? null,
  }));

/** The first new action: disabling users who start passing, the common case (inactive accounts). */
export const newAction = (): ActionDraft => ({
  key: nextKey(),
  On: 'Enter',
  Kind: 'DisableUser',
  TargetId: null,
  TargetTitle: null,
});

/** Changing the kind keeps the target only when the new kind targets the same sort of object. */
export function changeKind(draft: ActionDraft, kind: RuleActionKind): ActionDraft {
  const isSameTarget =
    RULE_ACTION_TARGETS[kind] !== null && RULE_ACTION_TARGETS[kind] === RULE_ACTION_TARGETS[draft.Kind];
  return { ...draft, Kind: kind, ...(isSameTarget ? {} : { TargetId: null, TargetTitle: null }) };
}

export const toActions = (drafts: readonly ActionDraft[]): RuleAction[] =>
  drafts.map((d) => ({ On: d.On, Kind: d.Kind, TargetId: RULE_ACTION_TARGETS[d.Kind] ? d.TargetId : null }));

export const canAddAction = (drafts: readonly ActionDraft[]) => drafts.length < MAX_RULE_ACTIONS;

/**
 * What is wrong with each action, by key (the server says the same in its own words): a target is
 * missing or not an id, or the action repeats an earlier one.
 */
export function actionProblems(drafts: readonly ActionDraft[]): Map<string, string> {
  const problems = new Map<string, string>();
  const seen = new Set<string>();
  for (const d of drafts) {
    const target = RULE_ACTION_TARGETS[d.Kind];
    if (target && !d.TargetId) problems.set(d.key, `Choose the ${target.toLowerCase()}.`);
    else if (target && !GUID.test(d.TargetId!.trim())) problems.set(d.key, `Type the ${target.toLowerCase()}'s id.`);
    const identity = `${d.On}:${d.Kind}:${target ? (d.TargetId ?? '').trim().toLowerCase() : ''}`;
    if (!problems.has(d.key) && seen.has(identity)) problems.set(d.key, 'The same action is listed twice.');
    seen.add(identity);
  }
  return problems;
}
