import {
  COUNTED_ITEM_STATUS_IDS,
  buyerUnitPriceFromMarkup,
  fromCents,
  ItemStatus,
  lineMoney,
  markupFromBuyerUnitPrice,
  quoteMoney,
  TransportType,
  type ConstructedQuote,
  type ConstructedQuoteItem,
  type FeeTerms,
  type QuoteAltItem,
  type QuoteMoney,
  type SaveQuoteConstruction,
} from '@portal/contracts';
import type { GridEntry, PickedRecord } from '../../../components/grid';
import { toAltItemInputs, toSubstitution } from '../quote-sourcing';

/**
 * One line of the construction grid (spec 001 §3 Constructed quote item): what the line is (read-only here, set by
 * standardization) and its sourcing (§3 Quote editable fields), which the user edits.
 */
export interface ConstructionRow {
  readonly id: number;
  readonly sequenceNumber: number;
  readonly product: string;
  readonly size: string;
  readonly specs: string;
  readonly quantity: number;
  /** ItemStatus (spec 001 §4 sub-quote item ids); the line menu moves it (unavailable, available). */
  readonly statusId: number;
  readonly sellerCompany: PickedRecord | null;
  readonly sellerUnitPrice: number | null;
  readonly markupRate: number | null;
  readonly buyerUnitPrice: number | null;
  readonly sellerContacted: boolean;
  readonly inventoryAvailable: boolean;
  /** A substitute names the line it replaces (decision 149). */
  readonly replacesItemId: number | null;
  readonly altItems: readonly QuoteAltItem[];
  /**
   * An alternate the user chose to replace the line with (spec 001 §4 'marked substituted'): sent with the next
   * Save as the line's substitution (decision 153); never read from the server.
   */
  readonly substitute: QuoteAltItem | null;
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
    id: item.id,
    sequenceNumber: item.sequenceNumber,
    product: item.productName,
    size: item.productSizeName,
    specs: item.specs.map((spec) => spec.name).join(', '),
    quantity: item.quantity,
    statusId: item.statusId,
    sellerCompany:
      item.sellerCompanyId === null
        ? null
        : { id: item.sellerCompanyId, name: item.sellerCompanyName ?? String(item.sellerCompanyId) },
    sellerUnitPrice: item.sellerUnitPrice,
    markupRate: item.markupRate,
    buyerUnitPrice: item.buyerUnitPrice,
    sellerContacted: item.sellerContacted,
    inventoryAvailable: item.inventoryAvailable,
    replacesItemId: item.replacesItemId,
    altItems: item.altItems,
    substitute: null,
  };
}

export function rowsOf(record: ConstructedQuote): ConstructionRow[] {
  return record.items.map(rowOf);
}

/** A typed number the grid could not read (NaN) or an empty cell: nothing to derive from. */
function known(value: number | null): value is number {
  return value !== null && !Number.isNaN(value);
}

/**
 * The line after the user sets one field, with the markup and the buyer unit price each derived from the other
 * (issue 14; decision 148's rules from quote-money.ts, the same the server prices with):
 * - a markup typed → the buyer unit price from the seller's and that markup;
 * - a buyer unit price typed → the markup it makes over the seller's (none when the seller's is 0);
 * - a seller unit price typed → the buyer's follows the markup kept; without a markup, the markup follows a
 *   buyer price already there.
 * A cleared or unreadable figure derives nothing: the other cell keeps what it had.
 */
export function withDerivedPrices<TField extends EditableField>(
  row: ConstructionRow,
  field: TField,
  value: ConstructionRow[TField],
): Partial<ConstructionRow> {
  const patch: Partial<ConstructionRow> = { [field]: value };
  if (field === 'markupRate') {
    const markup = value as number | null;
    if (known(row.sellerUnitPrice) && known(markup)) {
      return { ...patch, buyerUnitPrice: buyerUnitPriceFromMarkup(row.sellerUnitPrice, markup) };
    }
  } else if (field === 'buyerUnitPrice') {
    const buyer = value as number | null;
    if (known(row.sellerUnitPrice) && known(buyer)) {
      const markup = markupFromBuyerUnitPrice(row.sellerUnitPrice, buyer);
      if (markup !== null) return { ...patch, markupRate: markup };
    }
  } else if (field === 'sellerUnitPrice') {
    const seller = value as number | null;
    if (!known(seller)) return patch;
    if (known(row.markupRate)) {
      return { ...patch, buyerUnitPrice: buyerUnitPriceFromMarkup(seller, row.markupRate) };
    }
    if (known(row.buyerUnitPrice)) {
      const markup = markupFromBuyerUnitPrice(seller, row.buyerUnitPrice);
      if (markup !== null) return { ...patch, markupRate: markup };
    }
  }
  return patch;
}

