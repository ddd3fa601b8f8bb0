import {
  autoUpdate,
  flip,
  offset,
  shift,
  useFloating,
  type Placement,
  type UseFloatingReturn,
} from '@floating-ui/react';
import { useLayoutEffect, type RefObject } from 'react';

/** Where an open overlay is anchored, and how it closes. */
export interface AnchoredLayerProps {
  /** The trigger the overlay is placed against (and that gets focus back when it closes). */
  reference: RefObject<Element | null>;
  /** Called when the overlay asks to close: Escape, a press outside, focus leaving it. */
  onClose: () => void;
  placement: Placement;
}

/** Positions an open overlay against its trigger, following scrolling and resizing while it is shown. */
export function useAnchoredFloating(
  { reference, onClose, placement }: AnchoredLayerProps,
  gap: number,
): UseFloatingReturn {
  const floating = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(gap), flip(), shift({ padding: 8 })],
  });
  const { setReference } = floating.refs;
  useLayoutEffect(() => {
    setReference(reference.current);
  }, [setReference, reference]);
  return floating;
}
