import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { createShortcutMatcher, type ShortcutKeyEvent } from '@portcullis/ui';
import { accessContextOf, appState } from '../../state/app-store';
import { consoleShortcuts } from './shortcut-bindings';

const CommandPaletteHost = lazy(() => import('./CommandPaletteHost'));
const ShortcutsOverlay = lazy(() => import('./ShortcutsOverlay'));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The console's keyboard shortcuts (listening on the document) and the palette and overlay they open,
 * loaded at the first key that could be a shortcut (ShortcutsArming), which it then handles as if it
 * had been listening. While a dialog is open, only Ctrl+K (⌘K) acts: it closes the palette it opened.
 */
export default function KeyboardShortcuts({ firstKey }: { firstKey: ShortcutKeyEvent }) {
  const state = useSnapshot(appState);
  const ctx = useMemo(() => accessContextOf(state), [state.currentUser, state.staticData]);
  const [open, setOpen] = useState<'palette' | 'shortcuts' | null>(null);
  const shortcuts = useMemo(() => (ctx ? consoleShortcuts(ctx, setOpen) : []), [ctx]);

  const match = useMemo(() => createShortcutMatcher(shortcuts, { isMac: isMac() }), [shortcuts]);
  const [isFirstKeyHandled, setIsFirstKeyHandled] = useState(false);
  useEffect(() => {
    if (isFirstKeyHandled || shortcuts.length === 0) return;
    setIsFirstKeyHandled(true);
    match(firstKey);
  }, [isFirstKeyHandled, shortcuts, match, firstKey]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const inDialog = event.target instanceof Element && event.target.closest('[aria-modal="true"]') !== null;
      if (inDialog || open) {
        const closesPalette = open === 'palette' && event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
        if (closesPalette) {
          event.preventDefault();
          setOpen(null);
        }
        return;
      }
      if (match(event)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [match, open]);

  return (
    <Suspense fallback={null}>
      {open === 'palette' && <CommandPaletteHost onClose={() => setOpen(null)} />}
      {open === 'shortcuts' && <ShortcutsOverlay shortcuts={shortcuts} isMac={isMac()} onClose={() => setOpen(null)} />}
    </Suspense>
  );
}
