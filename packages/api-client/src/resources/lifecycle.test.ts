import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allowedTransitions,
  defineLifecycle,
  isFinalState,
  lifecycleChoices,
  listText,
  stateNameOf,
  stateOf,
  transition,
} from './lifecycle';
import { certificationItemLifecycle, certificationLifecycle } from './definitions/certification-states';

describe('lifecycle: states, tones and transitions as data', () => {
  it('reads a stored §4 value as its state, label and badge tone', () => {
    expect(stateNameOf(certificationLifecycle, 60)).toBe('PendingAction');
    expect(stateOf(certificationLifecycle, 10)).toEqual({
      name: 'PendingService',
      value: 10,
      title: 'Pending Service',
      tone: 'info',
    });
    expect(stateOf(certificationLifecycle, 50).tone).toBe('danger');
    expect(stateOf(certificationLifecycle, 999)).toEqual({
      name: undefined,
      value: 999,
      title: '999',
      tone: 'neutral',
    });
  });

  it('keeps the §4 certification values and one tone per state', () => {
    expect(lifecycleChoices(certificationLifecycle).map((c) => c.value)).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
    expect(Object.fromEntries(Object.entries(certificationLifecycle.states).map(([n, s]) => [n, s.tone]))).toEqual({
      Unknown: 'neutral',
      PendingService: 'info',
      Ready: 'primary',
      Completed: 'success',
      Cancel: 'neutral',
      Aborted: 'danger',
      PendingAction: 'warning',
      Applied: 'success',
    });
  });

  it('allows the designed campaign path and refuses a jump, naming the current and the allowed states', () => {
    const path = ['Unknown', 'PendingService', 'Ready', 'Completed', 'PendingAction', 'Applied'] as const;
    for (let i = 1; i < path.length; i++)
      expect(transition(certificationLifecycle, path[i - 1]!, path[i]!).ok).toBe(true);
    const jump = transition(certificationLifecycle, 'Ready', 'Applied', 'campaign');
    expect(jump).toMatchObject({ ok: false, from: 'Ready', allowed: ['Completed', 'Cancel'] });
    expect(!jump.ok && jump.message).toBe(
      'The campaign is Ready; it cannot move to Applied. It can move to Completed or Cancel.',
    );
    const final = transition(certificationLifecycle, 'Applied', 'Ready', 'campaign');
    expect(!final.ok && final.message).toBe('The campaign is Applied; it cannot move to Ready. Applied is final.');
  });

  it('cancels only before completion; Cancel, Aborted and Applied are final', () => {
    for (const s of ['Unknown', 'PendingService', 'Ready'] as const)
      expect(transition(certificationLifecycle, s, 'Cancel').ok).toBe(true);
    for (const s of ['Completed', 'PendingAction', 'Applied', 'Aborted'] as const)
      expect(transition(certificationLifecycle, s, 'Cancel').ok).toBe(false);
    expect(['Cancel', 'Aborted', 'Applied'].every((s) => isFinalState(certificationLifecycle, s as 'Cancel'))).toBe(
      true,
    );
  });

  it('the transition function agrees with the table for every pair of states (property, fixed seed)', () => {
    const names = Object.keys(certificationLifecycle.states) as Array<keyof typeof certificationLifecycle.states>;
    const state = fc.constantFrom(...names);
    fc.assert(
      fc.property(state, state, (from, to) => {
        const result = transition(certificationLifecycle, from, to);
        expect(result.ok).toBe(allowedTransitions(certificationLifecycle, from).includes(to));
        if (!result.ok) expect(result.message).toContain(certificationLifecycle.states[from].title);
      }),
      { seed: 26, numRuns: 200 },
    );
  });

  it('lets a reviewer change a decision (Reviewed → Reviewed) but not leave an item unknown', () => {
    expect(transition(certificationItemLifecycle, 'Reviewed', 'Reviewed').ok).toBe(true);
    expect(transition(certificationItemLifecycle, 'InReview', 'Unknown').ok).toBe(false);
  });

  it('refuses a table that names an unknown state or repeats a value', () => {
    expect(() =>
      defineLifecycle({
        field: 'S',
        initial: 'A',
        states: { A: { value: 1, title: 'A', tone: 'info' } },
        transitions: { A: ['B' as 'A'] },
      }),
    ).toThrow('unknown state B');
    expect(() =>
      defineLifecycle({
        field: 'S',
        initial: 'A',
        states: { A: { value: 1, title: 'A', tone: 'info' }, B: { value: 1, title: 'B', tone: 'info' } },
        transitions: { A: [], B: [] },
      }),
    ).toThrow('share a value');
  });

  it('lists alternatives in a sentence', () => {
    expect(listText([])).toBe('');
    expect(listText(['A'])).toBe('A');
    expect(listText(['A', 'B', 'C'])).toBe('A, B or C');
  });
});
