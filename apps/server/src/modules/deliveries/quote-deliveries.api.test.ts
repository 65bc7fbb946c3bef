import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  DeliveryAssigned,
  DeliveryMethod,
  ErrorCode,
  MESSAGES,
  QuoteReturnStatus,
  QuoteStatus,
  VERSION_HEADER,
  type ConstructedQuote,
  type DeliveryValidation,
  type OrderDelivery,
  type OrderDeliveryRows,
  type OrderRecord,
} from '@portal/contracts';
import {
  actionLog,
  delivery,
  deliveryStopItem,
  quote,
  truckSubType,
  truckSubTypeLength,
} from '../../db/schema';
import { placeOrderFrom, returnQuote } from '../../../test/order-fixtures';
import {
  loadQuoteFixtureParties,
  publishedQuote,
  quoteFromIntake,
  readQuote,
  sourceQuote,
  type QuoteFixtureParties,
} from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

/**
 * Quote deliveries (issue 38; spec 001 §2 quote delivery wizard and workspace, §5 'Items can be assigned to trucks
 * only when the sourcing information is complete', 'Publishing a quote requires … every item assigned to a
 * delivery', §7 quoteDelivery, add/updateQuoteDeliveryItems, validateDeliveryAssignment/Associated; decision 209),
 * on both engines.
 */

let testApp: TestApp;
let operations: Record<string, string>;
let parties: QuoteFixtureParties;

interface ErrorAnswer {
  code: string;
  message: string;
  issues?: Array<{ field: string; message: string }>;
}

