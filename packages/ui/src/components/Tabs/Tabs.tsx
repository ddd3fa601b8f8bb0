import { css } from '@emotion/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from '../styles';
import { Tooltip } from '../Tooltip/Tooltip';

/** One tab. */
export interface TabItem {
  id: string;
  label: ReactNode;
  /** Panel content; tabs without content act as navigation only (e.g. page header tabs). */
  content?: ReactNode;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Why a disabled tab cannot be opened ('Needs the Resources licence'): shown as a tooltip and read
   * as the tab's description, so a greyed tab never goes unexplained.
   */
  disabledReason?: string;
}

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
 */
export function Tabs({ items, selectedId, defaultSelectedId, onChange, label }: TabsProps) {
  const baseId = useId();
  const enabled = items.filter((t) => !t.isDisabled);
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? enabled[0]?.id);
  const current = selectedId ?? ownSelected;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setOwnSelected(id);
    onChange?.(id);
    tabRefs.current.get(id)?.focus();
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

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        css={(theme) => css`
          display: flex;
          gap: 4px;
          border-bottom: 1px solid ${theme.colors.border};
          overflow-x: auto;
        `}
      >
        {items.map((tab) => {
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
                padding: 8px 14px;
                border: 0;
                border-bottom: 2px solid ${isSelected ? theme.colors.primary : 'transparent'};
                background: transparent;
                color: ${isSelected ? theme.colors.text : theme.colors.textMuted};
                font: inherit;
                font-weight: ${isSelected ? theme.fontWeights.bold : theme.fontWeights.regular};
                cursor: pointer;
                white-space: nowrap;
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
          css={{ padding: '12px 0' }}
        >
          {selected.content}
        </div>
      )}
    </div>
  );
}
