import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogType,
  DeliveryMethod,
  DeliveryStatus,
  DeliveryTrackingStatus,
  OrderStatus,
  QuoteStatus,
  RuleCheckStatus,
  StopTrackingStatus,
  SubOrderDeliveryStatus,
} from '@portal/contracts';
import { customerOrder, delivery, deliveryStop, deliveryVehicle, quote, subOrder } from '../../db/schema';
import { seedDemoLineSizes } from '../../db/seed/demo-line-sizes';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedDemoOrders } from '../orders/demo-seed';
import { seedDemoQuoteRequests } from '../quote-requests';
import { seedDemoQuotes } from '../quotes/demo-seed';
import { seedDemoStandardizedQuotes } from '../standardized-quotes/demo-seed';
import { refreshRollups } from './deliveries.service';

/**
 * The demo deliveries (issue 38 'Demo data'; decision 212), seeded as `npm start` seeds them: every delivery and
 * tracking status on the Planning and Waiting demo orders, one truck carrying two orders' goods, one republished,
 * late and billed ones, owners and a logistic owner — and every roll-up exactly what a fresh refresh computes.
 */

let testApp: TestApp;
let storageDirectory: string;

beforeAll(async () => {
  storageDirectory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-delivery-demo-'));
  testApp = await createTestApp({ STORAGE_DIR: storageDirectory, JOB_CONCURRENCY: '0' });
  const services = { ...testApp.app.services, db: testApp.database.db };
  await seedDemoQuoteRequests(services);
  await seedDemoStandardizedQuotes(services);
  await seedDemoLineSizes(services);
  await seedDemoQuotes(services);
  await seedDemoOrders(services);
}, 300_000);
afterAll(async () => {
  await testApp.close();
  await fs.rm(storageDirectory, { recursive: true, force: true });
});

async function demoDeliveries() {
  return testApp.database.db
    .select()
    .from(delivery)
    .where(eq(delivery.recordType, ActionLogType.ids.ORDER_DELIVERY))
    .orderBy(asc(delivery.deliveryNumber));
}

async function firstVehicles(ids: readonly number[]) {
  return testApp.database.db
    .select()
    .from(deliveryVehicle)
    .where(inArray(deliveryVehicle.deliveryId, [...ids]))
    .orderBy(asc(deliveryVehicle.deliveryId), asc(deliveryVehicle.position));
}

async function stopsOf(ids: readonly number[]) {
  return testApp.database.db
    .select()
    .from(deliveryStop)
    .where(inArray(deliveryStop.deliveryId, [...ids]))
    .orderBy(asc(deliveryStop.deliveryId), asc(deliveryStop.sequenceNumber));
}

async function subOrdersOf(orderIds: readonly number[]) {
  return testApp.database.db
    .select({
      id: subOrder.id,
      orderId: subOrder.orderId,
      deliveryAssignedId: subOrder.deliveryAssignedId,
      deliveryAssignedCount: subOrder.deliveryAssignedCount,
      deliveryNumber: subOrder.deliveryNumber,
      deliveryStatusId: subOrder.deliveryStatusId,
    })
    .from(subOrder)
    .where(inArray(subOrder.orderId, [...orderIds]))
    .orderBy(asc(subOrder.id));
}

async function ordersWithDeliveries(ids: readonly number[]) {
  const stops = await stopsOf(ids);
  return [...new Set(stops.map((stop) => stop.orderId).filter((id): id is number => id !== null))];
}

