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
import { useRef } from 'react';
import { IconButton } from '../Button/Button';
import { CloseIcon } from '../icons';
import type { ModalProps, ModalSize } from './modal-props';

const widths: Record<ModalSize, number> = { sm: 420, md: 600, lg: 800, xl: 1140 };

/** The open modal (see {@link Modal}). */
export function ModalLayer({
  onClose,
  title,
  children,
  footer,
  size = 'sm',
  closeOnOverlayClick = true,
  role = 'dialog',
  initialFocus,
}: Omit<ModalProps, 'isOpen'>) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { refs, context } = useFloating({ open: true, onOpenChange: (open) => !open && onClose() });
  const dismiss = useDismiss(context, { outsidePress: closeOnOverlayClick, outsidePressEvent: 'mousedown' });
  const roleInteraction = useRole(context, { role: role === 'alertdialog' ? 'alertdialog' : 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, roleInteraction]);
  const titleId = useId();
  const bodyId = useId();
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
        <FloatingFocusManager context={context} initialFocus={initialFocus ?? titleRef} returnFocus>
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
              box-shadow: ${theme.elevation.modal};
              outline: none;
            `}
          >
            <header
              css={(theme) => css`
                display: flex;
                align-items: center;
                justify-content: space-between;
                gap: 12px;
                padding: ${theme.space[4]}px ${theme.space[5]}px;
                border-bottom: 1px solid ${theme.colors.border};
              `}
            >
              <h2
                id={titleId}
                ref={titleRef}
                tabIndex={-1}
                css={(theme) => ({ margin: 0, ...theme.text.sectionTitle, outline: 'none' })}
              >
                {title}
              </h2>
              <IconButton label="Close" icon={<CloseIcon />} size="sm" onClick={onClose} />
            </header>
            <div id={bodyId} css={(theme) => ({ padding: theme.space[5] })}>
              {children}
            </div>
            {footer && (
              <footer
                css={(theme) => css`
                  display: flex;
                  justify-content: flex-end;
                  gap: ${theme.space[2]}px;
                  padding: ${theme.space[3]}px ${theme.space[5]}px;
                  border-top: 1px solid ${theme.colors.border};
                  background: ${theme.colors.surfaceMuted};
                  border-radius: 0 0 ${theme.radii.lg} ${theme.radii.lg};
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
