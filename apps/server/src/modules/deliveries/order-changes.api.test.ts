import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  DeliveryAssigned,
  ItemStatus,
  SubOrderDeliveryStatus,
  VERSION_HEADER,
  type OrderDelivery,
  type OrderPhaseResult,
  type OrderRecord,
  type SaveOrderConstruction,
} from '@portal/contracts';
import { customerOrder, deliveryStop, subOrder } from '../../db/schema';
import {
  deliveryChangedEvent,
  deliveryExists,
  deliveryLog,
  placedOrderWithSite,
  withEvents,
} from '../../../test/fixtures/deliveries';
import { readOrder } from '../../../test/order-fixtures';
import { loadQuoteFixtureParties, type QuoteFixtureParties } from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

/**
 * When the order changes under a delivery (issue 38; decision 207's last rules, 209), on both engines: an item
 * phased into another order, a seller changed, an item substituted or deleted, and a cancelled order each take the
 * items off their deliveries in the order write's transaction — the delivery's items, version and action log, a
 * delivery left without a pickup deleted, and the orders' and sub-orders' delivery roll-ups — with the live change
 * event on the delivery after commit. Reinstating puts nothing back.
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

const A = DeliveryAssigned.ids;
const S = SubOrderDeliveryStatus.ids;

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, version?: number) {
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

/** A placed order (the first seller's two items, the second seller's one) with its job site. */
function order(): Promise<OrderRecord> {
  return placedOrderWithSite(testApp, operations, parties);
}

async function plan(itemIds: readonly (number | undefined)[]): Promise<OrderDelivery> {
  const [created] = await ok<OrderDelivery[]>(
    await call('POST', 'orderDelivery', { subOrderItemIds: itemIds }),
  );
  if (!created) throw new Error('no delivery');
  return created;
}

const readDelivery = async (id: number) => ok<OrderDelivery>(await call('GET', `orderDelivery/${id}`));
const numberOf = (text: string) => Number(text.slice(2));

/** The delivery's items: on its pickups and on its drop-offs, by id, sorted. */
function itemsOf(found: OrderDelivery) {
  const stops = found.deliveryVehicles.flatMap((vehicle) => vehicle.deliveryStops);
  const ids = (lists: number[][]) => lists.flat().sort((a, b) => a - b);
  return {
    pickedUp: ids(
      stops
        .filter((stop) => !stop.dropOff)
        .map((stop) => stop.pickupStopItems.map((row) => row.subOrderItem?.id as number)),
    ),
    droppedOff: ids(
      stops
        .filter((stop) => stop.dropOff)
        .map((stop) => stop.dropOffStopItems.map((row) => row.subOrderItem?.id as number)),
    ),
    sequences: stops.map((stop) => stop.sequenceNumber),
  };
}

const logOf = (recordType: number, recordId: number) => deliveryLog(testApp, recordType, recordId);

/** Per sub-order (in its order): assigned yes / no / partial, count, delivery number, delivery status. */
async function subOrderRollups(orderId: number) {
  const rows = await testApp.database.db
    .select({
      assigned: subOrder.deliveryAssignedId,
      count: subOrder.deliveryAssignedCount,
      number: subOrder.deliveryNumber,
      status: subOrder.deliveryStatusId,
    })
    .from(subOrder)
    .where(eq(subOrder.orderId, orderId))
    .orderBy(asc(subOrder.sequenceNumber));
  return rows.map((row) => [row.assigned, row.count, row.number, row.status]);
}

async function orderAssigned(orderId: number) {
  const [row] = await testApp.database.db
    .select({ id: customerOrder.deliveryAssignedId })
    .from(customerOrder)
    .where(eq(customerOrder.id, orderId));
  return row?.id;
}

const exists = (id: number) => deliveryExists(testApp, id);

function bodyOf(record: OrderRecord): SaveOrderConstruction {
  return {
    id: record.id,
    items: record.items.map((item) => ({
      id: item.id,
      sellerCompanyId: item.sellerCompanyId,
      sellerUnitPrice: item.sellerUnitPrice,
      markupRate: item.markupRate,
      buyerUnitPrice: item.buyerUnitPrice,
      sellerContacted: item.sellerContacted,
      inventorySecured: item.inventorySecured,
    })),
    discounts: record.discounts.map(({ discountId, amount }) => ({ discountId, amount })),
    transportCosts: record.transportCosts.map((cost) => ({
      transportTypeId: cost.transportTypeId as 1 | 2,
      sellerCompanyId: cost.sellerCompanyId,
      cost: cost.cost,
      transporterIds: cost.transporters.map((carrier) => carrier.id),
    })),
    buyerDeliveryFee: record.buyerDeliveryFee,
  };
}

