import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionFeeType, type ConstructedQuote, type OrderRecord } from '@portal/contracts';
import { transactionFee } from '../../db/schema';
import { placeOrderFrom, readOrder, returnQuote } from '../../../test/order-fixtures';
import {
  loadQuoteFixtureParties,
  publishQuote,
  quoteFromIntake,
  sourceQuote,
  type QuoteFixtureParties,
} from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { orderDocument, quoteDocument } from './priced-document';

let testApp: TestApp;
let operations: Record<string, string>;
let parties: QuoteFixtureParties;

beforeAll(async () => {
  testApp = await createTestApp();
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  parties = await loadQuoteFixtureParties(testApp);
  // A buyer fee whose rate (not its minimum) decides, so the fee is priced too.
  await testApp.database.db
    .insert(transactionFee)
    .values({
      companyId: parties.buyer.companyId,
      feeTypeId: TransactionFeeType.ids.BUYER_FEE,
      rate: 2.5,
      minimumAmount: 5,
    })
    .onConflictDoUpdate({
      target: [transactionFee.companyId, transactionFee.feeTypeId],
      set: { rate: 2.5, minimumAmount: 5 },
    });
});
afterAll(async () => {
  await testApp.close();
});

/** The totals both kinds answer, to the cent. */
function sharedTotals(totals: ConstructedQuote['totals'] | OrderRecord['totals']) {
  const { sellerCost, buyerSubtotal, margin, discount, transport, fee, taxable, tax, grandTotal, taxRate } =
    totals;
  return { sellerCost, buyerSubtotal, margin, discount, transport, fee, taxable, tax, grandTotal, taxRate };
}

describe('the priced-line document (issue 37): one set of lines, charges and money rules for quotes and orders', () => {
  it('prices a quote and the order placed from it with the same lines, discounts and transport costs to the same cents', async () => {
    const made = await quoteFromIntake(testApp, operations, parties);
    const [first, second] = parties.sellers;
    // Prices whose products fall on half cents and odd cents, so a second rounding anywhere would show.
    const sourced = await sourceQuote(
      testApp,
      operations,
      made,
      [
        { sellerCompanyId: first, sellerUnitPrice: 10.37, buyerUnitPrice: 13.49 },
        { sellerCompanyId: first, sellerUnitPrice: 7.33, buyerUnitPrice: 9.99 },
        { sellerCompanyId: second, sellerUnitPrice: 31.17, buyerUnitPrice: 40.53 },
      ],
      {
        discounts: [
          { discountId: parties.discountId, amount: 37.45 },
          { discountId: parties.discountId, amount: 12.5 },
        ],
        transportCosts: [
          {
            transportTypeId: 2,
            sellerCompanyId: first,
            cost: 118.35,
            transporterIds: [parties.transporterId],
          },
          { transportTypeId: 1, sellerCompanyId: second, cost: 64.1, transporterIds: [] },
        ],
      },
    );
    const quote = await publishQuote(testApp, operations, sourced.id);
    const order = await readOrder(
      testApp,
      operations,
      (await placeOrderFrom(testApp, operations, (await returnQuote(testApp, operations, quote)).id)).id,
    );

    // Every part of the money is there: lines, discounts, transport, the buyer fee and the tax.
    expect(quote.totals.unpricedLineCount).toBe(0);
    expect(quote.totals.discount).toBe(49.95);
    expect(quote.totals.transport).toBe(182.45);
    expect(quote.totals.fee).toBeGreaterThan(5);
    expect(quote.totals.tax).toBeGreaterThan(0);
    // The same cents, whichever kind of document carries them.
    expect(sharedTotals(order.totals)).toEqual(sharedTotals(quote.totals));
    expect(order.totals.deliveryFee).toBe(0);
    expect(order.totals.buyerFeeRate).toBe(quote.totals.buyerFeeRate);
    const linePrices = (
      lines: ReadonlyArray<{ quantity: number; sellerPrice: number | null; buyerPrice: number | null }>,
    ) => lines.map(({ quantity, sellerPrice, buyerPrice }) => ({ quantity, sellerPrice, buyerPrice }));
    expect(linePrices(order.items)).toEqual(linePrices(quote.items));
    expect(linePrices(quote.items)[0]).toEqual({ quantity: 25, sellerPrice: 259.25, buyerPrice: 337.25 });

    // Read through the shared document, both kinds answer the same charges.
    const db = testApp.database.db;
    const charges = async (document: typeof quoteDocument, id: number) => ({
      discounts: (await document.findDiscounts(db, id)).map(({ discountId, amount }) => ({
        discountId,
        amount,
      })),
      transportCosts: (await document.findTransportCosts(db, id)).map(
        ({ transportTypeId, sellerCompanyId, cost, transporters }) => ({
          transportTypeId,
          sellerCompanyId,
          cost,
          transporters,
        }),
      ),
    });
    const quoteCharges = await charges(quoteDocument, quote.id);
    expect(quoteCharges.discounts.map((entry) => entry.amount)).toEqual([37.45, 12.5]);
    expect(await charges(orderDocument, order.id)).toEqual(quoteCharges);
  });
});
