/** The active cell of a grid: row 0 is the header row. */
export interface CellPosition {
  row: number;
  col: number;
}

/**
 * Keyboard movement in a data grid (WAI-ARIA grid pattern): arrows move one cell, Home/End to the
 * row's first/last cell (with Ctrl: the grid's first/last cell), PageUp/PageDown by `pageRows`.
 * Returns null for keys the grid does not handle.
 */
export function moveCell(
  position: CellPosition,
  key: string,
  dims: { rows: number; cols: number; pageRows?: number },
  ctrl = false,
): CellPosition | null {
  const clampRow = (r: number) => Math.max(0, Math.min(dims.rows - 1, r));
  const clampCol = (c: number) => Math.max(0, Math.min(dims.cols - 1, c));
  const page = dims.pageRows ?? 10;
  switch (key) {
    case 'ArrowUp':
      return { row: clampRow(position.row - 1), col: position.col };
    case 'ArrowDown':
      return { row: clampRow(position.row + 1), col: position.col };
    case 'ArrowLeft':
      return { row: position.row, col: clampCol(position.col - 1) };
    case 'ArrowRight':
      return { row: position.row, col: clampCol(position.col + 1) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: position.row, col: 0 };
    case 'End':
      return ctrl ? { row: dims.rows - 1, col: dims.cols - 1 } : { row: position.row, col: dims.cols - 1 };
    case 'PageUp':
      return { row: clampRow(position.row - page), col: position.col };
    case 'PageDown':
      return { row: clampRow(position.row + page), col: position.col };
    default:
      return null;
  }
}
