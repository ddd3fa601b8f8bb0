import { describe, expect, it } from 'vitest';
import { moveCell } from './grid-keys';
import { canAddMappingRow, chosenNames, cleanMapping, emptyMappingRow, isReference, MAPPING_TOAST } from './mapping';
import { checkExportChoice, EXPORT_NEEDS_COLUMN, EXPORT_SCOPES } from './export-options';

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

describe('export options and mapping', () => {
  it('offers the §9 scopes in order with their labels and values', () => {
    expect(EXPORT_SCOPES).toEqual([
      { value: 1, label: 'Current page' },
      { value: 0, label: 'All pages' },
      { value: 2, label: 'Only filtered' },
    ]);
    expect(EXPORT_NEEDS_COLUMN).toBe('Choose at least one column to export.');
    expect(checkExportChoice({ columns: [] })).toBe('Choose at least one column to export.');
  });
  it('shows the spec toast when a row is incomplete', () => {
    expect(MAPPING_TOAST).toEqual({ title: 'Mapping', message: 'Please fill all fields.' });
  });
  it('counts a name or title of spaces only as empty', () => {
    const row = (PropertyName: string, PropertyTitle: string) => ({
      ...emptyMappingRow(1),
      PropertyName,
      PropertyTitle,
    });
    expect(canAddMappingRow([row(' ', 'Title')])).toBe(false);
    expect(canAddMappingRow([row('Name', '  ')])).toBe(false);
    expect(canAddMappingRow([])).toBe(true);
    expect(cleanMapping([row(' ', 'T'), row('N', ' '), row(' N ', ' T ')])).toEqual([
      { ...emptyMappingRow(1), PropertyName: 'N', PropertyTitle: 'T' },
    ]);
  });
  it('starts a new row empty with the given sort', () => {
    expect(emptyMappingRow(4)).toEqual({
      PropertyName: '',
      PropertyTitle: '',
      PropertyType: 'String',
      Properties: [],
      Sort: 4,
    });
  });
  it('disables names chosen in other rows, ignoring empty ones, and all of them without an exception', () => {
    const rows = [
      { ...emptyMappingRow(1), PropertyName: 'A' },
      { ...emptyMappingRow(2), PropertyName: '' },
      { ...emptyMappingRow(3), PropertyName: 'B' },
    ];
    expect([...chosenNames(rows)]).toEqual(['A', 'B']);
    expect([...chosenNames(rows, 2)]).toEqual(['A']);
  });
  it('opens only Guid properties one level deeper', () => {
    expect(isReference({ Type: 'Guid' })).toBe(true);
    expect(isReference({ Type: 'String' })).toBe(false);
    expect(isReference(undefined)).toBe(false);
  });
});
