import { describe, expect, it } from 'vitest';
import { actionProblems, changeKind, newAction, toActions, toDrafts } from './rule-actions-draft';

const GROUP = '11111111-2222-4333-8444-555555555555';

describe('rule action drafts', () => {
  it('round-trips actions and drops the target of a kind that takes none', () => {
    const drafts = toDrafts([
      { On: 'Enter', Kind: 'AddToGroup', TargetId: GROUP, TargetTitle: 'Sales' },
      { On: 'Leave', Kind: 'DisableUser', TargetId: null },
    ]);
    expect(drafts.map((d) => d.TargetTitle)).toEqual(['Sales', null]);
    expect(new Set(drafts.map((d) => d.key)).size).toBe(2);
    expect(toActions(drafts)).toEqual([
      { On: 'Enter', Kind: 'AddToGroup', TargetId: GROUP },
      { On: 'Leave', Kind: 'DisableUser', TargetId: null },
    ]);
    expect(toActions([{ ...drafts[1]!, TargetId: GROUP }])[0]!.TargetId).toBeNull();
  });

  it('keeps a group when switching between group kinds, and clears it otherwise', () => {
    const add = { ...newAction(), Kind: 'AddToGroup' as const, TargetId: GROUP, TargetTitle: 'Sales' };
    expect(changeKind(add, 'RemoveFromGroup')).toMatchObject({ TargetId: GROUP, TargetTitle: 'Sales' });
    expect(changeKind(add, 'Notify')).toMatchObject({ TargetId: null, TargetTitle: null });
    expect(changeKind(add, 'DisableUser')).toMatchObject({ TargetId: null });
  });

  it('names a missing or malformed target and a repeated action', () => {
    const missing = { ...newAction(), Kind: 'AddToGroup' as const };
    const malformed = { ...newAction(), Kind: 'Webhook' as const, TargetId: 'not an id' };
    const first = newAction();
    const repeat = newAction();
    const problems = actionProblems([missing, malformed, first, repeat]);
    expect(problems.get(missing.key)).toBe('Choose the group.');
    expect(problems.get(malformed.key)).toBe("Type the webhook's id.");
    expect(problems.has(first.key)).toBe(false);
    expect(problems.get(repeat.key)).toBe('The same action is listed twice.');
  });
});
