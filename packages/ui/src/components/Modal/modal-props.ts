import type { ReactNode, RefObject } from 'react';

/** Width of a modal. */
export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

/** Props of the Modal. */
export interface ModalProps {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called when the user asks to close (Escape, overlay click, close button). */
  onClose: () => void;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the bottom. */
  footer?: ReactNode;
  /**
   * Width of the dialog (§9: the default is sm).
   * @default 'sm'
   */
  size?: ModalSize;
  /**
   * Whether clicking the overlay closes the modal.
   * @default true
   */
  closeOnOverlayClick?: boolean;
  /**
   * Role of the dialog; `alertdialog` for confirmations.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * What takes focus when the dialog opens (WAI-ARIA dialog pattern): the least destructive action
   * of a confirmation, or the first field of a form. Without it the dialog's title takes focus, so a
   * screen reader announces the dialog and Tab starts at its first control.
   * @default the title
   */
  initialFocus?: RefObject<HTMLElement | null>;
}
