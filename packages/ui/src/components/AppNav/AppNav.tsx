import { css } from '@emotion/react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { mediaBelow } from '../../core/breakpoints';
import { usePortcullisTheme } from '../../theme/ThemeProvider';
import { IconButton } from '../Button/Button';
import { CloseIcon, MenuIcon } from '../icons';
import { useMediaQuery } from './useMediaQuery';

/** What {@link useAppNav} returns: hand it to {@link AppNav} and {@link AppNavMenuButton}. */
export interface AppNavState {
  /** The viewport is below the breakpoint: the navigation is a drawer behind the menu button. */
  isCollapsed: boolean;
  /** The drawer is open (always `false` when not collapsed). */
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** Id of the navigation, for the menu button's `aria-controls`. */
  navId: string;
}

/** Options of {@link useAppNav}. */
export interface UseAppNavOptions {
  /**
   * Viewport width (px) below which the navigation collapses into a drawer; `0` never collapses.
   * @default theme.breakpoints.lg (1024)
   */
  collapseBelow?: number;
}

/**
 * State of a collapsible side navigation: a sidebar on wide screens, a drawer opened by a menu
 * button below the breakpoint (as Entra's and Okta's consoles do on phones and tablets in portrait).
 * Growing past the breakpoint closes the drawer, so it is closed when the window narrows again.
 */
export function useAppNav({ collapseBelow }: UseAppNavOptions = {}): AppNavState {
  const theme = usePortcullisTheme();
  const width = collapseBelow ?? theme.breakpoints.lg;
  const isCollapsed = useMediaQuery(mediaBelow(width)) && width > 0;
  const [isOpen, setIsOpen] = useState(false);
  const navId = useId();
  useEffect(() => {
    if (!isCollapsed) setIsOpen(false);
  }, [isCollapsed]);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  return { isCollapsed, isOpen: isCollapsed && isOpen, open, close, navId };
}

/** Props of {@link AppNavMenuButton}. */
export interface AppNavMenuButtonProps {
  nav: AppNavState;
  /**
   * Accessible name (and tooltip) of the button.
   * @default 'Open navigation'
   */
  label?: string;
}

/** The menu button that opens the drawer; renders nothing while the navigation is a sidebar. */
export function AppNavMenuButton({ nav, label = 'Open navigation' }: AppNavMenuButtonProps) {
  if (!nav.isCollapsed) return null;
  return (
    <IconButton
      label={label}
      icon={<MenuIcon size={20} />}
      aria-haspopup="dialog"
      aria-expanded={nav.isOpen}
      aria-controls={nav.navId}
      onClick={nav.open}
    />
  );
}

/** Props of {@link AppNav}. */
export interface AppNavProps {
  nav: AppNavState;
  /** Names the navigation landmark (and the drawer). */
  label: string;
  /**
   * Names the drawer's close button.
   * @default 'Close navigation'
   */
  closeLabel?: string;
  /** Shown at the top of the drawer beside its close button (the product's mark). */
  drawerHeader?: ReactNode;
  /** Styles of the sidebar (e.g. its minimum height under a fixed header); a host's `css` prop lands here. */
  className?: string;
  /** The navigation's lists and links. */
  children: ReactNode;
}

/** Width of the sidebar; the drawer is as wide, or 85% of a narrower screen. */
const NAV_WIDTH = 240;

/**
 * The console's side navigation frame: a `<nav>` sidebar on wide screens; below the breakpoint a
 * modal drawer (a native `<dialog>`), so the rest of the page is inert and focus stays inside while it
 * is open, Escape or a click on the backdrop closes it, and focus returns to the menu button. The host
 * closes it on navigation (`nav.close()` when a link is followed).
 */
export function AppNav({
  nav,
  label,
  closeLabel = 'Close navigation',
  drawerHeader,
  className,
  children,
}: AppNavProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { isCollapsed, isOpen, close } = nav;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    else if (!isOpen && dialog.open) dialog.close();
  }, [isOpen, isCollapsed]);

  if (!isCollapsed) {
    return (
      <nav
        id={nav.navId}
        aria-label={label}
        className={className}
        css={(theme) => ({
          boxSizing: 'border-box',
          width: NAV_WIDTH,
          flexShrink: 0,
          borderRight: `1px solid ${theme.colors.border}`,
          background: theme.colors.surface,
          padding: `${theme.space[3]}px 0`,
        })}
      >
        {children}
      </nav>
    );
  }
  return (
    <dialog
      ref={dialogRef}
      aria-label={label}
      // Escape is handled here rather than left to the dialog's own cancel, so the state closes the
      // drawer in every case; a close by other means (form method=dialog) still ends in onClose.
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        close();
      }}
      onClose={close}
      onClick={(e) => {
        // The drawer's content fills the dialog, so a click on the dialog itself is on its backdrop.
        if (e.target === e.currentTarget) close();
      }}
      css={(theme) => css`
        box-sizing: border-box;
        margin: 0;
        padding: 0;
        inset: 0 auto 0 0;
        width: min(${NAV_WIDTH + 40}px, 85vw);
        max-width: 85vw;
        height: 100dvh;
        max-height: 100dvh;
        border: 0;
        border-right: 1px solid ${theme.colors.border};
        background: ${theme.colors.surface};
        color: ${theme.colors.text};
        box-shadow: ${theme.elevation.modal};
        overscroll-behavior: contain;
        &::backdrop {
          background: ${theme.colors.overlay};
        }
      `}
    >
      <div css={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <div
          css={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: theme.space[2],
            minHeight: 56,
            padding: `0 ${theme.space[2]}px 0 ${theme.space[4]}px`,
            borderBottom: `1px solid ${theme.colors.border}`,
          })}
        >
          <div css={{ flex: 1, minWidth: 0 }}>{drawerHeader}</div>
          <IconButton label={closeLabel} icon={<CloseIcon size={20} />} onClick={close} />
        </div>
        <nav
          id={nav.navId}
          aria-label={label}
          css={(theme) => ({ flex: 1, overflowY: 'auto', padding: `${theme.space[3]}px 0` })}
        >
          {children}
        </nav>
      </div>
    </dialog>
  );
}
