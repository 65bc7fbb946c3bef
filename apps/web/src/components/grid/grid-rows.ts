import { RowMarker } from '@portal/contracts';

/**
 * The working copy of a workspace's line items: what the user sees and edits before Save. Pure functions over an
 * immutable state, so the rules (spec 001 §9 row markers, sequence order) are tested without a screen
 * (grid-rows.test.ts) and the grid re-renders only the rows an operation touched (docs/decisions/103).
 */

/** The one field the grid needs: spec 001 §3 line items all carry a sequenceNumber, the default sort (§9). */
export interface SequencedRow {
  readonly sequenceNumber: number;
}

/** spec 001 §9 row markers: D (delete), I (insert), E (edited); null for a line as saved. */
export type RowMarkerCode = (typeof RowMarker)[keyof typeof RowMarker];

export type RowField<TRow> = keyof TRow & string;

export interface GridEntry<TRow extends SequencedRow> {
  /** The saved row's own key, or `new-N` for a line inserted in this working copy. */
  readonly key: string;
  /** The row as saved; null for an inserted line. */
  readonly original: TRow | null;
  /** The row as the user sees it. */
  readonly current: TRow;
  /** Marked for deletion (shown struck through, restorable) until saved. Never true for an inserted line. */
  readonly isDeleted: boolean;
  /** The fields whose current value differs from the saved one (empty for an inserted line). */
  readonly changedFields: readonly RowField<TRow>[];
  readonly marker: RowMarkerCode | null;
}

export interface GridState<TRow extends SequencedRow> {
  /** Display order: sequenceNumber ascending on load, then as the user inserts and moves lines. */
  readonly order: readonly string[];
  readonly entries: ReadonlyMap<string, GridEntry<TRow>>;
  /** The next `new-N` number, so an inserted line's key is never reused within one working copy. */
  readonly nextInsertNumber: number;
}

export interface InsertedChange<TRow> {
  readonly key: string;
  readonly row: TRow;
}

export interface EditedChange<TRow> {
  readonly key: string;
  readonly row: TRow;
  readonly original: TRow;
  readonly changedFields: readonly RowField<TRow>[];
}

export interface DeletedChange<TRow> {
  readonly key: string;
  /** The row as saved (its id and version are what the server needs). */
  readonly row: TRow;
}

/** What a Save sends: the lines inserted, edited (with the fields changed) and deleted, in display order. */
export interface GridChanges<TRow> {
  readonly inserted: readonly InsertedChange<TRow>[];
  readonly edited: readonly EditedChange<TRow>[];
  readonly deleted: readonly DeletedChange<TRow>[];
}

export type MoveDirection = 'up' | 'down';

const INSERTED_KEY_PREFIX = 'new-';

export function isInsertedKey(key: string): boolean {
  return key.startsWith(INSERTED_KEY_PREFIX);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * Whether two field values are the same for the markers: numbers by value (NaN equals NaN: both unreadable),
 * arrays and plain objects by content, so picking the same seller company again is not an edit.
 */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  // An empty box and a missing value are the same to the user.
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => isSameValue(item, b[index]));
  }
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!isSameValue(a[key], b[key])) return false;
    return true;
  }
  return false;
}

function changedFieldsOf<TRow extends SequencedRow>(original: TRow, current: TRow): RowField<TRow>[] {
  const keys = new Set([...Object.keys(original), ...Object.keys(current)]) as Set<RowField<TRow>>;
  return [...keys].filter((field) => !isSameValue(original[field], current[field]));
}

function markerOf(original: unknown, isDeleted: boolean, changedCount: number): RowMarkerCode | null {
  if (isDeleted) return RowMarker.DELETE;
  if (original === null) return RowMarker.INSERT;
  return changedCount > 0 ? RowMarker.EDITED : null;
}

/** An entry with its markers worked out from its values (the only way entries are made). */
function makeEntry<TRow extends SequencedRow>(
  key: string,
  original: TRow | null,
  current: TRow,
  isDeleted: boolean,
): GridEntry<TRow> {
  const changedFields = original === null ? [] : changedFieldsOf(original, current);
  return {
    key,
    original,
    current,
    isDeleted,
    changedFields,
    marker: markerOf(original, isDeleted, changedFields.length),
  };
}

/**
 * The working copy of the saved rows, in spec 001 §9's default order: sequenceNumber ascending. Rows with the
 * same number (the field defaults to 1) keep the order they came in.
 */
export function createGridState<TRow extends SequencedRow>(
  rows: readonly TRow[],
  getRowKey: (row: TRow) => string | number,
): GridState<TRow> {
  const entries = new Map<string, GridEntry<TRow>>();
  const sorted = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.sequenceNumber - b.row.sequenceNumber || a.index - b.index);
  for (const { row } of sorted) {
    const key = String(getRowKey(row));
    if (entries.has(key)) throw new Error(`Line key ${key} appears twice.`);
    entries.set(key, makeEntry(key, row, row, false));
  }
  return { order: [...entries.keys()], entries, nextInsertNumber: 1 };
}

