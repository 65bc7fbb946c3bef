import { useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  collectChanges,
  createGridState,
  deleteRows,
  getEntry,
  hasChanges,
  insertRow,
  moveRow,
  orderedEntries,
  restoreRows,
  revertRows,
  updateRows,
  type GridChanges,
  type GridEntry,
  type GridState,
  type MoveDirection,
  type RowField,
  type SequencedRow,
} from './grid-rows';

export interface UseLineItemRowsOptions<TRow extends SequencedRow> {
  /** The lines as saved (the server's answer). */
  readonly rows: readonly TRow[];
  /** A saved line's key, usually its id. Inserted lines get `new-N` keys of their own. */
  readonly getRowKey: (row: TRow) => string | number;
  /**
   * The working copy starts again from `rows` when this changes: the record's id and version, so a background
   * refetch of the same version never throws away unsaved edits (a new array alone never resets).
   */
  readonly resetKey: unknown;
  /** A blank line (its sequenceNumber is set by the grid). Without it the grid offers no Add Line. */
  readonly createRow?: () => TRow;
  /** The copy Duplicate inserts below a line: without its id and whatever must not be copied. */
  readonly copyRow?: (row: TRow) => TRow;
  /** Called after every change of the working copy with what a Save would send. */
  readonly onChange?: (changes: GridChanges<TRow>) => void;
}

interface Snapshot<TRow extends SequencedRow> {
  readonly grid: GridState<TRow>;
  readonly selected: ReadonlySet<string>;
}

/** The working copy and what the workspace does with it: the grid reads it, Save sends its changes. */
export interface LineItemRowsModel<TRow extends SequencedRow> {
  readonly state: GridState<TRow>;
  /** Every line in display order, deleted ones included (they show struck through until saved). */
  readonly entries: readonly GridEntry<TRow>[];
  /** What a Save sends now. */
  readonly changes: GridChanges<TRow>;
  readonly isDirty: boolean;
  readonly selectedKeys: ReadonlySet<string>;
  readonly canInsert: boolean;
  readonly canDuplicate: boolean;
  getChanges(): GridChanges<TRow>;
  getEntry(key: string): GridEntry<TRow>;
  editField<TField extends RowField<TRow>>(key: string, field: TField, value: TRow[TField]): void;
  updateRows(keys: readonly string[], patch: Partial<TRow> | ((row: TRow) => Partial<TRow>)): void;
  /** Adds a blank line (last, or below `afterKey`) and answers its key; null when createRow is not given. */
  insertRow(afterKey?: string | null): string | null;
  /** Inserts a copy below the line and answers its key; null when copyRow is not given. */
  duplicateRow(key: string): string | null;
  deleteRows(keys: readonly string[]): void;
  restoreRows(keys: readonly string[]): void;
  revertRows(keys: readonly string[]): void;
  moveRow(key: string, direction: MoveDirection): void;
  setSelected(keys: Iterable<string>): void;
  toggleSelected(key: string): void;
  /** Starts again from these saved lines (after a Save, or to discard every change). */
  reset(rows?: readonly TRow[]): void;
}

type Listener = () => void;

/**
 * A small synchronous store rather than React state: an operation answers at once (the key of a new line, to
 * focus it) and onChange is called from the user's event, not from an effect one render later.
 */
function createRowsStore<TRow extends SequencedRow>(initial: Snapshot<TRow>) {
  let snapshot = initial;
  const listeners = new Set<Listener>();
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Replaces the snapshot; answers whether anything changed. */
    set: (next: Snapshot<TRow>): boolean => {
      if (next.grid === snapshot.grid && next.selected === snapshot.selected) return false;
      snapshot = next;
      for (const listener of listeners) listener();
      return true;
    },
  };
}

/** Selection holds only keys of lines that still exist (an inserted line deleted leaves it). */
function pruneSelection<TRow extends SequencedRow>(
  grid: GridState<TRow>,
  selected: ReadonlySet<string>,
): ReadonlySet<string> {
  for (const key of selected) {
    if (!grid.entries.has(key)) return new Set([...selected].filter((other) => grid.entries.has(other)));
  }
  return selected;
}

const EMPTY_SELECTION: ReadonlySet<string> = new Set();

/**
 * The working copy of a workspace's line items (spec 001 §9: sequence order, row markers D/I/E). The workspace
 * keeps the model: Save sends `changes` (or `toMarkedRows(changes)`), the unsaved-changes guard reads
 * `isDirty`, totals read `entries`. Pass it to `<LineItemGrid model={…}>`.
 */
