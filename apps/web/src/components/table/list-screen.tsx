import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedViewTableKey } from '@portal/contracts';
import { PageHeader, useScreenTitle } from '../layout';
import { ListChangeNotice } from '../live';
import { Button, iconClass } from '../ui';
import type { ListQueryCore, UrlTableState } from '../../lib/use-url-table-state';
import { FilterFields, type FilterSpec } from './filter-specs';
import { FilterToolbar } from './filter-toolbar';
import { ListTable, type ListColumn, type ListResult, type ListSelection } from './list-table';
import { ListTools } from './list-tools';
import type { LiveListNotice } from './paged-list';
import type { RowAction } from './row-actions';
import { StatusViews, type StatusViewsProps } from './status-views';

/** A list's views per status above its table, bound to the list's `statusId` filter. */
export type ListStatusViews = Pick<StatusViewsProps, 'statuses' | 'counts' | 'total' | 'label'>;

export interface ListScreenProps<TRow extends object, TQuery extends ListQueryCore> {
  /** The screen's title; its menu label by default (`useScreenTitle`). */
  readonly title?: string;
  /** The header's main button ('New Company'), when the user may create. */
  readonly newLabel?: string | undefined;
  readonly onNew?: () => void;
  /** More header buttons (exports, imports). */
  readonly headerActions?: ReactNode;
  /** A live list's 'N orders changed — Refresh' (`useLiveList`), first in the header. */
  readonly changeNotice?: LiveListNotice;
  readonly table: UrlTableState<TQuery>;
  readonly result: ListResult<TRow>;
  readonly columns: readonly ListColumn<TRow>[];
  readonly filters: readonly FilterSpec<TQuery>[];
  /** The list's saved-views key (contracts SAVED_VIEW_TABLE_KEYS). */
  readonly tableKey: SavedViewTableKey;
  /** In the catalogue's 'Could not load X' wording. */
  readonly subject: string;
  readonly rowActions?: (row: TRow) => readonly RowAction[];
  readonly selection?: ListSelection<TRow>;
  /**
   * The views per status (All and one toggle per status with its count) between the filters and the table; choosing
   * one sets the list's status filter. Only for a list whose query has a `statusId` filter.
   */
  readonly statusViews?: TQuery extends { readonly statusId?: number | undefined } ? ListStatusViews : never;
  /** Above the table, under the filters (a bulk-action bar). */
  readonly beforeTable?: ReactNode;
  /** The screen's dialogs (editors, confirmations). */
  readonly children?: ReactNode;
}

/**
 * A management screen as the kit lays it out (issue 12): the title with its New button, the filters with Clear
 * Filters, Columns and Views, the server-paged table with its row actions, and the screen's dialogs. Its data
 * props (`table`, `result`, `tableKey`, `subject`) are what `useList` returns: `<ListScreen {...list} …>`
 * (decision 191).
 */
export function ListScreen<TRow extends object, TQuery extends ListQueryCore>({
  title,
  newLabel,
  onNew,
  headerActions,
  changeNotice,
  table,
  result,
  columns,
  filters,
  tableKey,
  subject,
  rowActions,
  selection,
  statusViews,
  beforeTable,
  children,
}: ListScreenProps<TRow, TQuery>) {
  const { t } = useTranslation();
  const screenTitle = useScreenTitle();
  const heading = title ?? screenTitle;
  const statusTable = table as unknown as UrlTableState<
    ListQueryCore & { readonly statusId?: number | undefined }
  >;
  const newButton =
    newLabel && onNew ? (
      <Button type="button" label={newLabel} icon={iconClass('add')} onClick={onNew} />
    ) : null;
  return (
    <section className="screen">
      <PageHeader
        title={heading}
        actions={
          newButton || headerActions || changeNotice ? (
            <>
              {changeNotice ? (
                <ListChangeNotice notice={changeNotice} subject={changeNotice.subject} />
              ) : null}
              {headerActions}
              {newButton}
            </>
          ) : undefined
        }
      />
      <div className="surface-panel">
        <FilterToolbar
          label={t('table.filters')}
          tools={<ListTools state={table} columns={columns} tableKey={tableKey} />}
        >
          <FilterFields state={table} filters={filters} />
        </FilterToolbar>
        {statusViews ? (
          <StatusViews
            {...statusViews}
            statusId={statusTable.query.statusId}
            onSelect={(statusId) => statusTable.update({ statusId: statusId ?? null })}
          />
        ) : null}
        {beforeTable}
        <ListTable
          state={table}
          result={result}
          columns={columns}
          ariaLabel={heading}
          subject={subject}
          {...(rowActions ? { rowActions } : {})}
          {...(selection ? { selection } : {})}
        />
      </div>
      {children}
    </section>
  );
}
