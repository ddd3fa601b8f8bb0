import { css } from '@emotion/react';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { focusRing } from '../styles';

/** An item of the drag-selection area. */
export interface DragSelectItem {
  id: string;
  label: ReactNode;
}

/** Props of {@link DragSelect}. */
export interface DragSelectProps {
  /** Accessible name of the area. */
  label: string;
  items: readonly DragSelectItem[];
  selectedIds: readonly string[];
  onChange: (ids: string[]) => void;
  /**
   * Minimum column width of the item grid in px.
   * @default 120
   */
  columnWidth?: number;
}

interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

const normalise = (b: Box) => ({
  left: Math.min(b.x1, b.x2),
  top: Math.min(b.y1, b.y2),
  right: Math.max(b.x1, b.x2),
  bottom: Math.max(b.y1, b.y2),
});

/**
 * An area where dragging a rectangle selects the items it touches (Shift adds to the selection);
 * each item is also a toggle button for keyboard and click use.
 */
export function DragSelect({ label, items, selectedIds, onChange, columnWidth = 120 }: DragSelectProps) {
  const areaRef = useRef<HTMLDivElement>(null);
  const [box, setBoxState] = useState<Box | null>(null);
  // Pointer events can arrive faster than renders, so the live rectangle is kept in a ref too.
  const boxRef = useRef<Box | null>(null);
  const setBox = (next: Box | null) => {
    boxRef.current = next;
    setBoxState(next);
  };
  const base = useRef<string[]>([]);

  const hitIds = (b: Box) => {
    const area = areaRef.current;
    if (!area) return [];
    const r = normalise(b);
    return Array.from(area.querySelectorAll<HTMLElement>('[data-select-id]'))
      .filter((el) => {
        const e = el.getBoundingClientRect();
        return e.left < r.right && e.right > r.left && e.top < r.bottom && e.bottom > r.top;
      })
      .map((el) => el.dataset['selectId'] as string);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    base.current = event.shiftKey ? [...selectedIds] : [];
    setBox({ x1: event.clientX, y1: event.clientY, x2: event.clientX, y2: event.clientY });
    try {
      areaRef.current?.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers (tests, assistive tools) cannot be captured; dragging still works inside the area.
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = boxRef.current;
    if (!current) return;
    setBox({ ...current, x2: event.clientX, y2: event.clientY });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = boxRef.current;
    if (!current) return;
    const final = { ...current, x2: event.clientX, y2: event.clientY };
    setBox(null);
    const r = normalise(final);
    // A click without movement is left to the item buttons.
    if (r.right - r.left < 4 && r.bottom - r.top < 4) return;
    onChange(Array.from(new Set([...base.current, ...hitIds(final)])));
  };

  const area = areaRef.current?.getBoundingClientRect();
  const r = box ? normalise(box) : null;
  return (
    <div
      ref={areaRef}
      role="group"
      aria-label={label}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      css={(theme) => css`
        position: relative;
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(${columnWidth}px, 1fr));
        gap: 8px;
        padding: 12px;
        border: 1px dashed ${theme.colors.border};
        border-radius: ${theme.radii.md};
        user-select: none;
        touch-action: none;
      `}
    >
      {items.map((item) => {
        const isSelected = selectedIds.includes(item.id);
        return (
          <button
            key={item.id}
            type="button"
            data-select-id={item.id}
            aria-pressed={isSelected}
            onClick={() =>
              onChange(isSelected ? selectedIds.filter((id) => id !== item.id) : [...selectedIds, item.id])
            }
            css={(theme) => css`
              padding: 10px;
              border: 1px solid ${isSelected ? theme.colors.primary : theme.colors.border};
              border-radius: ${theme.radii.md};
              background: ${isSelected ? theme.colors.primary : theme.colors.surface};
              color: ${isSelected ? theme.colors.onPrimary : theme.colors.text};
              font: inherit;
              cursor: pointer;
              ${focusRing(theme)}
            `}
          >
            {item.label}
          </button>
        );
      })}
      {r && area && (
        <div
          aria-hidden="true"
          data-selection-box=""
          css={(theme) => css`
            position: absolute;
            border: 1px solid ${theme.colors.focus};
            background: rgba(9, 105, 218, 0.15);
            pointer-events: none;
          `}
          style={{ left: r.left - area.left, top: r.top - area.top, width: r.right - r.left, height: r.bottom - r.top }}
        />
      )}
    </div>
  );
}
