import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  iconClass,
  PopupMenu,
  useConfirm,
  type NavigationMenuItem,
  type PopupMenuHandle,
} from '../ui';
import { useFormat } from '../../lib/i18n-format';
import { CellEditor, cellErrorOf, editorOf, fieldOf, valueOf } from './grid-cells';
import type { GridEntry, SequencedRow } from './grid-rows';
import { ALIGN_CLASS, cellStyle, defaultAlign, GridRow, type BuiltColumn, type RowActions } from './grid-row';
import type { GridBulkAction, GridColumn } from './grid-types';
import type { LineItemRowsModel } from './use-line-item-rows';
import { scrollTopToReveal, useVirtualRows } from './use-virtual-rows';
import './line-item-grid.css';

export interface LineItemGridProps<TRow extends SequencedRow> {
  /** The working copy, from useLineItemRows. */
  readonly model: LineItemRowsModel<TRow>;
  readonly columns: readonly GridColumn<TRow>[];
  /** The grid's accessible name ('Quote Items'). */
  readonly label: string;
  /** Nothing is editable and no line can be added, moved or deleted (spec 001 §4: processed records). */
  readonly readOnly?: boolean;
  /** Whether a line may be edited, moved or deleted (the grid's own rule: a deleted line is never edited). */
  readonly isRowEditable?: (row: TRow) => boolean;
  /** Actions on the selected lines; with none, the grid shows no selection column. */
  readonly bulkActions?: readonly GridBulkAction<TRow>[];
  /** The server's field issues of a Save, by line key then field: shown on the cells. */
  readonly serverErrors?: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** Pixels; every line is this tall, which is what lets the grid render only the lines in view. */
  readonly rowHeight?: number;
  /** Height of the scrolling area in pixels (header included). */
  readonly height?: number;
  /** Lines rendered beyond each edge of the view. */
  readonly overscan?: number;
  /** More controls at the end of the toolbar (Save, an import…). */
  readonly toolbarEnd?: ReactNode;
  /** Whether lines may be moved (default true); false where the save keeps the saved order (quote construction). */
  readonly isReorderable?: boolean;
  /** More entries of a line's menu, after the grid's own (spec 001 §4 item actions: unavailable, substituted…). */
  readonly rowMenuItems?: (entry: GridEntry<TRow>) => NavigationMenuItem[];
}

/**
 * Marks the root of a custom editor's part drawn outside the cell (a list in a portal): the focus going there
 * stays in the edit.
 */
export const GRID_POPUP_ATTRIBUTE = 'data-grid-popup';

const DEFAULT_ROW_HEIGHT = 40;
const DEFAULT_HEIGHT = 480;
const DEFAULT_OVERSCAN = 6;
const SELECT_COLUMN_WIDTH = 44;
const MARKER_COLUMN_WIDTH = 44;
const ACTIONS_COLUMN_WIDTH = 56;
const HEADER_ROW = '#header';

interface ActiveCell {
  readonly rowKey: string;
  readonly col: number;
  /** Where the line was, so the focus stays in place when the line itself goes (an inserted line deleted). */
  readonly rowIndex: number;
}

interface EditingCell {
  readonly rowKey: string;
  readonly col: number;
  readonly draft: unknown;
  /** Opened by typing a character: the caret goes after it instead of selecting the text. */
  readonly isTyped: boolean;
}

interface CellLocation {
  readonly rowKey: string;
  readonly col: number;
}

function locateCell(target: EventTarget | null): CellLocation | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest<HTMLElement>('[data-grid-col]');
  const row = cell?.closest<HTMLElement>('[data-grid-row]');
  if (!cell || !row) return null;
  return { rowKey: row.dataset['gridRow'] ?? '', col: Number(cell.dataset['gridCol']) };
}

/**
 * The editable line-item grid of the workspaces (issue 12; spec 001 §9: sequence order, row markers D/I/E):
 * the WAI-ARIA grid pattern with one tab stop, cell editors, selection with bulk actions, and only the lines in
 * view in the DOM. The working copy lives in the model (useLineItemRows), so the workspace's Save, guard and
 * totals read the same lines the grid shows. README.md beside this file shows a workspace using it.
 */
