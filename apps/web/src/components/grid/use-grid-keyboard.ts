import type { KeyboardEvent } from 'react';
import { firstEditableCell, HEADER_ROW, locateCell, nextEditableCell, type GridCells } from './grid-cursor';
import { editorOf } from './grid-cells';
import type { BuiltColumn } from './grid-row';
import type { GridEntry, SequencedRow } from './grid-rows';
import type { EditingCell, useCellEditing } from './use-cell-editing';
import type { useGridCursor } from './use-grid-cursor';
import type { LineItemRowsModel } from './use-line-item-rows';
import type { useLineCommands } from './use-line-commands';

export interface GridKeyboardOptions<TRow extends SequencedRow> {
  readonly model: LineItemRowsModel<TRow>;
  readonly builtColumns: readonly BuiltColumn<TRow>[];
  readonly indexByKey: ReadonlyMap<string, number>;
  readonly readOnly: boolean;
  readonly isSelectable: boolean;
  /** Lines a PageUp or PageDown moves over. */
  readonly pageRows: number;
  readonly isCellEditable: (entry: GridEntry<TRow>, col: number) => boolean;
  readonly entryAt: (rowKey: string) => GridEntry<TRow> | undefined;
  readonly toggleAll: () => void;
  /** The grid's parts the keys drive: the active cell, the edit, the line commands. */
  readonly cursor: Pick<ReturnType<typeof useGridCursor<TRow>>, 'moveTo' | 'focusPendingRef'>;
  readonly cellEditing: Pick<
    ReturnType<typeof useCellEditing<TRow>>,
    'editing' | 'setEditing' | 'startEdit' | 'commitEdit'
  >;
  readonly commands: Pick<ReturnType<typeof useLineCommands<TRow>>, 'toggleDeleted' | 'insertBelow' | 'move'>;
}

/**
 * The grid's keys (WAI-ARIA grid pattern, spreadsheet habits): arrows, Page Up/Down, Home/End move the active
 * cell; Enter or F2 edits, a typed character starts an edit with it; Space selects or toggles a checkbox; Tab walks
 * the editable cells in reading order (decision 201); Delete and Insert delete and insert lines, Alt+arrows move
 * them, Ctrl+A selects every line. During an edit: Escape drops it, Enter commits it, Tab commits and edits the
 * next editable cell.
 */
