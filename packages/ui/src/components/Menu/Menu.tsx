import type { Placement } from '@floating-ui/react';
import { Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { buttonStyles, type ButtonSize, type ButtonVariant } from '../Button/Button';
import { LazyMenuLayer, preloadFloatingLayers } from '../floating/lazy-layers';
import { ChevronDownIcon } from '../icons';
import type { MenuItem, MenuStart } from './menu-item';

export type { MenuItem } from './menu-item';

/** Props of {@link Menu}. */
export interface MenuProps {
  /** Text of the trigger button (also its name). Ignored when `icon` is set. */
  label: ReactNode;
  /**
   * Accessible name when `label` is not text, and the name of an icon trigger: name the object, as in
   * 'Actions for Newcomer Knuth', since every row of a table has the same trigger.
   */
  ariaLabel?: string;
  items: readonly MenuItem[];
  /** @default 'bottom-start' */
  placement?: Placement;
  /** Look of the trigger. @default 'secondary' ('quiet' for an icon trigger) */
  variant?: ButtonVariant;
  /**
   * Shows a square icon-only trigger (e.g. `<MoreIcon />` for a row's actions) named by `ariaLabel`.
   */
  icon?: ReactNode;
  /** Height of the trigger. @default 'md' */
  size?: ButtonSize;
}

/**
 * A menu button (WAI-ARIA menu): arrow keys, typeahead, Enter to choose, Escape to close. The menu is
 * named by its trigger. With `icon` the trigger is a square icon button, as for a table row's actions.
 */
export function Menu({ label, ariaLabel, items, placement = 'bottom-start', variant, icon, size = 'md' }: MenuProps) {
  const look = variant ?? (icon ? 'quiet' : 'secondary');
  const [start, setStart] = useState<MenuStart | null>(null);
  const isOpen = start !== null;
  const trigger = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const menuId = useId();
  const open = (from: MenuStart) => {
    preloadFloatingLayers();
    setStart(from);
  };
  // Opened from the keyboard (Enter or Space, whose click follows), the menu starts on its first entry.
  const pressedKey = useRef(false);
  const onKeyDown = (event: KeyboardEvent) => {
    pressedKey.current = event.key === 'Enter' || event.key === ' ';
    if (isOpen || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    open(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const onClick = () => {
    if (isOpen) setStart(null);
    else open(pressedKey.current ? 'first' : 'none');
    pressedKey.current = false;
  };
  return (
    <>
      <button
        ref={trigger}
        id={triggerId}
        type="button"
        aria-label={ariaLabel}
        title={icon ? ariaLabel : undefined}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onPointerEnter={preloadFloatingLayers}
        onFocus={preloadFloatingLayers}
        onKeyDown={onKeyDown}
        onPointerDown={() => (pressedKey.current = false)}
        onClick={onClick}
        css={(theme) => [
          buttonStyles(theme, look, size),
          icon ? { padding: 0, width: theme.controlHeights[size], color: theme.colors.textMuted } : null,
        ]}
      >
        {icon ? (
          <span aria-hidden="true" data-button-icon="">
            {icon}
          </span>
        ) : (
          <>
            {label}
            <span aria-hidden="true" data-button-icon="">
              <ChevronDownIcon />
            </span>
          </>
        )}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <LazyMenuLayer
            reference={trigger}
            onClose={() => setStart(null)}
            placement={placement}
            id={menuId}
            labelledBy={triggerId}
            items={items}
            start={start}
          />
        </Suspense>
      )}
    </>
  );
}
