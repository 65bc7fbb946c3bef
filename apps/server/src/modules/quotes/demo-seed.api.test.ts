import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeliveryMethod,
  OrderStatus,
  QuoteReturnStatus,
  QuoteStatus,
  type ConstructedQuote,
} from '@portal/contracts';
import { actionLog, customerOrder, delivery, quote, quoteRevision } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedDemoQuoteRequests } from '../quote-requests';
import { seedDemoStandardizedQuotes } from '../standardized-quotes/demo-seed';
import { DEMO_QUOTE_STAGES, demoUnitPrice, seedDemoQuotes } from './demo-seed';

let testApp: TestApp;
let storageDirectory: string;

/** The bootstrap's quote seeds in their order, with the app's services (as `npm start` runs them). */
async function runSeeds() {
  const services = { ...testApp.app.services, db: testApp.database.db };
  await seedDemoQuoteRequests(services);
  await seedDemoStandardizedQuotes(services);
  await seedDemoQuotes(services);
}

async function quoteOf(jobName: string): Promise<ConstructedQuote> {
  const [row] = await testApp.database.db
    .select({ id: quote.id })
    .from(quote)
    .where(eq(quote.jobName, jobName));
  if (!row) throw new Error(`no quote for ${jobName}`);
  return testApp.app.services.quotes.get(row.id);
}

beforeAll(async () => {
  storageDirectory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-quote-demo-'));
  testApp = await createTestApp({ STORAGE_DIR: storageDirectory, JOB_CONCURRENCY: '0' });
  await runSeeds();
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(storageDirectory, { recursive: true, force: true });
});

