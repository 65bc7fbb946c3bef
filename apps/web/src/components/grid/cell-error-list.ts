import type { TFunction } from 'i18next';
import type { CellError } from './grid-cells';
import type { GridEntry, SequencedRow } from './grid-rows';
import type { GridColumn } from './grid-types';

/** How many flagged cells a refused Save names before it counts the rest. */
export const NAMED_CELLS = 5;

/**
 * The flagged cells a refused Save names (issue 34: 'says which cells'), in the grid's own words — 'Line 3,
 * Quantity: Enter a number.' — by the line's position in the grid, counted from 1; past five, how many more.
 */
export function describeCellErrors<TRow extends SequencedRow>(
  errors: readonly CellError[],
  entries: readonly GridEntry<TRow>[],
  columns: readonly GridColumn<TRow>[],
  t: TFunction,
): string {
  const positionOf = new Map(entries.map((entry, index) => [entry.key, index + 1]));
  const headerOf = new Map(columns.map((column) => [column.key, column.header]));
  const named = errors.slice(0, NAMED_CELLS).map((error) =>
    t('grid.cellError', {
      number: positionOf.get(error.key) ?? '?',
      column: headerOf.get(error.columnKey) ?? error.columnKey,
      message: error.message,
    }),
  );
  const more = errors.length - named.length;
  return [...named, ...(more > 0 ? [t('grid.moreCells', { count: more })] : [])].join(' · ');
}
