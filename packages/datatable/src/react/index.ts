export {
  DataTable,
  columnRequestOptions,
  type BulkContext,
  type DataTableColumn,
  type DataTableProps,
} from './DataTable';
export { ExportMenu, ExportProgress, type ExportColumnOption, type ExportMenuProps } from './ExportControls';
export { ExportMappingEditor, type ExportMappingEditorProps } from './ExportMappingEditor';
export {
  ColumnChooser,
  SavedFiltersControl,
  type ColumnChooserProps,
  type SavedFiltersControlProps,
} from './TableTools';
export {
  useTableUrlState,
  type TableStateHandle,
  type TableStateOptions,
  type TableStateStorage,
} from './useTableUrlState';
export { SortableHeader, type SortableHeaderProps } from './SortableHeader';
export { useSavedFilters } from './useSavedFilters';
export {
  ActiveFilters,
  ColumnFilterButton,
  type ActiveFiltersProps,
  type ColumnFilter,
  type ColumnFilterButtonProps,
} from './ColumnFilters';
export { useGridNavigation, type GridShape } from './useGridNavigation';
export { useListController, type UseListControllerOptions } from './useListController';
