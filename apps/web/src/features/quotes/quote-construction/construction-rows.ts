import {
  MESSAGES,
  quoteMoney,
  type ConstructedQuote,
  type ConstructedQuoteItem,
  type FeeTerms,
  type QuoteAltItem,
  type QuoteMoney,
  type SaveQuoteConstruction,
} from '@portal/contracts';
import {
  constructionLineOf,
  isRevertedSubstitute,
  lineChangesOf,
  toAltItemInputs,
  toChargesPayload,
  toSubstitution,
  withDerivedLinePrices,
  workingMoneyInput,
  type ConstructionLine,
  type DiscountDraft,
  type TransportCostDraft,
} from '../../../components/construction';
import type { GridEntry } from '../../../components/grid';

/**
 * One line of the construction grid (spec 001 §3 Constructed quote item): the construction kit's line (what the
 * line is, set by standardization, and its sourcing, §3 Quote editable fields) with 'inventory available'.
 */
export interface ConstructionRow extends ConstructionLine<QuoteAltItem> {
  readonly inventoryAvailable: boolean;
}

/** The fields a user edits on a line (spec 001 §3 Quote editable fields, and the status the menu moves). */
export const EDITABLE_FIELDS = [
  'sellerCompany',
  'sellerUnitPrice',
  'markupRate',
  'buyerUnitPrice',
  'sellerContacted',
  'inventoryAvailable',
  'statusId',
  'altItems',
  'substitute',
] as const satisfies readonly (keyof ConstructionRow)[];
export type EditableField = (typeof EDITABLE_FIELDS)[number];

export function rowOf(item: ConstructedQuoteItem): ConstructionRow {
  return {
    ...constructionLineOf(item),
    sellerCompany:
      item.sellerCompanyId === null
        ? null
        : { id: item.sellerCompanyId, name: item.sellerCompanyName ?? String(item.sellerCompanyId) },
    inventoryAvailable: item.inventoryAvailable,
  };
}

export function rowsOf(record: ConstructedQuote): ConstructionRow[] {
  return record.items.map(rowOf);
}

/** The line after the user sets one field: a price carries its derived price with it (the kit's, decision 148). */
export const withDerivedPrices: <TField extends EditableField>(
  row: ConstructionRow,
  field: TField,
  value: ConstructionRow[TField],
) => Partial<ConstructionRow> = withDerivedLinePrices;

export {
  blankDiscount,
  blankTransportCost,
  discountCellErrors,
  discountDraftsOf,
  keptRows,
  linePrices,
  transportCellErrors,
  transportDraftsOf,
  type DiscountDraft,
  type TransportCostDraft,
} from '../../../components/construction';

/** The totals of the working copy as the user types (decision 148's order); the server's answer is the record. */
export function workingTotals(
  entries: readonly GridEntry<ConstructionRow>[],
  discounts: readonly DiscountDraft[],
  transportCosts: readonly TransportCostDraft[],
  buyerFee: FeeTerms | null,
  taxRatePercent: number,
): QuoteMoney {
  return quoteMoney({ ...workingMoneyInput(entries, discounts, transportCosts), buyerFee, taxRatePercent });
}

/** One line of the save (its input shape: alternates as the save takes them). */
type SentLine = SaveQuoteConstruction['items'][number];

function sourcingOf(row: ConstructionRow, original: ConstructionRow | null): SentLine {
  return {
    id: row.id,
    sellerCompanyId: row.sellerCompany?.id ?? null,
    sellerUnitPrice: row.sellerUnitPrice,
    markupRate: row.markupRate,
    buyerUnitPrice: row.buyerUnitPrice,
    sellerContacted: row.sellerContacted,
    inventoryAvailable: row.inventoryAvailable,
    // Only a move is sent: the server checks it against the transitions table (decision 153).
    ...(original !== null && original.statusId !== row.statusId ? { statusId: row.statusId } : {}),
    // The whole list replaces the saved one, so it is sent only when the user changed it.
    ...(original !== null && !isSameList(original.altItems, row.altItems)
      ? { altItems: toAltItemInputs(row.altItems) }
      : {}),
  };
}

function isSameList<TItem>(left: readonly TItem[], right: readonly TItem[]): boolean {
  return left === right || JSON.stringify(left) === JSON.stringify(right);
}

