import { useRef, useState, type ReactNode } from 'react';
import { uiMessages } from '../../core/messages';
import { Modal, type ModalSize } from './Modal';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Called when the dialog closes: after Cancel, Escape, or once the confirm action has finished. */
  onClose: () => void;
  /** The action run on Yes; the dialog waits for it and closes afterwards, even when it fails. */
  onConfirm: () => unknown;
  /** Receives an error thrown by `onConfirm` (the dialog still closes). Logged to the console when absent. */
  onError?: (error: unknown) => void;
  title: ReactNode;
  children?: ReactNode;
  /**
   * Label of the cancel button (§9).
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * Label of the confirm button (§9).
   * @default 'Yes'
   */
  confirmLabel?: string;
  /**
   * The confirm action destroys or unlinks something: its button is drawn as danger.
   * @default false
   */
  isDestructive?: boolean;
  /**
   * Width of the dialog.
   * @default 'sm'
   */
  size?: ModalSize;
}

/**
 * A confirmation (Cancel / Yes) that runs the confirm action, shows it busy, then closes even on
 * error. Cancel, the least destructive action, has focus when it opens, so Enter never confirms by
 * accident; set `isDestructive` when Yes destroys something.
 */
export function ConfirmDialog({
  isOpen,
  onClose,
  onConfirm,
  onError,
  title,
  children,
  cancelLabel = uiMessages.confirmCancel,
  confirmLabel = uiMessages.confirmYes,
  isDestructive = false,
  size = 'sm',
}: ConfirmDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    setIsBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      if (onError) onError(error);
      else console.error(error);
    } finally {
      setIsBusy(false);
      onClose();
    }
  };
  return (
    <Modal
      isOpen={isOpen}
      onClose={() => !isBusy && onClose()}
      title={title}
      size={size}
      role="alertdialog"
      closeOnOverlayClick={!isBusy}
      initialFocus={cancelRef}
      actions={{
        cancel: { label: cancelLabel, onClick: onClose, isDisabled: isBusy, ref: cancelRef },
        confirm: { label: confirmLabel, onClick: () => void confirm(), isLoading: isBusy, isDestructive },
      }}
    >
      {children}
    </Modal>
  );
}
