import { ItemStatus, type AltItem } from '@portal/contracts';
import {
  LineItemGrid,
  useDeleteSelectedAction,
  type GridBulkAction,
  type GridColumn,
  type GridEntry,
  type LineItemRowsModel,
} from '../grid';
import type { NavigationMenuItem } from '../ui';
import { gridHeight } from './line-pager';
import { isSourcingEditable, type ConstructionLine } from './priced-lines';
import type { CellErrors } from './use-cell-issues';
import type { LineMoves } from './use-line-moves';

const I = ItemStatus.ids;
/** Past this height the lines scroll inside the grid, the workspace's panels staying in reach below. */
const LINES_GRID_MAX_HEIGHT = 520;

export interface ConstructionLineGridProps<TRow extends ConstructionLine<AltItem>> {
  /** The lines shown: one page of the working copy's (`usePagedPricingModel`). */
  readonly model: LineItemRowsModel<TRow>;
  readonly columns: readonly GridColumn<TRow>[];
  /** The grid's accessible name ('Quote Items', 'Order Items'). */
  readonly label: string;
  readonly readOnly: boolean;
  /** The transitions table's moves of the lines (`useLineMoves`). */
  readonly moves: LineMoves<TRow>;
  /** The workspace's own entries of a line's menu, before the moves (the line's panel, a substitute…). */
  readonly menuItems: (entry: GridEntry<TRow>) => NavigationMenuItem[];
  /** The bulk bar's way to the selected line's panel (`useOpenLine`), offered on a read-only record too. */
  readonly panelAction: GridBulkAction<TRow>;
  /** The workspace's own edits of the selected lines, offered while the record is editable, before the moves. */
  readonly bulkEdits: readonly GridBulkAction<TRow>[];
  /** The server's issues still to show, by line key then field. */
  readonly serverErrors: CellErrors;
}

/**
 * A construction workspace's lines on the grid kit, the quote's and the order's alike: in their saved order (the
 * saves keep it: nothing is moved), as tall as the page shown up to a scroll, a line editable while its sourcing is
 * (`isSourcingEditable`), the server's issues on the cells. A line's menu and the bulk bar offer the workspace's
 * own actions first, then the transitions table's moves (spec 001 §4) and Delete; a read-only record keeps only
 * the way to a line's panel.
 */
export function ConstructionLineGrid<TRow extends ConstructionLine<AltItem>>({
  model,
  columns,
  label,
  readOnly,
  moves,
  menuItems,
  panelAction,
  bulkEdits,
  serverErrors,
}: ConstructionLineGridProps<TRow>) {
  const deleteSelected = useDeleteSelectedAction<TRow>();
  return (
    <LineItemGrid
      model={model}
      columns={columns}
      label={label}
      readOnly={readOnly}
      isReorderable={false}
      isRowEditable={isSourcingEditable}
      rowMenuItems={(entry) => [...menuItems(entry), ...moves.menuItems(entry)]}
      bulkActions={
        readOnly
          ? [panelAction]
          : [panelAction, ...bulkEdits, moves.bulkMove(I.UNAVAILABLE), moves.bulkMove(I.WIP), deleteSelected]
      }
      serverErrors={serverErrors}
      height={gridHeight(model.entries.length, LINES_GRID_MAX_HEIGHT)}
    />
  );
}