/** What a Save sends, and which grid row each index of the answer's issues is. */
export interface ConstructionPayload {
  readonly body: SaveQuoteConstruction;
  /** The grid key of each sent line, by its index in `body.items`. */
  readonly itemKeys: readonly string[];
  /** The grid key of each transport cost, by its index in `body.transportCosts`. */
  readonly transportKeys: readonly string[];
  readonly discountKeys: readonly string[];
}

/**
 * PUT quoteConstruction's body (decisions 150, 153): the lines the user changed (only the lines sent change), the
 * lines marked deleted, the substitutes reverted, and the quote's whole discount and transport-cost lists.
 */
export function toSavePayload(
  quoteId: number,
  entries: readonly GridEntry<ConstructionRow>[],
  discounts: readonly GridEntry<DiscountDraft>[],
  transportCosts: readonly GridEntry<TransportCostDraft>[],
): ConstructionPayload {
  const edited = entries.filter(
    (entry) => !entry.isDeleted && entry.changedFields.length > 0 && !isRevertedSubstitute(entry),
  );
  const charges = toChargesPayload(discounts, transportCosts);
  return {
    body: {
      id: quoteId,
      items: edited.map((entry) => sourcingOf(entry.current, entry.original)),
      ...lineChangesOf(entries, toSubstitution),
      discounts: charges.discounts,
      transportCosts: charges.transportCosts,
    },
    itemKeys: edited.map((entry) => entry.key),
    transportKeys: charges.transportKeys,
    discountKeys: charges.discountKeys,
  };
}

const ITEM_ISSUE = /^items\.(\d+)(?:\.(\w+))?$/;

/** The grid cells a publish refusal names: each line lacking a seller or a price (decision 150). */
const PUBLISH_CELLS = ['sellerCompany', 'sellerUnitPrice', 'buyerUnitPrice'] as const;

/**
 * The server's `items.N[.field]` issues on the grid's cells. A Save's N is the index in the lines sent; a
 * publish's is the index in the record's lines (then the line's missing seller and prices are marked).
 */
export function issuesByLine(
  issues: ReadonlyArray<{ field: string; message: string }>,
  keyOfIndex: (index: number) => string | undefined,
  rowOfKey: (key: string) => ConstructionRow | undefined,
): Map<string, Record<string, string>> {
  const byLine = new Map<string, Record<string, string>>();
  const FIELD_OF_ISSUE: Readonly<Record<string, keyof ConstructionRow>> = {
    sellerCompanyId: 'sellerCompany',
    sellerUnitPrice: 'sellerUnitPrice',
    markupRate: 'markupRate',
    buyerUnitPrice: 'buyerUnitPrice',
    statusId: 'statusId',
  };
  for (const issue of issues) {
    const match = ITEM_ISSUE.exec(issue.field);
    if (!match) continue;
    const key = keyOfIndex(Number(match[1]));
    if (key === undefined) continue;
    const cells = byLine.get(key) ?? {};
    const field = match[2] === undefined ? undefined : FIELD_OF_ISSUE[match[2]];
    if (field !== undefined) {
      cells[field] = issue.message;
    } else {
      const row = rowOfKey(key);
      for (const cell of PUBLISH_CELLS) {
        if (!row || row[cell] === null) cells[cell] = issue.message;
      }
    }
    byLine.set(key, cells);
  }
  return byLine;
}

/**
 * spec 001 §8 'items not assigned to deliveries' (decision 209: `items.{quoteItemId}`, one issue per line): the
 * lines by key, each marked on its seller cell (the pickup a truck would take it from; the read-only product cell
 * shows no server issue). Empty for any other refusal.
 */
export function unassignedLineIssues(
  issues: ReadonlyArray<{ field: string; message: string }>,
): Map<string, Record<string, string>> {
  const byLine = new Map<string, Record<string, string>>();
  for (const issue of issues) {
    if (issue.message !== MESSAGES.itemsNotAssignedToDeliveries) continue;
    const match = /^items\.(\d+)$/.exec(issue.field);
    if (match?.[1]) byLine.set(match[1], { sellerCompany: issue.message });
  }
  return byLine;
}

export { currentLineErrors, lineErrorsOf } from '../../../components/construction';
