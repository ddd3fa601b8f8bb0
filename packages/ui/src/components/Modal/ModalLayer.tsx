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
import { useMemo, useRef, type MutableRefObject } from 'react';
import { IconButton } from '../Button/Button';
import { CloseIcon } from '../icons';
import { DialogActionsBar } from './DialogActionsBar';
import type { ModalProps, ModalSize } from './modal-props';

/** The controls a person types into or picks from: the first of them takes focus when a dialog opens. */
const FIELD_SELECTOR =
  'input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [role=combobox]:not([aria-disabled=true])';

/**
 * A ref the focus manager reads when the dialog opens: the body's first field, else the title. A
 * getter, because the body's fields exist only once the dialog has rendered.
 */
function firstFieldOrTitle(
  body: MutableRefObject<HTMLDivElement | null>,
  title: MutableRefObject<HTMLHeadingElement | null>,
): MutableRefObject<HTMLElement | null> {
  return {
    get current(): HTMLElement | null {
      return body.current?.querySelector<HTMLElement>(FIELD_SELECTOR) ?? title.current;
    },
    set current(_ignored: HTMLElement | null) {
      // Read-only: the focus manager only reads it.
    },
  };
}

const widths: Record<ModalSize, number> = { sm: 420, md: 600, lg: 800, xl: 1140 };

/** The open modal (see {@link Modal}). */
export function ModalLayer({
  onClose,
  title,
  children,
  actions,
  size = 'sm',
  closeOnOverlayClick = true,
  role = 'dialog',
  initialFocus,
}: Omit<ModalProps, 'isOpen'>) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const defaultFocus = useMemo(() => firstFieldOrTitle(bodyRef, titleRef), []);
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
        <FloatingFocusManager context={context} initialFocus={initialFocus ?? defaultFocus} returnFocus>
          <div
            ref={refs.setFloating}
            aria-labelledby={titleId}
            aria-describedby={bodyId}
            aria-modal="true"
            data-size={size}
            {...getFloatingProps()}
            css={(theme) => css`
              position: relative;
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
                /* Room for the close button, which comes last in the tab order but sits top right. */
                padding: ${theme.space[4]}px ${theme.space[5] + theme.controlHeights.sm + theme.space[2]}px
                  ${theme.space[4]}px ${theme.space[5]}px;
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
            </header>
            <div id={bodyId} ref={bodyRef} css={(theme) => ({ padding: theme.space[5] })}>
              {children}
            </div>
            {actions && <DialogActionsBar actions={actions} />}
            {/* Last in the DOM, so Tab goes from the fields to the actions before it reaches Close. */}
            <IconButton
              label="Close"
              icon={<CloseIcon />}
              size="sm"
              onClick={onClose}
              css={(theme) => css`
                position: absolute;
                top: ${theme.space[4] - 4}px;
                right: ${theme.space[5] - 4}px;
              `}
            />
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