export function LineItemGrid<TRow extends SequencedRow>({
  model,
  columns,
  label,
  readOnly = false,
  isRowEditable,
  bulkActions = [],
  serverErrors,
  rowHeight = DEFAULT_ROW_HEIGHT,
  height = DEFAULT_HEIGHT,
  overscan = DEFAULT_OVERSCAN,
  toolbarEnd,
  isReorderable = true,
  rowMenuItems: extraRowMenuItems,
}: LineItemGridProps<TRow>) {
  const { t } = useTranslation();
  const format = useFormat();
  const confirm = useConfirm();
  const idPrefix = useId();
  const helpId = `${idPrefix}-help`;
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<PopupMenuHandle>(null);
  const [active, setActive] = useState<ActiveCell | null>(null);
  const [editing, setEditingState] = useState<EditingCell | null>(null);
  // The edit as it is now, ahead of the render: a picker that commits on selection inside a keydown (Tab on a
  // highlighted suggestion) and the grid's own Tab handling in the same event must not commit twice, the second
  // time with the draft of the last render.
  const editingRef = useRef<EditingCell | null>(null);
  const setEditing = useCallback((next: EditingCell | null) => {
    editingRef.current = next;
    setEditingState(next);
  }, []);
  const [menuRowKey, setMenuRowKey] = useState<string | null>(null);
  // Built when the menu opens (every entry ends by closing it), not on each render.
  const [menuItems, setMenuItems] = useState<NavigationMenuItem[]>([]);
  const [announcement, setAnnouncement] = useState('');
  // Set by a keyboard or menu action: the next render moves the browser focus to the active cell.
  const focusPending = useRef(false);

  const { entries, selectedKeys } = model;
  const isSelectable = bulkActions.length > 0;
  const hasRowActions = !readOnly;

  const builtColumns = useMemo<BuiltColumn<TRow>[]>(() => {
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
  }, [columns, isSelectable, hasRowActions]);
  const totalWidth = builtColumns.reduce((sum, column) => sum + column.width, 0);

  const indexByKey = useMemo(() => new Map(entries.map((entry, index) => [entry.key, index])), [entries]);

  const virtual = useVirtualRows({
    count: entries.length,
    rowHeight,
    overscan,
    scrollElement: scrollRef,
    fallbackViewportHeight: height,
  });

  // The active cell, made valid for the lines as they are now: a line that went leaves the focus at its place.
  const resolvedActive = useMemo<ActiveCell>(() => {
    const lastCol = builtColumns.length - 1;
    if (!active) return { rowKey: entries[0]?.key ?? HEADER_ROW, col: 0, rowIndex: 0 };
    const col = Math.min(active.col, lastCol);
    if (active.rowKey === HEADER_ROW) return { ...active, col };
    const index = indexByKey.get(active.rowKey);
    if (index !== undefined) return { rowKey: active.rowKey, col, rowIndex: index };
    const fallback = entries[Math.min(active.rowIndex, entries.length - 1)];
    return fallback
      ? { rowKey: fallback.key, col, rowIndex: Math.min(active.rowIndex, entries.length - 1) }
      : { rowKey: HEADER_ROW, col, rowIndex: 0 };
  }, [active, entries, indexByKey, builtColumns.length]);

  const isLineEditable = useCallback(
    (entry: GridEntry<TRow>) => !readOnly && !entry.isDeleted && (isRowEditable?.(entry.current) ?? true),
    [readOnly, isRowEditable],
  );
  const isLineManageable = useCallback(
    (entry: GridEntry<TRow>) => !readOnly && (isRowEditable?.(entry.current) ?? true),
    [readOnly, isRowEditable],
  );
  const isCellEditable = useCallback(
    (entry: GridEntry<TRow>, col: number) => {
      const built = builtColumns[col];
      if (built?.type !== 'data' || !editorOf(built.column) || !isLineEditable(entry)) return false;
      return built.column.isEditable?.(entry.current) ?? true;
    },
    [builtColumns, isLineEditable],
  );

  const entryAt = (rowKey: string) => {
    const index = indexByKey.get(rowKey);
    return index === undefined ? undefined : entries[index];
  };

  /** Moves the active cell, scrolls its line into view and (from the keyboard) the browser focus with it. */
  const moveTo = (rowKey: string, col: number, withFocus = true) => {
    const rowIndex = rowKey === HEADER_ROW ? 0 : (indexByKey.get(rowKey) ?? 0);
    setActive({ rowKey, col, rowIndex });
    if (rowKey !== HEADER_ROW) {
      const scroller = scrollRef.current;
      const headerHeight = rowHeight;
      const top = scroller
        ? scrollTopToReveal(rowIndex, rowHeight, scroller.scrollTop, virtual.viewportHeight, headerHeight)
        : null;
      if (scroller && top !== null) scroller.scrollTop = top;
    }
    if (withFocus) focusPending.current = true;
  };

  useLayoutEffect(() => {
    if (!focusPending.current || editing) return;
    focusPending.current = false;
    const rowElement = [...(gridRef.current?.querySelectorAll<HTMLElement>('[data-grid-row]') ?? [])].find(
      (element) => element.dataset['gridRow'] === resolvedActive.rowKey,
    );
    rowElement
      ?.querySelector<HTMLElement>(`[data-grid-col="${resolvedActive.col}"]`)
      ?.focus({ preventScroll: true });
  });

  const announce = (message: string) => setAnnouncement(message);
  const lineNumberOf = (rowKey: string) => (indexByKey.get(rowKey) ?? 0) + 1;

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

  const toggleDeleted = (entry: GridEntry<TRow>) => {
    if (!isLineManageable(entry)) return;
    const number = lineNumberOf(entry.key);
    if (entry.isDeleted) {
      model.restoreRows([entry.key]);
      announce(t('grid.announceRestored', { number }));
    } else {
      model.deleteRows([entry.key]);
      announce(t(entry.original ? 'grid.announceDeleted' : 'grid.announceRemoved', { number }));
    }
    focusPending.current = true;
  };

  const insertBelow = (afterKey: string | null) => {
    const key = model.insertRow(afterKey);
    if (key === null) return;
    const index = afterKey === null ? entries.length : (indexByKey.get(afterKey) ?? entries.length - 1) + 1;
    announce(t('grid.announceInserted', { number: index + 1 }));
    const firstEditable = builtColumns.findIndex((built) => built.type === 'data' && editorOf(built.column));
    // The new line is not in `entries` until the next render: its index is known, its key is given.
    setActive({ rowKey: key, col: Math.max(0, firstEditable), rowIndex: index });
    const scroller = scrollRef.current;
    if (scroller) {
      const top = scrollTopToReveal(index, rowHeight, scroller.scrollTop, virtual.viewportHeight, rowHeight);
      if (top !== null) scroller.scrollTop = top;
    }
    focusPending.current = true;
  };

  const duplicate = (entry: GridEntry<TRow>) => {
    const key = model.duplicateRow(entry.key);
    if (key === null) return;
    const index = (indexByKey.get(entry.key) ?? 0) + 1;
    announce(t('grid.announceInserted', { number: index + 1 }));
    setActive({ rowKey: key, col: resolvedActive.col, rowIndex: index });
    focusPending.current = true;
  };

  const move = (entry: GridEntry<TRow>, direction: 'up' | 'down') => {
    if (!isReorderable || !isLineEditable(entry)) return;
    const kept = entries.filter((other) => !other.isDeleted);
    const position = kept.findIndex((other) => other.key === entry.key);
    const neighbour = kept[direction === 'up' ? position - 1 : position + 1];
    if (!neighbour) return;
    model.moveRow(entry.key, direction);
    const index = indexByKey.get(neighbour.key) ?? 0;
    announce(t('grid.announceMoved', { number: index + 1 }));
    moveTo(entry.key, resolvedActive.col);
    const scroller = scrollRef.current;
    if (scroller) {
      const top = scrollTopToReveal(index, rowHeight, scroller.scrollTop, virtual.viewportHeight, rowHeight);
      if (top !== null) scroller.scrollTop = top;
    }
  };

  const revert = (entry: GridEntry<TRow>) => {
    model.revertRows([entry.key]);
    announce(t('grid.announceReverted', { number: lineNumberOf(entry.key) }));
    focusPending.current = true;
  };

  const toggleAll = () => {
    model.setSelected(selectedKeys.size === entries.length ? [] : entries.map((entry) => entry.key));
  };

  const openRowMenu = (rowKey: string, event: MouseEvent) => {
    setMenuRowKey(rowKey);
    const entry = entryAt(rowKey);
    setMenuItems(entry ? rowMenuItems(entry) : []);
    menuRef.current?.toggle(event);
  };

  /** The next (or previous) editable cell in reading order, for Tab and Shift+Tab (decision 201). */
  const nextEditableCell = (rowKey: string, col: number, step: 1 | -1): CellLocation | null => {
    let rowIndex = indexByKey.get(rowKey) ?? 0;
    let current = col + step;
    while (rowIndex >= 0 && rowIndex < entries.length) {
      const entry = entries[rowIndex];
      while (entry && current >= 0 && current < builtColumns.length) {
        if (isCellEditable(entry, current)) return { rowKey: entry.key, col: current };
        current += step;
      }
      rowIndex += step;
      current = step === 1 ? 0 : builtColumns.length - 1;
    }
    return null;
  };

  /** The first editable cell of the grid, for Tab from the header row. */
  const firstEditableCell = (): CellLocation | null => {
    const first = entries[0];
    if (!first) return null;
    return isCellEditable(first, 0) ? { rowKey: first.key, col: 0 } : nextEditableCell(first.key, 0, 1);
  };

  const handleEditingKeyDown = (event: KeyboardEvent<HTMLDivElement>, current: EditingCell) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      // The edit ends here; a dialog around the grid must not close too.
      event.stopPropagation();
      setEditing(null);
      focusPending.current = true;
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commitEdit();
      focusPending.current = true;
    } else if (event.key === 'Tab') {
      event.preventDefault();
      commitEdit();
      const next = nextEditableCell(current.rowKey, current.col, event.shiftKey ? -1 : 1);
      const nextEntry = next ? entryAt(next.rowKey) : undefined;
      if (next && nextEntry) {
        moveTo(next.rowKey, next.col, false);
        const built = builtColumns[next.col];
        if (built?.type === 'data' && editorOf(built.column)?.kind === 'checkbox')
          focusPending.current = true;
        else startEdit(nextEntry, next.col);
      } else {
        focusPending.current = true;
      }
    }
  };

  const pageRows = Math.max(1, Math.floor((virtual.viewportHeight - rowHeight) / rowHeight) - 1);

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
            : firstEditableCell()
          : nextEditableCell(rowKey, col, event.shiftKey ? -1 : 1);
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

  /** A character typed on a text or number cell opens its editor with that character, as a spreadsheet does. */
  function startTypedEdit(event: KeyboardEvent, entry: GridEntry<TRow> | undefined, col: number): boolean {
    if (!entry || event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return false;
    const built = builtColumns[col];
    const kind = built?.type === 'data' ? editorOf(built.column)?.kind : undefined;
    if (kind === 'text' || ((kind === 'number' || kind === 'money') && /[0-9]/.test(event.key))) {
      return startEdit(entry, col, event.key);
    }
    return false;
  }

  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const location = locateCell(event.target);
    if (!location) return;
    if (location.rowKey === resolvedActive.rowKey && location.col === resolvedActive.col) return;
    // Built-in editors commit on blur; a picker that does not ends its edit when another cell takes the focus.
    if (
      editing &&
      !commitsOnBlur(editing) &&
      (editing.rowKey !== location.rowKey || editing.col !== location.col)
    ) {
      commitEdit();
    }
    setActive({
      rowKey: location.rowKey,
      col: location.col,
      rowIndex: location.rowKey === HEADER_ROW ? 0 : (indexByKey.get(location.rowKey) ?? 0),
    });
  };

  const handleDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const location = locateCell(event.target);
    const entry = location ? entryAt(location.rowKey) : undefined;
    if (!location || !entry || editing) return;
    const built = builtColumns[location.col];
    if (built?.type === 'data' && editorOf(built.column)?.kind !== 'checkbox') startEdit(entry, location.col);
  };

  function commitsOnBlur(cell: EditingCell): boolean {
    const built = builtColumns[cell.col];
    const editor = built?.type === 'data' ? editorOf(built.column) : null;
    return editor?.kind !== 'custom' || editor.commitOnBlur === true;
  }

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

  const rowActions: RowActions<TRow> = {
    toggleSelected: (key: string) => model.toggleSelected(key),
    toggleCheckbox: (entry: GridEntry<TRow>, col: number) => startEdit(entry, col),
    openMenu: openRowMenu,
    blurEditor: handleEditorBlur,
  };
  // Rows are memoised: they reach the latest handlers through this ref, read only inside events.
  const rowActionsRef = useRef(rowActions);
  useLayoutEffect(() => {
    rowActionsRef.current = rowActions;
  });

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
            focusPending.current = true;
          }}
          onCancel={() => {
            setEditing(null);
            focusPending.current = true;
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

  const activeIndex = resolvedActive.rowKey === HEADER_ROW ? -1 : resolvedActive.rowIndex;
  const renderedIndexes: number[] = [];
  for (let index = virtual.start; index < virtual.end; index += 1) renderedIndexes.push(index);
  // The active line stays in the DOM when scrolled away, so the focus (and a screen reader's place) never drops.
  if (
    activeIndex >= 0 &&
    activeIndex < entries.length &&
    (activeIndex < virtual.start || activeIndex >= virtual.end)
  ) {
    renderedIndexes.push(activeIndex);
  }

  const activeEntry = entries[activeIndex];
  const activeBuilt = builtColumns[resolvedActive.col];
  const activeError =
    activeEntry && !activeEntry.isDeleted && activeBuilt?.type === 'data'
      ? cellErrorOf(
          activeBuilt.column,
          activeEntry.current,
          activeBuilt.column.field
            ? serverErrors?.get(activeEntry.key)?.[activeBuilt.column.field]
            : undefined,
          t('grid.notANumber'),
        )
      : null;

  const selectedEntries = entries.filter((entry) => selectedKeys.has(entry.key));
  const runBulkAction = (action: GridBulkAction<TRow>) => {
    const run = () => {
      action.run({ entries: selectedEntries, keys: selectedEntries.map((entry) => entry.key), model });
      if (!action.keepsSelection) model.setSelected([]);
    };
    if (action.confirmation) {
      confirm({
        header: action.confirmation.header,
        message: action.confirmation.message,
        acceptLabel: t('common.yes'),
        rejectLabel: t('common.no'),
        onAccept: run,
      });
    } else run();
  };

  const { changes } = model;
  const menuEntry = menuRowKey === null ? undefined : entryAt(menuRowKey);

  function rowMenuItems(entry: GridEntry<TRow>): NavigationMenuItem[] {
    const items: NavigationMenuItem[] = [];
    const isManageable = isLineManageable(entry);
    const isEditable = isLineEditable(entry);
    if (model.canInsert && !readOnly) {
      items.push({
        label: t('grid.insertBelow'),
        icon: iconClass('add'),
        onSelect: () => insertBelow(entry.key),
      });
    }
    if (model.canDuplicate && isEditable) {
      items.push({ label: t('grid.duplicate'), icon: iconClass('copy'), onSelect: () => duplicate(entry) });
    }
    if (isEditable && isReorderable) {
      items.push(
        { label: t('grid.moveUp'), icon: iconClass('moveUp'), onSelect: () => move(entry, 'up') },
        { label: t('grid.moveDown'), icon: iconClass('moveDown'), onSelect: () => move(entry, 'down') },
      );
    }
    if (isManageable) {
      items.push(
        entry.isDeleted
          ? { label: t('grid.restore'), icon: iconClass('restore'), onSelect: () => toggleDeleted(entry) }
          : { label: t('grid.delete'), icon: iconClass('delete'), onSelect: () => toggleDeleted(entry) },
      );
    }
    if (entry.marker !== null && entry.original !== null && isManageable) {
      items.push({ label: t('grid.revert'), icon: iconClass('revert'), onSelect: () => revert(entry) });
    }
    if (extraRowMenuItems) items.push(...extraRowMenuItems(entry));
    return items;
  }

  const headerCells = builtColumns.map((built, col) => {
    const isActive = resolvedActive.rowKey === HEADER_ROW && resolvedActive.col === col;
    const common = {
      role: 'columnheader',
      'data-grid-col': col,
      'aria-colindex': col + 1,
      tabIndex: isActive ? 0 : -1,
      style: cellStyle(built),
    };
    switch (built.type) {
      case 'select': {
        const allSelected = entries.length > 0 && selectedKeys.size === entries.length;
        return (
          <div key="select" {...common} className="line-item-grid__cell line-item-grid__cell--center">
            <input
              type="checkbox"
              tabIndex={-1}
              aria-label={t('grid.selectAll')}
              checked={allSelected}
              ref={(element) => {
                if (element) element.indeterminate = selectedKeys.size > 0 && !allSelected;
              }}
              onChange={toggleAll}
              disabled={entries.length === 0}
            />
          </div>
        );
      }
      case 'marker':
        return (
          <div key="marker" {...common} className="line-item-grid__cell line-item-grid__cell--center">
            <span className="visually-hidden">{t('grid.markerColumn')}</span>
          </div>
        );
      case 'actions':
        return (
          <div key="actions" {...common} className="line-item-grid__cell">
            <span className="visually-hidden">{t('grid.actionsColumn')}</span>
          </div>
        );
      case 'data':
        return (
          <div
            key={built.column.key}
            {...common}
            className={`line-item-grid__cell${ALIGN_CLASS[built.column.align ?? defaultAlign(built.column)]}`}
          >
            {built.column.header}
          </div>
        );
    }
  });

  return (
    <div className="line-item-grid">
      <div className="line-item-grid__toolbar">
        {model.canInsert && !readOnly ? (
          <Button
            type="button"
            icon={iconClass('add')}
            label={t('grid.addLine')}
            outlined
            size="small"
            onClick={() => insertBelow(null)}
          />
        ) : null}
        {isSelectable && selectedEntries.length > 0 ? (
          <div role="group" aria-label={t('grid.bulkActions')} className="line-item-grid__bulk">
            <span className="line-item-grid__bulk-count">
              {t('grid.selectedCount', { count: selectedEntries.length })}
            </span>
            {bulkActions.map((action) => (
              <Button
                key={action.id}
                type="button"
                icon={action.icon ? iconClass(action.icon) : undefined}
                label={action.label}
                size="small"
                outlined
                disabled={action.isEnabled ? !action.isEnabled(selectedEntries) : false}
                onClick={() => runBulkAction(action)}
              />
            ))}
            <Button
              type="button"
              label={t('grid.clearSelection')}
              size="small"
              text
              onClick={() => model.setSelected([])}
            />
          </div>
        ) : null}
        {toolbarEnd ? <div className="line-item-grid__toolbar-end">{toolbarEnd}</div> : null}
      </div>
      <div
        ref={scrollRef}
        className="line-item-grid__scroller"
        style={{ height }}
        onScroll={virtual.handleScroll}
      >
        <div
          ref={gridRef}
          role="grid"
          aria-label={label}
          aria-describedby={helpId}
          aria-rowcount={entries.length + 1}
          aria-colcount={builtColumns.length}
          aria-multiselectable={isSelectable || undefined}
          aria-readonly={readOnly || undefined}
          className="line-item-grid__grid"
          style={{ width: totalWidth, height: rowHeight + virtual.totalHeight }}
          onKeyDown={handleKeyDown}
          onFocus={handleFocus}
          onDoubleClick={handleDoubleClick}
        >
          <div role="rowgroup" className="line-item-grid__head">
            <div
              role="row"
              aria-rowindex={1}
              data-grid-row={HEADER_ROW}
              className="line-item-grid__row line-item-grid__row--header"
              style={{ height: rowHeight }}
            >
              {headerCells}
            </div>
          </div>
          <div role="rowgroup" className="line-item-grid__body" style={{ height: virtual.totalHeight }}>
            {renderedIndexes.map((index) => {
              const entry = entries[index];
              if (!entry) return null;
              const isActiveRow = index === activeIndex;
              const isEditingRow = editingView?.rowKey === entry.key;
              return (
                <GridRow
                  key={entry.key}
                  entry={entry}
                  index={index}
                  rowHeight={rowHeight}
                  columns={builtColumns}
                  isSelected={selectedKeys.has(entry.key)}
                  isSelectable={isSelectable}
                  isEditable={isLineEditable(entry)}
                  isManageable={isLineManageable(entry)}
                  activeCol={isActiveRow ? resolvedActive.col : null}
                  editingCol={isEditingRow ? editingView.col : null}
                  editor={isEditingRow ? editingView : null}
                  serverErrors={serverErrors?.get(entry.key)}
                  format={format}
                  idPrefix={idPrefix}
                  actionsRef={rowActionsRef}
                />
              );
            })}
          </div>
        </div>
      </div>
      {entries.length === 0 ? <p className="line-item-grid__empty">{t('grid.noLines')}</p> : null}
      <div className="line-item-grid__footer">
        <span>{t('grid.lineCount', { count: entries.length })}</span>
        {model.isDirty ? (
          <span className="line-item-grid__unsaved">
            {t('grid.unsaved', {
              inserted: changes.inserted.length,
              edited: changes.edited.length,
              deleted: changes.deleted.length,
            })}
          </span>
        ) : null}
        <span role="status" className="line-item-grid__status">
          {activeError && activeBuilt?.type === 'data'
            ? t('grid.cellError', {
                number: activeIndex + 1,
                column: activeBuilt.column.header,
                message: activeError,
              })
            : announcement}
        </span>
      </div>
      <p id={helpId} className="visually-hidden">
        {t('grid.keyboardHelp')}
      </p>
      {hasRowActions ? (
        <PopupMenu
          ref={menuRef}
          id={`${idPrefix}-row-menu`}
          ariaLabel={menuEntry ? t('grid.lineActions', { number: lineNumberOf(menuEntry.key) }) : label}
          items={menuItems}
          hrefForRoute={(route) => route}
          onNavigate={() => undefined}
          onHide={() => {
            focusPending.current = true;
            setMenuRowKey(null);
          }}
        />
      ) : null}
    </div>
  );
}
