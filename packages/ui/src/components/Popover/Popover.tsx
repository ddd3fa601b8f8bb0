import type { Placement } from '@floating-ui/react';
import { Suspense, cloneElement, useId, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { LazyPopoverLayer, preloadFloatingLayers } from '../floating/lazy-layers';
import { useMergedRef } from '../floating/merge-refs';
import { chainHandlers, type TriggerProps } from '../floating/trigger';

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
    if (next) preloadFloatingLayers();
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const reference = useRef<Element>(null);
  const own = trigger.props as TriggerProps;
  const ref = useMergedRef(reference, (trigger.props as { ref?: Ref<Element> }).ref);
  const popoverId = useId();
  return (
    <>
      {cloneElement(trigger, {
        ref,
        'aria-haspopup': 'dialog',
        'aria-expanded': isOpen,
        'aria-controls': isOpen ? popoverId : undefined,
        onPointerEnter: chainHandlers(own.onPointerEnter, preloadFloatingLayers),
        onFocus: chainHandlers(own.onFocus, preloadFloatingLayers),
        onClick: chainHandlers(own.onClick, () => setOpen(!isOpen)),
      } as object)}
      {isOpen && (
        <Suspense fallback={null}>
          <LazyPopoverLayer
            reference={reference}
            onClose={() => setOpen(false)}
            placement={placement}
            id={popoverId}
            label={label}
          >
            {children}
          </LazyPopoverLayer>
        </Suspense>
      )}
    </>
  );
}
