import { buyerUnitPriceFromMarkup, fromCents, lineMoney, markupFromBuyerUnitPrice } from '@portal/contracts';

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

/** A typed number the grid could not read (NaN) or an empty cell: nothing to derive from. */
export function isKnownNumber(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && !Number.isNaN(value);
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