describe('the quote construction demo seed (issue 14, decision 158)', () => {
  it('prices sizes as the trade does, to the quarter dollar', () => {
    expect(demoUnitPrice('50mm cal B&B', 7)).toBe(260);
    expect(demoUnitPrice('#5', 7)).toBe(39);
    expect(demoUnitPrice('B&B 150-175cm', 7)).toBe(89.5);
    expect(demoUnitPrice('#1', 8)).toBeCloseTo(11.25, 2);
    for (const size of ['vrac', '72-cell', "6-7' B&B", '3 gal']) {
      const price = demoUnitPrice(size, 3);
      expect(price).toBeGreaterThan(0);
      expect(Math.round(price * 4)).toBe(price * 4);
    }
  });

  it('leaves one quote being sourced: half its lines with a seller and prices, still WIP', async () => {
    const sourcing = await quoteOf('Parc des Érables — phase 2');
    expect(sourcing.statusId).toBe(QuoteStatus.ids.WIP);
    const sourced = sourcing.items.filter((item) => item.sellerCompanyId !== null);
    expect(sourced.length).toBe(Math.ceil(sourcing.items.length / 2));
    expect(sourced.every((item) => item.buyerUnitPrice! > item.sellerUnitPrice!)).toBe(true);
    expect(sourcing.totals.unpricedLineCount).toBe(sourcing.items.length - sourced.length);
  });

  it('publishes one with two sellers, a discount and a transport cost per seller', async () => {
    const published = await quoteOf('Eastern Promenade plantings');
    expect(published.statusId).toBe(QuoteStatus.ids.COMPLETE);
    expect(published.returnStatusId).toBe(QuoteReturnStatus.ids.PENDING);
    expect(published.revision).toBe(1);
    expect(published.subQuotes).toHaveLength(2);
    expect(published.discounts).toHaveLength(1);
    expect(published.transportCosts.map((cost) => cost.transportTypeId).sort()).toEqual([1, 2]);
    expect(published.totals.grandTotal).toBeGreaterThan(published.totals.buyerSubtotal);
  });

  it("takes one back, republishes it re-priced (two revisions to compare) and records the buyer's return", async () => {
    const republished = await quoteOf('Back Bay brownstone gardens');
    expect(republished.statusId).toBe(QuoteStatus.ids.COMPLETE);
    expect(republished.returnStatusId).toBe(QuoteReturnStatus.ids.RETURNED);
    const accepted = republished.items.map((item) => item.acceptedQuantity);
    expect(accepted.at(-1)).toBe(0);
    expect(accepted[0]).toBe(Math.ceil(republished.items[0]!.quantity / 2));
    expect(accepted.slice(1, -1)).toEqual(republished.items.slice(1, -1).map((item) => item.quantity));
    expect(republished.revision).toBe(2);
    const revisions = await testApp.database.db
      .select({ revision: quoteRevision.revision })
      .from(quoteRevision)
      .where(eq(quoteRevision.quoteId, republished.id))
      .orderBy(asc(quoteRevision.revision));
    expect(revisions.map((row) => row.revision)).toEqual([1, 2]);
    expect(republished.items.slice(0, 3).every((item) => item.markupRate === 25)).toBe(true);
  });

  it('orders one: returned whole, processed, its order New Order with a sub-order per seller', async () => {
    const ordered = await quoteOf('Résidence Beaubien — aménagement paysager');
    expect(ordered.statusId).toBe(QuoteStatus.ids.PROCESSED);
    expect(ordered.items.every((item) => item.acceptedQuantity === item.quantity)).toBe(true);
    const [row] = await testApp.database.db
      .select({ id: customerOrder.id })
      .from(customerOrder)
      .where(eq(customerOrder.quoteId, ordered.id));
    const order = await testApp.app.services.orders.get(row!.id);
    expect(order.statusId).toBe(OrderStatus.ids.PENDING);
    expect(order.subOrders).toHaveLength(2);
    expect(order.items).toHaveLength(ordered.items.length);
  });

  it('publishes every delivery quote with each line on a truck from its seller to the job site (spec 001 §5)', async () => {
    const rows = await testApp.database.db
      .select({ id: quote.id, jobName: quote.jobName })
      .from(quote)
      .where(
        and(
          eq(quote.deliveryMethodId, DeliveryMethod.ids.DELIVERY),
          inArray(quote.statusId, [QuoteStatus.ids.COMPLETE, QuoteStatus.ids.PROCESSED]),
        ),
      )
      .orderBy(asc(quote.id));
    // Published, returned and ordered: every stage but the one being sourced and the cancelled one.
    expect(rows.map((row) => row.jobName).sort()).toEqual(
      Object.entries(DEMO_QUOTE_STAGES)
        .filter(([, stage]) => stage !== 'sourcing' && stage !== 'cancelled')
        .map(([jobName]) => jobName)
        .sort(),
    );
    const { deliveries } = testApp.app.services;
    for (const row of rows) {
      const check = await deliveries.validateAssignment(row.id);
      expect(check.unassignedQuoteItemIds, row.jobName).toEqual([]);
      expect(check.valid, row.jobName).toBe(true);
      const published = await quoteOf(row.jobName);
      const sellerOf = new Map(published.items.map((item) => [item.id, item.sellerCompanyId]));
      const trucks = await testApp.database.db
        .select({ id: delivery.id })
        .from(delivery)
        .where(eq(delivery.quoteId, row.id));
      expect(trucks.length, row.jobName).toBeGreaterThan(0);
      for (const truck of trucks) {
        const found = await deliveries.get('quote', truck.id);
        const stops = found.deliveryVehicles[0]?.deliveryStops ?? [];
        // Pickups at each line's own seller, then one drop-off at the job site carrying them all.
        for (const stop of stops.filter((entry) => !entry.dropOff)) {
          expect(stop.pickupStopItems.length).toBeGreaterThan(0);
          for (const item of stop.pickupStopItems) {
            expect(sellerOf.get(item.quoteItem?.id ?? 0), row.jobName).toBe(stop.sellerCompany?.id);
          }
        }
        expect(
          stops.filter((entry) => entry.dropOff),
          row.jobName,
        ).toHaveLength(1);
        expect(found.deliveryVehicles[0]?.vehicleConfig.truckLength?.id).toEqual(expect.any(Number));
      }
    }
  });

  it('cancels one', async () => {
    expect((await quoteOf('Promenade Samuel-De Champlain — secteur 4')).statusId).toBe(
      QuoteStatus.ids.CANCELLED,
    );
  });

  it('names a stage for every quote it finds, and adds nothing when it runs again', async () => {
    const quotes = await testApp.database.db.select({ jobName: quote.jobName }).from(quote);
    expect(quotes.map((row) => row.jobName).sort()).toEqual(Object.keys(DEMO_QUOTE_STAGES).sort());
    const logged = await testApp.database.db.$count(actionLog);
    const versions = await testApp.database.db.select({ id: quote.id, version: quote.version }).from(quote);
    await runSeeds();
    expect(await testApp.database.db.$count(actionLog)).toBe(logged);
    expect(await testApp.database.db.select({ id: quote.id, version: quote.version }).from(quote)).toEqual(
      versions,
    );
  });
});