const changedEvent = (recordId: number, actionId: number) =>
  deliveryChangedEvent(ActionLogType.ids.ORDER_DELIVERY, recordId, actionId);

describe('an item phased into another order (POST orderPhase)', () => {
  it('leaves its delivery whole or split; the delivery keeps the rest with its version raised and says why', async () => {
    const source = await order();
    const [first, second, third] = source.items;
    if (!first || !second || !third) throw new Error('three items expected');
    const planned = await plan([first.id, second.id, third.id]);

    // The second seller's item moves whole (its sub-order with it); the first item is split.
    const { result, events } = await withEvents(testApp, async () =>
      ok<OrderPhaseResult>(
        await call(
          'POST',
          'orderPhase',
          {
            id: source.id,
            newPhase: {
              items: [
                { id: third.id, quantity: third.quantity },
                { id: first.id, quantity: 1 },
              ],
            },
          },
          source.version,
        ),
      ),
    );
    const after = await readDelivery(planned.id);
    expect(itemsOf(after)).toEqual({ pickedUp: [second.id], droppedOff: [second.id], sequences: [1, 2] });
    expect(after.version).toBe(planned.version + 1);
    const log = await logOf(ActionLogType.ids.ORDER_DELIVERY, planned.id);
    expect(log.at(-1)).toEqual({
      actionId: ActionLogAction.ids.SAVE,
      details: {
        reason: 'item phased into another order',
        removedItems: [first.id, third.id].sort((a, b) => a - b),
      },
    });
    expect(events).toEqual(expect.arrayContaining([changedEvent(planned.id, ActionLogAction.ids.SAVE)]));

    // The balance keeps the first seller's sub-order, one of its two items on the delivery; the new phase has none.
    const number = numberOf(planned.deliveryNumber);
    expect(await subOrderRollups(source.id)).toEqual([[A.PARTIAL, 1, number, S.CONTACTED]]);
    expect(await orderAssigned(source.id)).toBe(A.PARTIAL);
    const newPhaseId = result.newPhase.id;
    expect(await subOrderRollups(newPhaseId)).toEqual([
      [A.NO, 0, null, S.NOT_CONTACTED],
      [A.NO, 0, null, S.NOT_CONTACTED],
    ]);
    expect(await orderAssigned(newPhaseId)).toBe(A.NO);
    // No stop of the delivery names the new phase.
    const stopOrders = await testApp.database.db
      .select({ orderId: deliveryStop.orderId })
      .from(deliveryStop)
      .where(eq(deliveryStop.deliveryId, planned.id));
    expect(stopOrders.map((row) => row.orderId)).toEqual([source.id, source.id]);
  });
});

