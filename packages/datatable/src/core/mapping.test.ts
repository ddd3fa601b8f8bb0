import { describe, expect, it } from 'vitest';
import { canAddMappingRow, chosenNames, cleanMapping, emptyMappingRow, isReference, MAPPING_TOAST } from './mapping';
import { checkExportChoice, EXPORT_NEEDS_COLUMN, EXPORT_SCOPES } from './export-options';

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
