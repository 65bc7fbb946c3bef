import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { VERSION_HEADER, type ConstructedQuote, type OrderRecord } from '@portal/contracts';
import { customerOrder, subOrder } from '../src/db/schema';
import { publishedQuote, type QuoteFixtureParties } from './quote-fixtures';
import type { TestApp } from './test-app';

/**
 * Orders for API tests, made through the calls as staff make them (issue 14): a published quote (quote-fixtures'
 * `publishedQuote`: three lines, two sellers, a discount and the first seller's transport cost), the buyer's
 * return recorded with every line accepted in full, and `POST order`. Shared by issue 15's test files; each file
 * boots its own app (test-app.ts) and passes it in.
 */

type Headers = Record<string, string>;

/**
 * Every sub-order of these orders carries its order's folded job text, which the SubOrder Dashboard's search tests
 * (decision 182): whichever call made the sub-order (placing, a new seller in construction, phasing).
 */
export async function expectSubOrdersCarryJobText(testApp: TestApp, orderIds: readonly number[]) {
  const rows = await testApp.database.db
    .select({ id: subOrder.id, copied: subOrder.searchText, order: customerOrder.searchText })
    .from(subOrder)
    .innerJoin(customerOrder, eq(customerOrder.id, subOrder.orderId))
    .where(inArray(subOrder.orderId, [...orderIds]));
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((row) => row.copied !== row.order || row.order === '')).toEqual([]);
}

export async function readOrder(testApp: TestApp, headers: Headers, id: number): Promise<OrderRecord> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/order/${id}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OrderRecord }>().data;
}

/** PUT quoteReturn accepting each line at the quantity given, or at its quoted quantity when none is. */
export async function returnQuote(
  testApp: TestApp,
  headers: Headers,
  current: ConstructedQuote,
  acceptedQuantities: ReadonlyMap<number, number> = new Map(),
): Promise<ConstructedQuote> {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/quoteReturn',
    headers: { ...headers, [VERSION_HEADER]: String(current.version) },
    payload: {
      id: current.id,
      items: current.items.map((item) => ({
        id: item.id,
        acceptedQuantity: acceptedQuantities.get(item.id) ?? item.quantity ?? 0,
      })),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ConstructedQuote }>().data;
}

/** POST order for a returned quote: the New Order it places. */
export async function placeOrderFrom(
  testApp: TestApp,
  headers: Headers,
  quoteId: number,
): Promise<OrderRecord> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/order',
    headers,
    payload: { quoteId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OrderRecord }>().data;
}

/**
 * A placed order, New Order: the published quote of `publishedQuote` returned in full and ordered — two
 * sub-orders (the first seller's two items, the second seller's one), the discount of 50.00 and the first seller's
 * transport cost of 120.00; no buyer delivery fee yet.
 */
export async function placedOrder(
  testApp: TestApp,
  headers: Headers,
  parties: QuoteFixtureParties,
): Promise<OrderRecord> {
  const published = await publishedQuote(testApp, headers, parties);
  const returned = await returnQuote(testApp, headers, published);
  return placeOrderFrom(testApp, headers, returned.id);
}