export function getEntry<TRow extends SequencedRow>(state: GridState<TRow>, key: string): GridEntry<TRow> {
  const entry = state.entries.get(key);
  if (!entry) throw new Error(`No line with key ${key}.`);
  return entry;
}

/** The entries in display order. */
export function orderedEntries<TRow extends SequencedRow>(state: GridState<TRow>): GridEntry<TRow>[] {
  return state.order.map((key) => getEntry(state, key));
}

function withEntries<TRow extends SequencedRow>(
  state: GridState<TRow>,
  replaced: readonly GridEntry<TRow>[],
  order: readonly string[] = state.order,
): GridState<TRow> {
  if (replaced.length === 0 && order === state.order) return state;
  const entries = new Map(state.entries);
  for (const entry of replaced) entries.set(entry.key, entry);
  return { ...state, entries, order };
}

/** One field of one line changed by the user. A deleted line is not editable until restored. */
export function editField<TRow extends SequencedRow, TField extends RowField<TRow>>(
  state: GridState<TRow>,
  key: string,
  field: TField,
  value: TRow[TField],
): GridState<TRow> {
  return updateRows(state, [key], { [field]: value } as unknown as Partial<TRow>);
}

/** Several fields of several lines at once (a bulk 'Set Seller'); deleted lines are left as they are. */
export function updateRows<TRow extends SequencedRow>(
  state: GridState<TRow>,
  keys: readonly string[],
  patch: Partial<TRow> | ((row: TRow) => Partial<TRow>),
): GridState<TRow> {
  const replaced: GridEntry<TRow>[] = [];
  for (const key of keys) {
    const entry = getEntry(state, key);
    if (entry.isDeleted) continue;
    const changes = typeof patch === 'function' ? patch(entry.current) : patch;
    const fields = Object.keys(changes) as RowField<TRow>[];
    if (fields.every((field) => isSameValue(entry.current[field], changes[field]))) continue;
    replaced.push(makeEntry(key, entry.original, { ...entry.current, ...changes }, false));
  }
  return withEntries(state, replaced);
}

/**
 * Makes sequence numbers strictly increase down the lines still kept, changing as few lines as possible: a line
 * keeps its number when it is already above the one before it. Deleted lines keep theirs (they go on Save).
 */
function resequence<TRow extends SequencedRow>(
  state: GridState<TRow>,
  entries: Map<string, GridEntry<TRow>>,
  order: readonly string[],
): GridState<TRow> {
  let previous = Number.NEGATIVE_INFINITY;
  for (const key of order) {
    const entry = entries.get(key);
    if (!entry || entry.isDeleted) continue;
    const wanted = entry.current.sequenceNumber > previous ? entry.current.sequenceNumber : previous + 1;
    if (wanted !== entry.current.sequenceNumber) {
      entries.set(key, makeEntry(key, entry.original, { ...entry.current, sequenceNumber: wanted }, false));
    }
    previous = wanted;
  }
  return { ...state, entries, order };
}

/** The largest sequence number in use, deleted lines included so a restored line never collides. */
function highestSequence<TRow extends SequencedRow>(state: GridState<TRow>): number {
  let highest = 0;
  for (const entry of state.entries.values()) {
    highest = Math.max(highest, entry.current.sequenceNumber, entry.original?.sequenceNumber ?? 0);
  }
  return highest;
}

export interface InsertResult<TRow extends SequencedRow> {
  readonly state: GridState<TRow>;
  readonly key: string;
}

/**
 * A new line (marker I). Without `afterKey` it goes last with the next sequence number; after a line it takes
 * that line's number + 1, and the lines below move down only as far as needed to stay in order.
 */
export function insertRow<TRow extends SequencedRow>(
  state: GridState<TRow>,
  row: TRow,
  afterKey?: string | null,
): InsertResult<TRow> {
  const key = `${INSERTED_KEY_PREFIX}${state.nextInsertNumber}`;
  const next = { ...state, nextInsertNumber: state.nextInsertNumber + 1 };
  const entries = new Map(state.entries);
  if (afterKey == null) {
    entries.set(key, makeEntry(key, null, { ...row, sequenceNumber: highestSequence(state) + 1 }, false));
    return { state: { ...next, entries, order: [...state.order, key] }, key };
  }
  const after = getEntry(state, afterKey);
  const position = state.order.indexOf(afterKey) + 1;
  entries.set(key, makeEntry(key, null, { ...row, sequenceNumber: after.current.sequenceNumber + 1 }, false));
  const order = [...state.order.slice(0, position), key, ...state.order.slice(position)];
  return { state: resequence(next, entries, order), key };
}

/** Marks lines D; an inserted line has nothing saved to delete, so it simply goes. */
export function deleteRows<TRow extends SequencedRow>(
  state: GridState<TRow>,
  keys: readonly string[],
): GridState<TRow> {
  const removed = new Set(keys.filter((key) => getEntry(state, key).original === null));
  const replaced = keys
    .map((key) => getEntry(state, key))
    .filter((entry) => entry.original !== null && !entry.isDeleted)
    .map((entry) => makeEntry(entry.key, entry.original, entry.current, true));
  if (removed.size === 0) return withEntries(state, replaced);
  const next = withEntries(
    state,
    replaced,
    state.order.filter((key) => !removed.has(key)),
  );
  const entries = new Map(next.entries);
  for (const key of removed) entries.delete(key);
  return { ...next, entries };
}

