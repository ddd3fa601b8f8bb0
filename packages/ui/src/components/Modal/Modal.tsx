import { css } from '@emotion/react';
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useId,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import type { ReactNode } from 'react';
import { IconButton } from '../Button/Button';

/** Width of a modal. */
export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

const widths: Record<ModalSize, number> = { sm: 420, md: 600, lg: 800, xl: 1140 };

/** Props of {@link Modal}. */
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
}

/** A modal dialog with a focus trap, Escape to close and focus returned to the opener. */
export function Modal({
  isOpen,
  onClose,
  title,
  children,
  footer,
  size = 'sm',
  closeOnOverlayClick = true,
  role = 'dialog',
}: ModalProps) {
  const { refs, context } = useFloating({ open: isOpen, onOpenChange: (open) => !open && onClose() });
  const dismiss = useDismiss(context, { outsidePress: closeOnOverlayClick, outsidePressEvent: 'mousedown' });
  const roleInteraction = useRole(context, { role: role === 'alertdialog' ? 'alertdialog' : 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, roleInteraction]);
  const titleId = useId();
  const bodyId = useId();
  if (!isOpen) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay
        lockScroll
        css={(theme) => css`
          z-index: ${theme.zIndices.modal};
          background: ${theme.colors.overlay};
          display: grid;
          place-items: start center;
          padding: 64px 16px;
        `}
      >
        <FloatingFocusManager context={context} initialFocus={-1} returnFocus>
          <div
            ref={refs.setFloating}
            aria-labelledby={titleId}
            aria-describedby={bodyId}
            aria-modal="true"
            data-size={size}
            {...getFloatingProps()}
            css={(theme) => css`
              box-sizing: border-box;
              width: 100%;
              max-width: ${widths[size]}px;
              background: ${theme.colors.surface};
              color: ${theme.colors.text};
              border-radius: ${theme.radii.lg};
              box-shadow: ${theme.shadows.lg};
              outline: none;
            `}
          >
            <header
              css={(theme) => css`
                display: flex;
                align-items: center;
                justify-content: space-between;
                gap: 12px;
                padding: 14px 16px;
                border-bottom: 1px solid ${theme.colors.border};
              `}
            >
              <h2 id={titleId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
                {title}
              </h2>
              <IconButton label="Close" icon="×" size="sm" onClick={onClose} />
            </header>
            <div id={bodyId} css={{ padding: 16 }}>
              {children}
            </div>
            {footer && (
              <footer
                css={(theme) => css`
                  display: flex;
                  justify-content: flex-end;
                  gap: 8px;
                  padding: 12px 16px;
                  border-top: 1px solid ${theme.colors.border};
                `}
              >
                {footer}
              </footer>
            )}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
