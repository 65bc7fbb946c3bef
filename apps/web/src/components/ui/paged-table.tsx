import type { ReactNode } from 'react';
import { Column } from 'primereact/column';
import { DataTable, type DataTableSortEvent } from 'primereact/datatable';
import type { PaginatorTemplateOptions } from 'primereact/paginator';
import { SELECTION_COLUMN_PASS_THROUGH } from './accessible-pass-through';
import './paged-table.css';

/**
 * The one server-paged table of the portal, with PrimeReact's API kept in here (issue 12): features describe
 * columns and receive page/sort changes in the URL's terms (1-based page, field + 'asc'|'desc').
 */
export interface TableColumn<TRow> {
  /** The column's id: its key in a saved view's `columns` and, without a body, the row field shown. */
  readonly key: string;
  readonly header: string;
  /** The API's sort field when the column is sortable. */
  readonly sortField?: string;
  readonly body?: (row: TRow) => ReactNode;
  /**
   * What gives way on a narrow screen (issue 12: usable at 800 px without a sideways scroll hiding the actions):
   * 1 always shows, 2 hides below 1000 px, 3 below 1200 px. Default 1.
   */
  readonly priority?: 1 | 2 | 3;
  /** A narrow column (avatars, flags, actions) that keeps its content on one line. */
  readonly compact?: boolean;
}

export interface PagedTableProps<TRow> {
  readonly rows: readonly TRow[];
  /** The row field that identifies a row (selection and React keys). */
  readonly dataKey: string;
  readonly columns: readonly TableColumn<TRow>[];
  readonly total: number;
  /** 1-based. */
  readonly page: number;
  readonly size: number;
  readonly pageSizeOptions: readonly number[];
  readonly sortField: string;
  readonly sortOrder: 'asc' | 'desc';
  readonly onPageChange: (page: number, size: number) => void;
  readonly onSortChange: (field: string, order: 'asc' | 'desc') => void;
  readonly loading: boolean;
  /** Shown in the body when there are no rows (the empty text, or a load failure with its retry). */
  readonly empty: ReactNode;
  readonly ariaLabel: string;
  /** '{first}–{last} of {total}' in the user's language, placeholders kept. */
  readonly pageReport: string;
  /** The rows-per-page choice's accessible name. */
  readonly rowsPerPageLabel: string;
  /** Bulk selection: the selected rows and their setter; a checkbox column appears when given. */
  readonly selection?: readonly TRow[];
  readonly onSelectionChange?: (rows: TRow[]) => void;
  readonly isRowSelectable?: (row: TRow) => boolean;
}

function priorityClass(priority: 1 | 2 | 3 | undefined, compact: boolean | undefined): string {
  return [
    priority && priority > 1 ? `paged-table__col--p${priority}` : '',
    compact ? 'paged-table__col--compact' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function PagedTable<TRow extends object>(props: PagedTableProps<TRow>) {
  const {
    rows,
    dataKey,
    columns,
    total,
    page,
    size,
    pageSizeOptions,
    sortField,
    sortOrder,
    onPageChange,
    onSortChange,
    loading,
    empty,
    ariaLabel,
    pageReport,
    rowsPerPageLabel,
    selection,
    onSelectionChange,
    isRowSelectable,
  } = props;

  const onSort = (event: DataTableSortEvent) => {
    const column = columns.find((candidate) => candidate.sortField === event.sortField);
    if (!column?.sortField) return;
    onSortChange(column.sortField, event.sortOrder === -1 ? 'desc' : 'asc');
  };

  // A native select: it has a visible value and an accessible name, and needs no overlay.
  const paginatorTemplate: PaginatorTemplateOptions = {
    layout:
      'RowsPerPageDropdown FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport',
    RowsPerPageDropdown: () => (
      <select
        className="paged-table__size"
        aria-label={rowsPerPageLabel}
        value={size}
        onChange={(event) => onPageChange(1, Number(event.target.value))}
      >
        {pageSizeOptions.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    ),
  };

  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const tableProps = selectable
    ? {
        selectionMode: 'checkbox' as const,
        selection: selection as TRow[],
        onSelectionChange: (event: { value: TRow[] }) => onSelectionChange(event.value),
        ...(isRowSelectable
          ? { isDataSelectable: (event: { data: TRow }) => isRowSelectable(event.data) }
          : {}),
      }
    : {};

  return (
    <DataTable
      {...tableProps}
      value={rows as TRow[]}
      dataKey={dataKey}
      lazy
      paginator
      first={(page - 1) * size}
      rows={size}
      totalRecords={total}
      rowsPerPageOptions={[...pageSizeOptions]}
      paginatorTemplate={paginatorTemplate}
      currentPageReportTemplate={pageReport.replace('{total}', '{totalRecords}')}
      onPage={(event) => onPageChange((event.page ?? 0) + 1, event.rows)}
      sortField={sortField}
      sortOrder={sortOrder === 'desc' ? -1 : 1}
      onSort={onSort}
      loading={loading}
      emptyMessage={empty}
      // The name belongs on the table itself (the wrapper div would leave the table unnamed).
      pt={{ table: { 'aria-label': ariaLabel, 'aria-busy': loading } }}
      size="small"
      className="paged-table"
    >
      {selectable ? (
        <Column
          selectionMode="multiple"
          className="paged-table__col--select"
          pt={SELECTION_COLUMN_PASS_THROUGH}
        />
      ) : null}
      {columns.map((column) => {
        const className = priorityClass(column.priority, column.compact);
        return (
          <Column
            key={column.key}
            field={column.key}
            {...(column.sortField ? { sortField: column.sortField, sortable: true } : {})}
            header={column.header}
            {...(column.body ? { body: column.body } : {})}
            {...(className ? { className, headerClassName: className } : {})}
          />
        );
      })}
    </DataTable>
  );
}
