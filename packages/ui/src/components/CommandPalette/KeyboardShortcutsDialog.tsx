import { describeKeys, type ShortcutBinding } from '../../core/keyboard-shortcuts';
import { Modal } from '../Modal/Modal';

/** Props of {@link KeyboardShortcutsDialog}. */
export interface KeyboardShortcutsDialogProps {
  isOpen: boolean;
  onClose: () => void;
  shortcuts: readonly Pick<ShortcutBinding, 'keys' | 'description'>[];
  /** Shows ⌘ rather than Ctrl. */
  isMac: boolean;
  /** @default 'Keyboard shortcuts' */
  title?: string;
}

/** The overlay `?` opens: every shortcut with its keys, as a description list a screen reader reads in pairs. */
export function KeyboardShortcutsDialog({
  isOpen,
  onClose,
  shortcuts,
  isMac,
  title = 'Keyboard shortcuts',
}: KeyboardShortcutsDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} size="md">
      <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', rowGap: 8, columnGap: 24 }}>
        {shortcuts.map((shortcut) => {
          const steps = describeKeys(shortcut.keys, isMac);
          return (
            <div key={shortcut.keys} css={{ display: 'contents' }}>
              <dt css={{ whiteSpace: 'nowrap' }}>
                {steps.map((step, index) => (
                  <span key={index}>
                    {index > 0 && <span css={(t) => ({ color: t.colors.textMuted })}> then </span>}
                    <kbd
                      css={(t) => ({
                        display: 'inline-block',
                        minWidth: 20,
                        padding: '1px 6px',
                        border: `1px solid ${t.colors.border}`,
                        borderRadius: t.radii.sm,
                        background: t.colors.surfaceRaised,
                        fontFamily: 'inherit',
                        textAlign: 'center',
                      })}
                    >
                      {step}
                    </kbd>
                  </span>
                ))}
              </dt>
              <dd css={{ margin: 0 }}>{shortcut.description}</dd>
            </div>
          );
        })}
      </dl>
    </Modal>
  );
}
