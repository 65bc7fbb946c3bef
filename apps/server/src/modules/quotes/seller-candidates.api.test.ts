import { eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  formatOrderNumber,
  type ConstructedQuote,
  type SellerCandidate,
} from '@portal/contracts';
import {
  company,
  customerOrder,
  orderItem,
  product,
  productSize,
  quote,
  quoteItem,
  quoteRequest,
  subOrder,
} from '../../db/schema';
import { greatCircleMetres, type LatLng } from '../geo/geo-math';
import { subOrderCopyOf } from '../orders/order-construction.repository';
import {
  loadQuoteFixtureParties,
  quoteFromIntake,
  sourceQuote,
  type QuoteFixtureParties,
} from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let operations: Record<string, string>;
let parties: QuoteFixtureParties;

/** The job site (Parc Jarry, Montréal) and where the test's sellers are. */
const JOB_SITE: LatLng = { latitude: 45.5343, longitude: -73.6281 };
const LAVAL: LatLng = { latitude: 45.5697, longitude: -73.7244 };
const QUEBEC_CITY: LatLng = { latitude: 46.8139, longitude: -71.208 };

beforeAll(async () => {
  testApp = await createTestApp();
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  parties = await loadQuoteFixtureParties(testApp);
});
afterAll(async () => {
  await testApp.close();
});

async function sellerAt(name: string, point: LatLng | null): Promise<number> {
  const [created] = await testApp.database.db
    .insert(company)
    .values({
      name,
      companyTypeId: CompanyType.ids.SELLER,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
    })
    .returning({ id: company.id });
  return created!.id;
}

/** A quote line offering this product and size from this seller at this price, on another quote, at `when`. */
async function offer(
  on: ConstructedQuote,
  line: ConstructedQuote['items'][number],
  sellerCompanyId: number,
  sellerUnitPrice: number,
  when: Date,
) {
  await testApp.database.db.insert(quoteItem).values({
    quoteId: on.id,
    sequenceNumber: 99,
    productId: line.productId,
    productSizeId: line.productSizeId,
    quantity: 1,
    sellerCompanyId,
    sellerUnitPrice,
    createdAt: when,
    updatedAt: when,
  });
}

function candidates(quoteItemId: number, headers = operations) {
  return testApp.app.inject({ method: 'GET', url: `/api/sellerCandidates/${quoteItemId}`, headers });
}
const listOf = (response: { json: <T>() => T }) => response.json<{ data: SellerCandidate[] }>().data;
const kilometres = (from: LatLng, to: LatLng) => Math.round(greatCircleMetres(from, to) / 100) / 10;

