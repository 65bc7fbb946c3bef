import type {
  FieldIssue,
  QuoteMatchedItem,
  StandardizedQuoteItem,
  StandardizedQuoteItemInput,
} from '@portal/contracts';
import type { GridEntry, PickedRecord } from '../../../components/grid';

/**
 * One line of the standardization workspace (spec 001 §3 Standardized quote item): what staff edit (product,
 * size, specs, quantity, reviewed) beside what the engine read (the source line and its match).
 */
export interface StandardizationRow {
  readonly id: number | null;
  readonly sequenceNumber: number;
  readonly product: PickedRecord | null;
  readonly size: PickedRecord | null;
  readonly specs: readonly PickedRecord[];
  readonly quantity: number | null;
  readonly reviewed: boolean;
  readonly note: string | null;
  readonly fromGomatchItemId: number | null;
  readonly sourceText: string | null;
  readonly matched: QuoteMatchedItem | null;
  /** The server's group of lines read from more than one source (decision 200); null for any other line. */
  readonly duplicateGroup: number | null;
}

/** The fields of a line the server names in its issues, as the grid's fields. */
export type StandardizationField = 'product' | 'size' | 'specs' | 'quantity' | 'reviewed' | 'note';

const ISSUE_FIELDS: Readonly<Record<string, StandardizationField>> = {
  id: 'product',
  productId: 'product',
  productSizeId: 'size',
  specIds: 'specs',
  quantity: 'quantity',
  reviewed: 'reviewed',
  note: 'note',
};

export function rowOf(item: StandardizedQuoteItem): StandardizationRow {
  return {
    id: item.id,
    sequenceNumber: item.sequenceNumber,
    product:
      item.productId === null ? null : { id: item.productId, name: item.productName ?? `#${item.productId}` },
    size:
      item.productSizeId === null
        ? null
        : { id: item.productSizeId, name: item.productSizeName ?? `#${item.productSizeId}` },
    specs: item.specs,
    quantity: item.quantity,
    reviewed: item.reviewed,
    note: item.note,
    fromGomatchItemId: item.fromGomatchItemId,
    sourceText: item.sourceText,
    matched: item.matched,
    duplicateGroup: item.duplicateGroup,
  };
}

/** A line added by hand: nothing chosen yet, not from the engine. */
export function blankRow(): StandardizationRow {
  return {
    id: null,
    sequenceNumber: 1,
    product: null,
    size: null,
    specs: [],
    quantity: null,
    reviewed: false,
    note: null,
    fromGomatchItemId: null,
    sourceText: null,
    matched: null,
    duplicateGroup: null,
  };
}

/** Duplicate: the same choices on a new line, not reviewed, no longer the engine's line. */
export function copyRow(row: StandardizationRow): StandardizationRow {
  return { ...row, id: null, reviewed: false, fromGomatchItemId: null, duplicateGroup: null };
}

/**
 * spec 001 §5: standardization finishes only when every item is complete — a product, a size and a quantity,
 * and reviewed by staff (the server's rule, decision 140; the workspace shows it before asking).
 */
export function missingFields(row: StandardizationRow): StandardizationField[] {
  const missing: StandardizationField[] = [];
  if (row.product === null) missing.push('product');
  if (row.size === null) missing.push('size');
  if (row.quantity === null || !(row.quantity > 0)) missing.push('quantity');
  if (!row.reviewed) missing.push('reviewed');
  return missing;
}

export interface SavePayload {
  readonly items: StandardizedQuoteItemInput[];
  /** The grid's line key of each item sent, so the server's `items.N` issues land on their lines. */
  readonly keys: readonly string[];
}

/** PUT quoteStandardization sends the whole list in display order, deleted lines left out, numbered from 1. */
export function toSavePayload(entries: readonly GridEntry<StandardizationRow>[]): SavePayload {
  const kept = entries.filter((entry) => !entry.isDeleted);
  return {
    items: kept.map(({ current }, index) => ({
      ...(current.id === null ? {} : { id: current.id }),
      sequenceNumber: index + 1,
      productId: current.product?.id ?? null,
      productSizeId: current.size?.id ?? null,
      specIds: current.specs.map((spec) => spec.id),
      quantity: current.quantity,
      reviewed: current.reviewed,
      note: current.note,
      fromGomatchItemId: current.fromGomatchItemId,
    })),
    keys: kept.map((entry) => entry.key),
  };
}

