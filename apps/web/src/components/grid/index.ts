// The editable line-item grid of the workspaces (issue 12); README.md shows how a workspace uses it.
export * from './bulk-actions';
export {
  collectChanges,
  isInsertedKey,
  isSameValue,
  toMarkedRows,
  type DeletedChange,
  type EditedChange,
  type GridChanges,
  type GridEntry,
  type InsertedChange,
  type MarkedRow,
  type RowField,
  type RowMarkerCode,
  type SequencedRow,
} from './grid-rows';
export { cellErrorOf, findCellErrors, type CellError } from './grid-cells';
export { describeCellErrors } from './cell-error-list';
export * from './grid-types';
export * from './line-item-grid';
export * from './use-line-item-rows';
export * from './lookup-editors';
