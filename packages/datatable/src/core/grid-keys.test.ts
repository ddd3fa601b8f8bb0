import { describe, expect, it } from 'vitest';
import { moveCell } from './grid-keys';

describe('grid keyboard movement, key by key', () => {
  const dims = { rows: 6, cols: 4, pageRows: 3 };
  const from = { row: 2, col: 2 };
  it('arrows move one cell each way', () => {
    expect(moveCell(from, 'ArrowUp', dims)).toEqual({ row: 1, col: 2 });
    expect(moveCell(from, 'ArrowDown', dims)).toEqual({ row: 3, col: 2 });
    expect(moveCell(from, 'ArrowLeft', dims)).toEqual({ row: 2, col: 1 });
    expect(moveCell(from, 'ArrowRight', dims)).toEqual({ row: 2, col: 3 });
  });
  it('arrows stop at every edge', () => {
    expect(moveCell({ row: 5, col: 0 }, 'ArrowDown', dims)).toEqual({ row: 5, col: 0 });
    expect(moveCell({ row: 5, col: 0 }, 'ArrowLeft', dims)).toEqual({ row: 5, col: 0 });
    expect(moveCell({ row: 0, col: 3 }, 'ArrowUp', dims)).toEqual({ row: 0, col: 3 });
    expect(moveCell({ row: 0, col: 3 }, 'ArrowRight', dims)).toEqual({ row: 0, col: 3 });
  });
  it('Home and End go to the row’s ends, with Ctrl to the grid’s corners', () => {
    expect(moveCell(from, 'Home', dims)).toEqual({ row: 2, col: 0 });
    expect(moveCell(from, 'End', dims)).toEqual({ row: 2, col: 3 });
    expect(moveCell(from, 'Home', dims, true)).toEqual({ row: 0, col: 0 });
    expect(moveCell(from, 'End', dims, true)).toEqual({ row: 5, col: 3 });
  });
  it('PageUp and PageDown move by the page size, 10 rows when none is given, staying inside', () => {
    expect(moveCell({ row: 4, col: 1 }, 'PageUp', dims)).toEqual({ row: 1, col: 1 });
    expect(moveCell({ row: 1, col: 1 }, 'PageDown', dims)).toEqual({ row: 4, col: 1 });
    const tall = { rows: 30, cols: 2 };
    expect(moveCell({ row: 5, col: 0 }, 'PageDown', tall)).toEqual({ row: 15, col: 0 });
    expect(moveCell({ row: 15, col: 0 }, 'PageUp', tall)).toEqual({ row: 5, col: 0 });
    expect(moveCell({ row: 5, col: 0 }, 'PageUp', tall)).toEqual({ row: 0, col: 0 });
  });
  it('leaves other keys to the browser', () => {
    for (const key of ['Enter', 'Tab', 'a', 'arrowup']) expect(moveCell(from, key, dims)).toBeNull();
  });
});
