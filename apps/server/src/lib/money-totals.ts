/**
 * What the server answers and stores as a quote's and an order's money, in dollars: the contracts' cents
 * (quote-money.ts, decisions 148 and 192) turned into the API's and the columns' numbers here, once, so no service
 * sums or subtracts dollars of its own. Pure, so the property test (money-totals.test.ts) checks exactly what the
 * services use against a decimal library.
 */
import {
  fromCents,
  orderMoney,
  quoteMoney,
  sumCents,
  toCents,
  type OrderMoneyInput,
  type OrderTotals,
  type QuoteMoneyInput,
  type QuoteTotals,
} from '@portal/contracts';

/** GET quote/{id}'s totals: the counted lines priced from quantity × unit prices, then decision 148's order. */
export function quoteTotals(input: QuoteMoneyInput): QuoteTotals {
  const money = quoteMoney(input);
  return {
    sellerCost: fromCents(money.sellerCostCents),
    buyerSubtotal: fromCents(money.buyerSubtotalCents),
    margin: fromCents(money.marginCents),
    discount: fromCents(money.discountCents),
    transport: fromCents(money.transportCents),
    fee: fromCents(money.feeCents),
    taxable: fromCents(money.taxableCents),
    tax: fromCents(money.taxCents),
    grandTotal: fromCents(money.grandTotalCents),
    taxRate: input.taxRatePercent,
    buyerFeeRate: input.buyerFee?.ratePercent ?? null,
    unpricedLineCount: money.unpricedLineCount,
  };
}

/** A sub-quote's (or sub-order's) totals: the sums of its lines' stored prices, to the cent. */
export function lineTotals(lines: readonly { sellerPrice: number | null; buyerPrice: number | null }[]): {
  sellerTotal: number;
  buyerTotal: number;
} {
  return {
    sellerTotal: fromCents(sumCents(lines.map((line) => line.sellerPrice))),
    buyerTotal: fromCents(sumCents(lines.map((line) => line.buyerPrice))),
  };
}

/** The order's stored roll-up of its money (customer_order's total columns), refreshed on every change. */
export function orderRollupAmounts(input: OrderMoneyInput) {
  const money = orderMoney(input);
  return {
    sellerCost: fromCents(money.sellerCostCents),
    buyerSubtotal: fromCents(money.buyerSubtotalCents),
    discountTotal: fromCents(money.discountCents),
    transportTotal: fromCents(money.transportCents),
    feeTotal: fromCents(money.feeCents),
    taxTotal: fromCents(money.taxCents),
    grandTotal: fromCents(money.grandTotalCents),
  };
}

/** What GET order/{id}'s totals read of the order row: its roll-up, with its rates as placed. */
export interface StoredOrderTotals extends ReturnType<typeof orderRollupAmounts> {
  readonly itemCount: number;
  readonly buyerDeliveryFee: number | null;
  readonly taxRate: number;
  readonly buyerFeeRate: number | null;
  readonly buyerFeeMinimum: number | null;
}

/** GET order/{id}'s totals from the stored roll-up: margin and taxable are differences of cents, not of floats. */
export function orderRecordTotals(order: StoredOrderTotals): OrderTotals {
  return {
    itemCount: order.itemCount,
    sellerCost: order.sellerCost,
    buyerSubtotal: order.buyerSubtotal,
    margin: fromCents(toCents(order.buyerSubtotal) - toCents(order.sellerCost)),
    discount: order.discountTotal,
    transport: order.transportTotal,
    fee: order.feeTotal,
    deliveryFee: order.buyerDeliveryFee ?? 0,
    taxable: fromCents(toCents(order.grandTotal) - toCents(order.taxTotal)),
    tax: order.taxTotal,
    grandTotal: order.grandTotal,
    taxRate: order.taxRate,
    buyerFeeRate: order.buyerFeeRate,
    buyerFeeMinimum: order.buyerFeeMinimum,
  };
}
