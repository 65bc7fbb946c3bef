import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { PopupMenu, type NavigationMenuItem, type PopupMenuHandle } from '../ui';
import { useFormat } from '../../lib/i18n-format';
import { editorOf } from './grid-cells';
import { HEADER_ROW, locateCell } from './grid-cursor';
import { GridFooter } from './grid-footer';
import { GridHeaderRow } from './grid-header-row';
import { layColumns } from './grid-layout';
import { GridRow, type RowActions } from './grid-row';
import type { GridEntry, SequencedRow } from './grid-rows';
import { GridToolbar } from './grid-toolbar';
import type { GridBulkAction, GridColumn } from './grid-types';
import { useCellEditing } from './use-cell-editing';
import { useFocusActiveCell, useGridCursor } from './use-grid-cursor';
import { useGridKeyboard } from './use-grid-keyboard';
import type { LineItemRowsModel } from './use-line-item-rows';
import { useLineCommands } from './use-line-commands';
import { useVirtualRows } from './use-virtual-rows';
import './line-item-grid.css';

export { GRID_POPUP_ATTRIBUTE } from './use-cell-editing';

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

const DEFAULT_ROW_HEIGHT = 40;
const DEFAULT_HEIGHT = 480;
const DEFAULT_OVERSCAN = 6;

/**
 * The editable line-item grid of the workspaces (issue 12; spec 001 §9: sequence order, row markers D/I/E):
 * the WAI-ARIA grid pattern with one tab stop, cell editors, selection with bulk actions, and only the lines in
 * view in the DOM. The working copy lives in the model (useLineItemRows), so the workspace's Save, guard and
 * totals read the same lines the grid shows. README.md beside this file shows a workspace using it.
 *
 * Its parts, one job each: the columns' layout (grid-layout.ts), the active cell and the keyboard's walk
 * (grid-cursor.ts, use-grid-cursor.ts, use-grid-keyboard.ts), the cell being edited (use-cell-editing.tsx), the
 * line commands and menu (use-line-commands.ts), the header row, the toolbar with the bulk actions and the footer
 * (grid-header-row.tsx, grid-toolbar.tsx, grid-footer.tsx), a line (grid-row.tsx) and the virtual rows
 * (use-virtual-rows.ts).
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
  const idPrefix = useId();
  const helpId = `${idPrefix}-help`;
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<PopupMenuHandle>(null);
  const [menuRowKey, setMenuRowKey] = useState<string | null>(null);
  // Built when the menu opens (every entry ends by closing it), not on each render.
  const [menuItems, setMenuItems] = useState<NavigationMenuItem[]>([]);

  const { entries, selectedKeys } = model;
  const isSelectable = bulkActions.length > 0;
  const hasRowActions = !readOnly;

  const builtColumns = useMemo(
    () => layColumns(columns, { isSelectable, hasRowActions }),
    [columns, isSelectable, hasRowActions],
  );
  const totalWidth = builtColumns.reduce((sum, column) => sum + column.width, 0);

  const indexByKey = useMemo(() => new Map(entries.map((entry, index) => [entry.key, index])), [entries]);

  const virtual = useVirtualRows({
    count: entries.length,
    rowHeight,
    overscan,
    scrollElement: scrollRef,
    fallbackViewportHeight: height,
  });

  const cursor = useGridCursor({
    entries,
    indexByKey,
    columnCount: builtColumns.length,
    scrollRef,
    rowHeight,
    viewportHeight: virtual.viewportHeight,
  });
  const { resolvedActive, setActive, focusPendingRef } = cursor;

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

  const cellEditing = useCellEditing({
    model,
    builtColumns,
    indexByKey,
    entryAt,
    isCellEditable,
    focusPendingRef,
    gridRef,
    idPrefix,
  });
  const { editing, startEdit, commitEdit, commitsOnBlur, handleEditorBlur, editingView } = cellEditing;

  useFocusActiveCell(gridRef, focusPendingRef, resolvedActive, editing !== null);

  const commands = useLineCommands({
    model,
    builtColumns,
    indexByKey,
    readOnly,
    isReorderable,
    isLineEditable,
    isLineManageable,
    extraRowMenuItems,
    cursor,
  });
  const { lineNumberOf, insertBelow } = commands;

  const toggleAll = () => {
    model.setSelected(selectedKeys.size === entries.length ? [] : entries.map((entry) => entry.key));
  };

  const openRowMenu = (rowKey: string, event: MouseEvent) => {
    setMenuRowKey(rowKey);
    const entry = entryAt(rowKey);
    setMenuItems(entry ? commands.rowMenuItems(entry) : []);
    menuRef.current?.toggle(event);
  };

  const pageRows = Math.max(1, Math.floor((virtual.viewportHeight - rowHeight) / rowHeight) - 1);

  const handleKeyDown = useGridKeyboard({
    model,
    builtColumns,
    indexByKey,
    readOnly,
    isSelectable,
    pageRows,
    isCellEditable,
    entryAt,
    toggleAll,
    cursor,
    cellEditing,
    commands,
  });

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

  const selectedEntries = entries.filter((entry) => selectedKeys.has(entry.key));
  const menuEntry = menuRowKey === null ? undefined : entryAt(menuRowKey);

  return (
    <div className="line-item-grid">
      <GridToolbar
        model={model}
        canAddLine={model.canInsert && !readOnly}
        onAddLine={() => insertBelow(null)}
        isSelectable={isSelectable}
        bulkActions={bulkActions}
        selectedEntries={selectedEntries}
        toolbarEnd={toolbarEnd}
      />
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
          <GridHeaderRow
            columns={builtColumns}
            activeCol={resolvedActive.rowKey === HEADER_ROW ? resolvedActive.col : null}
            rowHeight={rowHeight}
            lineCount={entries.length}
            selectedCount={selectedKeys.size}
            onToggleAll={toggleAll}
          />
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
      <GridFooter
        model={model}
        columns={builtColumns}
        active={resolvedActive}
        activeIndex={activeIndex}
        serverErrors={serverErrors}
        announcement={commands.announcement}
      />
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
            focusPendingRef.current = true;
            setMenuRowKey(null);
          }}
        />
      ) : null}
    </div>
  );
}
