import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AltItemImportSource,
  formatOrderNumber,
  ItemStatus,
  VERSION_HEADER,
  type ConstructedQuote,
  type ImportCandidatePage,
} from '@portal/contracts';
import { customerOrder, orderItem, orderItemSpec, quote, quoteRequest, subOrder } from '../../db/schema';
import { subOrderCopyOf } from '../orders/order-construction.repository';
import { quoteFromIntake, sourceQuote, type QuoteFixtureParties } from '../../../test/quote-fixtures';
import { openStaffApi, type ErrorAnswer } from '../../../test/fixtures/staff-api';
import type { TestApp } from '../../../test/test-app';

let testApp: TestApp;
let operations: Record<string, string>;
let finance: Record<string, string>;
let parties: QuoteFixtureParties;
/** A sourced regular quote to import from: seller 10 → 13, 20 → 26, 30 → 39 (the fixtures' default lines). */
let source: ConstructedQuote;

beforeAll(async () => {
  ({ testApp, operations, finance, parties } = await openStaffApi());
  const made = await quoteFromIntake(testApp, operations, parties);
  const [first, second] = parties.sellers;
  source = await sourceQuote(testApp, operations, made, [
    { sellerCompanyId: first, sellerUnitPrice: 10, buyerUnitPrice: 13 },
    { sellerCompanyId: first, sellerUnitPrice: 20, buyerUnitPrice: 26 },
    { sellerCompanyId: second, sellerUnitPrice: 30, buyerUnitPrice: 39 },
  ]);
});
afterAll(async () => {
  await testApp.close();
});

function importQuote(query: Record<string, string | number>, headers = operations) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return testApp.app.inject({ method: 'GET', url: `/api/importQuote?${search.toString()}`, headers });
}
const page = (response: { json: <T>() => T }) => response.json<{ data: ImportCandidatePage }>().data;
const fieldsOf = (response: { json: <T>() => T }) =>
  (response.json<ErrorAnswer>().issues ?? []).map((issue) => issue.field);

