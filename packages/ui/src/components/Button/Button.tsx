import { css } from '@emotion/react';
import type { PortcullisTheme } from '../../theme/tokens';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { focusRing } from '../styles';

/** Look of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
/** Size of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Look of the button.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * Size of the button.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Shows a busy state: the button is disabled and announces `aria-busy`.
   * @default false
   */
  isLoading?: boolean;
  /** Icon shown before the label. */
  startIcon?: ReactNode;
}

const heights: Record<ButtonSize, number> = { sm: 28, md: 36, lg: 44 };

/** Shared look of buttons, exported for link-like buttons elsewhere in the package. */
export const buttonStyles = (theme: PortcullisTheme, variant: ButtonVariant, size: ButtonSize) => {
  const fill = {
    primary: { bg: theme.colors.primary, fg: theme.colors.onPrimary, border: theme.colors.primary },
    danger: { bg: theme.colors.danger, fg: theme.colors.onDanger, border: theme.colors.danger },
    secondary: { bg: theme.colors.surface, fg: theme.colors.text, border: theme.colors.border },
    ghost: { bg: 'transparent', fg: theme.colors.text, border: 'transparent' },
  }[variant];
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    box-sizing: border-box;
    min-height: ${heights[size]}px;
    padding: 0 ${size === 'sm' ? 10 : 14}px;
    border: 1px solid ${fill.border};
    border-radius: ${theme.radii.md};
    background: ${fill.bg};
    color: ${fill.fg};
    font: inherit;
    font-size: ${size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md};
    font-weight: ${theme.fontWeights.medium};
    text-decoration: none;
    cursor: pointer;
    &:hover:not(:disabled) {
      filter: brightness(${theme.mode === 'dark' ? 1.15 : 0.93});
    }
    &:disabled {
      opacity: 0.6;
      cursor: not-allowed;
    }
    ${focusRing(theme)}
  `;
};

/** A button with primary, secondary, danger and ghost looks. Defaults to `type="button"`. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', isLoading = false, startIcon, disabled, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      css={(theme) => buttonStyles(theme, variant, size)}
      {...rest}
    >
      {startIcon && <span aria-hidden="true">{startIcon}</span>}
      {children}
    </button>
  );
});
Button.displayName = 'Button';

/** Props of {@link IconButton}: the label is required because the button shows only an icon. */
export interface IconButtonProps extends Omit<ButtonProps, 'startIcon' | 'children'> {
  /** Accessible name; also shown as the native tooltip. */
  label: string;
  /** The icon (decorative). */
  icon: ReactNode;
}

/** A square button showing only an icon, named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant={variant}
      size={size}
      aria-label={label}
      title={label}
      css={css`
        padding: 0;
        width: ${heights[size]}px;
      `}
      {...rest}
    >
      <span aria-hidden="true">{icon}</span>
    </Button>
  );
});
IconButton.displayName = 'IconButton';
