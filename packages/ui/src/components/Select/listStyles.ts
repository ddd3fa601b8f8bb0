import { css } from '@emotion/react';
import type { PortcullisTheme } from '../../theme/tokens';

/** The floating list box of selects and comboboxes. */
export const listboxStyle = (theme: PortcullisTheme, isOpen: boolean) => css`
  position: absolute;
  z-index: ${theme.zIndices.dropdown};
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 260px;
  overflow-y: auto;
  margin: 0;
  padding: ${isOpen ? '4px 0' : 0};
  list-style: none;
  border: ${isOpen ? `1px solid ${theme.colors.border}` : 'none'};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${isOpen ? theme.shadows.md : 'none'};
`;

/** One option of a list box. */
export const optionStyle = (
  theme: PortcullisTheme,
  isHighlighted: boolean,
  isSelected: boolean,
  isDisabled = false,
) => css`
  padding: 7px 12px;
  cursor: ${isDisabled ? 'not-allowed' : 'pointer'};
  background: ${isHighlighted ? theme.colors.surfaceMuted : 'transparent'};
  color: ${isDisabled ? theme.colors.textMuted : theme.colors.text};
  font-weight: ${isSelected ? theme.fontWeights.bold : theme.fontWeights.regular};
`;

/** The button of a select. */
export const triggerStyle = (theme: PortcullisTheme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  text-align: left;
  cursor: pointer;
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;
