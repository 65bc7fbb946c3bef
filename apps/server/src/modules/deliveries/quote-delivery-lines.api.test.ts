import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeliveryStatus,
  formatQuoteNumber,
  MESSAGES,
  type OrderDelivery,
  type QuoteDeliveryPlan,
} from '@portal/contracts';
import {
  loadQuoteFixtureParties,
  quoteFromIntake,
  sourceQuote,
  type QuoteFixtureParties,
} from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

/**
 * GET quoteDeliveryLines/{quoteId} (decision 218): the quote delivery wizard's and the quote workspace's read of a
 * quote's counted lines — sourced or not (spec 001 §5), on which delivery (spec 000 §4) — the count on no delivery,
 * and the quote's deliveries; on both engines.
 */

let testApp: TestApp;
let operations: Record<string, string>;
let parties: QuoteFixtureParties;

beforeAll(async () => {
  testApp = await createTestApp();
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  parties = await loadQuoteFixtureParties(testApp);
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

function call(method: 'GET' | 'POST', url: string, payload?: object, headers = operations) {
  return testApp.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
}

async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

describe('quoteDeliveryLines', () => {
  it("reads the quote's lines with their sourcing and delivery, the unassigned count and the deliveries", async () => {
    const [first] = parties.sellers;
    const made = await quoteFromIntake(testApp, operations, parties);
    const quote = await sourceQuote(testApp, operations, made, [
      { sellerCompanyId: first, sellerUnitPrice: 10, buyerUnitPrice: 13 },
      { sellerCompanyId: first, sellerUnitPrice: 20, buyerUnitPrice: null },
      { sellerCompanyId: first, sellerUnitPrice: 30, buyerUnitPrice: 39 },
    ]);
    const [l1, l2, l3] = quote.items.map((item) => item.id);

    const before = await ok<QuoteDeliveryPlan>(await call('GET', `quoteDeliveryLines/${quote.id}`));
    expect(before.quoteId).toBe(quote.id);
    expect(before.quoteNumber).toBe(formatQuoteNumber('CQ', quote.quoteNumber));
    expect(before.rows.map((row) => [row.id, row.sourced, row.disabled, row.deliveryNumber])).toEqual([
      [l1, true, false, null],
      [l2, false, true, null],
      [l3, true, false, null],
    ]);
    expect(before.rows[0]?.sellerCompany?.id).toBe(first);
    expect(before.unassignedCount).toBe(3);
    expect(before.deliveries).toEqual([]);

    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'quoteDelivery', { quoteId: quote.id, quoteItemIds: [l1] }),
    );
    if (!created) throw new Error('no quote delivery');

    const after = await ok<QuoteDeliveryPlan>(await call('GET', `quoteDeliveryLines/${quote.id}`));
    expect(after.rows.map((row) => [row.id, row.disabled, row.deliveryId, row.deliveryNumber])).toEqual([
      [l1, true, created.id, created.deliveryNumber],
      [l2, true, null, null],
      [l3, false, null, null],
    ]);
    // The unsourced line counts as unassigned: the publish rule names it too.
    expect(after.unassignedCount).toBe(2);
    expect(after.deliveries).toEqual([
      {
        id: created.id,
        deliveryNumber: created.deliveryNumber,
        deliveryStatusId: DeliveryStatus.ids.DRAFT,
        vehicleCount: 1,
        stopCount: 2,
        itemCount: 1,
      },
    ]);
  });

  it('answers 404 for no such quote and 401 without a session; the call is in the OpenAPI document', async () => {
    const missing = await call('GET', 'quoteDeliveryLines/2000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).not.toBe(MESSAGES.itemsNotAssignedToDeliveries);
    expect((await call('GET', 'quoteDeliveryLines/1', undefined, {})).statusCode).toBe(401);
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths)).toContain(
      '/api/quoteDeliveryLines/{id}',
    );
  });
});