export function useLineItemRows<TRow extends SequencedRow>(
  options: UseLineItemRowsOptions<TRow>,
): LineItemRowsModel<TRow> {
  const { rows, getRowKey, resetKey, createRow, copyRow, onChange } = options;
  const [store] = useState(() =>
    createRowsStore<TRow>({ grid: createGridState(rows, getRowKey), selected: EMPTY_SELECTION }),
  );
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  // The latest callbacks, read by the stable commands below; written after render, as React asks.
  const latest = useRef({ rows, getRowKey, createRow, copyRow, onChange });
  useLayoutEffect(() => {
    latest.current = { rows, getRowKey, createRow, copyRow, onChange };
  });

  const appliedResetKey = useRef(resetKey);
  useLayoutEffect(() => {
    if (Object.is(appliedResetKey.current, resetKey)) return;
    appliedResetKey.current = resetKey;
    store.set({ grid: createGridState(rows, getRowKey), selected: EMPTY_SELECTION });
  }, [resetKey, rows, getRowKey, store]);

  const commands = useMemo(() => {
    const apply = (change: (grid: GridState<TRow>) => GridState<TRow>) => {
      const current = store.getSnapshot();
      const grid = change(current.grid);
      if (grid === current.grid) return;
      store.set({ grid, selected: pruneSelection(grid, current.selected) });
      latest.current.onChange?.(collectChanges(grid));
    };
    const setSelection = (selected: ReadonlySet<string>) => {
      store.set({ ...store.getSnapshot(), selected });
    };
    return {
      getChanges: () => collectChanges(store.getSnapshot().grid),
      getEntry: (key: string) => getEntry(store.getSnapshot().grid, key),
      editField<TField extends RowField<TRow>>(key: string, field: TField, value: TRow[TField]) {
        apply((grid) => updateRows(grid, [key], { [field]: value } as unknown as Partial<TRow>));
      },
      updateRows(keys: readonly string[], patch: Partial<TRow> | ((row: TRow) => Partial<TRow>)) {
        apply((grid) => updateRows(grid, keys, patch));
      },
      insertRow(afterKey?: string | null) {
        const { createRow: create } = latest.current;
        if (!create) return null;
        let key: string | null = null;
        apply((grid) => {
          const result = insertRow(grid, create(), afterKey);
          key = result.key;
          return result.state;
        });
        return key;
      },
      duplicateRow(sourceKey: string) {
        const { copyRow: copy } = latest.current;
        if (!copy) return null;
        let key: string | null = null;
        apply((grid) => {
          const result = insertRow(grid, copy(getEntry(grid, sourceKey).current), sourceKey);
          key = result.key;
          return result.state;
        });
        return key;
      },
      deleteRows: (keys: readonly string[]) => apply((grid) => deleteRows(grid, keys)),
      restoreRows: (keys: readonly string[]) => apply((grid) => restoreRows(grid, keys)),
      revertRows: (keys: readonly string[]) => apply((grid) => revertRows(grid, keys)),
      moveRow: (key: string, direction: MoveDirection) => apply((grid) => moveRow(grid, key, direction)),
      setSelected(keys: Iterable<string>) {
        const grid = store.getSnapshot().grid;
        setSelection(new Set([...keys].filter((key) => grid.entries.has(key))));
      },
      toggleSelected(key: string) {
        const selected = new Set(store.getSnapshot().selected);
        if (selected.has(key)) selected.delete(key);
        else selected.add(key);
        setSelection(selected);
      },
      reset(savedRows?: readonly TRow[]) {
        const { rows: latestRows, getRowKey: latestGetRowKey } = latest.current;
        const grid = createGridState(savedRows ?? latestRows, latestGetRowKey);
        store.set({ grid, selected: EMPTY_SELECTION });
        latest.current.onChange?.(collectChanges(grid));
      },
    };
  }, [store]);

  const { grid, selected } = snapshot;
  const entries = useMemo(() => orderedEntries(grid), [grid]);
  const changes = useMemo(() => collectChanges(grid), [grid]);
  const isDirty = useMemo(() => hasChanges(grid), [grid]);
  return useMemo(
    () => ({
      ...commands,
      state: grid,
      entries,
      changes,
      isDirty,
      selectedKeys: selected,
      canInsert: createRow !== undefined,
      canDuplicate: copyRow !== undefined,
    }),
    [commands, grid, entries, changes, isDirty, selected, createRow, copyRow],
  );
}
