import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, type TableColumn } from '../ui';
import type { ListQueryCore, UrlTableState } from '../../lib/use-url-table-state';
import { LoadFailure } from './load-failure';
import { RowActions, type RowAction } from './row-actions';

/** A column of a list: a table column that a user may hide (saved views keep the choice). */
export interface ListColumn<TRow> extends TableColumn<TRow> {
  /** Not shown until the user picks it in Columns. */
  readonly defaultHidden?: boolean;
}

/** What a TanStack list query gives the table. */
export interface ListResult<TRow> {
  readonly data?:
    { readonly rows: readonly TRow[]; readonly total: number; readonly isTotalCapped?: boolean } | undefined;
  readonly isFetching: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

export interface ListSelection<TRow> {
  readonly rows: readonly TRow[];
  readonly onChange: (rows: TRow[]) => void;
  readonly isSelectable?: (row: TRow) => boolean;
}

export interface ListTableProps<TRow, TQuery extends ListQueryCore> {
  readonly state: UrlTableState<TQuery>;
  readonly result: ListResult<TRow>;
  readonly columns: readonly ListColumn<TRow>[];
  readonly ariaLabel: string;
  /** What the list holds, in the catalogue's 'Could not load X' wording ('users'). */
  readonly subject: string;
  readonly dataKey?: string;
  /** The row's actions, shown in one last column. */
  readonly rowActions?: (row: TRow) => readonly RowAction[];
  readonly selection?: ListSelection<TRow>;
  /** The empty text when the table's own ('No records found.') does not fit. */
  readonly emptyText?: ReactNode;
}

/** The columns shown: the user's choice from the URL (a saved view), else those not hidden by default. */
export function visibleColumns<TRow>(
  columns: readonly ListColumn<TRow>[],
  chosen: readonly string[] | null,
): ListColumn<TRow>[] {
  if (chosen === null) return columns.filter((column) => !column.defaultHidden);
  const shown = columns.filter((column) => chosen.includes(column.key));
  // A link naming no known column (renamed since) shows the defaults rather than an empty table.
  return shown.length > 0 ? shown : columns.filter((column) => !column.defaultHidden);
}

/**
 * A server-paged list on the URL's view (issue 12): loading, empty, load failure with retry, the spec's page
 * sizes, sort, visible columns, row actions and bulk selection. Screens give columns and a query result.
 */
export function ListTable<TRow extends object, TQuery extends ListQueryCore>({
  state,
  result,
  columns,
  ariaLabel,
  subject,
  dataKey = 'id',
  rowActions,
  selection,
  emptyText,
}: ListTableProps<TRow, TQuery>) {
  const { t } = useTranslation();
  const shown = useMemo(() => {
    const chosen = visibleColumns(columns, state.columns);
    if (!rowActions) return chosen;
    const actions: TableColumn<TRow> = {
      key: 'actions',
      header: t('table.actions'),
      compact: true,
      body: (row) => <RowActions actions={rowActions(row)} />,
    };
    return [...chosen, actions];
  }, [columns, state.columns, rowActions, t]);

  const { query } = state;
  const empty = result.isError ? (
    <LoadFailure error={result.error} subject={subject} onRetry={() => void result.refetch()} />
  ) : (
    (emptyText ?? t('table.empty'))
  );

  return (
    <PagedTable<TRow>
      rows={result.isError ? [] : (result.data?.rows ?? [])}
      dataKey={dataKey}
      columns={shown}
      total={result.isError ? 0 : (result.data?.total ?? 0)}
      page={query.page}
      size={query.size}
      pageSizeOptions={state.pageSizeOptions}
      sortField={query.sortField}
      sortOrder={query.sortOrder}
      onPageChange={(page, size) =>
        size === query.size
          ? state.update({ page } as Partial<TQuery>)
          : state.update({ size } as Partial<TQuery>)
      }
      onSortChange={(sortField, sortOrder) => state.update({ sortField, sortOrder } as Partial<TQuery>)}
      loading={result.isFetching}
      empty={empty}
      ariaLabel={ariaLabel}
      pageReport={t(result.data?.isTotalCapped ? 'table.pageReportCapped' : 'table.pageReport', {
        first: '{first}',
        last: '{last}',
        total: '{total}',
      })}
      rowsPerPageLabel={t('table.rowsPerPage')}
      {...(selection
        ? {
            selection: selection.rows,
            onSelectionChange: selection.onChange,
            ...(selection.isSelectable ? { isRowSelectable: selection.isSelectable } : {}),
          }
        : {})}
    />
  );
}
