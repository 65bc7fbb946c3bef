import type { SavedViewTableKey } from '@portal/contracts';
import type { ListQueryCore, UrlTableState } from '../../lib/use-url-table-state';
import { ColumnChooser } from './column-chooser';
import { ClearFiltersButton } from './filter-toolbar';
import type { ListColumn } from './list-table';
import { SavedViewsMenu } from './saved-views-menu';

/** The tools every list offers beside its filters: Clear Filters, Columns and the user's saved Views. */
export function ListTools<TRow, TQuery extends ListQueryCore>({
  state,
  columns,
  tableKey,
}: {
  readonly state: UrlTableState<TQuery>;
  readonly columns: readonly ListColumn<TRow>[];
  /** The list's key among the saved views' tables (contracts SAVED_VIEW_TABLE_KEYS). */
  readonly tableKey: SavedViewTableKey;
}) {
  return (
    <>
      <ClearFiltersButton state={state} />
      <ColumnChooser state={state} columns={columns} />
      <SavedViewsMenu tableKey={tableKey} />
    </>
  );
}
