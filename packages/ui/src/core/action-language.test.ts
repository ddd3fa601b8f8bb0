import { describe, expect, it } from 'vitest';
import { actionLook, allowedActionLooks, destructiveVerb, rowActionName } from './action-language';

describe('the language of actions', () => {
  it('names destructive actions by what happens: Delete destroys, Remove unlinks', () => {
    expect(destructiveVerb('delete')).toBe('Delete');
    expect(destructiveVerb('remove')).toBe('Remove');
  });

  it('keeps the object out of the visible verb and in the accessible name, starting with the verb', () => {
    expect(rowActionName('Remove', 'Grace Allen')).toBe('Remove Grace Allen');
    expect(rowActionName('Edit', '  ')).toBe('Edit');
  });

  it('draws one primary per view and no borderless page actions', () => {
    expect(actionLook('page', { isPrimary: true })).toBe('primary');
    expect(actionLook('page', {})).toBe('secondary');
    // The confirmation dialog carries the danger, not the header.
    expect(actionLook('page', { isPrimary: true, destroys: 'delete' })).toBe('secondary');
    expect(allowedActionLooks.page).not.toContain('quiet');
  });

  it('makes the confirming action of a dialog primary, or danger when it destroys', () => {
    expect(actionLook('dialog', { isPrimary: true })).toBe('primary');
    expect(actionLook('dialog', { isPrimary: true, destroys: 'remove' })).toBe('danger');
    expect(actionLook('dialog', {})).toBe('secondary');
  });

  it('keeps row actions quiet, whatever they do', () => {
    expect(actionLook('row', { isPrimary: true })).toBe('quiet');
    expect(actionLook('row', { destroys: 'delete' })).toBe('quiet');
  });
});
