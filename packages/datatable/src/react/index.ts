export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export { useTableUrlState } from './useTableUrlState';
export { SortableHeader, type SortableHeaderProps } from './SortableHeader';
