import { css } from '@emotion/react';
import type { ReactNode } from 'react';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Main text, e.g. "You don't have any locked users!". */
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon. */
  icon?: ReactNode;
  /** A button or link to get started. */
  action?: ReactNode;
  /**
   * Minimum height in px (§9: 293 for cards, 330 for the map panel).
   * @default 293
   */
  minHeight?: number;
}

/** Centred message for a card or panel without data. */
export function EmptyState({ title, description, icon, action, minHeight = 293 }: EmptyStateProps) {
  return (
    <div
      data-empty-state=""
      css={(theme) => css`
        box-sizing: border-box;
        min-height: ${minHeight}px;
        display: flex;
        flex-direction: column;
        align-items: center;
        justify-content: center;
        gap: 8px;
        padding: 24px;
        text-align: center;
        color: ${theme.colors.textMuted};
      `}
    >
      {icon && (
        <div aria-hidden="true" css={{ fontSize: 32 }}>
          {icon}
        </div>
      )}
      <p css={(theme) => ({ margin: 0, color: theme.colors.text, fontWeight: theme.fontWeights.medium })}>{title}</p>
      {description && <p css={{ margin: 0 }}>{description}</p>}
      {action}
    </div>
  );
}
