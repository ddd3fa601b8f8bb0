import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { moveCell, type CellPosition } from '../core/index';

/** Elements inside a cell that act on their own (links, buttons, inputs, custom widgets). */
const WIDGETS =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  '[role="button"], [role="combobox"], [role="switch"], [role="checkbox"], [tabindex]:not([data-cell])';

const widgetsOf = (cell: Element) => [...cell.querySelectorAll<HTMLElement>(WIDGETS)];
const isCheckbox = (el: HTMLElement) =>
  (el instanceof HTMLInputElement && el.type === 'checkbox') || el.getAttribute('role') === 'checkbox';
const isAction = (el: HTMLElement) =>
  el.tagName === 'A' || (el.tagName === 'BUTTON' && !isCheckbox(el)) || el.getAttribute('role') === 'button';

/** What the grid's keyboard handling needs to know about the grid. */
export interface GridShape {
  /** Rows including the header row. */
  rows: number;
  cols: number;
  /** Scrolls a virtualised row into view before it is focused. */
  onRowShown?: (row: number) => void;
}

/**
 * Keyboard model of the data grid (WAI-ARIA grid pattern). The grid is one tab stop: the active cell
 * (roving tabindex); every link, button or checkbox inside a cell is taken out of the tab order, so
 * Tab goes from the toolbar to the grid and on to the pager instead of through every row.
 *
 * - Arrows, Home/End (Ctrl: grid corners), PageUp/PageDown move between cells.
 * - Enter on a cell opens its link or presses its button (sorts a header); Space ticks its checkbox.
 * - F2, or Enter on a cell whose first control is a field, moves into the cell: Tab and Shift+Tab then
 *   go between the controls of that cell, and Escape or F2 return to the cell.
 */
export function useGridNavigation(tableRef: RefObject<HTMLTableElement | null>, shape: GridShape) {
  const [active, setActive] = useState<CellPosition>({ row: 0, col: 0 });
  const shapeRef = useRef(shape);
  shapeRef.current = shape;

  // Keep cell contents out of the tab order, also when rows render later (paging, virtual scrolling).
  const untab = () => {
    tableRef.current?.querySelectorAll('[data-cell]').forEach((cell) =>
      widgetsOf(cell).forEach((w) => {
        if (w.getAttribute('tabindex') !== '-1') w.setAttribute('tabindex', '-1');
      }),
    );
  };
  useLayoutEffect(untab);
  useEffect(() => {
    const table = tableRef.current;
    if (!table || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(untab);
    observer.observe(table, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [tableRef]);

  // A page with fewer rows may leave the active cell outside the grid: fall back to the header.
  useEffect(() => {
    if (active.row >= shape.rows || active.col >= shape.cols) setActive({ row: 0, col: 0 });
  }, [shape.rows, shape.cols]);

  const cellAt = (pos: CellPosition) =>
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${pos.row}:${pos.col}"]`) ?? null;

  // A cell being scrolled into view (virtual rows) is focused on the next frame; keys typed before then
  // move on from it, not from the cell that still holds focus, so fast typing never loses a step.
  const pending = useRef<CellPosition | null>(null);
  const focusCell = (next: CellPosition) => {
    setActive(next);
    const present = cellAt(next);
    if (present) {
      pending.current = null;
      present.focus();
      return;
    }
    pending.current = next;
    shapeRef.current.onRowShown?.(next.row);
    requestAnimationFrame(() => {
      if (pending.current !== next) return;
      pending.current = null;
      cellAt(next)?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-cell]');
    if (!cell) return;
    const [row, col] = cell.dataset.cell!.split(':').map(Number) as [number, number];
    if (cell !== target) {
      // Inside a cell: its controls own the keys, except the way back and moving between them.
      if (event.key === 'Escape' || event.key === 'F2') {
        event.preventDefault();
        cell.focus();
        return;
      }
      if (event.key === 'Tab') {
        const widgets = widgetsOf(cell);
        const next = widgets[widgets.indexOf(target) + (event.shiftKey ? -1 : 1)];
        if (next) {
          event.preventDefault();
          next.focus();
        }
      }
      return;
    }
    const widgets = widgetsOf(cell);
    const first = widgets[0];
    if (event.key === 'F2' || (event.key === 'Enter' && first && !isAction(first) && !isCheckbox(first))) {
      if (!first) return;
      event.preventDefault();
      first.focus();
      return;
    }
    if (event.key === 'Enter' && first && (isAction(first) || isCheckbox(first))) {
      event.preventDefault();
      first.click();
      return;
    }
    if (event.key === ' ') {
      const box = widgets.find(isCheckbox);
      if (box) {
        event.preventDefault();
        box.click();
      }
      return;
    }
    const { rows, cols } = shapeRef.current;
    const from = pending.current ?? { row, col };
    const next = moveCell(from, event.key, { rows, cols, pageRows: 10 }, event.ctrlKey);
    if (!next) return;
    event.preventDefault();
    focusCell(next);
  };

  /** Focus anywhere in a cell (a click on its link or checkbox too) makes that cell the active one. */
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cell) return;
    const [row, col] = cell.dataset.cell!.split(':').map(Number) as [number, number];
    if (row !== active.row || col !== active.col) setActive({ row, col });
  };

  /** Attributes of one cell: its grid position and the roving tab index. */
  const cellProps = (row: number, col: number) => ({
    'data-cell': `${row}:${col}`,
    tabIndex: active.row === row && active.col === col ? 0 : -1,
  });

  return { active, cellProps, gridProps: { onKeyDown, onFocus } };
}
