import type { GridEntry } from '../grid';
import {
  discountDraftsOf,
  sameDiscounts,
  sameTransportCosts,
  transportDraftsOf,
  type SavedCharges,
} from './charges';

/*
 * Readable change notices (issue 14, decision 155; issue 15 for orders): when another user saves the record, the
 * workspace says who changed what ('Marc changed the seller on line 12') by comparing the version the user loaded
 * with the new one, and keeps the user's unsaved cells on top of the new version, marking those the other user
 * also changed. The quote and the order construction workspaces both use these; each names its own fields.
 */

/** A line as the notices compare it: its id (the grid key is its text) and its line number. */
export interface NoticeLine {
  readonly id: number;
  readonly sequenceNumber: number;
}

/** One difference between two versions of a record. */
export type RecordChange<TField extends string> =
  | { readonly kind: 'cell'; readonly line: number; readonly field: TField }
  | { readonly kind: 'lineAdded'; readonly line: number }
  | { readonly kind: 'lineRemoved'; readonly line: number }
  | { readonly kind: 'discounts' }
  | { readonly kind: 'transportCosts' }
  | { readonly kind: 'status' };

/** Same value for a notice: a record ({id, name}) by its id, lists by their content, anything else as is. */
export function isSameCellValue(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (left === null || right === null || left === undefined || right === undefined) return false;
  if (typeof left === 'object' && typeof right === 'object') {
    if ('id' in left && 'id' in right) return left.id === right.id;
    return JSON.stringify(left) === JSON.stringify(right);
  }
  return false;
}

/** What changed line by line from one version's lines to another's, in line order. */
export function diffLines<TRow extends NoticeLine, TField extends keyof TRow & string>(
  before: readonly TRow[],
  after: readonly TRow[],
  fields: readonly TField[],
): RecordChange<TField>[] {
  const changes: RecordChange<TField>[] = [];
  const beforeById = new Map(before.map((row) => [row.id, row]));
  const afterById = new Map(after.map((row) => [row.id, row]));
  const lines = [...new Set([...beforeById.keys(), ...afterById.keys()])]
    .map((id) => ({ id, line: (afterById.get(id) ?? beforeById.get(id))?.sequenceNumber ?? 0 }))
    .sort((left, right) => left.line - right.line || left.id - right.id);
  for (const { id, line } of lines) {
    const old = beforeById.get(id);
    const next = afterById.get(id);
    if (!old) changes.push({ kind: 'lineAdded', line });
    else if (!next) changes.push({ kind: 'lineRemoved', line });
    else {
      for (const field of fields) {
        if (!isSameCellValue(old[field], next[field])) changes.push({ kind: 'cell', line, field });
      }
    }
  }
  return changes;
}

/**
 * A line field a notice can name: every field a user edits but the pending substitute (the user's own, never
 * another user's), and the quantity.
 */
export type NoticeFieldOf<TEditableField extends string> = Exclude<TEditableField, 'substitute'> | 'quantity';

/** The line fields a notice names, from the fields a user edits on a line (`NoticeFieldOf`). */
export function noticeFieldsOf<TEditableField extends string>(
  editableFields: readonly TEditableField[],
): NoticeFieldOf<TEditableField>[] {
  return [
    ...editableFields.filter(
      (field): field is Exclude<TEditableField, 'substitute'> => field !== 'substitute',
    ),
    'quantity',
  ];
}

/** Whether another version's discounts differ from these (`sameDiscounts` on their drafts). */
export function areDiscountsChanged(loaded: SavedCharges, latest: SavedCharges): boolean {
  return !sameDiscounts(discountDraftsOf(loaded), discountDraftsOf(latest));
}

/** Whether another version's transport costs differ from these (`sameTransportCosts` on their drafts). */
export function areTransportCostsChanged(loaded: SavedCharges, latest: SavedCharges): boolean {
  return !sameTransportCosts(transportDraftsOf(loaded), transportDraftsOf(latest));
}

/**
 * What changed in the charges from one version to another, after the lines: the discounts, then the transport
 * costs. `isOtherTransportChanged`: a charge of the record's own counts with the transport costs (the order's
 * delivery fee, decision 165).
 */
export function chargeChanges(
  loaded: SavedCharges,
  latest: SavedCharges,
  isOtherTransportChanged = false,
): RecordChange<never>[] {
  const changes: RecordChange<never>[] = [];
  if (areDiscountsChanged(loaded, latest)) changes.push({ kind: 'discounts' });
  if (areTransportCostsChanged(loaded, latest) || isOtherTransportChanged) {
    changes.push({ kind: 'transportCosts' });
  }
  return changes;
}

/** One part of a notice's sentence: a dictionary key under `<area>.notice` and its values. */
export interface NoticePart<TField extends string = string> {
  readonly key:
    | 'fieldOnLine'
    | 'fieldOnLines'
    | 'fieldOnManyLines'
    | 'cellsOnLines'
    | 'linesAdded'
    | 'linesRemoved'
    | 'discounts'
    | 'transportCosts'
    | 'status';
  readonly field?: TField;
  /** The line numbers named (a few), or how many. */
  readonly lines?: readonly number[];
  readonly count?: number;
  readonly cellCount?: number;
}

