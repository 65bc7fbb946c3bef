import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { HEADER_ROW, resolveActiveCell, type ActiveCell } from './grid-cursor';
import type { GridEntry, SequencedRow } from './grid-rows';
import { scrollTopToReveal } from './use-virtual-rows';

export interface GridCursorOptions<TRow extends SequencedRow> {
  readonly entries: readonly GridEntry<TRow>[];
  readonly indexByKey: ReadonlyMap<string, number>;
  readonly columnCount: number;
  readonly scrollRef: RefObject<HTMLDivElement | null>;
  readonly rowHeight: number;
  readonly viewportHeight: number;
}

/**
 * The grid's active cell (its one tab stop): where it is, made valid for the lines as they are, moving it with the
 * line scrolled into view, and whether the next render moves the browser focus to it (`focusPendingRef`, set by a
 * keyboard or menu action; `useFocusActiveCell` does the move).
 */
export function useGridCursor<TRow extends SequencedRow>({
  entries,
  indexByKey,
  columnCount,
  scrollRef,
  rowHeight,
  viewportHeight,
}: GridCursorOptions<TRow>) {
  const [active, setActive] = useState<ActiveCell | null>(null);
  const focusPendingRef = useRef(false);

  const resolvedActive = useMemo<ActiveCell>(
    () => resolveActiveCell(active, { entries, indexByKey, columnCount }),
    [active, entries, indexByKey, columnCount],
  );

  /** Scrolls the line at this index into view (under the header row). */
  const reveal = (rowIndex: number) => {
    const scroller = scrollRef.current;
    const top = scroller
      ? scrollTopToReveal(rowIndex, rowHeight, scroller.scrollTop, viewportHeight, rowHeight)
      : null;
    if (scroller && top !== null) scroller.scrollTop = top;
  };

  /** Moves the active cell, scrolls its line into view and (from the keyboard) the browser focus with it. */
  const moveTo = (rowKey: string, col: number, withFocus = true) => {
    const rowIndex = rowKey === HEADER_ROW ? 0 : (indexByKey.get(rowKey) ?? 0);
    setActive({ rowKey, col, rowIndex });
    if (rowKey !== HEADER_ROW) reveal(rowIndex);
    if (withFocus) focusPendingRef.current = true;
  };

  return { resolvedActive, setActive, moveTo, reveal, focusPendingRef };
}

/** After a render asked for it (and outside an edit), the browser focus goes to the active cell. */
export function useFocusActiveCell(
  gridRef: RefObject<HTMLDivElement | null>,
  focusPendingRef: RefObject<boolean>,
  active: ActiveCell,
  isEditing: boolean,
): void {
  useLayoutEffect(() => {
    if (!focusPendingRef.current || isEditing) return;
    focusPendingRef.current = false;
    const rowElement = [...(gridRef.current?.querySelectorAll<HTMLElement>('[data-grid-row]') ?? [])].find(
      (element) => element.dataset['gridRow'] === active.rowKey,
    );
    rowElement?.querySelector<HTMLElement>(`[data-grid-col="${active.col}"]`)?.focus({ preventScroll: true });
  });
}