/** Clears D, keeping the line's edits; its number is made to fit again if lines moved meanwhile. */
export function restoreRows<TRow extends SequencedRow>(
  state: GridState<TRow>,
  keys: readonly string[],
): GridState<TRow> {
  const restored = keys
    .map((key) => getEntry(state, key))
    .filter((entry) => entry.isDeleted)
    .map((entry) => makeEntry(entry.key, entry.original, entry.current, false));
  if (restored.length === 0) return state;
  const entries = new Map(state.entries);
  for (const entry of restored) entries.set(entry.key, entry);
  return resequence(state, entries, state.order);
}

/**
 * Back to the saved line: its values, no marker, and its place by its saved number. An inserted line goes.
 * Other lines are not renumbered, so reverting never marks another line E.
 */
export function revertRows<TRow extends SequencedRow>(
  state: GridState<TRow>,
  keys: readonly string[],
): GridState<TRow> {
  let next = deleteRows(
    state,
    keys.filter((key) => getEntry(state, key).original === null),
  );
  for (const key of keys) {
    const entry = next.entries.get(key);
    if (!entry?.original || entry.marker === null) continue;
    const original = entry.original;
    const others = next.order.filter((other) => other !== key);
    const before = others.findIndex((other) => {
      const candidate = getEntry(next, other);
      return !candidate.isDeleted && candidate.current.sequenceNumber >= original.sequenceNumber;
    });
    const order = before < 0 ? [...others, key] : [...others.slice(0, before), key, ...others.slice(before)];
    next = withEntries(next, [makeEntry(key, original, original, false)], order);
  }
  return next;
}

/**
 * Moves a line one place up or down among the lines kept (deleted lines are stepped over) and swaps the two
 * numbers, so exactly the two lines change unless equal numbers force the ones below to follow.
 */
export function moveRow<TRow extends SequencedRow>(
  state: GridState<TRow>,
  key: string,
  direction: MoveDirection,
): GridState<TRow> {
  const entry = getEntry(state, key);
  if (entry.isDeleted) return state;
  const kept = state.order.filter((other) => !getEntry(state, other).isDeleted);
  const position = kept.indexOf(key);
  const neighbourKey = kept[direction === 'up' ? position - 1 : position + 1];
  if (neighbourKey === undefined) return state;
  const neighbour = getEntry(state, neighbourKey);
  const entries = new Map(state.entries);
  entries.set(
    key,
    makeEntry(
      key,
      entry.original,
      { ...entry.current, sequenceNumber: neighbour.current.sequenceNumber },
      false,
    ),
  );
  entries.set(
    neighbourKey,
    makeEntry(
      neighbourKey,
      neighbour.original,
      { ...neighbour.current, sequenceNumber: entry.current.sequenceNumber },
      false,
    ),
  );
  const order = [...state.order];
  const from = order.indexOf(key);
  const to = order.indexOf(neighbourKey);
  order[from] = neighbourKey;
  order[to] = key;
  return resequence(state, entries, order);
}

export function hasChanges<TRow extends SequencedRow>(state: GridState<TRow>): boolean {
  for (const entry of state.entries.values()) if (entry.marker !== null) return true;
  return false;
}

/** The changes a Save sends, in display order. */
export function collectChanges<TRow extends SequencedRow>(state: GridState<TRow>): GridChanges<TRow> {
  const inserted: InsertedChange<TRow>[] = [];
  const edited: EditedChange<TRow>[] = [];
  const deleted: DeletedChange<TRow>[] = [];
  for (const entry of orderedEntries(state)) {
    if (entry.marker === RowMarker.INSERT) inserted.push({ key: entry.key, row: entry.current });
    else if (entry.marker === RowMarker.DELETE && entry.original) {
      deleted.push({ key: entry.key, row: entry.original });
    } else if (entry.marker === RowMarker.EDITED && entry.original) {
      edited.push({
        key: entry.key,
        row: entry.current,
        original: entry.original,
        changedFields: entry.changedFields,
      });
    }
  }
  return { inserted, edited, deleted };
}

export type MarkedRow<TRow> = TRow & { readonly dataStatus: RowMarkerCode };

/**
 * The changes in the spec's list form (001 §3 base entity `dataStatus`, §9 markers), as `PUT /api/dictionaries`
 * already takes them: one array, each row carrying its marker; a deleted row as saved.
 */
export function toMarkedRows<TRow>(changes: GridChanges<TRow>): MarkedRow<TRow>[] {
  return [
    ...changes.deleted.map(({ row }) => ({ ...row, dataStatus: RowMarker.DELETE })),
    ...changes.inserted.map(({ row }) => ({ ...row, dataStatus: RowMarker.INSERT })),
    ...changes.edited.map(({ row }) => ({ ...row, dataStatus: RowMarker.EDITED })),
  ];
}