/** Past this many lines a notice counts them instead of naming them. */
export const NAMED_LINES_MAX = 5;
/** Past this many fields a notice counts the cells instead of naming each field. */
export const NAMED_FIELDS_MAX = 3;

/**
 * The parts of the sentence that tells what changed, shortest first to read: each field with its lines ('the
 * seller on line 12', 'the markup on lines 3, 4 and 9', 'the seller on 14 lines'), or — when many fields
 * changed — 'N cells on M lines'; then lines added or removed, discounts, transport costs, status.
 */
export function summarizeChanges<TField extends string>(
  changes: readonly RecordChange<TField>[],
): NoticePart<TField>[] {
  const parts: NoticePart<TField>[] = [];
  const linesByField = new Map<TField, number[]>();
  const cellLines = new Set<number>();
  let cellCount = 0;
  for (const change of changes) {
    if (change.kind !== 'cell') continue;
    cellCount += 1;
    cellLines.add(change.line);
    linesByField.set(change.field, [...(linesByField.get(change.field) ?? []), change.line]);
  }
  if (linesByField.size > NAMED_FIELDS_MAX) {
    parts.push({ key: 'cellsOnLines', cellCount, count: cellLines.size });
  } else {
    for (const [field, lines] of linesByField) {
      if (lines.length === 1) parts.push({ key: 'fieldOnLine', field, lines });
      else if (lines.length <= NAMED_LINES_MAX) parts.push({ key: 'fieldOnLines', field, lines });
      else parts.push({ key: 'fieldOnManyLines', field, count: lines.length });
    }
  }
  const added = changes.filter((change) => change.kind === 'lineAdded').length;
  const removed = changes.filter((change) => change.kind === 'lineRemoved').length;
  if (added > 0) parts.push({ key: 'linesAdded', count: added });
  if (removed > 0) parts.push({ key: 'linesRemoved', count: removed });
  if (changes.some((change) => change.kind === 'discounts')) parts.push({ key: 'discounts' });
  if (changes.some((change) => change.kind === 'transportCosts')) parts.push({ key: 'transportCosts' });
  if (changes.some((change) => change.kind === 'status')) parts.push({ key: 'status' });
  return parts;
}

/** The other user's values of the cells the user had also changed, by line key then field. */
export type CellConflicts<TRow, TField extends keyof TRow> = ReadonlyMap<
  string,
  Readonly<Partial<Pick<TRow, TField>>>
>;

/** The user's working copy laid over the latest version. */
export interface Rebase<TRow, TField extends keyof TRow> {
  /** The latest version's lines: the grid starts again from them. */
  readonly rows: TRow[];
  /** The user's unsaved cells, applied on top (a line's key and the fields the user had changed). */
  readonly patches: ReadonlyArray<{ readonly key: string; readonly patch: Partial<TRow> }>;
  /** Lines the user had marked deleted and that still exist. */
  readonly deletedKeys: readonly string[];
  /** Cells both changed to different values: the user's value is kept, the other's shown beside it. */
  readonly conflicts: CellConflicts<TRow, TField>;
  /** Line numbers the user had changed that the other user removed: those changes cannot be kept. */
  readonly lostLines: readonly number[];
}

/**
 * Lays the user's unsaved cells over the latest version's lines (issue 14 'no cell is lost'): every field the user
 * changed keeps the user's value; where the other user changed the same cell to something else, the other's
 * value is kept aside as a conflict to show beside it. Nothing of the user's is dropped, except on a line the
 * other removed (reported). A line's grid key is its id as text.
 */
export function rebaseRows<TRow extends NoticeLine, TField extends keyof TRow & string>(
  entries: readonly GridEntry<TRow>[],
  latestRows: TRow[],
  editableFields: readonly TField[],
): Rebase<TRow, TField> {
  const latestByKey = new Map(latestRows.map((row) => [String(row.id), row]));
  const patches: Array<{ key: string; patch: Partial<TRow> }> = [];
  const deletedKeys: string[] = [];
  const conflicts = new Map<string, Partial<Pick<TRow, TField>>>();
  const lostLines: number[] = [];
  for (const entry of entries) {
    const isChanged = entry.isDeleted || entry.changedFields.length > 0;
    if (!isChanged || entry.original === null) continue;
    const next = latestByKey.get(entry.key);
    if (!next) {
      lostLines.push(entry.original.sequenceNumber);
      continue;
    }
    if (entry.isDeleted) deletedKeys.push(entry.key);
    const patch: Partial<Pick<TRow, TField>> = {};
    const theirs: Partial<Pick<TRow, TField>> = {};
    for (const field of editableFields) {
      if (!(entry.changedFields as readonly string[]).includes(field)) continue;
      const mine = entry.current[field];
      const loaded = entry.original[field];
      const other = next[field];
      patch[field] = mine;
      if (!isSameCellValue(other, loaded) && !isSameCellValue(other, mine)) theirs[field] = other;
    }
    if (Object.keys(patch).length > 0) patches.push({ key: entry.key, patch: patch as Partial<TRow> });
    if (Object.keys(theirs).length > 0) conflicts.set(entry.key, theirs);
  }
  return { rows: latestRows, patches, deletedKeys, conflicts, lostLines };
}
