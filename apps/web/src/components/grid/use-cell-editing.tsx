import { useCallback, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CellEditor, cellErrorOf, editorOf, fieldOf, valueOf } from './grid-cells';
import type { BuiltColumn } from './grid-row';
import type { GridEntry, SequencedRow } from './grid-rows';
import type { LineItemRowsModel } from './use-line-item-rows';

/**
 * Marks the root of a custom editor's part drawn outside the cell (a list in a portal): the focus going there
 * stays in the edit.
 */
export const GRID_POPUP_ATTRIBUTE = 'data-grid-popup';

export interface EditingCell {
  readonly rowKey: string;
  readonly col: number;
  readonly draft: unknown;
  /** Opened by typing a character: the caret goes after it instead of selecting the text. */
  readonly isTyped: boolean;
}

export interface CellEditingOptions<TRow extends SequencedRow> {
  readonly model: LineItemRowsModel<TRow>;
  readonly builtColumns: readonly BuiltColumn<TRow>[];
  readonly indexByKey: ReadonlyMap<string, number>;
  readonly entryAt: (rowKey: string) => GridEntry<TRow> | undefined;
  readonly isCellEditable: (entry: GridEntry<TRow>, col: number) => boolean;
  /** Set when the edit ends from the keyboard: the focus goes back to the cell. */
  readonly focusPendingRef: RefObject<boolean>;
  readonly gridRef: RefObject<HTMLDivElement | null>;
  /** The grid's id prefix: the editor's input and its error take ids under it. */
  readonly idPrefix: string;
}

/**
 * The cell being edited: opening its editor (a checkbox toggles at once; a typed character starts the draft),
 * the draft, committing it to the model or dropping it, when a blur ends the edit, and the editor drawn in the
 * cell with its accessible name and error.
 */
export function useCellEditing<TRow extends SequencedRow>({
  model,
  builtColumns,
  indexByKey,
  entryAt,
  isCellEditable,
  focusPendingRef,
  gridRef,
  idPrefix,
}: CellEditingOptions<TRow>) {
  const { t } = useTranslation();
  const [editing, setEditingState] = useState<EditingCell | null>(null);
  // The edit as it is now, ahead of the render: a picker that commits on selection inside a keydown (Tab on a
  // highlighted suggestion) and the grid's own Tab handling in the same event must not commit twice, the second
  // time with the draft of the last render.
  const editingRef = useRef<EditingCell | null>(null);
  const setEditing = useCallback((next: EditingCell | null) => {
    editingRef.current = next;
    setEditingState(next);
  }, []);

  const commitEdit = (next?: unknown) => {
    const current = editingRef.current;
    if (!current) return;
    const entry = entryAt(current.rowKey);
    const built = builtColumns[current.col];
    setEditing(null);
    if (!entry || built?.type !== 'data') return;
    const field = fieldOf(built.column);
    if (field === null) return;
    model.editField(entry.key, field, (next === undefined ? current.draft : next) as TRow[typeof field]);
  };

  const startEdit = (entry: GridEntry<TRow>, col: number, typed?: string) => {
    const built = builtColumns[col];
    if (built?.type !== 'data' || !isCellEditable(entry, col)) return false;
    const editor = editorOf(built.column);
    if (!editor) return false;
    const value = valueOf(built.column, entry.current);
    if (editor.kind === 'checkbox') {
      const field = fieldOf(built.column);
      if (field !== null) model.editField(entry.key, field, !value as TRow[typeof field]);
      return true;
    }
    let draft = value;
    if (typed !== undefined) draft = editor.kind === 'text' ? typed : Number(typed);
    setEditing({ rowKey: entry.key, col, draft, isTyped: typed !== undefined });
    return true;
  };

  /** Built-in editors commit on blur; a custom one (a picker) only when it says so. */
  const commitsOnBlur = (cell: EditingCell): boolean => {
    const built = builtColumns[cell.col];
    const editor = built?.type === 'data' ? editorOf(built.column) : null;
    return editor?.kind !== 'custom' || editor.commitOnBlur === true;
  };

  const handleEditorBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!editing) return;
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (commitsOnBlur(editing)) {
      commitEdit();
      return;
    }
    // A picker's suggestions take no focus (no related target): the edit stays open for their click. The focus
    // going to a control outside the grid (the workspace's Save) ends the edit keeping its value, so the Save
    // sends what the cell shows.
    if (
      next instanceof HTMLElement &&
      !gridRef.current?.contains(next) &&
      !next.closest(`[${GRID_POPUP_ATTRIBUTE}]`)
    ) {
      commitEdit();
    }
  };

  const editingView = (() => {
    if (!editing) return null;
    const entry = entryAt(editing.rowKey);
    const built = builtColumns[editing.col];
    if (!entry || built?.type !== 'data') return null;
    const editor = editorOf(built.column);
    if (!editor) return null;
    const number = (indexByKey.get(entry.key) ?? 0) + 1;
    const draftRow = {
      ...entry.current,
      ...(built.column.field ? { [built.column.field]: editing.draft } : {}),
    };
    const error = cellErrorOf(built.column, draftRow, undefined, t('grid.notANumber'));
    const errorId = `${idPrefix}-editor-error`;
    return {
      rowKey: editing.rowKey,
      col: editing.col,
      isTyped: editing.isTyped,
      error,
      errorId,
      node: (
        <CellEditor
          editor={editor}
          value={editing.draft}
          row={entry.current}
          onChange={(draft) => {
            const current = editingRef.current;
            if (current) setEditing({ ...current, draft });
          }}
          onCommit={(value) => {
            commitEdit(value);
            focusPendingRef.current = true;
          }}
          onCancel={() => {
            setEditing(null);
            focusPendingRef.current = true;
          }}
          inputProps={{
            id: `${idPrefix}-editor`,
            'aria-label': t('grid.cellLabel', { column: built.column.header, number }),
            'aria-invalid': error !== null,
            'aria-describedby': error ? errorId : undefined,
            autoFocus: true,
          }}
        />
      ),
    };
  })();

  return {
    editing,
    setEditing,
    startEdit,
    commitEdit,
    commitsOnBlur,
    handleEditorBlur,
    editingView,
  };
}
