import { css } from '@emotion/react';
import { FloatingPortal, useDismiss, useInteractions } from '@floating-ui/react';
import type { ReactNode } from 'react';
import { useAnchoredFloating, type AnchoredLayerProps } from '../floating/anchored';

/** Props of {@link TooltipLayer}, the shown state of a {@link Tooltip}. */
export interface TooltipLayerProps extends AnchoredLayerProps {
  id: string;
  content: ReactNode;
}

/** The shown tooltip; Escape or a press elsewhere hides it. */
export function TooltipLayer({ id, content, ...anchor }: TooltipLayerProps) {
  const { refs, floatingStyles, context } = useAnchoredFloating(anchor, 6);
  const { getFloatingProps } = useInteractions([useDismiss(context)]);
  return (
    <FloatingPortal>
      <div
        ref={refs.setFloating}
        id={id}
        role="tooltip"
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
  );
}
