import { css } from '@emotion/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { focusRing } from '../styles';
import { Tooltip } from '../Tooltip/Tooltip';
import { Menu } from '../Menu/Menu';
import { TAB_GAP, TabMeasure, useTabOverflow } from './useTabOverflow';
import { tabStyles, type TabItem } from './Tabs.types';

export type { TabItem } from './Tabs.types';

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: readonly TabItem[];
  /** Selected tab id (controlled). */
  selectedId?: string;
  /** Initially selected tab id (uncontrolled). @default the first enabled tab */
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them. Only the selected tab
 * points `aria-controls` at a panel, since only its panel is rendered.
 *
 * Overflow (decision, as Fluent/Entra and PatternFly's horizontal overflow do): tabs that do not fit
 * the width are collected in a 'More' menu after the tab list instead of running off the page or
 * scrolling out of sight. The selected tab always stays in the list. The arrow keys still walk every
 * tab in order, a left-out one included (it takes the place of the last visible tab while selected),
 * so a keyboard user needs no menu; the menu serves pointer users and shows at a glance what is left.
 */
export function Tabs({ items, selectedId, defaultSelectedId, onChange, label }: TabsProps) {
  const baseId = useId();
  const enabled = items.filter((t) => !t.isDisabled);
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? enabled[0]?.id);
  const current = selectedId ?? ownSelected;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const overflow = useTabOverflow(items, current, tabRefs);

  const select = (id: string) => {
    setOwnSelected(id);
    onChange?.(id);
    overflow.focusWhenShown(id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((t) => t.id === current);
    const last = enabled.length - 1;
    const next = {
      ArrowRight: index + 1 > last ? 0 : index + 1,
      ArrowLeft: index - 1 < 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = enabled[next];
    if (target) select(target.id);
  };
  const selected = items.find((t) => t.id === current);
  const leftOut = items.filter((t) => !overflow.isShown(t.id));

  return (
    <div>
      <div
        ref={overflow.containerRef}
        css={(theme) => ({
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: TAB_GAP,
          borderBottom: `1px solid ${theme.colors.border}`,
          minWidth: 0,
        })}
      >
        <div
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          css={{ display: 'flex', gap: TAB_GAP, minWidth: 0 }}
        >
          {items.map((tab) => {
            if (!overflow.isShown(tab.id)) return null;
            const isSelected = tab.id === current;
            const reasonId = `${baseId}-reason-${tab.id}`;
            const button = (
              <button
                key={tab.id}
                ref={(el) => {
                  if (el) tabRefs.current.set(tab.id, el);
                  else tabRefs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.id}`}
                aria-selected={isSelected}
                aria-controls={isSelected && tab.content !== undefined ? `${baseId}-panel-${tab.id}` : undefined}
                aria-disabled={tab.isDisabled || undefined}
                aria-describedby={tab.isDisabled && tab.disabledReason ? reasonId : undefined}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => !tab.isDisabled && select(tab.id)}
                css={(theme) => css`
                  ${tabStyles(theme, isSelected)}
                  &:hover:not([aria-disabled='true']) {
                    color: ${theme.colors.text};
                    border-bottom-color: ${isSelected ? theme.colors.primary : theme.colors.borderStrong};
                  }
                  &[aria-disabled='true'] {
                    cursor: not-allowed;
                    opacity: 0.6;
                  }
                  ${focusRing(theme)}
                `}
              >
                {tab.label}
              </button>
            );
            return tab.isDisabled && tab.disabledReason ? (
              <Tooltip key={tab.id} content={tab.disabledReason}>
                {button}
              </Tooltip>
            ) : (
              button
            );
          })}
        </div>
        {leftOut.length > 0 && (
          <Menu
            label="More"
            ariaLabel={`More ${label.toLowerCase()} (${leftOut.length})`}
            variant="quiet"
            size="sm"
            placement="bottom-end"
            items={leftOut.map((tab) => ({
              id: tab.id,
              label: overflow.textOf(tab.id),
              isDisabled: tab.isDisabled ?? false,
              movesFocus: true,
              onSelect: () => select(tab.id),
            }))}
          />
        )}
        <TabMeasure items={items} measureRef={overflow.measureRef} />
      </div>
      {items.map(
        (tab) =>
          tab.isDisabled &&
          tab.disabledReason && (
            <span key={tab.id} id={`${baseId}-reason-${tab.id}`} hidden>
              {tab.disabledReason}
            </span>
          ),
      )}
      {selected?.content !== undefined && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selected.id}`}
          aria-labelledby={`${baseId}-tab-${selected.id}`}
          tabIndex={0}
          // The panel keeps the page's header gap from the tab underline, so its content never touches it.
          css={(theme) => ({ padding: `${theme.layout.headerGap}px 0 0` })}
        >
          {selected.content}
        </div>
      )}
    </div>
  );
}
