import { css } from '@emotion/react';
import {
  FloatingFocusManager,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { cloneElement, useState, type ReactElement, type ReactNode, type Ref } from 'react';

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The button that opens the popover. */
  trigger: ReactElement;
  /** Content of the popover. */
  children: ReactNode;
  /** Accessible name of the popover dialog. */
  label: string;
  /**
   * Preferred side.
   * @default 'bottom-start'
   */
  placement?: Placement;
  /** Controlled open state. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A non-modal dialog anchored to its trigger: click to open, Escape or outside click to close. */
export function Popover({
  trigger,
  children,
  label,
  placement = 'bottom-start',
  isOpen: controlledOpen,
  onOpenChange,
}: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const { refs, floatingStyles, context } = useFloating({
    open: isOpen,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context),
  ]);
  const triggerRef = (trigger.props as { ref?: Ref<Element> }).ref ?? null;
  const ref = useMergeRefs([refs.setReference, triggerRef]);
  return (
    <>
      {cloneElement(trigger, getReferenceProps({ ref, ...(trigger.props as object) }) as object)}
      {isOpen && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <div
              ref={refs.setFloating}
              style={floatingStyles}
              aria-label={label}
              {...getFloatingProps()}
              css={(theme) => css`
                z-index: ${theme.zIndices.popover};
                min-width: 200px;
                padding: 12px;
                border: 1px solid ${theme.colors.border};
                border-radius: ${theme.radii.md};
                background: ${theme.colors.surface};
                color: ${theme.colors.text};
                box-shadow: ${theme.shadows.md};
              `}
            >
              {children}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
