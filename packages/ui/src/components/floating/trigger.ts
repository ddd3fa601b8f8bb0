import type { FocusEvent, MouseEvent, PointerEvent } from 'react';

/** The props of a trigger element that an overlay adds to (and calls through). */
export interface TriggerProps {
  'aria-describedby'?: string;
  onClick?: (event: MouseEvent) => void;
  onPointerEnter?: (event: PointerEvent) => void;
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
}

/** A handler that runs the trigger's own handler first, then the overlay's. */
export function chainHandlers<E>(own: ((event: E) => void) | undefined, overlay: (event: E) => void) {
  return (event: E) => {
    own?.(event);
    overlay(event);
  };
}
