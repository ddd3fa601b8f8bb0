import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { EmptyIcon } from '../icons';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** One sentence saying what is missing, e.g. "You don't have any locked users!". */
  title: ReactNode;
  /** What fills it, or why it is empty (a filter that matches nothing). */
  description?: ReactNode;
  /**
   * Decorative icon, shown in a tinted circle; `null` shows none.
   * @default <EmptyIcon /> (an empty tray)
   */
  icon?: ReactNode;
  /** The button or link that fills the empty place (Create user, Clear filters). */
  action?: ReactNode;
  /**
   * Minimum height in px (§9: 293 for cards, 330 for the map panel).
   * @default 293
   */
  minHeight?: number;
}

/**
 * A centred message where a card, panel or table has no data: an icon, one sentence, optionally why,
 * and the action that fills it.
 */
export function EmptyState({ title, description, icon, action, minHeight = 293 }: EmptyStateProps) {
  const shownIcon = icon === undefined ? <EmptyIcon size={24} /> : icon;
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
        gap: ${theme.space[2]}px;
        padding: ${theme.space[6]}px;
        text-align: center;
        color: ${theme.colors.textMuted};
      `}
    >
      {shownIcon !== null && (
        <div
          aria-hidden="true"
          css={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: 48,
            height: 48,
            marginBottom: theme.space[1],
            borderRadius: theme.radii.round,
            background: theme.colors.surfaceMuted,
            color: theme.colors.textMuted,
            fontSize: 24,
          })}
        >
          {shownIcon}
        </div>
      )}
      <p css={(theme) => ({ margin: 0, ...theme.text.bodyStrong, color: theme.colors.text, maxWidth: 480 })}>{title}</p>
      {description && <p css={{ margin: 0, maxWidth: 480 }}>{description}</p>}
      {action && <div css={(theme) => ({ marginTop: theme.space[2] })}>{action}</div>}
    </div>
  );
}