describe('importQuote (spec 001 §7; import sources regular quote 0, QTO 1, order 2, inventory 3; decision 153)', () => {
  it("lists a regular quote's lines by its number, with their sellers and prices, paged and searchable", async () => {
    const response = await importQuote({
      importSourceId: AltItemImportSource.ids.REGULAR_QUOTE,
      number: `CQ-${source.quoteNumber}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const found = page(response);
    expect(found.total).toBe(3);
    expect(found.rows.map((row) => [row.sourceItemId, row.sellerCompanyId, row.sellerUnitPrice])).toEqual(
      source.items.map((item) => [item.id, item.sellerCompanyId, item.sellerUnitPrice]),
    );
    expect(found.rows[0]).toMatchObject({
      importSourceId: AltItemImportSource.ids.REGULAR_QUOTE,
      sourceNumber: `CQ-${source.quoteNumber}`,
      productId: source.items[0]?.productId,
      productName: source.items[0]?.productName,
      productSizeName: source.items[0]?.productSizeName,
      specs: source.items[0]?.specs,
      quantity: 25,
      sellerCompanyName: expect.any(String) as string,
    });

    // The number without its code, a page of two, and a search on the product's name.
    const firstTwo = page(
      await importQuote({ importSourceId: 0, number: String(source.quoteNumber), size: 2, page: 1 }, finance),
    );
    expect(firstTwo).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(firstTwo.rows).toHaveLength(2);
    const secondPage = page(
      await importQuote({ importSourceId: 0, number: source.quoteNumber, size: 2, page: 2 }),
    );
    expect(secondPage.rows.map((row) => row.sourceItemId)).toEqual([source.items[2]?.id]);
    const searched = page(
      await importQuote({ importSourceId: 0, number: source.quoteNumber, search: 'thuja' }),
    );
    expect(searched.rows.map((row) => row.sourceItemId)).toEqual([source.items[1]?.id]);
    // At most 50 a page: never an unbounded answer.
    expect((await importQuote({ importSourceId: 0, number: source.quoteNumber, size: 51 })).statusCode).toBe(
      400,
    );
  });

  it("lists a substitute in its original's place (the original is history)", async () => {
    const made = await quoteFromIntake(testApp, operations, parties);
    const [acer] = made.items;
    const substituted = await testApp.app.inject({
      method: 'PUT',
      url: '/api/quoteConstruction',
      headers: { ...operations, [VERSION_HEADER]: String(made.version) },
      payload: {
        id: made.id,
        items: [],
        substitutions: [{ itemId: acer!.id, productSizeId: acer!.productSizeId, quantity: 30 }],
        discounts: [],
        transportCosts: [],
      },
    });
    expect(substituted.statusCode, substituted.body).toBe(200);
    const substitute = substituted
      .json<{ data: ConstructedQuote }>()
      .data.items.find((item) => item.statusId === ItemStatus.ids.SUBSTITUTED);
    const found = page(await importQuote({ importSourceId: 0, number: made.quoteNumber }));
    expect(found.rows.map((row) => row.sourceItemId)).toEqual([
      substitute!.id,
      made.items[1]!.id,
      made.items[2]!.id,
    ]);
    expect(found.rows[0]?.quantity).toBe(30);
  });

  it('keeps QTO quotes apart: a QTO number is refused as a regular quote and listed under QTO', async () => {
    const made = await quoteFromIntake(testApp, operations, parties);
    const [row] = await testApp.database.db
      .select({ requestId: quote.quoteRequestId })
      .from(quote)
      .where(eq(quote.id, made.id));
    await testApp.database.db
      .update(quoteRequest)
      .set({ qto: true })
      .where(eq(quoteRequest.id, row!.requestId));
    const asRegular = await importQuote({
      importSourceId: AltItemImportSource.ids.REGULAR_QUOTE,
      number: made.quoteNumber,
    });
    expect(asRegular.statusCode).toBe(400);
    expect(fieldsOf(asRegular)).toEqual(['number']);
    const asQto = await importQuote({
      importSourceId: AltItemImportSource.ids.QTO,
      number: `CQ-${made.quoteNumber}`,
    });
    expect(asQto.statusCode, asQto.body).toBe(200);
    expect(page(asQto).rows.map((entry) => entry.sourceItemId)).toEqual(made.items.map((item) => item.id));
    expect(page(asQto).rows[0]?.importSourceId).toBe(AltItemImportSource.ids.QTO);
    // A regular quote is not a QTO one.
    const regularAsQto = await importQuote({
      importSourceId: AltItemImportSource.ids.QTO,
      number: source.quoteNumber,
    });
    expect(fieldsOf(regularAsQto)).toEqual(['number']);
  });

  it("lists an order's items, each with its sub-order's seller", async () => {
    const db = testApp.database.db;
    const [acer, thuja] = source.items;
    const [first, second] = parties.sellers;
    const [placed] = await db
      .insert(customerOrder)
      .values({
        orderNumber: source.quoteNumber,
        quoteId: source.id,
        buyerCompanyId: parties.buyer.companyId,
        buyerUserId: parties.buyer.id,
        jobName: 'Parc Jarry — plantations',
      })
      .returning();
    const subOrders = await db
      .insert(subOrder)
      .values(
        [first, second].map((sellerCompanyId, index) => ({
          ...subOrderCopyOf(placed!),
          sequenceNumber: index + 1,
          sellerCompanyId,
        })),
      )
      .returning({ id: subOrder.id, sellerCompanyId: subOrder.sellerCompanyId });
    const items = await db
      .insert(orderItem)
      .values([
        {
          orderId: placed!.id,
          subOrderId: subOrders[0]!.id,
          sequenceNumber: 1,
          productId: acer!.productId,
          productSizeId: acer!.productSizeId,
          quantity: 25,
          sellerUnitPrice: 11,
        },
        {
          orderId: placed!.id,
          subOrderId: subOrders[1]!.id,
          sequenceNumber: 2,
          productId: thuja!.productId,
          productSizeId: thuja!.productSizeId,
          quantity: 120,
          sellerUnitPrice: 21,
        },
      ])
      .returning({ id: orderItem.id });
    if (acer!.specs[0]) {
      await db
        .insert(orderItemSpec)
        .values({ itemId: items[0]!.id, productSizeId: acer!.specs[0].id, position: 0 });
    }

    const response = await importQuote({
      importSourceId: AltItemImportSource.ids.ORDER,
      number: formatOrderNumber(source.quoteNumber),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(page(response).rows).toMatchObject([
      {
        importSourceId: AltItemImportSource.ids.ORDER,
        sourceItemId: items[0]!.id,
        sourceNumber: formatOrderNumber(source.quoteNumber),
        productId: acer!.productId,
        sellerCompanyId: first,
        sellerUnitPrice: 11,
        specs: acer!.specs.slice(0, 1),
      },
      { sourceItemId: items[1]!.id, sellerCompanyId: second, sellerUnitPrice: 21, quantity: 120 },
    ]);
    const unknown = await importQuote({ importSourceId: AltItemImportSource.ids.ORDER, number: 'OR-1-P9' });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['number']);
  });

  it("lists the catalog's product items for inventory, filtered by text, with no number needed", async () => {
    const response = await importQuote({
      importSourceId: AltItemImportSource.ids.INVENTORY,
      search: 'acer rubrum',
    });
    expect(response.statusCode, response.body).toBe(200);
    const found = page(response);
    expect(found.total).toBeGreaterThan(0);
    expect(found.rows.length).toBeLessThanOrEqual(50);
    for (const row of found.rows) {
      expect(row.productName.toLowerCase()).toContain('acer rubrum');
      expect(row).toMatchObject({
        importSourceId: AltItemImportSource.ids.INVENTORY,
        sourceNumber: null,
        quantity: null,
        sellerCompanyId: null,
        sellerUnitPrice: null,
      });
    }
    const everything = page(
      await importQuote({ importSourceId: AltItemImportSource.ids.INVENTORY, size: 5 }),
    );
    expect(everything.rows).toHaveLength(5);
    expect(everything.total).toBeGreaterThan(found.total);
    const nothing = page(await importQuote({ importSourceId: 3, search: 'zzzqqq no such plant' }));
    expect(nothing).toMatchObject({ rows: [], total: 0 });
  });

  it('refuses a missing number, an unknown source, and a signed-out caller', async () => {
    const noNumber = await importQuote({ importSourceId: AltItemImportSource.ids.REGULAR_QUOTE });
    expect(noNumber.statusCode).toBe(400);
    expect(fieldsOf(noNumber)).toEqual(['number']);
    const badNumber = await importQuote({
      importSourceId: AltItemImportSource.ids.ORDER,
      number: 'not a number',
    });
    expect(fieldsOf(badNumber)).toEqual(['number']);
    const unknownSource = await importQuote({ importSourceId: 7, number: source.quoteNumber });
    expect(unknownSource.statusCode).toBe(400);
    expect(fieldsOf(unknownSource)).toEqual(['importSourceId']);
    expect((await importQuote({ importSourceId: 3 }, {})).statusCode).toBe(401);
  });
});
