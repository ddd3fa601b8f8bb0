import { FloatingFocusManager, FloatingPortal, useDismiss, useInteractions } from '@floating-ui/react';
import type { ReactNode } from 'react';
import { useAnchoredFloating, type AnchoredLayerProps } from '../floating/anchored';
import { popoverPanel } from '../styles';

/** Props of {@link PopoverLayer}, the open state of a {@link Popover}. */
export interface PopoverLayerProps extends AnchoredLayerProps {
  id: string;
  label: string;
  children: ReactNode;
}

/** The open popover: focus moves into it, Escape, a press outside or focus leaving it closes it. */
export function PopoverLayer({ id, label, children, ...anchor }: PopoverLayerProps) {
  const { refs, floatingStyles, context } = useAnchoredFloating(anchor, 6);
  const { getFloatingProps } = useInteractions([useDismiss(context)]);
  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false}>
        <div
          ref={refs.setFloating}
          id={id}
          role="dialog"
          aria-label={label}
          style={floatingStyles}
          {...getFloatingProps()}
          css={(theme) => [popoverPanel(theme, theme.radii.md), { minWidth: 200 }]}
        >
          {children}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
