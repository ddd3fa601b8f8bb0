import { css } from '@emotion/react';
import type { PortcullisTheme } from '../theme/tokens';

/** Visible keyboard focus ring used by every interactive element. */
export const focusRing = (theme: PortcullisTheme) => css`
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The panel of a popover (and the date picker's calendar): raised surface, border, shadow. */
export const popoverPanel = (theme: PortcullisTheme, radius: string) => css`
  z-index: ${theme.zIndices.popover};
  padding: 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.md};
`;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * Base look of text-like inputs and select triggers: the `md` control height, a 3:1 edge
 * (`borderStrong`), a muted placeholder, the focus ring, and red when `aria-invalid`.
 */
export const inputBase = (theme: PortcullisTheme) => css`
  box-sizing: border-box;
  width: 100%;
  min-height: ${theme.controlHeights.md}px;
  padding: 6px 10px;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.text.body.lineHeight};
  &::placeholder {
    color: ${theme.colors.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled):not(:focus-visible) {
    border-color: ${theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 0;
    border-color: ${theme.colors.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &:disabled,
  &[aria-disabled='true'] {
    background: ${theme.colors.surfaceMuted};
    border-color: ${theme.colors.border};
    color: ${theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

/** The smaller (`sm`) control height for dense toolbars, table filters and pagers. */
export const inputSmall = (theme: PortcullisTheme) => css`
  min-height: ${theme.controlHeights.sm}px;
  padding: 4px 8px;
  font-size: ${theme.fontSizes.sm};
`;

/**
 * Joins ids for `aria-describedby`, dropping empty ones, so a control keeps the ids its caller passed
 * next to those of its FormField (help, error).
 */
export const joinIds = (...ids: Array<string | null | undefined | false>): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;
