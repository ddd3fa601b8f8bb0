import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';

/**
 * Tones a badge can take. State badges take theirs from the resource's lifecycle table
 * (`@portcullis/api-client` lifecycles: the one place a state's tone is written).
 */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'primary';

/** Props of {@link Badge}. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Colour of the badge.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  children: ReactNode;
}

/** A small status label. */
export function Badge({ tone = 'neutral', children, ...rest }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      css={(theme) => {
        const [bg, fg] = {
          neutral: [theme.colors.surfaceMuted, theme.colors.text],
          primary: [theme.colors.primary, theme.colors.onPrimary],
          info: [theme.colors.info, theme.colors.onInfo],
          success: [theme.colors.success, theme.colors.onSuccess],
          warning: [theme.colors.warning, theme.colors.onWarning],
          danger: [theme.colors.danger, theme.colors.onDanger],
        }[tone];
        return css`
          display: inline-flex;
          align-items: center;
          padding: 2px 8px;
          border-radius: ${theme.radii.round};
          background: ${bg};
          color: ${fg};
          font-size: ${theme.fontSizes.xs};
          font-weight: ${theme.fontWeights.bold};
          line-height: 18px;
          white-space: nowrap;
        `;
      }}
      {...rest}
    >
      {children}
    </span>
  );
}
