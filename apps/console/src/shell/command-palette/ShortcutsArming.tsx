import { lazy, Suspense, useEffect, useState } from 'react';
import { isTypingTarget, type ShortcutKeyEvent } from '@portcullis/ui';

const KeyboardShortcuts = lazy(() => import('./KeyboardShortcuts'));

/** The keys that may start a shortcut: `/`, `?`, `g` (then a letter) and Ctrl+K / ⌘K. */
const startsShortcut = (event: KeyboardEvent) =>
  (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) ||
  (!event.ctrlKey && !event.metaKey && !event.altKey && ['/', '?', 'g'].includes(event.key));

/**
 * Waits for the first key that may start a shortcut, then loads the shortcuts (and with them the
 * palette's code) and hands them that key: the pages' first load carries only this listener. The key's
 * default (Ctrl+K's browser search, `/`'s quick find) is prevented at once, outside text fields.
 */
export function ShortcutsArming() {
  const [firstKey, setFirstKey] = useState<ShortcutKeyEvent | null>(null);
  useEffect(() => {
    if (firstKey) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!startsShortcut(event)) return;
      const isChord = event.ctrlKey || event.metaKey;
      if (!isChord && isTypingTarget(event.target)) return;
      if (event.key !== 'g') event.preventDefault();
      const { key, ctrlKey, metaKey, altKey, target } = event;
      setFirstKey({ key, ctrlKey, metaKey, altKey, target });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [firstKey]);
  if (!firstKey) return null;
  return (
    <Suspense fallback={null}>
      <KeyboardShortcuts firstKey={firstKey} />
    </Suspense>
  );
}