describe('the order save (PUT orderConstruction)', () => {
  it('takes an item whose seller changes off its delivery', async () => {
    const record = await order();
    const [first, second] = record.items;
    if (!first || !second) throw new Error('two items expected');
    const planned = await plan([first.id, second.id]);
    const body = bodyOf(record);
    body.items = body.items.map((item) =>
      item.id === second.id ? { ...item, sellerCompanyId: parties.sellers[1] } : item,
    );
    const { events } = await withEvents(testApp, async () =>
      ok<OrderRecord>(await call('PUT', 'orderConstruction', body, record.version)),
    );

    const after = await readDelivery(planned.id);
    expect(itemsOf(after)).toEqual({ pickedUp: [first.id], droppedOff: [first.id], sequences: [1, 2] });
    expect(after.version).toBe(planned.version + 1);
    expect((await logOf(ActionLogType.ids.ORDER_DELIVERY, planned.id)).at(-1)).toEqual({
      actionId: ActionLogAction.ids.SAVE,
      details: { reason: 'item seller changed', removedItems: [second.id] },
    });
    expect(events).toEqual(expect.arrayContaining([changedEvent(planned.id, ActionLogAction.ids.SAVE)]));
    const number = numberOf(planned.deliveryNumber);
    // The first seller keeps its one item on the delivery; the second seller's two are on none.
    expect(await subOrderRollups(record.id)).toEqual([
      [A.YES, 1, number, S.CONTACTED],
      [A.NO, 0, null, S.NOT_CONTACTED],
    ]);
    expect(await orderAssigned(record.id)).toBe(A.PARTIAL);
  });

  it('takes an item marked unavailable off its delivery: it no longer counts (decision 207)', async () => {
    const record = await order();
    const [first, second] = record.items;
    if (!first || !second) throw new Error('two items expected');
    const planned = await plan([first.id, second.id]);
    const body = bodyOf(record);
    body.items = body.items.map((item) =>
      item.id === second.id ? { ...item, statusId: ItemStatus.ids.UNAVAILABLE } : item,
    );
    const saved = await ok<OrderRecord>(await call('PUT', 'orderConstruction', body, record.version));
    expect(saved.items.find((item) => item.id === second.id)?.statusId).toBe(ItemStatus.ids.UNAVAILABLE);

    const after = await readDelivery(planned.id);
    expect(itemsOf(after)).toEqual({ pickedUp: [first.id], droppedOff: [first.id], sequences: [1, 2] });
    expect(after.version).toBe(planned.version + 1);
    expect((await logOf(ActionLogType.ids.ORDER_DELIVERY, planned.id)).at(-1)).toEqual({
      actionId: ActionLogAction.ids.SAVE,
      details: { reason: 'item marked unavailable', removedItems: [second.id] },
    });
  });

  it('takes a substituted original off its delivery and leaves its substitute unassigned', async () => {
    const record = await order();
    const [first, second] = record.items;
    if (!first || !second) throw new Error('two items expected');
    const planned = await plan([first.id, second.id]);
    const saved = await ok<OrderRecord>(
      await call(
        'PUT',
        'orderConstruction',
        {
          ...bodyOf(record),
          items: [],
          substitutions: [
            {
              itemId: first.id,
              productSizeId: second.productSizeId,
              sellerCompanyId: parties.sellers[0],
              sellerUnitPrice: 7,
              markupRate: 20,
            },
          ],
        },
        record.version,
      ),
    );
    const substitute = saved.items.find((item) => item.replacesItemId === first.id);
    expect(substitute?.statusId).toBe(ItemStatus.ids.SUBSTITUTED);

    const after = await readDelivery(planned.id);
    expect(itemsOf(after)).toEqual({ pickedUp: [second.id], droppedOff: [second.id], sequences: [1, 2] });
    expect(after.version).toBe(planned.version + 1);
    expect((await logOf(ActionLogType.ids.ORDER_DELIVERY, planned.id)).at(-1)).toEqual({
      actionId: ActionLogAction.ids.SAVE,
      details: { reason: 'item substituted', removedItems: [first.id] },
    });
    const number = numberOf(planned.deliveryNumber);
    // The first seller's counted items: the second item (on the delivery) and the substitute (on none).
    expect(await subOrderRollups(record.id)).toEqual([
      [A.PARTIAL, 1, number, S.CONTACTED],
      [A.NO, 0, null, S.NOT_CONTACTED],
    ]);
    expect(await orderAssigned(record.id)).toBe(A.PARTIAL);
  });

  it('takes deleted items off their deliveries and deletes a delivery left without a pickup', async () => {
    const record = await order();
    const [first, second, third] = record.items;
    if (!first || !second || !third) throw new Error('three items expected');
    const kept = await plan([first.id, second.id]);
    const emptied = await plan([third.id]);
    const { events } = await withEvents(testApp, async () =>
      ok<OrderRecord>(
        await call(
          'PUT',
          'orderConstruction',
          { ...bodyOf(record), items: [], deletedItemIds: [second.id, third.id] },
          record.version,
        ),
      ),
    );

    const after = await readDelivery(kept.id);
    expect(itemsOf(after)).toEqual({ pickedUp: [first.id], droppedOff: [first.id], sequences: [1, 2] });
    expect(after.version).toBe(kept.version + 1);
    expect((await logOf(ActionLogType.ids.ORDER_DELIVERY, kept.id)).at(-1)).toEqual({
      actionId: ActionLogAction.ids.SAVE,
      details: { reason: 'item deleted', removedItems: [second.id] },
    });

    expect(await exists(emptied.id)).toBe(false);
    expect((await call('GET', `orderDelivery/${emptied.id}`)).statusCode).toBe(404);
    expect((await logOf(ActionLogType.ids.ORDER_DELIVERY, emptied.id)).at(-1)).toEqual({
      actionId: ActionLogAction.ids.DELETE,
      details: { reason: 'item deleted', removedItems: [third.id] },
    });
    expect((await logOf(ActionLogType.ids.ORDER, record.id)).map((row) => row.actionId)).toContain(
      ActionLogAction.ids.DELETE,
    );
    expect(events).toEqual(
      expect.arrayContaining([
        changedEvent(kept.id, ActionLogAction.ids.SAVE),
        changedEvent(emptied.id, ActionLogAction.ids.DELETE),
      ]),
    );
    // What is left is all on the delivery: the first seller's one item; the second seller has none left.
    expect(await subOrderRollups(record.id)).toEqual([
      [A.YES, 1, numberOf(kept.deliveryNumber), S.CONTACTED],
      [A.NO, 0, null, S.NOT_CONTACTED],
    ]);
    expect(await orderAssigned(record.id)).toBe(A.YES);
  });
});

