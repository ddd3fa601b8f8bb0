import { css } from '@emotion/react';
import {
  FloatingFocusManager,
  FloatingList,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListItem,
  useListNavigation,
  useRole,
  useTypeahead,
  type Placement,
} from '@floating-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { buttonStyles, type ButtonSize, type ButtonVariant } from '../Button/Button';
import { ChevronDownIcon } from '../icons';
import { focusRing } from '../styles';

/** One menu entry. */
export interface MenuItem {
  id: string;
  label: string;
  onSelect?: () => void;
  /** @default false */
  isDisabled?: boolean;
  /** Shows the entry in the danger colour. @default false */
  isDanger?: boolean;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /**
   * Set when `onSelect` moves focus itself (e.g. onto the tab it selects): the menu then leaves focus
   * there instead of returning it to its trigger. @default false
   */
  movesFocus?: boolean;
}

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

function MenuEntry({
  item,
  isActive,
  getItemProps,
  onClose,
}: {
  item: MenuItem;
  isActive: boolean;
  getItemProps: ReturnType<typeof useInteractions>['getItemProps'];
  onClose: (movesFocus: boolean) => void;
}) {
  const { ref, index } = useListItem({ label: item.label });
  return (
    <button
      ref={ref}
      type="button"
      role="menuitem"
      tabIndex={isActive ? 0 : -1}
      aria-disabled={item.isDisabled || undefined}
      data-index={index}
      {...getItemProps({
        onClick() {
          if (item.isDisabled) return;
          item.onSelect?.();
          onClose(item.movesFocus ?? false);
        },
      })}
      css={(theme) => css`
        display: flex;
        align-items: center;
        gap: ${theme.space[2]}px;
        width: 100%;
        padding: 7px 12px;
        white-space: nowrap;
        border: 0;
        background: ${isActive ? theme.colors.surfaceHover : 'transparent'};
        color: ${item.isDanger ? theme.colors.danger : theme.colors.text};
        font: inherit;
        text-align: left;
        cursor: pointer;
        &[aria-disabled='true'] {
          color: ${theme.colors.textMuted};
          cursor: not-allowed;
        }
        ${focusRing(theme)}
      `}
    >
      {item.icon && (
        <span aria-hidden="true" css={{ display: 'inline-flex' }}>
          {item.icon}
        </span>
      )}
      {item.label}
    </button>
  );
}

/**
 * A menu button (WAI-ARIA menu): arrow keys, typeahead, Enter to choose, Escape to close. The menu is
 * named by its trigger. With `icon` the trigger is a square icon button, as for a table row's actions.
 */
export function Menu({ label, ariaLabel, items, placement = 'bottom-start', variant, icon, size = 'md' }: MenuProps) {
  const look = variant ?? (icon ? 'quiet' : 'secondary');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [returnsFocus, setReturnsFocus] = useState(true);
  const close = (movesFocus: boolean) => {
    // The focus manager reads `returnFocus` when it unmounts, so the change must be rendered first.
    if (movesFocus) flushSync(() => setReturnsFocus(false));
    setIsOpen(false);
  };
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  const { refs, floatingStyles, context } = useFloating({
    open: isOpen,
    onOpenChange: (open) => {
      if (open) setReturnsFocus(true);
      setIsOpen(open);
    },
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
  });
  const disabledIndices = items.flatMap((item, i) => (item.isDisabled ? [i] : []));
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useRole(context, { role: 'menu' }),
    useDismiss(context),
    useListNavigation(context, {
      listRef: elementsRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      disabledIndices,
    }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, onMatch: isOpen ? setActiveIndex : undefined }),
  ]);
  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        aria-label={ariaLabel}
        title={icon ? ariaLabel : undefined}
        {...getReferenceProps()}
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
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={0} returnFocus={returnsFocus}>
            <div
              ref={refs.setFloating}
              style={floatingStyles}
              {...getFloatingProps()}
              css={(theme) => css`
                z-index: ${theme.zIndices.dropdown};
                min-width: 180px;
                padding: 4px 0;
                border: 1px solid ${theme.colors.border};
                border-radius: ${theme.radii.md};
                background: ${theme.colors.surfaceRaised};
                box-shadow: ${theme.elevation.overlay};
                outline: none;
              `}
            >
              <FloatingList elementsRef={elementsRef} labelsRef={labelsRef}>
                {items.map((item, i) => (
                  <MenuEntry
                    key={item.id}
                    item={item}
                    isActive={activeIndex === i}
                    getItemProps={getItemProps}
                    onClose={close}
                  />
                ))}
              </FloatingList>
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
