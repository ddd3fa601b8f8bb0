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

/**
 * The query parameter that opens a table's export dialog on arrival (`?export=csv` or `?export=xlsx`):
 * how the console's command palette offers "Export users" as one action. Read once, then removed.
 */
export const EXPORT_QUERY_PARAM = 'export';

/** The export format a page's query asks to open, if any. */
export function exportFormatRequested(search: string): ExportFormat | null {
  const value = new URLSearchParams(search).get(EXPORT_QUERY_PARAM);
  return value === 'csv' || value === 'xlsx' ? value : null;
}

/** The query without the export request (so reloading the page does not open the dialog again). */
export function withoutExportRequest(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(EXPORT_QUERY_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
