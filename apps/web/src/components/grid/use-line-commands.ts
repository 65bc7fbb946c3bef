import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { iconClass, type NavigationMenuItem } from '../ui';
import type { ActiveCell } from './grid-cursor';
import { editorOf } from './grid-cells';
import type { BuiltColumn } from './grid-row';
import type { GridEntry, SequencedRow } from './grid-rows';
import type { LineItemRowsModel } from './use-line-item-rows';

export interface LineCommandsOptions<TRow extends SequencedRow> {
  readonly model: LineItemRowsModel<TRow>;
  readonly builtColumns: readonly BuiltColumn<TRow>[];
  readonly indexByKey: ReadonlyMap<string, number>;
  readonly readOnly: boolean;
  readonly isReorderable: boolean;
  readonly isLineEditable: (entry: GridEntry<TRow>) => boolean;
  readonly isLineManageable: (entry: GridEntry<TRow>) => boolean;
  /** More entries of a line's menu, after the grid's own. */
  readonly extraRowMenuItems: ((entry: GridEntry<TRow>) => NavigationMenuItem[]) | undefined;
  /** The cursor (useGridCursor): the commands leave the active cell on the line they made or moved. */
  readonly cursor: {
    readonly resolvedActive: ActiveCell;
    readonly setActive: (active: ActiveCell) => void;
    readonly moveTo: (rowKey: string, col: number) => void;
    readonly reveal: (rowIndex: number) => void;
    readonly focusPendingRef: RefObject<boolean>;
  };
}

/**
 * What can be done to a line — insert below, duplicate, move up or down, delete or restore, revert — each said
 * in the grid's live status ('Line 3 deleted'), and the line's menu offering those its rules allow.
 */
export function useLineCommands<TRow extends SequencedRow>({
  model,
  builtColumns,
  indexByKey,
  readOnly,
  isReorderable,
  isLineEditable,
  isLineManageable,
  extraRowMenuItems,
  cursor,
}: LineCommandsOptions<TRow>) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const { entries } = model;
  const { resolvedActive, setActive, moveTo, reveal, focusPendingRef } = cursor;

  const announce = (message: string) => setAnnouncement(message);
  const lineNumberOf = (rowKey: string) => (indexByKey.get(rowKey) ?? 0) + 1;

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
    focusPendingRef.current = true;
  };

  const insertBelow = (afterKey: string | null) => {
    const key = model.insertRow(afterKey);
    if (key === null) return;
    const index = afterKey === null ? entries.length : (indexByKey.get(afterKey) ?? entries.length - 1) + 1;
    announce(t('grid.announceInserted', { number: index + 1 }));
    const firstEditable = builtColumns.findIndex((built) => built.type === 'data' && editorOf(built.column));
    // The new line is not in `entries` until the next render: its index is known, its key is given.
    setActive({ rowKey: key, col: Math.max(0, firstEditable), rowIndex: index });
    reveal(index);
    focusPendingRef.current = true;
  };

  const duplicate = (entry: GridEntry<TRow>) => {
    const key = model.duplicateRow(entry.key);
    if (key === null) return;
    const index = (indexByKey.get(entry.key) ?? 0) + 1;
    announce(t('grid.announceInserted', { number: index + 1 }));
    setActive({ rowKey: key, col: resolvedActive.col, rowIndex: index });
    focusPendingRef.current = true;
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
    reveal(index);
  };

  const revert = (entry: GridEntry<TRow>) => {
    model.revertRows([entry.key]);
    announce(t('grid.announceReverted', { number: lineNumberOf(entry.key) }));
    focusPendingRef.current = true;
  };

  /** The line's menu: the commands its rules allow, then the workspace's own entries. */
  const rowMenuItems = (entry: GridEntry<TRow>): NavigationMenuItem[] => {
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
  };

  return { announcement, lineNumberOf, toggleDeleted, insertBelow, move, rowMenuItems };
}
