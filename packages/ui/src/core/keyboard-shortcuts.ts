/**
 * Keyboard shortcuts of the console, React-free: single keys ('/', '?'), a modifier chord ('mod+k':
 * Ctrl+K, or ⌘K on a Mac) and two-key sequences ('g u': g, then u within a second). None fires while
 * the person types in a field, except chords with a modifier, which never type text.
 */

/** The parts of a KeyboardEvent the matcher reads. */
export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** A shortcut: `keys` like 'mod+k', '/', '?' or 'g u'; `description` for the overlay listing them. */
export interface ShortcutBinding {
  keys: string;
  description: string;
  run: () => void;
}

/** How long the second key of a sequence may wait for the first, in ms. */
export const SHORTCUT_SEQUENCE_MS = 1000;

/** True when the key press lands in something that takes text: an input, a text area, a select, an editable. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as (Element & { isContentEditable?: boolean }) | null;
  if (!element || typeof element.tagName !== 'string') return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return element.getAttribute('role') === 'combobox' || element.getAttribute('role') === 'textbox';
  const type = (element.getAttribute('type') ?? 'text').toLowerCase();
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

/** The readable form of a binding's keys for the overlay: 'Ctrl K' or '⌘ K', 'G then U'. */
export function describeKeys(keys: string, isMac: boolean): string[] {
  return keys.split(' ').map((part) =>
    part
      .split('+')
      .map((k) => (k === 'mod' ? (isMac ? '⌘' : 'Ctrl') : k.length === 1 ? k.toUpperCase() : k))
      .join(' '),
  );
}

/**
 * A key handler over the bindings: call it with each keydown; it returns the binding it ran (the
 * caller then prevents the browser's default), or null. `now` is injectable for tests.
 */
export function createShortcutMatcher(
  bindings: readonly ShortcutBinding[],
  options: { isMac: boolean; now?: () => number },
) {
  const now = options.now ?? (() => Date.now());
  let pending: { key: string; at: number } | null = null;
  return (event: ShortcutKeyEvent): ShortcutBinding | null => {
    const modifier = options.isMac ? event.metaKey : event.ctrlKey;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (modifier && !event.altKey) {
      pending = null;
      const chord = bindings.find((b) => b.keys === `mod+${key}`);
      chord?.run();
      return chord ?? null;
    }
    if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) {
      pending = null;
      return null;
    }
    const previous = pending && now() - pending.at <= SHORTCUT_SEQUENCE_MS ? pending.key : null;
    pending = null;
    if (previous) {
      const sequence = bindings.find((b) => b.keys === `${previous} ${key}`);
      if (sequence) {
        sequence.run();
        return sequence;
      }
    }
    // '?' arrives as the key itself (Shift+/), so single keys compare the produced character.
    const single = bindings.find((b) => b.keys === event.key || b.keys === key);
    if (single) {
      single.run();
      return single;
    }
    if (bindings.some((b) => b.keys.startsWith(`${key} `))) pending = { key, at: now() };
    return null;
  };
}
