import { css } from '@emotion/react';
import {
  FloatingFocusManager,
  FloatingList,
  FloatingPortal,
  useDismiss,
  useInteractions,
  useListItem,
  useListNavigation,
  useTypeahead,
} from '@floating-ui/react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAnchoredFloating, type AnchoredLayerProps } from '../floating/anchored';
import { focusRing } from '../styles';
import type { MenuItem, MenuStart } from './menu-item';
import { CheckIcon } from '../icons';

/** Props of {@link MenuLayer}, the open state of a {@link Menu}. */
export interface MenuLayerProps extends AnchoredLayerProps {
  id: string;
  /** Id of the trigger, which names the menu. */
  labelledBy: string;
  items: readonly MenuItem[];
  start: MenuStart;
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
      role={item.isChecked === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={item.isChecked}
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
      {item.isChecked !== undefined && (
        <span
          aria-hidden="true"
          css={{ display: 'inline-flex', width: 16, visibility: item.isChecked ? 'visible' : 'hidden' }}
        >
          <CheckIcon />
        </span>
      )}
      {item.icon && (
        <span aria-hidden="true" css={{ display: 'inline-flex' }}>
          {item.icon}
        </span>
      )}
      {item.label}
    </button>
  );
}

function startIndex(items: readonly MenuItem[], start: MenuStart): number | null {
  const enabled = items.flatMap((item, i) => (item.isDisabled ? [] : [i]));
  if (start === 'none') return null;
  return (start === 'first' ? enabled[0] : enabled.at(-1)) ?? null;
}

/** The open menu: arrow keys (looping, skipping disabled entries), typeahead, Escape or Tab to close. */
export function MenuLayer({ id, labelledBy, items, start, ...anchor }: MenuLayerProps) {
  const [activeIndex, setActiveIndex] = useState<number | null>(() => startIndex(items, start));
  const [returnsFocus, setReturnsFocus] = useState(true);
  const close = (movesFocus: boolean) => {
    // The focus manager reads `returnFocus` when it unmounts, so the change must be rendered first.
    if (movesFocus) flushSync(() => setReturnsFocus(false));
    anchor.onClose();
  };
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  const { refs, floatingStyles, context } = useAnchoredFloating(anchor, 4);
  const disabledIndices = items.flatMap((item, i) => (item.isDisabled ? [i] : []));
  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
    useListNavigation(context, {
      listRef: elementsRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      disabledIndices,
    }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, onMatch: setActiveIndex }),
  ]);
  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false} initialFocus={0} returnFocus={returnsFocus}>
        <div
          ref={refs.setFloating}
          id={id}
          role="menu"
          aria-labelledby={labelledBy}
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
  );
}
