import { css } from '@emotion/react';
import type { PortcullisTheme } from '../../theme/tokens';

/** Styles react-day-picker's class names (rdp-*) with the theme, so no CSS file is needed. */
export const dayPickerStyles = (theme: PortcullisTheme) => css`
  .rdp-month_caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    width: 36px;
    padding: 4px 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.medium};
  }
  .rdp-day {
    padding: 1px;
    text-align: center;
  }
  .rdp-day_button {
    width: 34px;
    height: 34px;
    border: 0;
    border-radius: ${theme.radii.md};
    background: transparent;
    color: ${theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  .rdp-day_button:hover:not(:disabled) {
    background: ${theme.colors.surfaceMuted};
  }
  .rdp-day_button:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
  .rdp-outside .rdp-day_button {
    color: ${theme.colors.textMuted};
  }
  .rdp-today .rdp-day_button {
    font-weight: ${theme.fontWeights.bold};
    text-decoration: underline;
  }
  .rdp-selected .rdp-day_button {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  .rdp-disabled .rdp-day_button {
    color: ${theme.colors.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
    opacity: 0.75;
  }
`;

/** A cell of the month, year and decade grids. */
export const periodCellStyle = (theme: PortcullisTheme, isSelected: boolean) => css`
  padding: 10px 4px;
  border: 0;
  border-radius: ${theme.radii.md};
  background: ${isSelected ? theme.colors.primary : 'transparent'};
  color: ${isSelected ? theme.colors.onPrimary : theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${isSelected ? theme.colors.primary : theme.colors.surfaceMuted};
  }
  &:disabled {
    color: ${theme.colors.textMuted};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
`;
