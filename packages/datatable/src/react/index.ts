export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export { useTableUrlState } from './useTableUrlState';
