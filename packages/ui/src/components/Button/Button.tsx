import { css } from '@emotion/react';
import type { PortcullisTheme } from '../../theme/tokens';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { focusRing } from '../styles';

/**
 * Look of a button, in order of emphasis:
 * - `primary`: the one main action of a view (Save, Create). At most one per view.
 * - `secondary`: every other action (Cancel, Export, Columns): bordered.
 * - `danger`: an action that destroys (Delete, Remove), usually in a confirmation.
 * - `quiet`: a low-emphasis action inside content (Clear selection, Skip): no border or fill until hovered.
 *
 * `ghost` is the former name of `quiet` and looks the same.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet' | 'ghost';
/** Size of a button: heights follow `theme.controlHeights` so buttons line up with inputs. */
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
   * Shows a busy state: the button announces `aria-busy`, looks and acts disabled (`aria-disabled`,
   * clicks and submits ignored) but keeps the focus, as React Aria's `isPending` does: a natively
   * disabled button would drop the keyboard user's focus to the page while the work runs.
   * @default false
   */
  isLoading?: boolean;
  /** Icon shown before the label (decorative). */
  startIcon?: ReactNode;
  /** Icon shown after the label (decorative), e.g. a chevron on a menu button. */
  endIcon?: ReactNode;
}

interface Fill {
  bg: string;
  fg: string;
  border: string;
  hoverBg: string;
  hoverBorder: string;
}

function fillOf(theme: PortcullisTheme, variant: ButtonVariant): Fill {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return {
        bg: c.primary,
        fg: c.onPrimary,
        border: c.primary,
        hoverBg: c.primaryHover,
        hoverBorder: c.primaryHover,
      };
    case 'danger':
      return { bg: c.danger, fg: c.onDanger, border: c.danger, hoverBg: c.danger, hoverBorder: c.danger };
    case 'secondary':
      return { bg: c.surface, fg: c.text, border: c.borderStrong, hoverBg: c.surfaceHover, hoverBorder: c.text };
    default:
      return {
        bg: 'transparent',
        fg: c.text,
        border: 'transparent',
        hoverBg: c.surfaceHover,
        hoverBorder: 'transparent',
      };
  }
}

/** Shared look of buttons, exported for menu triggers and link-like buttons elsewhere in the package. */
export const buttonStyles = (theme: PortcullisTheme, variant: ButtonVariant, size: ButtonSize) => {
  const fill = fillOf(theme, variant);
  const isQuiet = variant === 'quiet' || variant === 'ghost';
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space[2]}px;
    flex-shrink: 0;
    box-sizing: border-box;
    min-height: ${theme.controlHeights[size]}px;
    padding: 0 ${size === 'sm' ? (isQuiet ? 8 : 12) : isQuiet ? 10 : 16}px;
    border: 1px solid ${fill.border};
    border-radius: ${theme.radii.md};
    background: ${fill.bg};
    color: ${fill.fg};
    font: inherit;
    font-size: ${size === 'lg' ? theme.fontSizes.lg : size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md};
    font-weight: ${theme.fontWeights.medium};
    line-height: 1.2;
    white-space: nowrap;
    text-decoration: none;
    cursor: pointer;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${fill.hoverBg};
      border-color: ${fill.hoverBorder};
      ${variant === 'danger' ? `filter: brightness(${theme.mode === 'dark' ? 1.12 : 0.9});` : ''}
    }
    &:disabled,
    &[aria-disabled='true'] {
      cursor: not-allowed;
      ${
        isQuiet
          ? `color: ${theme.colors.textMuted};`
          : `background: ${theme.colors.surfaceMuted}; border-color: ${theme.colors.border}; color: ${theme.colors.textMuted};`
      }
    }
    &[aria-busy='true'] {
      cursor: progress;
    }
    & > [data-button-icon] {
      display: inline-flex;
      flex-shrink: 0;
    }
    ${focusRing(theme)}
  `;
};

/**
 * A button with the kit's four looks (primary, secondary, danger, quiet). Defaults to
 * `type="button"`, so a button inside a form never submits it unless asked to.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    isLoading = false,
    startIcon,
    endIcon,
    disabled,
    children,
    type = 'button',
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled}
      aria-disabled={isLoading || rest['aria-disabled'] || undefined}
      aria-busy={isLoading || undefined}
      onClick={(event) => {
        if (isLoading) {
          // Also stops a submit button from submitting its form again.
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      data-variant={variant === 'ghost' ? 'quiet' : variant}
      css={(theme) => buttonStyles(theme, variant, size)}
      {...rest}
    >
      {startIcon && (
        <span data-button-icon="" aria-hidden="true">
          {startIcon}
        </span>
      )}
      {children}
      {endIcon && (
        <span data-button-icon="" aria-hidden="true">
          {endIcon}
        </span>
      )}
    </button>
  );
});
Button.displayName = 'Button';

/** Props of {@link IconButton}: the label is required because the button shows only an icon. */
export interface IconButtonProps extends Omit<ButtonProps, 'startIcon' | 'endIcon' | 'children'> {
  /**
   * Accessible name; also shown as the native tooltip. Name the object it acts on
   * ('Delete Newcomer Knuth'), since in a table every row has the same icon.
   */
  label: string;
  /** The icon (decorative). */
  icon: ReactNode;
}

/**
 * A square button showing only an icon, named by `label`: row actions and toolbars, where the icon
 * is familiar (edit, delete, close) and the name carries the object.
 * @default variant 'quiet'
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'quiet', size = 'md', ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant={variant}
      size={size}
      aria-label={label}
      title={label}
      css={(theme) => [
        css`
          padding: 0;
          width: ${theme.controlHeights[size]}px;
        `,
        (variant === 'quiet' || variant === 'ghost') &&
          css`
            color: ${theme.colors.textMuted};
            &:hover:not(:disabled) {
              color: ${theme.colors.text};
            }
          `,
      ]}
      {...rest}
    >
      <span data-button-icon="" aria-hidden="true">
        {icon}
      </span>
    </Button>
  );
});
IconButton.displayName = 'IconButton';
