import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { PortcullisTheme } from '../../theme/tokens';

/** One tab. */
export interface TabItem {
  id: string;
  label: ReactNode;
  /** Panel content; tabs without content act as navigation only (e.g. page header tabs). */
  content?: ReactNode;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Why a disabled tab cannot be opened ('Needs the Resources licence'): shown as a tooltip and read
   * as the tab's description, so a greyed tab never goes unexplained.
   */
  disabledReason?: string;
}

/** The look of one tab; the overflow measure draws every tab as selected (bold), its widest. */
export const tabStyles = (theme: PortcullisTheme, isSelected: boolean) => css`
  padding: 8px 14px;
  border: 0;
  border-bottom: 2px solid ${isSelected ? theme.colors.primary : 'transparent'};
  background: transparent;
  color: ${isSelected ? theme.colors.text : theme.colors.textMuted};
  font: inherit;
  font-weight: ${isSelected ? theme.fontWeights.bold : theme.fontWeights.regular};
  cursor: pointer;
  white-space: nowrap;
  flex: none;
`;
