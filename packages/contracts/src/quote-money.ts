/**
 * How a quote's money adds up (issue 14; spec 001 §3 Constructed quote item, quote discount, transport cost; §2 Tax
 * Rate and Transaction Fee Settings; §9 money formats). One implementation for the workspace (as the user types)
 * and the server (what is stored and published), so both always show the same cents. docs/decisions/148.
 *
 * Amounts are computed in whole cents (integers) and each is rounded once, where it is made: a line's prices from
 * quantity × unit price, a fee or a tax from its rate. Rounding is half away from zero. Rates are percentages
 * with at most three decimals (decision 040); quantities have at most three decimals and prices two (decision
 * 192), so every product is one of integers — quantity thousandths × cents, cents × rate thousandths — divided
 * once by a power of ten, never a float multiply rounded afterwards.
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

/** Quantities keep three decimals (decision 192): a thousandth of a cubic yard or a square foot is enough. */
export const QUANTITY_DECIMALS = 3;
/** Unit prices and amounts are dollars with cents. */
export const MONEY_DECIMALS = 2;

const QUANTITY_SCALE = 10 ** QUANTITY_DECIMALS;

/**
 * Whether a number, as it came from JSON or a typed box, has at most `decimals` decimals: 1.005 has three,
 * 1.2345 four, 0.1 + 0.2 (0.30000000000000004) seventeen. Exact at any size a quantity or price can have, where
 * a tolerance on `value × 10^decimals` is not (it is wider than a thousandth near ten million).
 */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(decimals)) === value;
}

/** Whether a typed or sent quantity keeps to the stored three decimals (decision 192). */
export function hasQuantityPrecision(quantity: number): boolean {
  return hasAtMostDecimals(quantity, QUANTITY_DECIMALS);
}

/** A whole number of units from `value × scale`, half away from zero (PostgreSQL's numeric rounding). */
function toScaledInteger(value: number, scale: number): number {
  const scaled = value * scale;
  // The 1e-9 forgives binary fractions (1.005 is 1.00499999999999989 as a double): a typed 1.005 means 1.005.
  const rounded = Math.round(Math.abs(scaled) + 1e-9);
  return scaled < 0 ? -rounded : rounded;
}

/**
 * The integer quotient `a × b ÷ divisor`, half away from zero (a, b integers, divisor > 0). The product is exact in
 * a double up to 2^53; past that (a million cubic yards at $100,000.00 is 10^16 thousandths of a cent) it is made
 * with BigInt. The one place money is rounded.
 */
function roundedQuotientOfProduct(a: number, b: number, divisor: number): number {
  const product = a * b;
  if (Number.isSafeInteger(product)) {
    const remainder = product % divisor;
    const quotient = (product - remainder) / divisor;
    return 2 * Math.abs(remainder) >= divisor ? quotient + Math.sign(product) : quotient;
  }
  const big = BigInt(a) * BigInt(b);
  const bigDivisor = BigInt(divisor);
  const remainder = big % bigDivisor;
  const quotient = big / bigDivisor;
  const isHalfOrMore = 2n * (remainder < 0n ? -remainder : remainder) >= bigDivisor;
  return Number(isHalfOrMore ? quotient + (big < 0n ? -1n : 1n) : quotient);
}

/** Dollars to whole cents, half away from zero; tolerant of binary fractions (0.1 + 0.2). */
export function toCents(dollars: number): number {
  return toScaledInteger(dollars, 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** The sum, in cents, of amounts in dollars (stored line prices, a sub-quote's lines); a missing one is 0. */
export function sumCents(amounts: Iterable<number | null>): number {
  let total = 0;
  for (const amount of amounts) total += amount === null ? 0 : toCents(amount);
  return total;
}

/** A quantity in whole thousandths, as stored (numeric(14,3)); more decimals round half away from zero. */
export function toQuantityThousandths(quantity: number): number {
  return toScaledInteger(quantity, QUANTITY_SCALE);
}

export function fromQuantityThousandths(thousandths: number): number {
  return thousandths / QUANTITY_SCALE;
}

/** A percentage of an amount in cents, rounded once to the cent (half away from zero). */
export function percentOfCents(cents: number, ratePercent: number): number {
  // Rates have at most three decimals: cents × rate thousandths is exact, so 9.975 % of $100.00 is exactly 997.5
  // cents → 998, and 14.975 % of a billion cents is not a float's guess.
  return roundedQuotientOfProduct(cents, toScaledInteger(ratePercent, 1000), 100_000);
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
  // (buyer − seller) ÷ seller × 100, in thousandths of a percent, rounded half away from zero like every amount.
  const scale = 10 ** MARKUP_DECIMALS;
  const thousandths = roundedQuotientOfProduct(toCents(buyerUnitPrice) - seller, 100 * scale, seller);
  return thousandths / scale;
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

/**
 * spec 001 §3 sellerPrice and buyerPrice: quantity × unit price, rounded once to the cent — in integers, quantity
 * thousandths × cents ÷ 1,000 (decision 192): 1,240.35 × $64.10 is $79,506.435 and bills $79,506.44.
 */
export function lineMoney({ quantity, sellerUnitPrice, buyerUnitPrice }: LineMoneyInput): LineMoney {
  const thousandths = quantity === null ? null : toQuantityThousandths(quantity);
  const times = (unitPrice: number | null) =>
    thousandths === null || unitPrice === null
      ? null
      : roundedQuotientOfProduct(thousandths, toCents(unitPrice), QUANTITY_SCALE);
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
