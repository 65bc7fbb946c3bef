import type { GridEntry, SequencedRow } from '../grid';

/** The server's issues on a grid's cells, with each row as it was when they were given. */
export interface LineErrors<TRow> {
  readonly byLine: ReadonlyMap<string, Readonly<Record<string, string>>>;
  readonly rows: ReadonlyMap<string, TRow>;
}

/** No issue on any cell. */
export function noLineErrors<TRow>(): LineErrors<TRow> {
  return { byLine: new Map(), rows: new Map() };
}

/** Takes the server's issues with the rows they name as they are now. */
export function lineErrorsOf<TRow extends SequencedRow>(
  byLine: ReadonlyMap<string, Readonly<Record<string, string>>>,
  entries: readonly GridEntry<TRow>[],
): LineErrors<TRow> {
  const rows = new Map<string, TRow>();
  for (const entry of entries) if (byLine.has(entry.key)) rows.set(entry.key, entry.current);
  return { byLine, rows };
}

/**
 * The issues still to show: a cell the user has changed since (a seller set after a refused publish or finish
 * setup) is no longer marked; the server checks it again on the next save or status move.
 */
export function currentLineErrors<TRow extends SequencedRow>(
  errors: LineErrors<TRow>,
  entries: readonly GridEntry<TRow>[],
): Map<string, Record<string, string>> {
  const shown = new Map<string, Record<string, string>>();
  if (errors.byLine.size === 0) return shown;
  for (const entry of entries) {
    const cells = errors.byLine.get(entry.key);
    const then = errors.rows.get(entry.key);
    if (!cells || !then) continue;
    const kept: Record<string, string> = {};
    for (const [field, message] of Object.entries(cells)) {
      const key = field as keyof TRow;
      if (JSON.stringify(entry.current[key]) === JSON.stringify(then[key])) kept[field] = message;
    }
    if (Object.keys(kept).length > 0) shown.set(entry.key, kept);
  }
  return shown;
}
