import {
  buyerUnitPriceFromMarkup,
  COUNTED_ITEM_STATUS_IDS,
  fromCents,
  ItemStatus,
  lineMoney,
  markupFromBuyerUnitPrice,
  type AltItem,
} from '@portal/contracts';
import type { GridEntry, LineItemRowsModel, PickedRecord } from '../grid';
import type { DiscountDraft, TransportCostDraft } from './charges';
import { isKnownNumber } from './known-number';

/**
 * What a construction workspace's line carries to be priced (spec 001 §3 Constructed quote item and Constructed
 * order item: quantity, seller unit price, markup, buyer unit price). Quote and order lines both are one.
 */
export interface PricedLine {
  readonly quantity: number;
  readonly sellerUnitPrice: number | null;
  readonly markupRate: number | null;
  readonly buyerUnitPrice: number | null;
}

/** The three price cells that derive each other. */
export type PriceField = 'sellerUnitPrice' | 'markupRate' | 'buyerUnitPrice';

const PRICE_FIELDS: readonly string[] = ['sellerUnitPrice', 'markupRate', 'buyerUnitPrice'];

export function isPriceField(field: string): field is PriceField {
  return PRICE_FIELDS.includes(field);
}

/**
 * The line after the user sets one price field, with the markup and the buyer unit price each derived from the
 * other (decision 148's rules from quote-money.ts, the same the server prices with):
 * - a markup typed → the buyer unit price from the seller's and that markup;
 * - a buyer unit price typed → the markup it makes over the seller's (none when the seller's is 0);
 * - a seller unit price typed → the buyer's follows the markup kept; without a markup, the markup follows a
 *   buyer price already there.
 * A cleared or unreadable figure derives nothing: the other cell keeps what it had.
 */
export function derivePrices<TRow extends PricedLine>(
  row: TRow,
  field: PriceField,
  value: number | null,
): Partial<TRow> {
  const patch = { [field]: value } as Partial<TRow>;
  const derived = (extra: Partial<PricedLine>) => ({ ...patch, ...extra }) as Partial<TRow>;
  if (field === 'markupRate') {
    if (isKnownNumber(row.sellerUnitPrice) && isKnownNumber(value)) {
      return derived({ buyerUnitPrice: buyerUnitPriceFromMarkup(row.sellerUnitPrice, value) });
    }
  } else if (field === 'buyerUnitPrice') {
    if (isKnownNumber(row.sellerUnitPrice) && isKnownNumber(value)) {
      const markup = markupFromBuyerUnitPrice(row.sellerUnitPrice, value);
      if (markup !== null) return derived({ markupRate: markup });
    }
  } else {
    if (!isKnownNumber(value)) return patch;
    if (isKnownNumber(row.markupRate)) {
      return derived({ buyerUnitPrice: buyerUnitPriceFromMarkup(value, row.markupRate) });
    }
    if (isKnownNumber(row.buyerUnitPrice)) {
      const markup = markupFromBuyerUnitPrice(value, row.buyerUnitPrice);
      if (markup !== null) return derived({ markupRate: markup });
    }
  }
  return patch;
}

/** A line's seller and buyer prices (quantity × unit price, decision 148) in dollars; null until known. */
export function linePrices(row: PricedLine): { sellerPrice: number | null; buyerPrice: number | null } {
  const money = lineMoney({
    quantity: row.quantity,
    sellerUnitPrice: isKnownNumber(row.sellerUnitPrice) ? row.sellerUnitPrice : null,
    buyerUnitPrice: isKnownNumber(row.buyerUnitPrice) ? row.buyerUnitPrice : null,
  });
  return {
    sellerPrice: money.sellerPriceCents === null ? null : fromCents(money.sellerPriceCents),
    buyerPrice: money.buyerPriceCents === null ? null : fromCents(money.buyerPriceCents),
  };
}

/**
 * A line of a construction grid as both workspaces hold it (spec 001 §3 Constructed quote item and Constructed
 * order item): what the line is — read-only there, set when the quote was standardized — and the sourcing the user
 * edits. A quote's line adds 'inventory available', an order's item its sub-order and 'inventory secured'.
 */
export interface ConstructionLine<TAltItem> extends PricedLine {
  readonly id: number;
  readonly sequenceNumber: number;
  readonly product: string;
  readonly size: string;
  readonly specs: string;
  /** ItemStatus (spec 001 §4 item ids); the line menu moves it. */
  readonly statusId: number;
  readonly sellerCompany: PickedRecord | null;
  readonly sellerContacted: boolean;
  /** A substitute names the line it replaces (decisions 149, 151). */
  readonly replacesItemId: number | null;
  readonly altItems: readonly TAltItem[];
  /**
   * An alternate the user chose to replace the line with (spec 001 §4 'marked substituted'): sent with the next
   * Save as the line's substitution (decision 153); never read from the server.
   */
  readonly substitute: TAltItem | null;
}

