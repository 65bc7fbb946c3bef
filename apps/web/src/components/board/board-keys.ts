/** Where a card sits on a board: its column (in the board's order) and its place in that column. */
export interface CardPosition {
  readonly column: number;
  readonly index: number;
}

/** The nearest column from `from` in `step` direction that has a card, or null. */
function nearestFilledColumn(counts: readonly number[], from: number, step: 1 | -1): number | null {
  for (let column = from + step; column >= 0 && column < counts.length; column += step) {
    if ((counts[column] ?? 0) > 0) return column;
  }
  return null;
}

function firstFilledColumn(counts: readonly number[]): number | null {
  return nearestFilledColumn(counts, -1, 1);
}

function lastFilledColumn(counts: readonly number[]): number | null {
  return nearestFilledColumn(counts, counts.length, -1);
}

/**
 * Where a key moves the focus on a board (docs/decisions/106-board.md): Up and Down within a column, Left and
 * Right to the nearest column that has cards (same place, or its last card), Home and End to a column's first
 * and last card, Ctrl+Home and Ctrl+End to the board's first and last card. `counts` are the cards shown per
 * column. The same position at an edge (the key is the board's, nothing to move to); null for any other key.
 */
export function nextCardPosition(
  key: string,
  from: CardPosition,
  counts: readonly number[],
  isCtrlPressed = false,
): CardPosition | null {
  const inColumn = counts[from.column] ?? 0;
  switch (key) {
    case 'ArrowDown':
      return { column: from.column, index: Math.min(from.index + 1, Math.max(inColumn - 1, 0)) };
    case 'ArrowUp':
      return { column: from.column, index: Math.max(from.index - 1, 0) };
    case 'ArrowRight':
    case 'ArrowLeft': {
      const column = nearestFilledColumn(counts, from.column, key === 'ArrowRight' ? 1 : -1);
      if (column === null) return from;
      return { column, index: Math.min(from.index, (counts[column] ?? 1) - 1) };
    }
    case 'Home': {
      if (!isCtrlPressed) return { column: from.column, index: 0 };
      const column = firstFilledColumn(counts);
      return column === null ? from : { column, index: 0 };
    }
    case 'End': {
      if (!isCtrlPressed) return { column: from.column, index: Math.max(inColumn - 1, 0) };
      const column = lastFilledColumn(counts);
      return column === null ? from : { column, index: (counts[column] ?? 1) - 1 };
    }
    default:
      return null;
  }
}

/**
 * The card that keeps the board's one tab stop when the one that had it is gone (moved by a transition, filtered
 * out): the card now at the same place in its column, else the nearest one before it, else the board's first.
 */
export function fallbackPosition(
  previous: CardPosition | null,
  counts: readonly number[],
): CardPosition | null {
  if (previous) {
    const inColumn = counts[previous.column] ?? 0;
    if (inColumn > 0) return { column: previous.column, index: Math.min(previous.index, inColumn - 1) };
    const before = nearestFilledColumn(counts, previous.column, -1);
    const column = before ?? nearestFilledColumn(counts, previous.column, 1);
    if (column !== null) return { column, index: 0 };
    return null;
  }
  const column = firstFilledColumn(counts);
  return column === null ? null : { column, index: 0 };
}

/**
 * The board's one tab stop: the card last focused wherever it is now, else (it has gone) the card that took its
 * place (fallbackPosition). `keys` are the cards' keys per column.
 */
export function activeCardPosition(
  keys: readonly (readonly string[])[],
  active: { readonly key: string; readonly position: CardPosition } | null,
): CardPosition | null {
  if (active !== null) {
    for (const [column, columnKeys] of keys.entries()) {
      const index = columnKeys.indexOf(active.key);
      if (index >= 0) return { column, index };
    }
  }
  return fallbackPosition(
    active?.position ?? null,
    keys.map((columnKeys) => columnKeys.length),
  );
}
