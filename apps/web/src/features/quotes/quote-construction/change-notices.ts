import type { ConstructedQuote } from '@portal/contracts';
import type { GridEntry } from '../../../components/grid';
import {
  discountDraftsOf,
  EDITABLE_FIELDS,
  rowOf,
  transportDraftsOf,
  type ConstructionRow,
  type DiscountDraft,
  type EditableField,
  type TransportCostDraft,
} from './construction-rows';

/*
 * Readable change notices (issue 14): when another user saves the quote, the workspace says who changed what
 * ('Marc changed the seller on line 12') by comparing the version the user loaded with the new one, and keeps the
 * user's unsaved cells on top of the new version, marking those the other user also changed (decision 155).
 */

/** A line field a notice can name (a pending substitute is the user's own, never another user's). */
export type NoticeField = Exclude<EditableField, 'substitute'> | 'quantity';

const NOTICE_FIELDS: readonly NoticeField[] = [
  ...EDITABLE_FIELDS.filter((field): field is Exclude<EditableField, 'substitute'> => field !== 'substitute'),
  'quantity',
];

/** One difference between two versions of the quote. */
export type QuoteChange =
  | { readonly kind: 'cell'; readonly line: number; readonly field: NoticeField }
  | { readonly kind: 'lineAdded'; readonly line: number }
  | { readonly kind: 'lineRemoved'; readonly line: number }
  | { readonly kind: 'discounts' }
  | { readonly kind: 'transportCosts' }
  | { readonly kind: 'status' };

type CellValue = ConstructionRow[EditableField | 'quantity'];

/** Same value for a notice: a seller by its id, alternates by their content, anything else as is. */
export function isSameCellValue(left: CellValue | undefined, right: CellValue | undefined): boolean {
  if (left === right) return true;
  if (left === null || right === null || left === undefined || right === undefined) return false;
  if (typeof left === 'object' && typeof right === 'object') {
    if ('id' in left && 'id' in right) return left.id === right.id;
    return JSON.stringify(left) === JSON.stringify(right);
  }
  return false;
}

function valueOf(row: ConstructionRow, field: NoticeField): CellValue {
  return row[field];
}

function sameList<TLine>(left: readonly TLine[], right: readonly TLine[]): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/** Whether two discount lists are the same (order kept: the server answers them as saved). */
export function sameDiscounts(left: readonly DiscountDraft[], right: readonly DiscountDraft[]): boolean {
  const plain = (lines: readonly DiscountDraft[]) =>
    lines.map((line) => ({ discount: line.discount?.id ?? null, amount: line.amount }));
  return sameList(plain(left), plain(right));
}

/** Whether two transport-cost lists are the same, sellers and transporters by id. */
export function sameTransportCosts(
  left: readonly TransportCostDraft[],
  right: readonly TransportCostDraft[],
): boolean {
  const plain = (lines: readonly TransportCostDraft[]) =>
    lines.map((line) => ({
      type: line.transportTypeId,
      seller: line.sellerCompany?.id ?? null,
      cost: line.cost,
      transporters: line.transporters.map((transporter) => transporter.id),
    }));
  return sameList(plain(left), plain(right));
}

/**
 * What changed from the version the user loaded to the latest one, line by line in line order, then the
 * discounts, the transport costs and the quote's status.
 */
export function diffQuoteVersions(loaded: ConstructedQuote, latest: ConstructedQuote): QuoteChange[] {
  const changes: QuoteChange[] = [];
  const before = new Map(loaded.items.map((item) => [item.id, rowOf(item)]));
  const after = new Map(latest.items.map((item) => [item.id, rowOf(item)]));
  const lines = [...new Set([...before.keys(), ...after.keys()])]
    .map((id) => ({ id, line: (after.get(id) ?? before.get(id))?.sequenceNumber ?? 0 }))
    .sort((left, right) => left.line - right.line || left.id - right.id);
  for (const { id, line } of lines) {
    const old = before.get(id);
    const next = after.get(id);
    if (!old) changes.push({ kind: 'lineAdded', line });
    else if (!next) changes.push({ kind: 'lineRemoved', line });
    else {
      for (const field of NOTICE_FIELDS) {
        if (!isSameCellValue(valueOf(old, field), valueOf(next, field))) {
          changes.push({ kind: 'cell', line, field });
        }
      }
    }
  }
  if (!sameDiscounts(discountDraftsOf(loaded), discountDraftsOf(latest))) changes.push({ kind: 'discounts' });
  if (!sameTransportCosts(transportDraftsOf(loaded), transportDraftsOf(latest))) {
    changes.push({ kind: 'transportCosts' });
  }
  if (loaded.statusId !== latest.statusId || loaded.returnStatusId !== latest.returnStatusId) {
    changes.push({ kind: 'status' });
  }
  return changes;
}

/** One part of a notice's sentence: a dictionary key under quoteConstruction.notice and its values. */
export interface NoticePart {
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
  readonly field?: NoticeField;
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
export function summarizeChanges(changes: readonly QuoteChange[]): NoticePart[] {
  const parts: NoticePart[] = [];
  const linesByField = new Map<NoticeField, number[]>();
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
export type CellConflicts = ReadonlyMap<string, Readonly<Partial<Record<EditableField, CellValue>>>>;

/** The user's working copy laid over the latest version. */
export interface Rebase {
  /** The latest version's lines: the grid starts again from them. */
  readonly rows: ConstructionRow[];
  /** The user's unsaved cells, applied on top (a line's key and the fields the user had changed). */
  readonly patches: ReadonlyArray<{ readonly key: string; readonly patch: Partial<ConstructionRow> }>;
  /** Lines the user had marked deleted and that still exist. */
  readonly deletedKeys: readonly string[];
  /** Cells both changed to different values: the user's value is kept, the other's shown beside it. */
  readonly conflicts: CellConflicts;
  /** Line numbers the user had changed that the other user removed: those changes cannot be kept. */
  readonly lostLines: readonly number[];
}

/**
 * Lays the user's unsaved cells over the latest version (issue 14 'no cell is lost'): every field the user
 * changed keeps the user's value; where the other user changed the same cell to something else, the other's
 * value is kept aside as a conflict to show beside it. Nothing of the user's is dropped, except on a line the
 * other removed (reported).
 */
export function rebaseWorkingCopy(
  entries: readonly GridEntry<ConstructionRow>[],
  latest: ConstructedQuote,
): Rebase {
  const rows = latest.items.map(rowOf);
  const latestByKey = new Map(rows.map((row) => [String(row.id), row]));
  const patches: Array<{ key: string; patch: Partial<ConstructionRow> }> = [];
  const deletedKeys: string[] = [];
  const conflicts = new Map<string, Partial<Record<EditableField, CellValue>>>();
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
    const patch: Partial<Record<EditableField, CellValue>> = {};
    const theirs: Partial<Record<EditableField, CellValue>> = {};
    for (const field of EDITABLE_FIELDS) {
      if (!entry.changedFields.includes(field)) continue;
      const mine = entry.current[field];
      const loaded = entry.original[field];
      const other = next[field];
      patch[field] = mine;
      if (!isSameCellValue(other, loaded) && !isSameCellValue(other, mine)) theirs[field] = other;
    }
    if (Object.keys(patch).length > 0)
      patches.push({ key: entry.key, patch: patch as Partial<ConstructionRow> });
    if (Object.keys(theirs).length > 0) conflicts.set(entry.key, theirs);
  }
  return { rows, patches, deletedKeys, conflicts, lostLines };
}
