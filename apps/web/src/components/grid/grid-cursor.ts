import type { GridEntry, SequencedRow } from './grid-rows';

/*
 * Where the grid's one tab stop is, and how the keyboard walks its cells (WAI-ARIA grid pattern; decision 201:
 * Tab walks the editable cells in reading order).
 */

/** The header row's key among the lines' keys. */
export const HEADER_ROW = '#header';

export interface ActiveCell {
  readonly rowKey: string;
  readonly col: number;
  /** Where the line was, so the focus stays in place when the line itself goes (an inserted line deleted). */
  readonly rowIndex: number;
}

export interface CellLocation {
  readonly rowKey: string;
  readonly col: number;
}

/** The cell an event happened in, from the cell's and the row's data attributes. */
export function locateCell(target: EventTarget | null): CellLocation | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest<HTMLElement>('[data-grid-col]');
  const row = cell?.closest<HTMLElement>('[data-grid-row]');
  if (!cell || !row) return null;
  return { rowKey: row.dataset['gridRow'] ?? '', col: Number(cell.dataset['gridCol']) };
}

/** The lines and columns the cursor moves over. */
export interface GridCells<TRow extends SequencedRow> {
  readonly entries: readonly GridEntry<TRow>[];
  readonly indexByKey: ReadonlyMap<string, number>;
  readonly columnCount: number;
}

/** The active cell, made valid for the lines as they are now: a line that went leaves the focus at its place. */
export function resolveActiveCell<TRow extends SequencedRow>(
  active: ActiveCell | null,
  { entries, indexByKey, columnCount }: GridCells<TRow>,
): ActiveCell {
  const lastCol = columnCount - 1;
  if (!active) return { rowKey: entries[0]?.key ?? HEADER_ROW, col: 0, rowIndex: 0 };
  const col = Math.min(active.col, lastCol);
  if (active.rowKey === HEADER_ROW) return { ...active, col };
  const index = indexByKey.get(active.rowKey);
  if (index !== undefined) return { rowKey: active.rowKey, col, rowIndex: index };
  const fallback = entries[Math.min(active.rowIndex, entries.length - 1)];
  return fallback
    ? { rowKey: fallback.key, col, rowIndex: Math.min(active.rowIndex, entries.length - 1) }
    : { rowKey: HEADER_ROW, col, rowIndex: 0 };
}

/** The next (or previous) editable cell in reading order, for Tab and Shift+Tab (decision 201). */
export function nextEditableCell<TRow extends SequencedRow>(
  { entries, indexByKey, columnCount }: GridCells<TRow>,
  isCellEditable: (entry: GridEntry<TRow>, col: number) => boolean,
  rowKey: string,
  col: number,
  step: 1 | -1,
): CellLocation | null {
  let rowIndex = indexByKey.get(rowKey) ?? 0;
  let current = col + step;
  while (rowIndex >= 0 && rowIndex < entries.length) {
    const entry = entries[rowIndex];
    while (entry && current >= 0 && current < columnCount) {
      if (isCellEditable(entry, current)) return { rowKey: entry.key, col: current };
      current += step;
    }
    rowIndex += step;
    current = step === 1 ? 0 : columnCount - 1;
  }
  return null;
}

/** The first editable cell of the grid, for Tab from the header row. */
export function firstEditableCell<TRow extends SequencedRow>(
  cells: GridCells<TRow>,
  isCellEditable: (entry: GridEntry<TRow>, col: number) => boolean,
): CellLocation | null {
  const first = cells.entries[0];
  if (!first) return null;
  return isCellEditable(first, 0)
    ? { rowKey: first.key, col: 0 }
    : nextEditableCell(cells, isCellEditable, first.key, 0, 1);
}
