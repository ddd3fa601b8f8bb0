import type { ReactNode, Ref, RefObject } from 'react';

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
  /**
   * The buttons at the bottom, laid out by the kit (the language of actions): `cancel` secondary,
   * `others` secondary, `confirm` last and primary (danger when `isDestructive`). A dialog cannot
   * choose other looks.
   */
  actions?: DialogActions;
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
   * of a confirmation, or the first field of a form. Without it the first field of the dialog's
   * body takes focus (a form dialog is ready to type in, as in Entra ID and Okta), or the title
   * when the body has no field, so a screen reader announces the dialog.
   * @default the first field, else the title
   */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** One button of a dialog's footer. */
export interface DialogAction {
  label: string;
  onClick?: () => void;
  /** Shows the button busy (see `Button`'s `isLoading`). @default false */
  isLoading?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Submits the form with this id (the button sits outside the form, in the footer). */
  form?: string;
  /** A ref to the button, e.g. for `initialFocus`. */
  ref?: Ref<HTMLButtonElement>;
}

/** The footer of a dialog; see {@link ModalProps.actions}. */
export interface DialogActions {
  /** The way out (Cancel, Close): secondary, first. */
  cancel?: DialogAction;
  /** Further choices between the two (secondary), e.g. 'Delete group only'. */
  others?: readonly DialogAction[];
  /** The confirming action (Add, Save, Done): primary, last; danger when it destroys. */
  confirm?: DialogAction & {
    /** It destroys or unlinks something: drawn as danger. @default false */
    isDestructive?: boolean;
  };
}
