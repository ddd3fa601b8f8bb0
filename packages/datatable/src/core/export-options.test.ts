import { describe, expect, it } from 'vitest';
import { checkExportChoice, EXPORT_NEEDS_COLUMN, exportFormatRequested, withoutExportRequest } from './export-options';

describe('export options', () => {
  it('needs a column', () => {
    expect(checkExportChoice({ columns: [] })).toBe(EXPORT_NEEDS_COLUMN);
    expect(checkExportChoice({ columns: ['UserName'] })).toBeNull();
  });

  it('reads an export request from the address and removes it, keeping the rest', () => {
    expect(exportFormatRequested('?export=csv&page=2')).toBe('csv');
    expect(exportFormatRequested('?export=xlsx')).toBe('xlsx');
    expect(exportFormatRequested('?export=pdf')).toBeNull();
    expect(exportFormatRequested('')).toBeNull();
    expect(withoutExportRequest('?page=2&export=csv&q=a')).toBe('?page=2&q=a');
    expect(withoutExportRequest('?export=csv')).toBe('');
  });
});
