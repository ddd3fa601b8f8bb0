import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { fitTabs } from '../../core/tab-overflow';
import { buttonStyles } from '../Button/Button';
import { tabStyles, type TabItem } from './Tabs.types';

/** Space between two tabs, and between the last tab and the 'More' trigger. */
export const TAB_GAP = 4;

/**
 * An invisible copy of every tab (drawn selected, its widest) and of the 'More' trigger, so the
 * widths of the tabs that are left out are known without showing them. Not focusable, not read.
 */
export function TabMeasure({
  items,
  measureRef,
}: {
  items: readonly TabItem[];
  measureRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div
      ref={measureRef}
      aria-hidden="true"
      data-tab-measure=""
      css={{
        position: 'absolute',
        top: 0,
        left: 0,
        // Natural widths whatever the tab list's width: squeezed copies would say more tabs fit than do.
        width: 'max-content',
        whiteSpace: 'nowrap',
        '& > *': { flexShrink: 0 },
        height: 0,
        overflow: 'hidden',
        visibility: 'hidden',
        display: 'flex',
        pointerEvents: 'none',
      }}
    >
      {items.map((tab) => (
        <span key={tab.id} css={(theme) => tabStyles(theme, true)}>
          {tab.label}
        </span>
      ))}
      <span css={(theme) => buttonStyles(theme, 'quiet', 'sm')}>
        More
        {/* The chevron's room (kit icons are 16 px); a box, not the icon, so the copy draws nothing. */}
        <span data-button-icon="" css={{ width: 16, height: 16 }} />
      </span>
    </div>
  );
}

/**
 * Which tabs fit the tab list's width (measured by {@link TabMeasure} and kept up to date with a
 * ResizeObserver on both, so a late web font re-measures); the rest go to the 'More' menu. Also moves focus to a tab chosen while it was
 * left out, once it has been rendered.
 */
export function useTabOverflow(
  items: readonly TabItem[],
  current: string | undefined,
  tabRefs: RefObject<Map<string, HTMLButtonElement>>,
) {
  const containerRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  /** Ids of the tabs shown, joined by a newline (a string, so an unchanged result does not re-render); null: all. */
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [texts, setTexts] = useState<readonly string[]>([]);
  const pendingFocus = useRef<string | null>(null);

  useLayoutEffect(() => {
    const container = containerRef.current;
    const measure = measureRef.current;
    if (!container || !measure) return;
    const compute = () => {
      const cells = [...measure.children] as HTMLElement[];
      const widths = cells.slice(0, items.length).map((c) => c.getBoundingClientRect().width);
      const moreWidth = cells[items.length]?.getBoundingClientRect().width ?? 0;
      const shown = fitTabs({
        widths,
        available: container.clientWidth,
        moreWidth,
        gap: TAB_GAP,
        selectedIndex: items.findIndex((t) => t.id === current),
      });
      setShownKey(shown.length === items.length ? null : shown.map((i) => items[i]!.id).join('\n'));
      const nextTexts = cells.slice(0, items.length).map((c) => c.textContent ?? '');
      setTexts((prev) => (prev.join('\n') === nextTexts.join('\n') ? prev : nextTexts));
    };
    compute();
    const observer = new ResizeObserver(compute);
    observer.observe(container);
    // The copies' row changes width when a web font arrives after the first layout (or a label changes):
    // without this the tabs measured in the fallback font would stay chosen.
    observer.observe(measure);
    return () => observer.disconnect();
  }, [items, current]);

  useLayoutEffect(() => {
    const id = pendingFocus.current;
    const el = id ? tabRefs.current.get(id) : undefined;
    if (el) {
      pendingFocus.current = null;
      el.focus();
    }
  });

  const shown = shownKey === null ? null : new Set(shownKey.split('\n'));
  return {
    containerRef,
    measureRef,
    /** Whether the tab is in the tab list: it fits, or it is the selected one. */
    isShown: (id: string) => !shown || shown.has(id) || id === current,
    /** The tab's label as text, for the 'More' menu. */
    textOf: (id: string) => texts[items.findIndex((t) => t.id === id)] || id,
    /** Focuses the tab now if it is rendered, else as soon as it is. */
    focusWhenShown: useCallback(
      (id: string) => {
        const el = tabRefs.current.get(id);
        if (el) el.focus();
        else pendingFocus.current = id;
      },
      [tabRefs],
    ),
  };
}