const ITEM_ISSUE = /^items\.(\d+)(?:\.([A-Za-z]+))?/;

/**
 * The server's issues of a Save on the cells they are about: `items.3.productSizeId` on line 4's size; a whole
 * line refused as incomplete (`items.3`) on each of its missing cells.
 */
export function issuesByLine(
  issues: readonly FieldIssue[],
  payload: SavePayload,
  entries: readonly GridEntry<StandardizationRow>[],
): Map<string, Record<string, string>> {
  const byLine = new Map<string, Record<string, string>>();
  const rowByKey = new Map(entries.map((entry) => [entry.key, entry.current]));
  for (const issue of issues) {
    const found = ITEM_ISSUE.exec(issue.field);
    if (!found) continue;
    const key = payload.keys[Number(found[1])];
    if (key === undefined) continue;
    const missing = found[2] ? [] : missingFields(rowByKey.get(key) ?? blankRow());
    const fields: StandardizationField[] = found[2]
      ? [ISSUE_FIELDS[found[2]] ?? 'product']
      : missing.length > 0
        ? missing
        : ['product'];
    const line = byLine.get(key) ?? {};
    for (const field of fields) line[field] ??= issue.message;
    byLine.set(key, line);
  }
  return byLine;
}

/** Where the engine read a line: 'details' for the pasted list, `file:<id>` for an attachment. */
export function sourceKeyOf(row: StandardizationRow): string | null {
  const source = row.matched?.source;
  if (!source) return null;
  return source.kind === 'details' ? 'details' : `file:${source.fileId ?? ''}`;
}

export interface DuplicateLines {
  /** The groups still read from two or more sources among the lines kept. */
  readonly groups: ReadonlySet<number>;
  /** How many groups: lines sent twice. */
  readonly lineCount: number;
  /** The sources those lines come from, in the order they first appear. */
  readonly sources: readonly string[];
}

/**
 * A list sent twice (issue 34, decision 200): of the lines not deleted, the server's duplicate groups still read
 * from more than one source, and those sources. Once staff keep one source, the groups are single again.
 */
export function duplicateLinesOf(entries: readonly GridEntry<StandardizationRow>[]): DuplicateLines {
  const sourcesByGroup = new Map<number, Set<string>>();
  const order: string[] = [];
  for (const entry of entries) {
    const group = entry.current.duplicateGroup;
    const source = sourceKeyOf(entry.current);
    if (entry.isDeleted || group === null || source === null) continue;
    const sources = sourcesByGroup.get(group) ?? new Set<string>();
    sources.add(source);
    sourcesByGroup.set(group, sources);
  }
  const groups = new Set<number>();
  for (const [group, sources] of sourcesByGroup) {
    if (sources.size < 2) continue;
    groups.add(group);
    for (const source of sources) if (!order.includes(source)) order.push(source);
  }
  const firstSeen = entries.map((entry) => sourceKeyOf(entry.current));
  order.sort((left, right) => firstSeen.indexOf(left) - firstSeen.indexOf(right));
  return { groups, lineCount: groups.size, sources: order };
}

/** Keeping one source: the keys of the duplicate lines read from any other source, to delete. */
export function duplicateKeysOutside(
  entries: readonly GridEntry<StandardizationRow>[],
  keptSource: string,
): string[] {
  const { groups } = duplicateLinesOf(entries);
  return entries
    .filter(
      (entry) =>
        !entry.isDeleted &&
        entry.current.duplicateGroup !== null &&
        groups.has(entry.current.duplicateGroup) &&
        sourceKeyOf(entry.current) !== keptSource,
    )
    .map((entry) => entry.key);
}
