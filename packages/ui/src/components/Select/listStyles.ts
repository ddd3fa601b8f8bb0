import { css } from '@emotion/react';
import type { PortcullisTheme } from '../../theme/tokens';

/** The floating list box of selects and comboboxes. */
export const listboxStyle = (theme: PortcullisTheme, isOpen: boolean) => css`
  position: absolute;
  z-index: ${theme.zIndices.dropdown};
  top: calc(100% + 4px);
  left: 0;
  min-width: 100%;
  max-width: min(480px, 90vw);
  box-sizing: border-box;
  max-height: 300px;
  overflow-y: auto;
  margin: 0;
  padding: ${isOpen ? `${theme.space[1]}px 0` : 0};
  list-style: none;
  border: ${isOpen ? `1px solid ${theme.colors.border}` : 'none'};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${isOpen ? theme.elevation.overlay : 'none'};
  &:focus {
    outline: none;
  }
`;

/** One option of a list box: highlighted (keyboard or pointer), chosen (tinted and bold) or disabled. */
export const optionStyle = (
  theme: PortcullisTheme,
  isHighlighted: boolean,
  isSelected: boolean,
  isDisabled = false,
) => css`
  padding: 7px 12px;
  cursor: ${isDisabled ? 'not-allowed' : 'pointer'};
  background: ${isHighlighted ? theme.colors.surfaceHover : isSelected ? theme.colors.primarySubtle : 'transparent'};
  box-shadow: ${isHighlighted ? `inset 2px 0 0 ${theme.colors.primary}` : 'none'};
  color: ${isDisabled ? theme.colors.textMuted : theme.colors.text};
  font-weight: ${isSelected ? theme.fontWeights.bold : theme.fontWeights.regular};
  white-space: normal;
`;

/** The heading of a group of options. */
export const groupHeaderStyle = (theme: PortcullisTheme) => css`
  padding: ${theme.space[2]}px 12px ${theme.space[1]}px;
  color: ${theme.colors.textMuted};
  font-size: ${theme.text.caption.fontSize};
  line-height: ${theme.text.caption.lineHeight};
  font-weight: ${theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** The button of a select. */
export const triggerStyle = (theme: PortcullisTheme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  text-align: left;
  cursor: pointer;
  white-space: nowrap;
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;
