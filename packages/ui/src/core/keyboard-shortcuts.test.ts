import { describe, expect, it } from 'vitest';
import { createShortcutMatcher, describeKeys, isTypingTarget, type ShortcutKeyEvent } from './keyboard-shortcuts';

/** A stand-in for a DOM element (this suite runs in Node): what isTypingTarget reads. */
function element(tagName: string, attributes: Record<string, string> = {}, isContentEditable = false): EventTarget {
  return {
    tagName: tagName.toUpperCase(),
    isContentEditable,
    getAttribute: (name: string) => attributes[name] ?? null,
  } as never;
}

function press(key: string, extra: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent {
  return { key, ctrlKey: false, metaKey: false, altKey: false, target: element('body'), ...extra };
}

function setup(isMac = false) {
  const ran: string[] = [];
  let clock = 0;
  const bind = (keys: string) => ({ keys, description: keys, run: () => ran.push(keys) });
  const match = createShortcutMatcher([bind('mod+k'), bind('/'), bind('?'), bind('g u'), bind('g g')], {
    isMac,
    now: () => clock,
  });
  return { ran, match, tick: (ms: number) => (clock += ms) };
}

describe('keyboard shortcuts', () => {
  it('runs the modifier chord with Ctrl, or ⌘ on a Mac, even while typing', () => {
    const input = element('input');
    const pc = setup(false);
    expect(pc.match(press('k', { ctrlKey: true, target: input }))?.keys).toBe('mod+k');
    expect(pc.match(press('k', { metaKey: true }))).toBeNull();
    const mac = setup(true);
    expect(mac.match(press('K', { metaKey: true }))?.keys).toBe('mod+k');
    expect(mac.ran).toEqual(['mod+k']);
  });

  it('runs single keys and two-key sequences within the wait, never while typing', () => {
    const s = setup();
    expect(s.match(press('?'))?.keys).toBe('?');
    expect(s.match(press('g'))).toBeNull();
    s.tick(500);
    expect(s.match(press('u'))?.keys).toBe('g u');
    s.match(press('g'));
    s.tick(1500);
    expect(s.match(press('u'))).toBeNull();
    const input = element('input');
    expect(s.match(press('/', { target: input }))).toBeNull();
    s.match(press('g', { target: input }));
    expect(s.match(press('u'))).toBeNull();
    expect(s.ran).toEqual(['?', 'g u']);
  });

  it('knows which targets take text', () => {
    expect(isTypingTarget(element('input'))).toBe(true);
    expect(isTypingTarget(element('input', { type: 'search' }))).toBe(true);
    expect(isTypingTarget(element('input', { type: 'checkbox' }))).toBe(false);
    expect(isTypingTarget(element('textarea'))).toBe(true);
    expect(isTypingTarget(element('div', { role: 'combobox' }))).toBe(true);
    expect(isTypingTarget(element('div', {}, true))).toBe(true);
    expect(isTypingTarget(element('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('describes keys for the overlay', () => {
    expect(describeKeys('mod+k', false)).toEqual(['Ctrl K']);
    expect(describeKeys('mod+k', true)).toEqual(['⌘ K']);
    expect(describeKeys('g u', false)).toEqual(['G', 'U']);
  });
});