describe('seller candidates (issue 14 "Who can supply this line"; decision 154)', () => {
  it('lists the sellers that quoted or sold this product and size, their latest price, nearest then cheapest', async () => {
    const db = testApp.database.db;
    const job = await quoteFromIntake(testApp, operations, parties);
    const [jobRow] = await db
      .select({ requestId: quote.quoteRequestId })
      .from(quote)
      .where(eq(quote.id, job.id));
    await db
      .update(quoteRequest)
      .set({ latitude: JOB_SITE.latitude, longitude: JOB_SITE.longitude })
      .where(eq(quoteRequest.id, jobRow!.requestId));
    const [acer, thuja] = job.items;

    const lavalCheap = await sellerAt('Pépinière Laval Est (test)', LAVAL);
    const lavalDear = await sellerAt('Pépinière Laval Ouest (test)', LAVAL);
    const quebec = await sellerAt('Pépinière de Québec (test)', QUEBEC_CITY);
    const nowhere = await sellerAt('Pépinière sans adresse (test)', null);
    const other = await quoteFromIntake(testApp, operations, parties);
    const day = (offset: number) => new Date(Date.UTC(2026, 9, 1 + offset));
    // Laval Ouest quoted 150 first, then 120: the latest counts, so it is still dearer than Laval Est's 110.
    await offer(other, acer!, lavalDear, 150, day(0));
    await offer(other, acer!, lavalDear, 120, day(5));
    await offer(other, acer!, lavalCheap, 110, day(3));
    await offer(other, acer!, quebec, 60, day(4));
    await offer(other, acer!, nowhere, 10, day(4));
    // Another size of the same product, and this quote's own sourcing, are not offers for this line.
    await offer(other, thuja!, quebec, 1, day(6));
    await sourceQuote(testApp, operations, job, [
      { sellerCompanyId: parties.sellers[0], sellerUnitPrice: 1, buyerUnitPrice: 2 },
    ]);
    // Québec then sold it on an order, later than it quoted it: the order's price is its last one.
    const [placed] = await db
      .insert(customerOrder)
      .values({
        orderNumber: other.quoteNumber,
        quoteId: other.id,
        buyerCompanyId: parties.buyer.companyId,
        buyerUserId: parties.buyer.id,
        jobName: 'Another job',
      })
      .returning();
    const [sold] = await db
      .insert(subOrder)
      .values({ ...subOrderCopyOf(placed!), sequenceNumber: 1, sellerCompanyId: quebec })
      .returning({ id: subOrder.id });
    await db.insert(orderItem).values({
      orderId: placed!.id,
      subOrderId: sold!.id,
      productId: acer!.productId,
      productSizeId: acer!.productSizeId,
      quantity: 25,
      sellerUnitPrice: 64,
      updatedAt: day(8),
    });

    const response = await candidates(acer!.id);
    expect(response.statusCode, response.body).toBe(200);
    const found = listOf(response).filter((entry) =>
      [lavalCheap, lavalDear, quebec, nowhere].includes(entry.sellerCompanyId),
    );
    expect(found).toEqual([
      {
        sellerCompanyId: lavalCheap,
        sellerCompanyName: 'Pépinière Laval Est (test)',
        lastUnitPrice: 110,
        lastPricedAt: day(3).toISOString(),
        sourceKind: 'quote',
        sourceRecordId: other.id,
        sourceNumber: `CQ-${other.quoteNumber}`,
        distanceKm: kilometres(LAVAL, JOB_SITE),
      },
      expect.objectContaining({
        sellerCompanyId: lavalDear,
        lastUnitPrice: 120,
        lastPricedAt: day(5).toISOString(),
      }),
      expect.objectContaining({
        sellerCompanyId: quebec,
        lastUnitPrice: 64,
        sourceKind: 'order',
        sourceRecordId: placed!.id,
        sourceNumber: formatOrderNumber(other.quoteNumber),
        distanceKm: kilometres(QUEBEC_CITY, JOB_SITE),
      }),
      // Unknown distance last, however cheap.
      expect.objectContaining({ sellerCompanyId: nowhere, lastUnitPrice: 10, distanceKm: null }),
    ]);
    expect(found[0]!.distanceKm).toBeGreaterThan(5);
    expect(found[2]!.distanceKm).toBeGreaterThan(200);
    // Nothing from this quote's own lines: its seller priced this line at 1 here and nowhere else.
    expect(listOf(response).some((entry) => entry.lastUnitPrice === 1)).toBe(false);
  });

  it("answers an empty list for a line nobody offered ('No data found' on the web) and 404 for no line", async () => {
    const db = testApp.database.db;
    const job = await quoteFromIntake(testApp, operations, parties);
    const used = db.select({ id: quoteItem.productId }).from(quoteItem);
    const [unused] = await db
      .select({ id: product.id })
      .from(product)
      .where(notInArray(product.id, used))
      .limit(1);
    const [size] = await db.select({ id: productSize.id }).from(productSize).limit(1);
    const [lonely] = await db
      .insert(quoteItem)
      .values({ quoteId: job.id, productId: unused!.id, productSizeId: size!.id, quantity: 3 })
      .returning({ id: quoteItem.id });
    const response = await candidates(lonely!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(listOf(response)).toEqual([]);
    expect((await candidates(987_654_321)).statusCode).toBe(404);
    expect((await candidates(lonely!.id, {})).statusCode).toBe(401);
  });
});
