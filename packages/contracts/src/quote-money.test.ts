import { describe, expect, it } from 'vitest';
import {
  buyerUnitPriceFromMarkup,
  lineMoney,
  markupFromBuyerUnitPrice,
  percentOfCents,
  quoteMoney,
  toCents,
  type QuoteMoneyInput,
} from './quote-money';

describe('quote money (issue 14 acceptance 3; decision 148)', () => {
  it.each([
    [0, 0],
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [2.675, 268],
    [-1.005, -101],
    [1_234_567.891, 123_456_789],
  ])('%s dollars are %s cents (half away from zero, binary fractions forgiven)', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it.each([
    // cents, rate %, cents of it
    [10_000, 9.975, 998], // QST on $100.00: 997.5 rounds up once
    [10_000, 5, 500],
    [10_000, 14.975, 1498], // Quebec GST + QST
    [333, 13, 43], // 43.29
    [1, 0.5, 0], // 0.005 cent
    [100, 0.5, 1], // half a cent rounds away from zero
    [123_456_789, 8.875, 10_956_790], // New York City's rate on $1,234,567.89
  ])('%s cents at %s %% is %s cents', (cents, rate, expected) => {
    expect(percentOfCents(cents, rate)).toBe(expected);
  });

  it.each([
    // seller unit price, markup %, buyer unit price
    [100, 25, 125],
    [38.5, 35, 51.98], // 51.975 rounds up
    [12.99, 0, 12.99],
    [7.25, 33.333, 9.67],
  ])('a seller price of %s marked up %s %% sells at %s', (seller, markup, buyer) => {
    expect(buyerUnitPriceFromMarkup(seller, markup)).toBe(buyer);
  });

  it.each([
    // seller unit price, buyer unit price, markup %
    [100, 125, 25],
    [38.5, 51.98, 35.013],
    [7.25, 9.67, 33.379],
    [0, 10, null],
  ])('a seller price of %s sold at %s is a markup of %s %%', (seller, buyer, markup) => {
    expect(markupFromBuyerUnitPrice(seller, buyer)).toBe(markup);
  });

  it('prices a line as quantity × unit price, rounded once', () => {
    expect(lineMoney({ quantity: 3, sellerUnitPrice: 19.99, buyerUnitPrice: 26.99 })).toEqual({
      sellerPriceCents: 5997,
      buyerPriceCents: 8097,
    });
    // 2.5 m³ of mulch at $33.33: 83.325 → 83.33
    expect(lineMoney({ quantity: 2.5, sellerUnitPrice: 33.33, buyerUnitPrice: null })).toEqual({
      sellerPriceCents: 8333,
      buyerPriceCents: null,
    });
  });

  const LINES: QuoteMoneyInput['lines'] = [
    { quantity: 25, sellerUnitPrice: 185, buyerUnitPrice: 249.75 }, // Acer rubrum 50 mm cal B&B
    { quantity: 120, sellerUnitPrice: 62.5, buyerUnitPrice: 84.38 }, // Thuja 'Smaragd' 150-175 cm
    { quantity: 40, sellerUnitPrice: 21.95, buyerUnitPrice: 29.63 }, // Hydrangea #5
  ];

  it.each<[string, QuoteMoneyInput, Partial<ReturnType<typeof quoteMoney>>]>([
    [
      'a Quebec quote with a discount, one transport cost and a buyer fee above its minimum',
      {
        lines: LINES,
        discounts: [500],
        transportCosts: [850],
        buyerFee: { ratePercent: 2.5, minimumAmount: 100 },
        taxRatePercent: 14.975,
      },
      {
        sellerCostCents: 1_300_300, // 4,625.00 + 7,500.00 + 878.00
        buyerSubtotalCents: 1_755_455, // 6,243.75 + 10,125.60 + 1,185.20
        marginCents: 455_155,
        discountCents: 50_000,
        transportCents: 85_000,
        feeCents: 42_636, // 2.5 % of 17,054.55 = 426.36375
        taxableCents: 1_833_091, // 17,054.55 + 850.00 + 426.36
        taxCents: 274_505, // 14.975 % of 18,330.91 = 2,745.0537725
        grandTotalCents: 2_107_596,
        unpricedLineCount: 0,
      },
    ],
    [
      'the fee minimum applies to a small order; a US state taxes at its state rate only',
      {
        lines: [{ quantity: 2, sellerUnitPrice: 40, buyerUnitPrice: 55 }],
        discounts: [],
        transportCosts: [],
        buyerFee: { ratePercent: 2.5, minimumAmount: 25 },
        taxRatePercent: 6.25,
      },
      {
        buyerSubtotalCents: 11_000,
        feeCents: 2500,
        taxableCents: 13_500,
        taxCents: 844,
        grandTotalCents: 14_344,
      }, // 843.75 → 844
    ],
    [
      'discounts never take the goods below zero, and an empty quote pays no fee',
      {
        lines: [{ quantity: 1, sellerUnitPrice: 10, buyerUnitPrice: 12 }],
        discounts: [10, 5],
        transportCosts: [40],
        buyerFee: { ratePercent: 3, minimumAmount: 50 },
        taxRatePercent: 13,
      },
      { discountCents: 1200, feeCents: 0, taxableCents: 4000, taxCents: 520, grandTotalCents: 4520 },
    ],
    [
      'unpriced lines are counted and left out of the totals until priced',
      {
        lines: [...LINES, { quantity: 10, sellerUnitPrice: null, buyerUnitPrice: null }],
        discounts: [],
        transportCosts: [],
        buyerFee: null,
        taxRatePercent: 0,
      },
      { buyerSubtotalCents: 1_755_455, feeCents: 0, taxCents: 0, unpricedLineCount: 1 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(quoteMoney(input)).toMatchObject(expected);
  });
});