/** What the server sends of a quote's line or an order's item that both grids show the same way. */
export interface ServedConstructionItem<TAltItem> {
  readonly id: number;
  readonly sequenceNumber: number;
  readonly productName: string;
  readonly productSizeName: string;
  readonly specs: readonly { readonly name: string }[];
  readonly quantity: number;
  readonly statusId: number;
  readonly sellerUnitPrice: number | null;
  readonly markupRate: number | null;
  readonly buyerUnitPrice: number | null;
  readonly sellerContacted: boolean;
  readonly replacesItemId: number | null;
  readonly altItems: readonly TAltItem[];
}

/**
 * The grid's line for a served item, but its seller (an order item always has one, a quote line may not yet): the
 * specs joined as the grid shows them, no substitute chosen.
 */
export function constructionLineOf<TAltItem>(
  item: ServedConstructionItem<TAltItem>,
): Omit<ConstructionLine<TAltItem>, 'sellerCompany'> {
  return {
    id: item.id,
    sequenceNumber: item.sequenceNumber,
    product: item.productName,
    size: item.productSizeName,
    specs: item.specs.map((spec) => spec.name).join(', '),
    quantity: item.quantity,
    statusId: item.statusId,
    sellerUnitPrice: item.sellerUnitPrice,
    markupRate: item.markupRate,
    buyerUnitPrice: item.buyerUnitPrice,
    sellerContacted: item.sellerContacted,
    replacesItemId: item.replacesItemId,
    altItems: item.altItems,
    substitute: null,
  };
}

/**
 * The line after the user sets one field: a price field carries its derived price with it (`derivePrices`,
 * decision 148); any other field is set as is.
 */
export function withDerivedLinePrices<TRow extends PricedLine, TField extends keyof TRow & string>(
  row: TRow,
  field: TField,
  value: TRow[TField],
): Partial<TRow> {
  if (isPriceField(field)) return derivePrices(row, field, value as number | null);
  const patch: Partial<TRow> = {};
  patch[field] = value;
  return patch;
}

/**
 * Sets fields every construction line has (its status, alternates, pending substitute) on lines of a workspace's
 * own row type. TypeScript cannot see that a patch of ConstructionLine's fields is a patch of a row type still
 * generic here; each workspace's row is a ConstructionLine with these very fields.
 */
export function updateLines<TRow extends ConstructionLine<AltItem>>(
  model: Pick<LineItemRowsModel<TRow>, 'updateRows'>,
  keys: readonly string[],
  patch: Partial<ConstructionLine<AltItem>>,
): void {
  model.updateRows(keys, patch as Partial<TRow>);
}

/** A line whose sourcing may be edited: not replaced by a substitute (it keeps its history) and not cancelled. */
export function isSourcingEditable(row: { readonly statusId: number }): boolean {
  return row.statusId !== ItemStatus.ids.ORIGINAL && row.statusId !== ItemStatus.ids.CANCELLED;
}

/** A substitute the user reverted (spec 001 §4 'reverted to original'): sent by id, the server restores its original. */
export function isRevertedSubstitute<TRow extends ConstructionLine<unknown>>(
  entry: GridEntry<TRow>,
): boolean {
  return (
    entry.original?.statusId === ItemStatus.ids.SUBSTITUTED &&
    entry.current.statusId === ItemStatus.ids.ORIGINAL
  );
}

/**
 * What the totals of the working copy are priced from as the user types (decision 148): the lines that count
 * (not deleted, a counted status) with the prices the grid could read, and the discount and transport amounts (an
 * empty one counts 0). The quote's and the order's money functions each add their own fees.
 */
export function workingMoneyInput<TRow extends ConstructionLine<unknown>>(
  entries: readonly GridEntry<TRow>[],
  discounts: readonly DiscountDraft[],
  transportCosts: readonly TransportCostDraft[],
) {
  const amount = (value: number | null) => (isKnownNumber(value) ? value : 0);
  return {
    lines: entries
      .filter((entry) => !entry.isDeleted && COUNTED_ITEM_STATUS_IDS.includes(entry.current.statusId))
      .map(({ current }) => ({
        quantity: current.quantity,
        sellerUnitPrice: isKnownNumber(current.sellerUnitPrice) ? current.sellerUnitPrice : null,
        buyerUnitPrice: isKnownNumber(current.buyerUnitPrice) ? current.buyerUnitPrice : null,
      })),
    discounts: discounts.map((line) => amount(line.amount)),
    transportCosts: transportCosts.map((line) => amount(line.cost)),
  };
}

/**
 * The part of a Save's body about whole lines (decisions 153, 163): the lines marked deleted, the substitutions
 * chosen (each alternate as the save takes it) and the substitutes reverted.
 */
export function lineChangesOf<TAltItem, TRow extends ConstructionLine<TAltItem>, TSubstitution>(
  entries: readonly GridEntry<TRow>[],
  toSubstitution: (itemId: number, altItem: TAltItem) => TSubstitution,
) {
  return {
    deletedItemIds: entries.filter((entry) => entry.isDeleted).map((entry) => entry.current.id),
    substitutions: entries.flatMap((entry) =>
      !entry.isDeleted && entry.current.substitute !== null
        ? [toSubstitution(entry.current.id, entry.current.substitute)]
        : [],
    ),
    revertedItemIds: entries
      .filter((entry) => !entry.isDeleted && isRevertedSubstitute(entry))
      .map((entry) => entry.current.id),
  };
}
