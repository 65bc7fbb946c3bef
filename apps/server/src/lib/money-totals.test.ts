import Decimal from 'decimal.js';
import { lineMoney, fromCents, type OrderMoneyInput } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { lineTotals, orderRecordTotals, orderRollupAmounts, quoteTotals } from './money-totals';

/** Decimal arithmetic as a reviewer states decision 148's rules: exact products, each amount rounded once. */
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const percentCents = (cents: number, rateThousandths: number) =>
  new Exact(cents).times(`${rateThousandths}e-5`).toDecimalPlaces(0).toNumber();

/** mulberry32: seeded, so a failure names a draw that fails again. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('the totals the server answers and stores, against a decimal library (decision 192)', () => {
  it('adds up a million seeded lines in quotes, sub-quotes and orders to the cent', async ({ annotate }) => {
    const random = seededRandom(1920);
    const integer = (max: number) => Math.floor(random() * (max + 1));
    const upTo = (max: number) => Math.floor(10 ** (random() * Math.log10(max + 1)));

    // Pools of quantities and unit prices, read once; a line draws one of each (2^24 possible products).
    const POOL = 4096;
    const quantities = Array.from({ length: POOL }, () => {
      const thousandths = upTo(1_000_000_000); // up to 1,000,000.000
      return { quantity: thousandths / 1000, exact: new Exact(`${thousandths}e-3`) };
    });
    const prices = Array.from({ length: POOL }, () => {
      const cents = upTo(10_000_000); // up to $100,000.00
      return { unitPrice: cents / 100, exactCents: new Exact(cents) };
    });

    const differences: string[] = [];
    let differenceCount = 0;
    const check = (what: () => string, actual: number, expectedCents: number) => {
      // The API's numbers are dollars: the same double as the exact cents ÷ 100.
      if (actual === fromCents(expectedCents)) return;
      differenceCount += 1;
      if (differences.length < 10) differences.push(`${what()}: ${actual} ≠ ${expectedCents / 100}`);
    };

    let lineCount = 0;
    let orderCount = 0;
    while (lineCount < 1_000_000) {
      const lines = [];
      let sellerCents = 0;
      let buyerCents = 0;
      for (let size = 1 + integer(19); size > 0; size -= 1) {
        const quantity = quantities[integer(POOL - 1)]!;
        const seller = prices[integer(POOL - 1)]!;
        const buyer = prices[integer(POOL - 1)]!;
        sellerCents += quantity.exact.times(seller.exactCents).toDecimalPlaces(0).toNumber();
        buyerCents += quantity.exact.times(buyer.exactCents).toDecimalPlaces(0).toNumber();
        lines.push({
          quantity: quantity.quantity,
          sellerUnitPrice: seller.unitPrice,
          buyerUnitPrice: buyer.unitPrice,
        });
      }
      const discountCents = Array.from({ length: integer(2) }, () => upTo(100_000_000));
      const transportCents = Array.from({ length: integer(2) }, () => upTo(10_000_000));
      const fee = random() < 0.2 ? null : { rateThousandths: integer(10_000), minimumCents: upTo(10_000) };
      const taxThousandths = integer(20_000);
      const deliveryFeeCents = upTo(1_000_000);
      const input: OrderMoneyInput = {
        lines,
        discounts: discountCents.map((cents) => cents / 100),
        transportCosts: transportCents.map((cents) => cents / 100),
        buyerFee:
          fee === null
            ? null
            : { ratePercent: fee.rateThousandths / 1000, minimumAmount: fee.minimumCents / 100 },
        taxRatePercent: taxThousandths / 1000,
        buyerDeliveryFee: deliveryFeeCents / 100,
      };

      const discount = Math.min(
        buyerCents,
        discountCents.reduce((sum, cents) => sum + cents, 0),
      );
      const goods = buyerCents - discount;
      const feeCents =
        fee === null || goods <= 0 ? 0 : Math.max(percentCents(goods, fee.rateThousandths), fee.minimumCents);
      const quoteTaxable = goods + transportCents.reduce((sum, cents) => sum + cents, 0) + feeCents;
      const quoteTax = percentCents(quoteTaxable, taxThousandths);
      const orderTaxable = quoteTaxable + deliveryFeeCents;
      const orderTax = percentCents(orderTaxable, taxThousandths);

      // What GET quote/{id} answers, and its sub-quote's sums of the line prices the save stored.
      const quote = quoteTotals(input);
      const stored = lines.map((line) => {
        const money = lineMoney(line);
        return {
          sellerPrice: fromCents(money.sellerPriceCents!),
          buyerPrice: fromCents(money.buyerPriceCents!),
        };
      });
      const subQuote = lineTotals(stored);
      // What the order's roll-up stores, and what GET order/{id} reads back from it.
      const order = orderRecordTotals({
        ...orderRollupAmounts(input),
        itemCount: lines.length,
        buyerDeliveryFee: input.buyerDeliveryFee,
        taxRate: input.taxRatePercent,
        buyerFeeRate: fee === null ? null : fee.rateThousandths / 1000,
        buyerFeeMinimum: fee === null ? null : fee.minimumCents / 100,
      });
      const label = (field: string) => () => `order ${orderCount} ${field} (${JSON.stringify(input)})`;
      check(label('quote seller cost'), quote.sellerCost, sellerCents);
      check(label('quote buyer subtotal'), quote.buyerSubtotal, buyerCents);
      check(label('quote margin'), quote.margin, buyerCents - sellerCents);
      check(label('quote fee'), quote.fee, feeCents);
      check(label('quote taxable'), quote.taxable, quoteTaxable);
      check(label('quote tax'), quote.tax, quoteTax);
      check(label('quote grand total'), quote.grandTotal, quoteTaxable + quoteTax);
      check(label('sub-quote seller total'), subQuote.sellerTotal, sellerCents);
      check(label('sub-quote buyer total'), subQuote.buyerTotal, buyerCents);
      check(label('order margin'), order.margin, buyerCents - sellerCents);
      check(label('order taxable'), order.taxable, orderTaxable);
      check(label('order tax'), order.tax, orderTax);
      check(label('order grand total'), order.grandTotal, orderTaxable + orderTax);
      lineCount += lines.length;
      orderCount += 1;
    }

    await annotate(`${lineCount} lines in ${orderCount} quotes and orders, ${differenceCount} differences`);
    expect(differences).toEqual([]);
    expect(differenceCount).toBe(0);
  }, 60_000);

  it('adds the issue example lines up to the cent a float product missed', () => {
    const lines = [
      { quantity: 1240.35, sellerUnitPrice: 64.1, buyerUnitPrice: 64.1 }, // 79,506.435
      { quantity: 8754.3, sellerUnitPrice: 8.35, buyerUnitPrice: 8.35 }, // 73,098.405
    ];
    const totals = quoteTotals({
      lines,
      discounts: [],
      transportCosts: [],
      buyerFee: null,
      taxRatePercent: 0,
    });
    expect(totals.sellerCost).toBe(152_604.85); // 79,506.44 + 73,098.41
    expect(
      lineTotals([
        { sellerPrice: 79_506.44, buyerPrice: null },
        { sellerPrice: 73_098.41, buyerPrice: 0.1 },
      ]),
    ).toEqual({ sellerTotal: 152_604.85, buyerTotal: 0.1 });
  });
});
