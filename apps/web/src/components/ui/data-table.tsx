export {
  DataTable,
  type DataTableProps,
  type DataTableStateEvent,
  type DataTableValueArray,
  type DataTableSortEvent,
  type DataTablePageEvent,
} from 'primereact/datatable';
export { Column, type ColumnProps } from 'primereact/column';