describe('the demo deliveries (issue 38, decision 212)', () => {
  it('shows every delivery and tracking status on the Planning and Waiting demo orders', async () => {
    const rows = await demoDeliveries();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const statuses = new Set(rows.map((row) => row.statusId));
    expect(statuses).toEqual(new Set([DeliveryStatus.ids.DRAFT, DeliveryStatus.ids.BOOKED]));
    expect(rows.filter((row) => row.republished)).toHaveLength(1);
    const vehicles = await firstVehicles(rows.map((row) => row.id));
    expect(new Set(vehicles.map((vehicle) => vehicle.trackingStatusId))).toEqual(
      new Set(DeliveryTrackingStatus.options.map((option) => option.id)),
    );
    expect(rows.some((row) => row.lateDelivery)).toBe(true);
    expect(rows.some((row) => row.billed)).toBe(true);
    expect(rows.every((row) => row.logisticOwnerUserId !== null)).toBe(true);
    expect(rows.every((row) => row.ownerUserIds.length > 0 && row.cosOwnerUserIds.length > 0)).toBe(true);
    // The loads are checked by the service's own rules on the chosen truck (a truck length is set): every demo
    // line carries its catalog figures, so each truck is within its payload and deck and shows both (000 §4).
    expect(vehicles.every((vehicle) => vehicle.truckLengthId !== null)).toBe(true);
    expect(
      vehicles.map((vehicle) => ({
        deliveryId: vehicle.deliveryId,
        weightStatusId: vehicle.weightStatusId,
        fillRateStatusId: vehicle.fillRateStatusId,
      })),
    ).toEqual(
      vehicles.map((vehicle) => ({
        deliveryId: vehicle.deliveryId,
        weightStatusId: RuleCheckStatus.ids.SUCCESS,
        fillRateStatusId: RuleCheckStatus.ids.SUCCESS,
      })),
    );
    expect(vehicles.every((vehicle) => Number(vehicle.weightLb) > 0 && Number(vehicle.fillRate) > 0)).toBe(
      true,
    );

    const orderIds = await ordersWithDeliveries(rows.map((row) => row.id));
    const orders = await testApp.database.db
      .select({
        id: customerOrder.id,
        statusId: customerOrder.statusId,
        phaseNumber: customerOrder.phaseNumber,
      })
      .from(customerOrder)
      .where(inArray(customerOrder.id, orderIds));
    expect(new Set(orders.map((order) => order.statusId))).toEqual(
      new Set([OrderStatus.ids.DELIVERY_PLANNING, OrderStatus.ids.WAITING]),
    );
    // One truck carries both phases of the Planning order: two orders' stops, a drop-off each.
    const stops = await stopsOf(rows.map((row) => row.id));
    const shared = rows.filter(
      (row) =>
        new Set(stops.filter((stop) => stop.deliveryId === row.id).map((stop) => stop.orderId)).size >= 2,
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]?.buyerCompanyIds.length).toBeGreaterThanOrEqual(1);
    // Stop tracking: pickups loaded on the trucks on route and delivered, a drop-off delivered.
    expect(
      stops.some((stop) => !stop.isDropOff && stop.trackingStatusId === StopTrackingStatus.ids.LOADED),
    ).toBe(true);
    expect(
      stops.some((stop) => stop.isDropOff && stop.trackingStatusId === StopTrackingStatus.ids.DELIVERED),
    ).toBe(true);
    // The sub-orders follow: picked up on the Waiting order, booked or contacted on the Planning one.
    const subOrders = await subOrdersOf(orderIds);
    const subOrderStatuses = new Set(subOrders.map((row) => row.deliveryStatusId));
    expect(subOrderStatuses.has(SubOrderDeliveryStatus.ids.PICKUP)).toBe(true);
    expect(subOrders.filter((row) => row.deliveryNumber !== null).length).toBeGreaterThan(0);
  });

  it("weighs every demo delivery's items from their catalog figures: none invalid, each truck's weight shown", async () => {
    const rows = await testApp.database.db
      .select({ id: delivery.id, recordType: delivery.recordType, deliveryNumber: delivery.deliveryNumber })
      .from(delivery)
      .orderBy(asc(delivery.id));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const invalid: unknown[] = [];
    const trucks: Array<Record<string, unknown>> = [];
    for (const row of rows) {
      const kind = row.recordType === ActionLogType.ids.QUOTE_DELIVERY ? 'quote' : 'order';
      const found = await testApp.app.services.deliveries.get(kind, row.id);
      for (const vehicle of found.deliveryVehicles) {
        const items = vehicle.deliveryStops.flatMap((stop) => stop.pickupStopItems);
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) {
          const line = item.subOrderItem ?? item.quoteItem;
          if (item.weight === null || item.fillRate === null || !(item.weight > 0) || !(item.fillRate > 0)) {
            invalid.push({
              delivery: row.deliveryNumber,
              product: line?.productName,
              size: line?.productSizeName,
            });
          }
        }
        trucks.push({
          delivery: row.deliveryNumber,
          invalid: vehicle.invalidItemIds.length,
          weightStatus: vehicle.breWeightStatusId,
          weighed: (vehicle.weight ?? 0) > 0,
          fillRateStatus: vehicle.breFillRateStatusId,
          filled: (vehicle.fillRate ?? 0) > 0,
        });
      }
    }
    expect(invalid).toEqual([]);
    const success = RuleCheckStatus.ids.SUCCESS;
    expect(trucks).toEqual(
      trucks.map((truck) => ({
        ...truck,
        invalid: 0,
        weightStatus: success,
        weighed: true,
        fillRateStatus: success,
        filled: true,
      })),
    );
  });

  it('plans one quote delivery on the quote being sourced, its sourced lines only', async () => {
    const rows = await testApp.database.db
      .select({ id: delivery.id, itemCount: delivery.itemCount, jobName: quote.jobName })
      .from(delivery)
      .innerJoin(quote, eq(quote.id, delivery.quoteId))
      .where(
        and(
          eq(delivery.recordType, ActionLogType.ids.QUOTE_DELIVERY),
          eq(quote.statusId, QuoteStatus.ids.WIP),
        ),
      );
    // The published ones carry theirs too (quotes/demo-seed.api.test.ts): the only quote in WIP with one.
    expect(rows.map((row) => row.jobName)).toEqual(['Parc des Érables — phase 2']);
    const [row] = rows;
    if (!row) throw new Error('no quote delivery');
    const found = await testApp.app.services.deliveries.get('quote', row.id);
    const sourced = found.deliveryVehicles[0]?.deliveryStops.filter((stop) => !stop.dropOff) ?? [];
    expect(sourced.length).toBeGreaterThan(0);
    expect(row.itemCount).toBeGreaterThan(0);
    expect(found.deliveryVehicles[0]?.vehicleConfig.truckLength?.id).toEqual(expect.any(Number));
  });

  it('leaves no published, returned or ordered delivery quote with a line off its trucks (decision 209)', async () => {
    const rows = await testApp.database.db
      .select({ id: quote.id, jobName: quote.jobName })
      .from(quote)
      .where(
        and(
          eq(quote.deliveryMethodId, DeliveryMethod.ids.DELIVERY),
          inArray(quote.statusId, [QuoteStatus.ids.COMPLETE, QuoteStatus.ids.PROCESSED]),
        ),
      );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const check = await testApp.app.services.deliveries.validateAssignment(row.id);
      expect(check.unassignedQuoteItemIds, row.jobName).toEqual([]);
    }
    // Their orders start with no delivery of the quote's (decision 207): order deliveries name their orders' items.
    const quoteTrucks = await testApp.database.db
      .select({ orderId: deliveryStop.orderId })
      .from(deliveryStop)
      .innerJoin(delivery, eq(delivery.id, deliveryStop.deliveryId))
      .where(eq(delivery.recordType, ActionLogType.ids.QUOTE_DELIVERY));
    expect(quoteTrucks.length).toBeGreaterThan(0);
    expect(quoteTrucks.every((stop) => stop.orderId === null)).toBe(true);
  });

  it("keeps every demo delivery's roll-ups exactly as a fresh refresh computes them", async () => {
    const rows = await demoDeliveries();
    const ids = rows.map((row) => row.id);
    const orderIds = await ordersWithDeliveries(ids);
    // What a refresh computes; when it was written (updatedAt) is not a roll-up.
    const rolledUp = <T extends { updatedAt: Date }>(list: T[]) =>
      list.map(({ updatedAt: _at, ...row }) => row);
    const before = {
      deliveries: rolledUp(rows),
      vehicles: rolledUp(await firstVehicles(ids)),
      subOrders: await subOrdersOf(orderIds),
    };
    await testApp.database.db.transaction(async (tx) => {
      for (const id of ids) await refreshRollups(tx, id, orderIds);
    });
    const after = {
      deliveries: rolledUp(await demoDeliveries()),
      vehicles: rolledUp(await firstVehicles(ids)),
      subOrders: await subOrdersOf(orderIds),
    };
    expect(after).toEqual(before);
  });
});