/** A line's seller and buyer prices (quantity × unit price, decision 148) in dollars; null until known. */
export function linePrices(row: ConstructionRow): { sellerPrice: number | null; buyerPrice: number | null } {
  const money = lineMoney({
    quantity: row.quantity,
    sellerUnitPrice: known(row.sellerUnitPrice) ? row.sellerUnitPrice : null,
    buyerUnitPrice: known(row.buyerUnitPrice) ? row.buyerUnitPrice : null,
  });
  return {
    sellerPrice: money.sellerPriceCents === null ? null : fromCents(money.sellerPriceCents),
    buyerPrice: money.buyerPriceCents === null ? null : fromCents(money.buyerPriceCents),
  };
}

/** A quote discount as its panel's grid edits it (spec 001 §3 quote discount: a discount type and an amount). */
export interface DiscountDraft {
  /** The grid's key: the row's place in the saved list (the server keeps no id the save refers to). */
  readonly rowKey: string;
  readonly sequenceNumber: number;
  readonly discount: PickedRecord | null;
  readonly amount: number | null;
}

/** A transport cost as its panel's grid edits it (spec 001 §3 transport cost; one per seller, issue 14). */
export interface TransportCostDraft {
  readonly rowKey: string;
  readonly sequenceNumber: number;
  /** TransportType: seller 1, third-party 2. */
  readonly transportTypeId: number | null;
  readonly sellerCompany: PickedRecord | null;
  readonly cost: number | null;
  readonly transporters: readonly PickedRecord[];
}

export function discountDraftsOf(record: ConstructedQuote): DiscountDraft[] {
  return record.discounts.map((line, index) => ({
    rowKey: `discount-${index + 1}`,
    sequenceNumber: index + 1,
    discount: { id: line.discountId, name: line.discountName },
    amount: line.amount,
  }));
}

export function blankDiscount(): DiscountDraft {
  return { rowKey: '', sequenceNumber: 0, discount: null, amount: null };
}

export function transportDraftsOf(record: ConstructedQuote): TransportCostDraft[] {
  return record.transportCosts.map((line, index) => ({
    rowKey: `transport-${index + 1}`,
    sequenceNumber: index + 1,
    transportTypeId: line.transportTypeId,
    sellerCompany: { id: line.sellerCompanyId, name: line.sellerCompanyName },
    cost: line.cost,
    transporters: line.transporters,
  }));
}

export function blankTransportCost(): TransportCostDraft {
  return {
    rowKey: '',
    sequenceNumber: 0,
    transportTypeId: TransportType.ids.SELLER,
    sellerCompany: null,
    cost: null,
    transporters: [],
  };
}

/** The rows a panel's grid keeps (not marked deleted), in display order. */
export function keptRows<TRow extends { readonly sequenceNumber: number }>(
  entries: readonly GridEntry<TRow>[],
): TRow[] {
  return entries.filter((entry) => !entry.isDeleted).map((entry) => entry.current);
}

/** The totals of the working copy as the user types (decision 148's order); the server's answer is the record. */
export function workingTotals(
  entries: readonly GridEntry<ConstructionRow>[],
  discounts: readonly DiscountDraft[],
  transportCosts: readonly TransportCostDraft[],
  buyerFee: FeeTerms | null,
  taxRatePercent: number,
): QuoteMoney {
  const amount = (value: number | null) => (known(value) ? value : 0);
  return quoteMoney({
    lines: entries
      .filter((entry) => !entry.isDeleted && COUNTED_ITEM_STATUS_IDS.includes(entry.current.statusId))
      .map(({ current }) => ({
        quantity: current.quantity,
        sellerUnitPrice: known(current.sellerUnitPrice) ? current.sellerUnitPrice : null,
        buyerUnitPrice: known(current.buyerUnitPrice) ? current.buyerUnitPrice : null,
      })),
    discounts: discounts.map((line) => amount(line.amount)),
    transportCosts: transportCosts.map((line) => amount(line.cost)),
    buyerFee,
    taxRatePercent,
  });
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

const I_SUBSTITUTED = ItemStatus.ids.SUBSTITUTED;
const I_ORIGINAL = ItemStatus.ids.ORIGINAL;

/** A substitute the user reverted (spec 001 §4 'reverted to original'): sent by id, the server restores its original. */
function isReverted(entry: GridEntry<ConstructionRow>): boolean {
  return entry.original?.statusId === I_SUBSTITUTED && entry.current.statusId === I_ORIGINAL;
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
    (entry) => !entry.isDeleted && entry.changedFields.length > 0 && !isReverted(entry),
  );
  const keptDiscounts = discounts.filter((entry) => !entry.isDeleted);
  const keptTransport = transportCosts.filter((entry) => !entry.isDeleted);
  return {
    body: {
      id: quoteId,
      items: edited.map((entry) => sourcingOf(entry.current, entry.original)),
      deletedItemIds: entries.filter((entry) => entry.isDeleted).map((entry) => entry.current.id),
      substitutions: entries.flatMap((entry) =>
        !entry.isDeleted && entry.current.substitute !== null
          ? [toSubstitution(entry.current.id, entry.current.substitute)]
          : [],
      ),
      revertedItemIds: entries
        .filter((entry) => !entry.isDeleted && isReverted(entry))
        .map((entry) => entry.current.id),
      discounts: keptDiscounts.map(({ current }) => ({
        discountId: current.discount?.id ?? 0,
        amount: current.amount ?? 0,
      })),
      transportCosts: keptTransport.map(({ current }) => ({
        transportTypeId: current.transportTypeId === TransportType.ids.THIRD_PARTY ? 2 : 1,
        sellerCompanyId: current.sellerCompany?.id ?? 0,
        cost: current.cost ?? 0,
        transporterIds: current.transporters.map((transporter) => transporter.id),
      })),
    },
    itemKeys: edited.map((entry) => entry.key),
    transportKeys: keptTransport.map((entry) => entry.key),
    discountKeys: keptDiscounts.map((entry) => entry.key),
  };
}