describe('a cancelled order (GET cancelOrder/{id})', () => {
  it('takes every item of the order off its deliveries; reinstating puts nothing back', async () => {
    const cancelled = await order();
    const other = await order();
    const [first, second, third] = cancelled.items;
    const otherItem = other.items[0];
    if (!first || !second || !third || !otherItem) throw new Error('items expected');
    // One truck for both orders, one for the cancelled order alone.
    const shared = await plan([first.id, otherItem.id]);
    const own = await plan([second.id, third.id]);

    const { events } = await withEvents(testApp, async () =>
      ok<OrderRecord>(await call('GET', `cancelOrder/${cancelled.id}`, undefined, cancelled.version)),
    );
    const after = await readDelivery(shared.id);
    expect(itemsOf(after)).toEqual({
      pickedUp: [otherItem.id],
      droppedOff: [otherItem.id],
      sequences: [1, 2],
    });
    expect(after.version).toBe(shared.version + 1);
    expect((await logOf(ActionLogType.ids.ORDER_DELIVERY, shared.id)).at(-1)).toEqual({
      actionId: ActionLogAction.ids.SAVE,
      details: { reason: 'order cancelled', removedItems: [first.id] },
    });
    expect(await exists(own.id)).toBe(false);
    expect((await logOf(ActionLogType.ids.ORDER_DELIVERY, own.id)).at(-1)).toEqual({
      actionId: ActionLogAction.ids.DELETE,
      details: { reason: 'order cancelled', removedItems: [second.id, third.id].sort((a, b) => a - b) },
    });
    expect(events).toEqual(
      expect.arrayContaining([
        changedEvent(shared.id, ActionLogAction.ids.SAVE),
        changedEvent(own.id, ActionLogAction.ids.DELETE),
      ]),
    );
    expect(await subOrderRollups(cancelled.id)).toEqual([
      [A.NO, 0, null, S.NOT_CONTACTED],
      [A.NO, 0, null, S.NOT_CONTACTED],
    ]);
    expect(await orderAssigned(cancelled.id)).toBe(A.NO);
    // The other order keeps its item on the shared truck.
    expect(await subOrderRollups(other.id)).toEqual([
      [A.PARTIAL, 1, numberOf(shared.deliveryNumber), S.CONTACTED],
      [A.NO, 0, null, S.NOT_CONTACTED],
    ]);

    const now = await readOrder(testApp, operations, cancelled.id);
    await ok<OrderRecord>(await call('GET', `reinstateOrder/${cancelled.id}`, undefined, now.version));
    expect(itemsOf(await readDelivery(shared.id)).pickedUp).toEqual([otherItem.id]);
    expect(await subOrderRollups(cancelled.id)).toEqual([
      [A.NO, 0, null, S.NOT_CONTACTED],
      [A.NO, 0, null, S.NOT_CONTACTED],
    ]);
    expect(await orderAssigned(cancelled.id)).toBe(A.NO);
  });
});