export function useGridKeyboard<TRow extends SequencedRow>(options: GridKeyboardOptions<TRow>) {
  const {
    model,
    builtColumns,
    indexByKey,
    readOnly,
    isSelectable,
    pageRows,
    isCellEditable,
    entryAt,
    toggleAll,
  } = options;
  const { moveTo, focusPendingRef } = options.cursor;
  const { editing, setEditing, startEdit, commitEdit } = options.cellEditing;
  const { toggleDeleted, insertBelow, move } = options.commands;
  const { entries } = model;
  const cells: GridCells<TRow> = { entries, indexByKey, columnCount: builtColumns.length };

  const handleEditingKeyDown = (event: KeyboardEvent<HTMLDivElement>, current: EditingCell) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      // The edit ends here; a dialog around the grid must not close too.
      event.stopPropagation();
      setEditing(null);
      focusPendingRef.current = true;
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commitEdit();
      focusPendingRef.current = true;
    } else if (event.key === 'Tab') {
      event.preventDefault();
      commitEdit();
      const next = nextEditableCell(
        cells,
        isCellEditable,
        current.rowKey,
        current.col,
        event.shiftKey ? -1 : 1,
      );
      const nextEntry = next ? entryAt(next.rowKey) : undefined;
      if (next && nextEntry) {
        moveTo(next.rowKey, next.col, false);
        const built = builtColumns[next.col];
        if (built?.type === 'data' && editorOf(built.column)?.kind === 'checkbox')
          focusPendingRef.current = true;
        else startEdit(nextEntry, next.col);
      } else {
        focusPendingRef.current = true;
      }
    }
  };

  /** A character typed on a text or number cell opens its editor with that character, as a spreadsheet does. */
  const startTypedEdit = (event: KeyboardEvent, entry: GridEntry<TRow> | undefined, col: number): boolean => {
    if (!entry || event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return false;
    const built = builtColumns[col];
    const kind = built?.type === 'data' ? editorOf(built.column)?.kind : undefined;
    if (kind === 'text' || ((kind === 'number' || kind === 'money') && /[0-9]/.test(event.key))) {
      return startEdit(entry, col, event.key);
    }
    return false;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return;
    if (editing) {
      handleEditingKeyDown(event, editing);
      return;
    }
    const location = locateCell(event.target);
    if (!location) return;
    const { rowKey, col } = location;
    const isHeader = rowKey === HEADER_ROW;
    const rowIndex = isHeader ? -1 : (indexByKey.get(rowKey) ?? 0);
    const entry = isHeader ? undefined : entries[rowIndex];
    const built = builtColumns[col];
    const lastCol = builtColumns.length - 1;
    const keyOfRow = (index: number) => (index < 0 ? HEADER_ROW : (entries[index]?.key ?? HEADER_ROW));
    const isControl = event.ctrlKey || event.metaKey;
    let handled = true;

    switch (event.key) {
      case 'ArrowRight':
        moveTo(rowKey, Math.min(lastCol, col + 1));
        break;
      case 'ArrowLeft':
        moveTo(rowKey, Math.max(0, col - 1));
        break;
      case 'ArrowDown':
        if (event.altKey && entry) move(entry, 'down');
        else moveTo(keyOfRow(Math.min(entries.length - 1, rowIndex + 1)), col);
        break;
      case 'ArrowUp':
        if (event.altKey && entry) move(entry, 'up');
        else moveTo(keyOfRow(Math.max(-1, rowIndex - 1)), col);
        break;
      case 'PageDown':
        moveTo(keyOfRow(Math.min(entries.length - 1, rowIndex + pageRows)), col);
        break;
      case 'PageUp':
        moveTo(keyOfRow(Math.max(isHeader ? -1 : 0, rowIndex - pageRows)), col);
        break;
      case 'Home':
        // spec-neutral spreadsheet habit: Ctrl+Home goes to the first line (the header holds no data).
        moveTo(isControl ? keyOfRow(entries.length > 0 ? 0 : -1) : rowKey, 0);
        break;
      case 'End':
        moveTo(isControl ? keyOfRow(entries.length - 1) : rowKey, lastCol);
        break;
      case 'Enter':
      case 'F2':
        if (isHeader) {
          if (built?.type === 'select') toggleAll();
          else handled = false;
        } else if (entry && built?.type === 'select') model.toggleSelected(entry.key);
        else if (entry && built?.type === 'actions') {
          // A click on the line's menu button, so the menu opens beside it.
          (event.target as HTMLElement).querySelector<HTMLButtonElement>('button')?.click();
        } else if (!entry || !startEdit(entry, col)) handled = false;
        break;
      case ' ':
        if (isHeader) {
          if (built?.type === 'select') toggleAll();
          else handled = false;
        } else if (entry && (event.shiftKey || built?.type === 'select')) {
          if (isSelectable) model.toggleSelected(entry.key);
          else handled = false;
        } else if (entry && built?.type === 'data' && editorOf(built.column)?.kind === 'checkbox') {
          startEdit(entry, col);
        } else handled = false;
        break;
      case 'Tab': {
        // Decision 201: Tab and Shift+Tab walk the editable cells in reading order and leave the grid only
        // past the last (or before the first), so a key pressed after a pick never lands on a button below.
        if (isControl || event.altKey) {
          handled = false;
          break;
        }
        const next = isHeader
          ? event.shiftKey
            ? null
            : firstEditableCell(cells, isCellEditable)
          : nextEditableCell(cells, isCellEditable, rowKey, col, event.shiftKey ? -1 : 1);
        if (next) moveTo(next.rowKey, next.col);
        else handled = false;
        break;
      }
      case 'Delete':
        if (entry) toggleDeleted(entry);
        else handled = false;
        break;
      case 'Insert':
        if (model.canInsert && !readOnly) insertBelow(entry?.key ?? null);
        else handled = false;
        break;
      case 'a':
      case 'A':
        if (isControl && isSelectable) model.setSelected(entries.map((line) => line.key));
        else handled = startTypedEdit(event, entry, col);
        break;
      default:
        handled = startTypedEdit(event, entry, col);
    }
    if (handled) event.preventDefault();
  };

  return handleKeyDown;
}