/** Discount rows that cannot be sent yet: a type or an amount missing (the panel marks those cells). */
export function discountCellErrors(
  entries: readonly GridEntry<DiscountDraft>[],
  requiredText: string,
): Map<string, Record<string, string>> {
  const byRow = new Map<string, Record<string, string>>();
  for (const { key, current: row, isDeleted } of entries) {
    if (isDeleted) continue;
    const errors: Record<string, string> = {};
    if (row.discount === null) errors['discount'] = requiredText;
    if (!known(row.amount)) errors['amount'] = requiredText;
    if (Object.keys(errors).length > 0) byRow.set(key, errors);
  }
  return byRow;
}

/**
 * A transport row that cannot be sent yet (type, seller or cost missing), or the second cost of one seller (issue
 * 14: no duplicate transport cost for one seller).
 */
export function transportCellErrors(
  entries: readonly GridEntry<TransportCostDraft>[],
  requiredText: string,
  duplicateText: string,
): Map<string, Record<string, string>> {
  const byRow = new Map<string, Record<string, string>>();
  const seen = new Set<number>();
  for (const { key, current: row, isDeleted } of entries) {
    if (isDeleted) continue;
    const errors: Record<string, string> = {};
    if (row.transportTypeId === null) errors['transportTypeId'] = requiredText;
    if (row.sellerCompany === null) errors['sellerCompany'] = requiredText;
    else if (seen.has(row.sellerCompany.id)) errors['sellerCompany'] = duplicateText;
    if (row.sellerCompany !== null) seen.add(row.sellerCompany.id);
    if (!known(row.cost)) errors['cost'] = requiredText;
    if (Object.keys(errors).length > 0) byRow.set(key, errors);
  }
  return byRow;
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

/** The server's issues on the lines' cells, with each line as it was when they were given. */
export interface LineErrors {
  readonly byLine: ReadonlyMap<string, Readonly<Record<string, string>>>;
  readonly rows: ReadonlyMap<string, ConstructionRow>;
}

export const NO_LINE_ERRORS: LineErrors = { byLine: new Map(), rows: new Map() };

/** Takes the server's issues with the lines they name as they are now. */
export function lineErrorsOf(
  byLine: ReadonlyMap<string, Readonly<Record<string, string>>>,
  entries: readonly GridEntry<ConstructionRow>[],
): LineErrors {
  const rows = new Map<string, ConstructionRow>();
  for (const entry of entries) if (byLine.has(entry.key)) rows.set(entry.key, entry.current);
  return { byLine, rows };
}

/**
 * The issues still to show: a cell the user has changed since (a seller set after a refused publish) is no longer
 * marked; the server checks it again on the next save or publish.
 */
export function currentLineErrors(
  errors: LineErrors,
  entries: readonly GridEntry<ConstructionRow>[],
): Map<string, Record<string, string>> {
  const shown = new Map<string, Record<string, string>>();
  if (errors.byLine.size === 0) return shown;
  for (const entry of entries) {
    const cells = errors.byLine.get(entry.key);
    const then = errors.rows.get(entry.key);
    if (!cells || !then) continue;
    const kept: Record<string, string> = {};
    for (const [field, message] of Object.entries(cells)) {
      const key = field as keyof ConstructionRow;
      if (JSON.stringify(entry.current[key]) === JSON.stringify(then[key])) kept[field] = message;
    }
    if (Object.keys(kept).length > 0) shown.set(entry.key, kept);
  }
  return shown;
}
