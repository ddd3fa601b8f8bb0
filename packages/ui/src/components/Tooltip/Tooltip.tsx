import { css } from '@emotion/react';
import {
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { cloneElement, isValidElement, useState, type ReactElement, type ReactNode, type Ref } from 'react';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** Text of the tooltip. */
  content: ReactNode;
  /** The element described; it must accept a ref and event props. */
  children: ReactElement;
  /**
   * Preferred side.
   * @default 'top'
   */
  placement?: Placement;
  /**
   * Delay before showing on hover, in ms.
   * @default 300
   */
  delay?: number;
}

/** A tooltip shown on hover and keyboard focus, hidden by Escape; it describes its trigger. */
export function Tooltip({ content, children, placement = 'top', delay = 300 }: TooltipProps) {
  const [isOpen, setIsOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open: isOpen,
    onOpenChange: setIsOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, delay: { open: delay, close: 0 } }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const childRef = isValidElement(children) ? ((children.props as { ref?: Ref<Element> }).ref ?? null) : null;
  const ref = useMergeRefs([refs.setReference, childRef]);
  return (
    <>
      {cloneElement(children, getReferenceProps({ ref, ...(children.props as object) }) as object)}
      {isOpen && (
        <FloatingPortal>
          <div
            ref={refs.setFloating}
            style={floatingStyles}
            {...getFloatingProps()}
            css={(theme) => css`
              z-index: ${theme.zIndices.tooltip};
              max-width: 280px;
              padding: 6px 8px;
              border-radius: ${theme.radii.sm};
              background: ${theme.mode === 'dark' ? '#e6edf3' : '#1f2328'};
              color: ${theme.mode === 'dark' ? '#0d1117' : '#ffffff'};
              font-size: ${theme.fontSizes.sm};
              box-shadow: ${theme.shadows.sm};
            `}
          >
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