beforeAll(async () => {
  testApp = await createTestApp();
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  parties = await loadQuoteFixtureParties(testApp);
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, version?: number) {
  return testApp.app.inject({
    method,
    url: `/api/${url}`,
    headers: version === undefined ? operations : { ...operations, [VERSION_HEADER]: String(version) },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

async function publish(record: ConstructedQuote) {
  const current = await readQuote(testApp, operations, record.id);
  return call('GET', `publishQuote/${record.id}`, undefined, current.version);
}

/** A status call on the quote with the version it now reads (decision 204). */
async function statusCall(name: string, record: ConstructedQuote) {
  const current = await readQuote(testApp, operations, record.id);
  return call('GET', `${name}/${record.id}`, undefined, current.version);
}

/** The default lines sourced from both sellers (the fixtures' prices): ready to publish but for transport. */
async function sourcedQuote(): Promise<ConstructedQuote> {
  const [first, second] = parties.sellers;
  const made = await quoteFromIntake(testApp, operations, parties);
  return sourceQuote(testApp, operations, made, [
    { sellerCompanyId: first, sellerUnitPrice: 10, buyerUnitPrice: 13 },
    { sellerCompanyId: first, sellerUnitPrice: 20, buyerUnitPrice: 26 },
    { sellerCompanyId: second, sellerUnitPrice: 30, buyerUnitPrice: 39 },
  ]);
}

function refusedFor(response: Awaited<ReturnType<typeof call>>, lineIds: readonly number[]) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json<ErrorAnswer>()).toMatchObject({
    code: ErrorCode.CONFLICT,
    message: MESSAGES.itemsNotAssignedToDeliveries,
    issues: lineIds.map((id) => ({ field: `items.${id}`, message: MESSAGES.itemsNotAssignedToDeliveries })),
  });
}

describe('quote deliveries and the quote publish rule', () => {
  it('a delivery quote with an unassigned line is not published; once every line is on its deliveries it is', async () => {
    const [first, second] = parties.sellers;
    const made = await quoteFromIntake(testApp, operations, parties);
    const partly = await sourceQuote(testApp, operations, made, [
      { sellerCompanyId: first, sellerUnitPrice: 10, buyerUnitPrice: 13 },
      { sellerCompanyId: first, sellerUnitPrice: 20, buyerUnitPrice: 26 },
      { sellerCompanyId: null, sellerUnitPrice: null, buyerUnitPrice: null },
    ]);
    const [l1, l2, l3] = partly.items.map((item) => item.id);

    // Sourcing incomplete: the line cannot go on a truck (spec 001 §5).
    const unsourced = await call('POST', 'quoteDelivery', { quoteId: made.id, quoteItemIds: [l3] });
    expect(unsourced.statusCode).toBe(400);
    expect(unsourced.json<ErrorAnswer>().issues).toEqual([
      { field: 'quoteItemIds.0', message: MESSAGES.quoteItemNotSourced },
    ]);

    const sourced = await sourceQuote(testApp, operations, partly, [
      { sellerCompanyId: first, sellerUnitPrice: 10, buyerUnitPrice: 13 },
      { sellerCompanyId: first, sellerUnitPrice: 20, buyerUnitPrice: 26 },
      { sellerCompanyId: second, sellerUnitPrice: 30, buyerUnitPrice: 39 },
    ]);
    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'quoteDelivery', { quoteId: sourced.id, quoteItemIds: [l1, l2] }),
    );
    if (!created) throw new Error('no quote delivery');
    expect(created.recordType).toBe(ActionLogType.ids.QUOTE_DELIVERY);
    expect(created.quoteId).toBe(sourced.id);
    const stops = created.deliveryVehicles[0]?.deliveryStops ?? [];
    expect(stops.map((stop) => [stop.dropOff, stop.sellerCompany?.id ?? null])).toEqual([
      [false, first],
      [true, null],
    ]);
    expect(stops[0]?.pickupStopItems.map((item) => [item.quoteItem?.id, item.subOrderItem])).toEqual([
      [l1, null],
      [l2, null],
    ]);

    const assignment = await ok<DeliveryValidation>(
      await call('GET', `validateDeliveryAssignment/${sourced.id}`),
    );
    expect(assignment).toEqual({
      valid: false,
      unassignedQuoteItemIds: [l3],
      deliveryNumbers: [created.deliveryNumber],
    });
    const associated = await ok<DeliveryValidation>(
      await call('GET', `validateDeliveryAssociated/${sourced.id}`),
    );
    expect(associated.valid).toBe(false);
    expect(associated.deliveryNumbers).toEqual([created.deliveryNumber]);
    expect((await call('GET', 'validateDeliveryAssignment/2000000000')).statusCode).toBe(404);

    // Refused with the spec's 'items not assigned to deliveries'; the quote stays in WIP.
    const refused = await publish(sourced);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorAnswer>().message).toBe(MESSAGES.itemsNotAssignedToDeliveries);
    // One issue, naming the one line left off the truck.
    expect(refused.json<ErrorAnswer>().issues).toEqual([
      { field: `items.${l3}`, message: MESSAGES.itemsNotAssignedToDeliveries },
    ]);
    expect((await readQuote(testApp, operations, sourced.id)).statusId).toBe(QuoteStatus.ids.WIP);

    // An order delivery's calls do not open a quote delivery.
    expect((await call('GET', `orderDelivery/${created.id}`)).statusCode).toBe(404);

    const added = await ok<OrderDelivery>(
      await call(
        'PUT',
        'addQuoteDeliveryItems',
        { quoteDeliveryId: created.id, quoteItemIds: [l3] },
        created.version,
      ),
    );
    expect(
      added.deliveryVehicles[0]?.deliveryStops.map((stop) => [stop.dropOff, stop.sellerCompany?.id ?? null]),
    ).toEqual([
      [false, first],
      [false, second],
      [true, null],
    ]);
    expect(
      (await ok<DeliveryValidation>(await call('GET', `validateDeliveryAssignment/${sourced.id}`))).valid,
    ).toBe(true);

    const published = await publish(sourced);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<{ data: ConstructedQuote }>().data.statusId).toBe(QuoteStatus.ids.COMPLETE);

    // A published quote takes no new delivery (spec 001 §5: planned while the quote is in WIP).
    const late = await call('POST', 'quoteDelivery', { quoteId: sourced.id, quoteItemIds: [l1] });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorAnswer>().message).toBe(MESSAGES.quoteNotDeliverable);
    // Nor does its delivery change: no save, no stop's lines, no added line, no delete (decision 218).
    const frozen = await ok<OrderDelivery>(await call('GET', `quoteDelivery/${created.id}`));
    const firstStop = frozen.deliveryVehicles[0]?.deliveryStops.find((stop) => !stop.dropOff);
    const refusals = [
      await call('PUT', 'quoteDelivery', { id: created.id, comment: 'After publish' }, frozen.version),
      await call(
        'PUT',
        'updateQuoteDeliveryItems',
        { quoteDeliveryId: created.id, pickupStopId: firstStop?.id, quoteItemIds: [] },
        frozen.version,
      ),
      await call(
        'PUT',
        'addQuoteDeliveryItems',
        { quoteDeliveryId: created.id, quoteItemIds: [l1] },
        frozen.version,
      ),
      await call('DELETE', `quoteDelivery/${created.id}`, undefined, frozen.version),
    ];
    expect(refusals.map((response) => [response.statusCode, response.json<ErrorAnswer>().message])).toEqual(
      Array(4).fill([409, MESSAGES.quoteNotDeliverable]),
    );
    expect((await ok<OrderDelivery>(await call('GET', `quoteDelivery/${created.id}`))).version).toBe(
      frozen.version,
    );

    const logged = await testApp.database.db
      .select({ actionId: actionLog.actionId })
      .from(actionLog)
      .where(
        and(eq(actionLog.actionTypeId, ActionLogType.ids.QUOTE_DELIVERY), eq(actionLog.entityId, created.id)),
      )
      .orderBy(asc(actionLog.id));
    expect(logged.map((row) => row.actionId)).toEqual([
      ActionLogAction.ids.CREATE_QUOTE_DELIVERY,
      ActionLogAction.ids.SAVE,
    ]);
  });

  it('a delivery quote with no delivery at all is not published: every line is named (spec 001 §5, decision 209)', async () => {
    const sourced = await sourcedQuote();
    refusedFor(
      await publish(sourced),
      sourced.items.map((item) => item.id),
    );
    const after = await readQuote(testApp, operations, sourced.id);
    expect(after).toMatchObject({ statusId: QuoteStatus.ids.WIP, returnStatusId: QuoteReturnStatus.ids.NA });
    expect(after.revision).toBe(sourced.revision);
  });

  it('a pickup quote publishes without any delivery', async () => {
    const sourced = await sourcedQuote();
    // No call changes a quote's delivery method (decision 209): the request's method is set on the row.
    await testApp.database.db
      .update(quote)
      .set({ deliveryMethodId: DeliveryMethod.ids.PICKUP })
      .where(eq(quote.id, sourced.id));
    // Nor can a pickup quote take a delivery (spec 001 §5).
    const planned = await call('POST', 'quoteDelivery', {
      quoteId: sourced.id,
      quoteItemIds: sourced.items.map((item) => item.id),
    });
    expect(planned.statusCode).toBe(409);
    const published = await publish(sourced);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<{ data: ConstructedQuote }>().data.statusId).toBe(QuoteStatus.ids.COMPLETE);
  });

  it('a republish and a reinstated quote’s publish hold the same rule', async () => {
    const sourced = await sourcedQuote();
    const lineIds = sourced.items.map((item) => item.id);
    const l1 = lineIds[0] ?? 0;
    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'quoteDelivery', { quoteId: sourced.id, quoteItemIds: lineIds }),
    );
    if (!created) throw new Error('no quote delivery');
    expect((await publish(sourced)).statusCode).toBe(200);

    // Moved back to WIP, its delivery stays; one line taken off the truck: the republish is refused for it.
    expect((await statusCall('moveQuoteToWip', sourced)).statusCode).toBe(200);
    const read = await ok<OrderDelivery>(await call('GET', `quoteDelivery/${created.id}`));
    const pickup = read.deliveryVehicles[0]?.deliveryStops.find((stop) => !stop.dropOff);
    const lines = pickup?.pickupStopItems.map((item) => item.quoteItem?.id ?? 0) ?? [];
    expect(lines).toContain(l1);
    const kept = lines.filter((id) => id !== l1);
    const updated = await ok<{ delivery: OrderDelivery; deleted: boolean }>(
      await call(
        'PUT',
        'updateQuoteDeliveryItems',
        { quoteDeliveryId: created.id, pickupStopId: pickup?.id, quoteItemIds: kept },
        read.version,
      ),
    );
    refusedFor(await publish(sourced), [l1]);
    expect((await readQuote(testApp, operations, sourced.id)).revision).toBe(1);

    // Back on the truck: republished as revision 2.
    await ok<OrderDelivery>(
      await call(
        'PUT',
        'addQuoteDeliveryItems',
        { quoteDeliveryId: created.id, quoteItemIds: [l1] },
        updated.delivery.version,
      ),
    );
    const republished = await publish(sourced);
    expect(republished.statusCode, republished.body).toBe(200);
    expect(republished.json<{ data: ConstructedQuote }>().data.revision).toBe(2);

    // Cancelled and reinstated: the deliveries stay and the quote publishes again.
    expect((await statusCall('moveQuoteToWip', sourced)).statusCode).toBe(200);
    expect((await statusCall('cancelQuote', sourced)).statusCode).toBe(200);
    expect((await statusCall('reinstateQuote', sourced)).statusCode).toBe(200);
    expect((await publish(sourced)).statusCode).toBe(200);
  });

  it('a quote’s deliveries do not carry into its order (decision 207): they stay on the quote', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    // The fixture planned its lines on one quote delivery.
    const [planned] = await testApp.database.db
      .select({ id: delivery.id, version: delivery.version })
      .from(delivery)
      .where(eq(delivery.quoteId, published.id));
    if (!planned) throw new Error('the published quote has no delivery');
    const returned = await returnQuote(testApp, operations, published);
    const order: OrderRecord = await placeOrderFrom(testApp, operations, returned.id);

    // The order starts with nothing planned: no delivery names it, no item is on a truck.
    expect(order.deliveryAssignedId).toBe(DeliveryAssigned.ids.NO);
    expect(order.subOrders.map((entry) => entry.deliveryAssignedCount)).toEqual(order.subOrders.map(() => 0));
    expect(await ok<OrderDeliveryRows>(await call('GET', `orderDeliveryRowsByOrderId/${order.id}`))).toEqual(
      [],
    );
    const onTrucks = await testApp.database.db
      .select({ id: deliveryStopItem.id })
      .from(deliveryStopItem)
      .where(
        inArray(
          deliveryStopItem.orderItemId,
          order.items.map((item) => item.id),
        ),
      );
    expect(onTrucks).toEqual([]);

    // The quote's delivery is unchanged and still read on the quote.
    const kept = await ok<OrderDelivery>(await call('GET', `quoteDelivery/${planned.id}`));
    expect(kept).toMatchObject({ quoteId: published.id, version: planned.version, itemCount: 3 });
  });

  it('reads, saves, sets a pickup’s lines and deletes a quote delivery with its version', async () => {
    const [first, second] = parties.sellers;
    const made = await quoteFromIntake(testApp, operations, parties);
    const sourced = await sourceQuote(testApp, operations, made, [
      { sellerCompanyId: first, sellerUnitPrice: 10, buyerUnitPrice: 13 },
      { sellerCompanyId: first, sellerUnitPrice: 20, buyerUnitPrice: 26 },
      { sellerCompanyId: second, sellerUnitPrice: 30, buyerUnitPrice: 39 },
    ]);
    const [l1, l2, l3] = sourced.items.map((item) => item.id);
    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'quoteDelivery', { quoteId: sourced.id, quoteItemIds: [l1, l2, l3], truckCount: 1 }),
    );
    if (!created) throw new Error('no quote delivery');
    const read = await ok<OrderDelivery>(await call('GET', `quoteDelivery/${created.id}`));
    expect(read.itemCount).toBe(3);
    expect(read.ownerUsers.length).toBeLessThanOrEqual(1);

    const [length] = await testApp.database.db
      .select({ id: truckSubTypeLength.id, subTypeId: truckSubType.id, typeId: truckSubType.vehicleTypeId })
      .from(truckSubTypeLength)
      .innerJoin(truckSubType, eq(truckSubType.id, truckSubTypeLength.truckSubTypeId))
      .limit(1);
    const saved = await ok<OrderDelivery>(
      await call(
        'PUT',
        'quoteDelivery',
        {
          id: created.id,
          truckTypeId: length?.typeId,
          truckSubTypeId: length?.subTypeId,
          truckLengthId: length?.id,
          comment: 'Two pickups north of Montréal',
        },
        read.version,
      ),
    );
    expect(saved.deliveryVehicles[0]?.comment).toBe('Two pickups north of Montréal');
    // The order delivery's save does not take a quote delivery.
    const wrongKind = await call(
      'PUT',
      'orderDelivery',
      { id: created.id, truckLengthId: length?.id },
      saved.version,
    );
    expect(wrongKind.statusCode).toBe(409);

    const firstPickup = saved.deliveryVehicles[0]?.deliveryStops.find((stop) => !stop.dropOff);
    const updated = await ok<{ delivery: OrderDelivery; deleted: boolean }>(
      await call(
        'PUT',
        'updateQuoteDeliveryItems',
        { quoteDeliveryId: created.id, pickupStopId: firstPickup?.id, quoteItemIds: [l1] },
        saved.version,
      ),
    );
    expect(updated.delivery.itemCount).toBe(2);
    const unassigned = await ok<DeliveryValidation>(
      await call('GET', `validateDeliveryAssignment/${sourced.id}`),
    );
    expect(unassigned.unassignedQuoteItemIds).toEqual([l2]);

    const stale = await call('DELETE', `quoteDelivery/${created.id}`, undefined, saved.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorAnswer>().code).toBe(ErrorCode.OUTDATED);
    expect(
      (await call('DELETE', `quoteDelivery/${created.id}`, undefined, updated.delivery.version)).statusCode,
    ).toBe(200);
    expect(
      (await ok<DeliveryValidation>(await call('GET', `validateDeliveryAssociated/${sourced.id}`))).valid,
    ).toBe(true);
  });
});
