import type { BuiltColumn } from './grid-row';
import type { SequencedRow } from './grid-rows';
import type { GridColumn } from './grid-types';

const SELECT_COLUMN_WIDTH = 44;
const MARKER_COLUMN_WIDTH = 44;
const ACTIONS_COLUMN_WIDTH = 56;

export interface GridLayoutOptions {
  /** A selection column first (the grid has bulk actions). */
  readonly isSelectable: boolean;
  /** A line-menu column last (the grid is not read-only). */
  readonly hasRowActions: boolean;
}

/**
 * The grid's columns as laid out: the selection and marker columns, the caller's columns, the line-menu column,
 * each with its width; a frozen column and every column before it with their place at the left.
 */
export function layColumns<TRow extends SequencedRow>(
  columns: readonly GridColumn<TRow>[],
  { isSelectable, hasRowActions }: GridLayoutOptions,
): BuiltColumn<TRow>[] {
  const laid: BuiltColumn<TRow>[] = [
    ...(isSelectable ? [{ type: 'select' as const, width: SELECT_COLUMN_WIDTH }] : []),
    { type: 'marker' as const, width: MARKER_COLUMN_WIDTH },
    ...columns.map((column) => ({ type: 'data' as const, width: column.width, column })),
    ...(hasRowActions ? [{ type: 'actions' as const, width: ACTIONS_COLUMN_WIDTH }] : []),
  ];
  // Decision 201: a frozen column and every column before it keep their place while the grid scrolls sideways.
  const lastFrozen = laid.findLastIndex((built) => built.type === 'data' && built.column.frozen === true);
  let left = 0;
  return laid.map((built, index) => {
    if (index > lastFrozen) return built;
    const frozen = { ...built, stickyLeft: left, isLastFrozen: index === lastFrozen };
    left += built.width;
    return frozen;
  });
}
