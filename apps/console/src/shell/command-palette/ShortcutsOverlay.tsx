import { KeyboardShortcutsDialog, type ShortcutBinding } from '@portcullis/ui';

/** The `?` overlay (loaded on first use): every shortcut this user has. */
export default function ShortcutsOverlay(props: {
  shortcuts: readonly ShortcutBinding[];
  isMac: boolean;
  onClose: () => void;
}) {
  return <KeyboardShortcutsDialog isOpen {...props} />;
}
