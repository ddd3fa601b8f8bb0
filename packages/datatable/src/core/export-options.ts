import { ExportScope } from './api-values';

export type ExportFormat = 'csv' | 'xlsx';

/** Spec §9 export scopes, in the order the dialog offers them. */
export const EXPORT_SCOPES = [
  { value: ExportScope.CurrentPage, label: 'Current page' },
  { value: ExportScope.AllPages, label: 'All pages' },
  { value: ExportScope.OnlyFiltered, label: 'Only filtered' },
] as const;

/** What the export dialog hands to the caller. `selectedIds` is set when the user chose "Selected rows". */
export interface ExportChoice {
  format: ExportFormat;
  scope: 0 | 1 | 2;
  columns: string[];
  selectedIds?: string[];
}

/** Spec §5: an export needs at least one column chosen. */
export const EXPORT_NEEDS_COLUMN = 'Choose at least one column to export.';

export function checkExportChoice(choice: Pick<ExportChoice, 'columns'>): string | null {
  return choice.columns.length === 0 ? EXPORT_NEEDS_COLUMN : null;
}
