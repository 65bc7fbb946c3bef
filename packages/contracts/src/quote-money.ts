/**
 * How a quote's money adds up (issue 14; spec 001 §3 Constructed quote item, quote discount, transport cost; §2 Tax
 * Rate and Transaction Fee Settings; §9 money formats). One implementation for the workspace (as the user types)
 * and the server (what is stored and published), so both always show the same cents. docs/decisions/148.
 *
 * Amounts are computed in whole cents (integers) and each is rounded once, where it is made: a line's prices from
 * quantity × unit price, a fee or a tax from its rate. Rounding is half away from zero. Rates are percentages
 * with at most three decimals (decision 040).
 */

import { ItemStatus } from './enumerations';

/**
 * The lines (quote items, order items) that count in totals, sub-quotes, roll-ups, a buyer's return and an order
 * (decision 148): not cancelled, not unavailable, not an original replaced by its substitute. The one list.
 */
export const COUNTED_ITEM_STATUS_IDS: readonly number[] = [
  ItemStatus.ids.WIP,
  ItemStatus.ids.COMPLETE,
  ItemStatus.ids.SUBSTITUTED,
];

/** Dollars to whole cents, half away from zero; tolerant of binary fractions (0.1 + 0.2). */
export function toCents(dollars: number): number {
  const scaled = dollars * 100;
  const rounded = Math.round(Math.abs(scaled) + 1e-9);
  return scaled < 0 ? -rounded : rounded;
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** A percentage of an amount in cents, rounded once to the cent (half away from zero). */
export function percentOfCents(cents: number, ratePercent: number): number {
  // Rates have at most three decimals: scale to integers so 9.975 % of $100.00 is exactly 997.5 cents → 998.
  const rateThousandths = Math.round(ratePercent * 1000);
  const exact = (cents * rateThousandths) / 100_000;
  const rounded = Math.round(Math.abs(exact) + 1e-9);
  return exact < 0 ? -rounded : rounded;
}

/** The decimals a markup rate keeps (decision 040's rate unit). */
export const MARKUP_DECIMALS = 3;

/** The buyer's unit price from the seller's and a markup (percent over the seller's price), to the cent. */
export function buyerUnitPriceFromMarkup(sellerUnitPrice: number, markupRate: number): number {
  return fromCents(toCents(sellerUnitPrice) + percentOfCents(toCents(sellerUnitPrice), markupRate));
}

/**
 * The markup a buyer's unit price makes over the seller's, to three decimals; null when there is no seller price
 * to mark up (a line not sourced yet, or a free one).
 */
export function markupFromBuyerUnitPrice(sellerUnitPrice: number, buyerUnitPrice: number): number | null {
  const seller = toCents(sellerUnitPrice);
  if (seller === 0) return null;
  const rate = ((toCents(buyerUnitPrice) - seller) / seller) * 100;
  const scale = 10 ** MARKUP_DECIMALS;
  return Math.round(rate * scale) / scale;
}

/** What a line's prices are made of. Null fields are not known yet (a line not sourced). */
export interface LineMoneyInput {
  readonly quantity: number | null;
  readonly sellerUnitPrice: number | null;
  readonly buyerUnitPrice: number | null;
}

export interface LineMoney {
  /** quantity × seller unit price, in cents; null until both are known. */
  readonly sellerPriceCents: number | null;
  /** quantity × buyer unit price, in cents; null until both are known. */
  readonly buyerPriceCents: number | null;
}

/** spec 001 §3 sellerPrice and buyerPrice: quantity × unit price, rounded once to the cent. */
export function lineMoney({ quantity, sellerUnitPrice, buyerUnitPrice }: LineMoneyInput): LineMoney {
  const times = (unitPrice: number | null) =>
    quantity === null || unitPrice === null ? null : toCents(quantity * unitPrice);
  return { sellerPriceCents: times(sellerUnitPrice), buyerPriceCents: times(buyerUnitPrice) };
}

/** A fee of the buyer company (Transaction Fee Settings): a rate with a minimum amount in dollars. */
export interface FeeTerms {
  readonly ratePercent: number;
  readonly minimumAmount: number;
}

export interface QuoteMoneyInput {
  /** The lines that count: not cancelled, not unavailable, not an original replaced by its substitute. */
  readonly lines: readonly LineMoneyInput[];
  /** Quote discounts, in dollars, off the buyer's subtotal. */
  readonly discounts: readonly number[];
  /** Transport costs, in dollars, charged to the buyer at cost. */
  readonly transportCosts: readonly number[];
  /** The buyer company's buyer fee; none when it has no fee saved. */
  readonly buyerFee: FeeTerms | null;
  /** The delivery province's (or state's) total tax rate, in percent. */
  readonly taxRatePercent: number;
}

export interface QuoteMoney {
  readonly sellerCostCents: number;
  readonly buyerSubtotalCents: number;
  /** What the marketplace keeps on the goods: buyer subtotal − seller cost. */
  readonly marginCents: number;
  /** The discounts, never more than the buyer subtotal. */
  readonly discountCents: number;
  readonly transportCents: number;
  readonly feeCents: number;
  /** What the tax applies to: subtotal − discount + transport + fee. */
  readonly taxableCents: number;
  readonly taxCents: number;
  readonly grandTotalCents: number;
  /** Lines whose seller or buyer price is not known yet: the totals leave them out until they are. */
  readonly unpricedLineCount: number;
}

/**
 * A quote's totals, in this order (decision 148): the lines' prices summed; discounts off the buyer subtotal
 * (at most all of it); transport costs added; the buyer fee on the discounted goods, at least its minimum (none on
 * an empty quote); the tax on goods, transport and fee; the grand total.
 */
export function quoteMoney(input: QuoteMoneyInput): QuoteMoney {
  let sellerCostCents = 0;
  let buyerSubtotalCents = 0;
  let unpricedLineCount = 0;
  for (const line of input.lines) {
    const money = lineMoney(line);
    if (money.sellerPriceCents === null || money.buyerPriceCents === null) unpricedLineCount += 1;
    sellerCostCents += money.sellerPriceCents ?? 0;
    buyerSubtotalCents += money.buyerPriceCents ?? 0;
  }
  const discountCents = Math.min(
    buyerSubtotalCents,
    input.discounts.reduce((sum, amount) => sum + toCents(amount), 0),
  );
  const transportCents = input.transportCosts.reduce((sum, amount) => sum + toCents(amount), 0);
  const goodsCents = buyerSubtotalCents - discountCents;
  const feeCents =
    input.buyerFee === null || goodsCents <= 0
      ? 0
      : Math.max(
          percentOfCents(goodsCents, input.buyerFee.ratePercent),
          toCents(input.buyerFee.minimumAmount),
        );
  const taxableCents = goodsCents + transportCents + feeCents;
  const taxCents = percentOfCents(taxableCents, input.taxRatePercent);
  return {
    sellerCostCents,
    buyerSubtotalCents,
    marginCents: buyerSubtotalCents - sellerCostCents,
    discountCents,
    transportCents,
    feeCents,
    taxableCents,
    taxCents,
    grandTotalCents: taxableCents + taxCents,
    unpricedLineCount,
  };
}
