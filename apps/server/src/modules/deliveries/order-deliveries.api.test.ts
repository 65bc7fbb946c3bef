import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  DeliveryAssigned,
  DeliveryStatus,
  DeliveryTrackingStatus,
  ErrorCode,
  MESSAGES,
  MESSAGES_FR,
  OrderStatus,
  RuleCheckStatus,
  StopTrackingStatus,
  SubOrderDeliveryStatus,
  TransportType,
  VERSION_HEADER,
  type DeliveryItemSummary,
  type DeliveryWizardPage,
  type OrderDelivery,
  type OrderRecord,
} from '@portal/contracts';
import { customerOrder, delivery, deliveryStopItem, subOrder } from '../../db/schema';
import { countStatements } from '../../../test/count-statements';
import {
  deliveryLog,
  firstTruckLength,
  placedOrderWithWeights,
  wholeTruckSave,
  type TruckLength,
} from '../../../test/fixtures/deliveries';
import { loadQuoteFixtureParties, type QuoteFixtureParties } from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

/**
 * The order delivery calls (issue 38; spec 000 §3–§5, §7; spec 001 §4, §5, §7; decisions 207, 209), on both
 * engines: the wizard's page and create, the workspace's read, update and publish, stop items, the status calls,
 * delete, the billed toggle and the item summary — each allowed and refused — with the order's and sub-orders'
 * roll-ups, the action log and the live change event checked after each write.
 */

let testApp: TestApp;
let operations: Record<string, string>;
let finance: Record<string, string>;
let parties: QuoteFixtureParties;
let length: TruckLength;

interface ErrorAnswer {
  code: string;
  message: string;
  issues?: Array<{ field: string; message: string }>;
}

beforeAll(async () => {
  testApp = await createTestApp();
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  finance = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
  parties = await loadQuoteFixtureParties(testApp);
  length = await firstTruckLength(testApp);
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  version?: number,
  headers = operations,
) {
  return testApp.app.inject({
    method,
    url: `/api/${url}`,
    headers: version === undefined ? headers : { ...headers, [VERSION_HEADER]: String(version) },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

async function readDelivery(id: number): Promise<OrderDelivery> {
  return ok<OrderDelivery>(await call('GET', `orderDelivery/${id}`));
}

/** A placed order whose items have known unit values but the last (the fixtures' `placedOrderWithWeights`). */
function orderWithWeights(): Promise<OrderRecord> {
  return placedOrderWithWeights(testApp, operations, parties);
}

async function subOrdersOf(orderId: number) {
  return testApp.database.db
    .select({
      id: subOrder.id,
      sellerCompanyId: subOrder.sellerCompanyId,
      deliveryAssignedId: subOrder.deliveryAssignedId,
      deliveryAssignedCount: subOrder.deliveryAssignedCount,
      deliveryNumber: subOrder.deliveryNumber,
      deliveryStatusId: subOrder.deliveryStatusId,
      version: subOrder.version,
    })
    .from(subOrder)
    .where(eq(subOrder.orderId, orderId))
    .orderBy(asc(subOrder.sequenceNumber));
}

async function orderAssigned(orderId: number) {
  const [row] = await testApp.database.db
    .select({ id: customerOrder.deliveryAssignedId })
    .from(customerOrder)
    .where(eq(customerOrder.id, orderId));
  return row?.id;
}

async function logOf(recordType: number, recordId: number) {
  return (await deliveryLog(testApp, recordType, recordId)).map((row) => row.actionId);
}

const itemIdsOf = (order: OrderRecord) => order.items.map((item) => item.id);
const numberOf = (text: string) => Number(text.slice(2));
const pickups = (found: OrderDelivery) =>
  found.deliveryVehicles[0]?.deliveryStops.filter((stop) => !stop.dropOff) ?? [];
const dropOffs = (found: OrderDelivery) =>
  found.deliveryVehicles[0]?.deliveryStops.filter((stop) => stop.dropOff) ?? [];

/** The whole-truck save a planner makes (the fixtures' `wholeTruckSave` with this file's length). */
function saveBody(found: OrderDelivery, extra: object = {}) {
  return wholeTruckSave(found, length, extra);
}

describe('the wizard and create (POST orderDelivery)', () => {
  it('pages the order’s items, plans one truck with a pickup per seller and a drop-off, and rolls up the order', async () => {
    const order = await orderWithWeights();
    const page = await ok<DeliveryWizardPage>(
      await call('GET', `orderDeliverySubOrderPageableResult?orderId=${order.id}&page=1&size=10`),
    );
    expect(page.total).toBe(3);
    expect(page.unassignedCount).toBe(3);
    expect(page.rows.map((row) => row.disabled)).toEqual([false, false, false]);
    expect(page.rows[0]?.unitWeightLb).toBe(40);

    const received: unknown[] = [];
    const unsubscribe = testApp.app.events.subscribe((event) => received.push(event));
    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: itemIdsOf(order) }),
    );
    unsubscribe();
    if (!created) throw new Error('no delivery');
    expect(created.deliveryNumber).toMatch(/^D-\d+$/);
    expect(created.deliveryStatus.id).toBe(DeliveryStatus.ids.DRAFT);
    const vehicle = created.deliveryVehicles[0];
    expect(vehicle?.deliveryTrackingStatus?.id).toBe(DeliveryTrackingStatus.ids.LOGISTICS_DRAFT);
    expect(pickups(created).map((stop) => stop.sellerCompany?.id)).toEqual([...parties.sellers]);
    expect(pickups(created).map((stop) => stop.pickupStopItems.length)).toEqual([2, 1]);
    expect(dropOffs(created)).toHaveLength(1);
    expect(dropOffs(created)[0]?.dropOffStopItems).toHaveLength(3);
    expect(dropOffs(created)[0]?.orderId).toBe(order.id);
    expect(vehicle?.deliveryStops.map((stop) => stop.sequenceNumber)).toEqual([1, 2, 3]);
    // No length yet: both checks fail, nothing shown; the item without values is listed invalid.
    expect(vehicle?.breWeightStatusId).toBe(RuleCheckStatus.ids.FAILURE);
    expect(vehicle?.weight).toBeNull();
    expect(vehicle?.invalidItemIds).toEqual([order.items[2]?.id]);
    // Candidates of a pickup: preselected on the stop, none disabled.
    expect(pickups(created)[0]?.subOrderItems.map((item) => [item.preselected, item.disabled])).toEqual([
      [true, false],
      [true, false],
    ]);

    expect(await orderAssigned(order.id)).toBe(DeliveryAssigned.ids.YES);
    const rows = await subOrdersOf(order.id);
    expect(
      rows.map((row) => [
        row.deliveryAssignedId,
        row.deliveryAssignedCount,
        row.deliveryNumber,
        row.deliveryStatusId,
      ]),
    ).toEqual([
      [DeliveryAssigned.ids.YES, 2, numberOf(created.deliveryNumber), SubOrderDeliveryStatus.ids.CONTACTED],
      [DeliveryAssigned.ids.YES, 1, numberOf(created.deliveryNumber), SubOrderDeliveryStatus.ids.CONTACTED],
    ]);
    expect(await logOf(ActionLogType.ids.ORDER_DELIVERY, created.id)).toEqual([
      ActionLogAction.ids.CREATE_DELIVERY,
    ]);
    expect(await logOf(ActionLogType.ids.ORDER, order.id)).toContain(ActionLogAction.ids.CREATE_DELIVERY);
    expect(received).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'record.changed',
          recordType: ActionLogType.ids.ORDER_DELIVERY,
          recordId: created.id,
        }),
        expect.objectContaining({
          type: 'record.changed',
          recordType: ActionLogType.ids.ORDER,
          recordId: order.id,
        }),
      ]),
    );

    // The wizard now shows every item disabled, on that delivery.
    const after = await ok<DeliveryWizardPage>(
      await call('GET', `orderDeliverySubOrderPageableResult?orderId=${order.id}`),
    );
    expect(after.unassignedCount).toBe(0);
    expect(after.rows.map((row) => [row.disabled, row.deliveryNumber])).toEqual(
      after.rows.map(() => [true, created.deliveryNumber]),
    );
  });

  it('refuses items on another delivery (409 naming them), unknown items, too many trucks and a cancelled order’s items, writing nothing', async () => {
    const order = await orderWithWeights();
    const [first] = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: [order.items[0]?.id] }),
    );
    const before = await testApp.database.db.select({ id: delivery.id }).from(delivery);

    const taken = await call('POST', 'orderDelivery', {
      subOrderItemIds: [order.items[1]?.id, order.items[0]?.id],
    });
    expect(taken.statusCode, taken.body).toBe(409);
    const takenBody = taken.json<ErrorAnswer>();
    expect(takenBody.message).toBe(MESSAGES.itemOnAnotherDelivery);
    expect(takenBody.issues?.map((issue) => issue.field)).toEqual(['subOrderItemIds.1']);
    expect(takenBody.issues?.[0]?.message).toBe(MESSAGES.itemOnAnotherDelivery);
    // The wizard says which delivery has it.
    const page = await ok<DeliveryWizardPage>(
      await call('GET', `orderDeliverySubOrderPageableResult?orderId=${order.id}`),
    );
    expect(page.rows[0]?.deliveryNumber).toBe(first?.deliveryNumber);

    const unknown = await call('POST', 'orderDelivery', { subOrderItemIds: [2_000_000_000] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorAnswer>().issues?.[0]?.field).toBe('subOrderItemIds.0');

    const trucks = await call('POST', 'orderDelivery', {
      subOrderItemIds: [order.items[1]?.id],
      truckCount: 2,
    });
    expect(trucks.statusCode).toBe(400);
    expect(trucks.json<ErrorAnswer>().issues).toEqual([
      { field: 'truckCount', message: MESSAGES.truckQuantityTooLarge },
    ]);

    const empty = await call('POST', 'orderDelivery', { subOrderItemIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorAnswer>().issues?.[0]?.field).toBe('subOrderItemIds');

    await testApp.database.db
      .update(customerOrder)
      .set({ statusId: OrderStatus.ids.CANCELLED })
      .where(eq(customerOrder.id, order.id));
    const cancelled = await call('POST', 'orderDelivery', { subOrderItemIds: [order.items[1]?.id] });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json<ErrorAnswer>().issues).toEqual([
      { field: 'subOrderItemIds.0', message: MESSAGES.itemNotDeliverable },
    ]);

    const after = await testApp.database.db.select({ id: delivery.id }).from(delivery);
    expect(after.length).toBe(before.length);
  });

  it('two wizards planning the same item at once: one delivery has it, the other call is 409 and makes nothing', async () => {
    const order = await orderWithWeights();
    const before = await testApp.database.db.select({ id: delivery.id }).from(delivery);
    const answers = await Promise.all([
      call('POST', 'orderDelivery', { subOrderItemIds: [order.items[0]?.id] }),
      call('POST', 'orderDelivery', { subOrderItemIds: [order.items[0]?.id, order.items[1]?.id] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = await testApp.database.db.select({ id: delivery.id }).from(delivery);
    expect(after.length).toBe(before.length + 1);
    const placed = await testApp.database.db
      .select({ id: deliveryStopItem.id })
      .from(deliveryStopItem)
      .where(
        and(eq(deliveryStopItem.orderItemId, order.items[0]?.id ?? 0), eq(deliveryStopItem.isDropOff, false)),
      );
    expect(placed).toHaveLength(1);
  });

  it('answers a French user’s refusal in French (decision 199)', async () => {
    const order = await orderWithWeights();
    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: [order.items[0]?.id] }),
    );
    const refused = await call('PUT', 'orderDelivery', { id: created?.id }, created?.version, finance);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorAnswer>().issues).toEqual([
      { field: 'truckLengthId', message: MESSAGES_FR.lengthOptionsRequired },
    ]);
  });

  it('makes N trucks: by seller while there are as many pickups as trucks, never more trucks than items', async () => {
    const order = await orderWithWeights();
    const made = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: itemIdsOf(order), truckCount: 2 }),
    );
    expect(made).toHaveLength(2);
    const sellersOf = (found: OrderDelivery) => pickups(found).map((stop) => stop.sellerCompany?.id);
    expect(made.map(sellersOf).sort()).toEqual([[parties.sellers[0]], [parties.sellers[1]]].sort());
    expect(new Set(made.map((found) => found.deliveryNumber)).size).toBe(2);
    const rows = await subOrdersOf(order.id);
    expect(rows.map((row) => row.deliveryNumber).sort()).toEqual(
      made.map((found) => numberOf(found.deliveryNumber)).sort(),
    );
  });
});

describe('the workspace (GET / PUT orderDelivery, publish, status calls)', () => {
  it('saves the truck with its length (required), transport normalised, add-ons; checks weight and fill rate', async () => {
    const order = await orderWithWeights();
    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: [order.items[0]?.id, order.items[1]?.id] }),
    );
    if (!created) throw new Error('no delivery');

    const noLength = await call('PUT', 'orderDelivery', { id: created.id }, created.version);
    expect(noLength.statusCode).toBe(400);
    expect(noLength.json<ErrorAnswer>().issues).toEqual([
      { field: 'truckLengthId', message: MESSAGES.lengthOptionsRequired },
    ]);

    const badAddress = await call(
      'PUT',
      'orderDelivery',
      {
        ...saveBody(created),
        deliveryStops: [{ id: pickups(created)[0]?.id, sequenceNumber: 1, pickupAddress: 'Nowhere 1' }],
      },
      created.version,
    );
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json<ErrorAnswer>().issues?.[0]?.field).toBe('deliveryStops.0.pickupAddress');

    const saved = await ok<OrderDelivery>(
      await call(
        'PUT',
        'orderDelivery',
        saveBody(created, {
          transportTypeId: TransportType.ids.SELLER,
          sellerCompanyId: parties.sellers[0],
          transporterId: parties.transporterId,
          driverName: 'Luc Gagnon',
          cost: 450.5,
          truckAddOnIds: [1],
        }),
        created.version,
      ),
    );
    expect(saved.version).toBe(created.version + 1);
    const vehicle = saved.deliveryVehicles[0];
    expect(vehicle?.deliveryTransport.transportTypeId).toBe(TransportType.ids.SELLER);
    expect(vehicle?.deliveryTransport.sellerCompany?.id).toBe(parties.sellers[0]);
    // A third party's transporter is cleared for a seller's transport (spec 000 §4).
    expect(vehicle?.deliveryTransport.transporter).toBeNull();
    expect(vehicle?.vehicleConfig.truckLength?.id).toBe(length.id);
    expect(vehicle?.vehicleConfig.vehicleAddOns.map((entry) => entry.truckAddOn.id)).toEqual([1]);
    expect(vehicle?.driverName).toBe('Luc Gagnon');
    // 25 × 40 + 120 × 10 = 2,200 lb; 25 × 2 + 120 × 0.5 = 110 sq ft.
    const weightShare = 2200 / length.maxPayloadLb;
    const fillShare = 110 / length.deckAreaSqFt;
    if (weightShare <= 0.9) {
      expect(vehicle?.breWeightStatusId).toBe(RuleCheckStatus.ids.SUCCESS);
      expect(vehicle?.weight).toBe(2200);
    } else {
      expect(vehicle?.weight).toBeNull();
    }
    if (fillShare <= 0.9) {
      expect(vehicle?.breFillRateStatusId).toBe(RuleCheckStatus.ids.SUCCESS);
      expect(vehicle?.fillRate).toBeCloseTo(fillShare, 3);
    }
    expect(vehicle?.invalidItemIds).toEqual([]);
    expect(await logOf(ActionLogType.ids.ORDER_DELIVERY, created.id)).toEqual([
      ActionLogAction.ids.CREATE_DELIVERY,
      ActionLogAction.ids.SAVE,
    ]);

    // Transport by another type clears it all (spec 000 §4).
    const cleared = await ok<OrderDelivery>(
      await call('PUT', 'orderDelivery', { ...saveBody(saved), transportTypeId: 9 }, saved.version),
    );
    expect(cleared.deliveryVehicles[0]?.deliveryTransport).toEqual({
      transportTypeId: null,
      sellerCompany: null,
      transporter: null,
    });
    // What a save leaves out is kept.
    expect(cleared.deliveryVehicles[0]?.driverName).toBe('Luc Gagnon');
    expect(cleared.deliveryVehicles[0]?.cost).toBe(450.5);
  });

  it('two saves with the same version: one wins, the other is 409 outdated and writes nothing', async () => {
    const order = await orderWithWeights();
    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: itemIdsOf(order) }),
    );
    if (!created) throw new Error('no delivery');
    const [first, second] = await Promise.all([
      call('PUT', 'orderDelivery', saveBody(created, { driverName: 'First' }), created.version),
      call('PUT', 'orderDelivery', saveBody(created, { driverName: 'Second' }), created.version),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json<ErrorAnswer>().code).toBe(ErrorCode.OUTDATED);
    const winner = first.statusCode === 200 ? 'First' : 'Second';
    const after = await readDelivery(created.id);
    expect(after.version).toBe(created.version + 1);
    expect(after.deliveryVehicles[0]?.driverName).toBe(winner);
  });

  it('writes every stop’s own values in one save: two pickups swap places, dates, times and notes; the stop left out keeps its values and is numbered before them', async () => {
    const order = await orderWithWeights();
    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: itemIdsOf(order) }),
    );
    if (!created) throw new Error('no delivery');
    const [first, second] = pickups(created);
    const [dropOff] = dropOffs(created);
    if (!first || !second || !dropOff) throw new Error('expected two pickups and a drop-off');
    const planned = await ok<OrderDelivery>(
      await call(
        'PUT',
        'orderDelivery',
        saveBody(created, {
          deliveryStops: [
            {
              id: first.id,
              sequenceNumber: 1,
              deliveryDate: '2026-05-04',
              deliveryTimeId: 1,
              note: 'Dock A',
            },
            {
              id: second.id,
              sequenceNumber: 2,
              deliveryDate: '2026-05-05',
              deliveryTimeId: 1,
              note: 'Dock B',
            },
            {
              id: dropOff.id,
              sequenceNumber: 3,
              deliveryDate: '2026-05-06',
              deliveryTimeId: 2,
              note: 'Gate 3',
            },
          ],
        }),
        created.version,
      ),
    );

    // The pickups only, the first after the second (sequences 5 and 4): the drop-off (3) comes first now. A note
    // with what an array literal quotes: a comma, quotes, a backslash, braces and the word NULL.
    const saved = await ok<OrderDelivery>(
      await call(
        'PUT',
        'orderDelivery',
        saveBody(planned, {
          deliveryStops: [
            {
              id: first.id,
              sequenceNumber: 5,
              deliveryDate: '2026-06-09',
              deliveryTimeId: null,
              note: 'Dock "B2", {door} \\ NULL',
            },
            { id: second.id, sequenceNumber: 4, deliveryDate: '2026-06-02', deliveryTimeId: 2, note: null },
          ],
        }),
        planned.version,
      ),
    );
    const stops = (found: OrderDelivery) =>
      found.deliveryVehicles[0]?.deliveryStops.map((stop) => ({
        id: stop.id,
        sequenceNumber: stop.sequenceNumber,
        deliveryDate: stop.deliveryDate,
        deliveryTime: stop.deliveryTime,
        note: stop.note,
      }));
    const expected = [
      {
        id: dropOff.id,
        sequenceNumber: 1,
        deliveryDate: '2026-05-06',
        deliveryTime: { id: 2 },
        note: 'Gate 3',
      },
      { id: second.id, sequenceNumber: 2, deliveryDate: '2026-06-02', deliveryTime: { id: 2 }, note: null },
      {
        id: first.id,
        sequenceNumber: 3,
        deliveryDate: '2026-06-09',
        deliveryTime: null,
        note: 'Dock "B2", {door} \\ NULL',
      },
    ];
    expect(stops(saved)).toEqual(expected);
    // Read back: the same stops, and the save's answer is exactly the open's.
    const reread = await readDelivery(created.id);
    expect(stops(reread)).toEqual(expected);
    expect(saved).toEqual(reread);
    // The items stay on their own stops.
    const itemsOf = (found: OrderDelivery, id: number) =>
      found.deliveryVehicles[0]?.deliveryStops
        .find((stop) => stop.id === id)
        ?.pickupStopItems.map((entry) => entry.subOrderItem?.id);
    expect(itemsOf(saved, first.id)).toEqual(itemsOf(created, first.id));
    expect(itemsOf(saved, second.id)).toEqual(itemsOf(created, second.id));
  });

  it('publishes only with complete stops, sets tracking, moves back to draft, republishes — through both status calls', async () => {
    const order = await orderWithWeights();
    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: itemIdsOf(order) }),
    );
    if (!created) throw new Error('no delivery');

    // Without dates the stops are incomplete (spec 001 §5): refused, still a draft.
    const undated = await call(
      'PUT',
      'orderDelivery',
      {
        id: created.id,
        truckLengthId: length.id,
        truckSubTypeId: length.subTypeId,
        truckTypeId: length.typeId,
        deliveryStatusId: 2,
      },
      created.version,
    );
    expect(undated.statusCode).toBe(400);
    expect(undated.json<ErrorAnswer>().message).toBe(MESSAGES.deliveryStopsIncomplete);
    expect((await readDelivery(created.id)).deliveryStatus.id).toBe(DeliveryStatus.ids.DRAFT);

    const published = await ok<OrderDelivery>(
      await call('PUT', 'orderDelivery', saveBody(created, { deliveryStatusId: 2 }), created.version),
    );
    expect(published.deliveryStatus.id).toBe(DeliveryStatus.ids.BOOKED);
    expect(published.republished).toBe(false);
    expect(published.deliveryVehicles[0]?.deliveryTrackingStatus?.id).toBe(DeliveryTrackingStatus.ids.BOOKED);
    expect(published.deliveryVehicles[0]?.deliveryStops.map((stop) => stop.stopTrackingStatusId)).toEqual([
      1, 1, 1,
    ]);
    expect((await subOrdersOf(order.id)).map((row) => row.deliveryStatusId)).toEqual([
      SubOrderDeliveryStatus.ids.BOOKED,
      SubOrderDeliveryStatus.ids.BOOKED,
    ]);

    // The status call needs the version (decision 204): missing or stale is 409 outdated.
    const missing = await call('GET', `updateOrderDeliveryStatus/${created.id}/1`);
    expect(missing.statusCode).toBe(409);
    const stale = await call('GET', `updateOrderDeliveryStatus/${created.id}/1`, undefined, created.version);
    expect(stale.json<ErrorAnswer>().code).toBe(ErrorCode.OUTDATED);

    const draft = await ok<OrderDelivery>(
      await call('GET', `updateOrderDeliveryStatus/${created.id}/1`, undefined, published.version),
    );
    expect(draft.deliveryStatus.id).toBe(DeliveryStatus.ids.DRAFT);
    expect(draft.deliveryVehicles[0]?.deliveryTrackingStatus?.id).toBe(
      DeliveryTrackingStatus.ids.LOGISTICS_DRAFT,
    );
    // A draft is not moved to draft again: the table's rule.
    const again = await call('GET', `updateOrderDeliveryStatus/${created.id}/1`, undefined, draft.version);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorAnswer>().code).toBe(ErrorCode.TRANSITION_REFUSED);

    const rebooked = await ok<OrderDelivery>(
      await call('GET', `updateOrderDeliveryStatus/${created.id}`, undefined, draft.version),
    );
    expect(rebooked.deliveryStatus.id).toBe(DeliveryStatus.ids.BOOKED);
    const republished = await ok<OrderDelivery>(
      await call('GET', `updateOrderDeliveryStatus/${created.id}/2`, undefined, rebooked.version),
    );
    expect(republished.republished).toBe(true);
    expect(await logOf(ActionLogType.ids.ORDER_DELIVERY, created.id)).toEqual([
      ActionLogAction.ids.CREATE_DELIVERY,
      ActionLogAction.ids.PUBLISH,
      ActionLogAction.ids.MOVE_BACK_TO_DRAFT,
      ActionLogAction.ids.PUBLISH,
      ActionLogAction.ids.REPUBLISH,
    ]);

    // Stop tracking by kind: a drop-off is never 'loaded'; a loaded pickup makes its sub-order 'pickup'.
    const dropOff = dropOffs(republished)[0];
    const pickup = pickups(republished)[0];
    const wrong = await call(
      'PUT',
      'orderDelivery',
      {
        ...saveBody(republished),
        deliveryStops: [
          { id: dropOff?.id, sequenceNumber: 3, stopTrackingStatusId: StopTrackingStatus.ids.LOADED },
        ],
      },
      republished.version,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorAnswer>().issues?.[0]?.field).toBe('deliveryStops.0.stopTrackingStatusId');
    await ok<OrderDelivery>(
      await call(
        'PUT',
        'orderDelivery',
        {
          ...saveBody(republished),
          deliveryStops: [
            { id: pickup?.id, sequenceNumber: 1, stopTrackingStatusId: StopTrackingStatus.ids.LOADED },
          ],
        },
        republished.version,
      ),
    );
    expect((await subOrdersOf(order.id))[0]?.deliveryStatusId).toBe(SubOrderDeliveryStatus.ids.PICKUP);
  });

  it('toggles the vehicle billed (finance, not operations) and answers the item summary', async () => {
    const order = await orderWithWeights();
    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: itemIdsOf(order) }),
    );
    if (!created) throw new Error('no delivery');
    expect((await call('GET', `toggleOrderDeliveryVehicleBilled/${created.id}`)).statusCode).toBe(403);
    const billed = await ok<OrderDelivery>(
      await call('GET', `toggleOrderDeliveryVehicleBilled/${created.id}`, undefined, undefined, finance),
    );
    expect(billed.deliveryVehicles[0]?.billed).toBe(true);
    expect(billed.version).toBe(created.version + 1);

    const summary = await ok<DeliveryItemSummary>(
      await call('GET', `orderDeliveryItemSummary/${created.id}`),
    );
    expect(summary.itemCount).toBe(3);
    expect(summary.knownWeightLb).toBe(2200);
    expect(summary.invalidItemIds).toEqual([order.items[2]?.id]);
    expect(summary.items.map((item) => [item.pickupStopSequence, item.dropOffStopSequence])).toEqual([
      [1, 3],
      [1, 3],
      [2, 3],
    ]);
    expect((await call('GET', 'orderDeliveryItemSummary/2000000000')).statusCode).toBe(404);
    // One query per table whatever the delivery's size (decision 209): a one-item delivery reads in as many.
    const small = await orderWithWeights();
    const [single] = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: [small.items[0]?.id] }),
    );
    const statementsOf = (id: number) => countStatements(testApp, () => readDelivery(id));
    expect(await statementsOf(created.id)).toBe(await statementsOf(single?.id ?? 0));
    expect((await call('GET', 'orderDelivery/2000000000')).statusCode).toBe(404);
  });
});

describe('stop items and delete', () => {
  it('removes and adds a pickup’s items (emptied stop removed), then deleting the last pickup deletes the delivery', async () => {
    const order = await orderWithWeights();
    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: itemIdsOf(order) }),
    );
    if (!created) throw new Error('no delivery');
    const second = pickups(created)[1];

    const emptied = await ok<{ delivery: OrderDelivery; deleted: boolean }>(
      await call(
        'PUT',
        'updateOrderDeliveryItems',
        { orderDeliveryId: created.id, pickupStopId: second?.id, subOrderItemIds: [] },
        created.version,
      ),
    );
    expect(emptied.deleted).toBe(false);
    expect(pickups(emptied.delivery)).toHaveLength(1);
    expect(dropOffs(emptied.delivery)[0]?.dropOffStopItems).toHaveLength(2);
    expect(await orderAssigned(order.id)).toBe(DeliveryAssigned.ids.PARTIAL);
    expect((await subOrdersOf(order.id)).map((row) => [row.deliveryAssignedId, row.deliveryNumber])).toEqual([
      [DeliveryAssigned.ids.YES, numberOf(created.deliveryNumber)],
      [DeliveryAssigned.ids.NO, null],
    ]);

    // An item of another seller is not this pickup's.
    const foreign = await call(
      'PUT',
      'updateOrderDeliveryItems',
      {
        orderDeliveryId: created.id,
        pickupStopId: pickups(emptied.delivery)[0]?.id,
        subOrderItemIds: [order.items[2]?.id],
      },
      emptied.delivery.version,
    );
    expect(foreign.statusCode).toBe(400);

    const added = await ok<OrderDelivery>(
      await call(
        'PUT',
        'addOrderDeliveryItems',
        { orderDeliveryId: created.id, subOrderItemIds: [order.items[2]?.id] },
        emptied.delivery.version,
      ),
    );
    expect(
      added.deliveryVehicles[0]?.deliveryStops.map((stop) => [stop.dropOff, stop.sequenceNumber]),
    ).toEqual([
      [false, 1],
      [false, 2],
      [true, 3],
    ]);
    expect(await orderAssigned(order.id)).toBe(DeliveryAssigned.ids.YES);

    let current = added;
    for (const stop of pickups(added)) {
      const answer = await ok<{ delivery: OrderDelivery | null; deleted: boolean }>(
        await call(
          'PUT',
          'updateOrderDeliveryItems',
          { orderDeliveryId: created.id, pickupStopId: stop.id, subOrderItemIds: [] },
          current.version,
        ),
      );
      if (answer.delivery) current = answer.delivery;
      else expect(answer.deleted).toBe(true);
    }
    expect((await call('GET', `orderDelivery/${created.id}`)).statusCode).toBe(404);
    expect(await orderAssigned(order.id)).toBe(DeliveryAssigned.ids.NO);
    expect(await logOf(ActionLogType.ids.ORDER_DELIVERY, created.id)).toContain(ActionLogAction.ids.DELETE);
  });

  it('deletes a delivery with its version (409 when stale), and the order’s items are free again', async () => {
    const order = await orderWithWeights();
    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: itemIdsOf(order) }),
    );
    if (!created) throw new Error('no delivery');
    const saved = await ok<OrderDelivery>(
      await call('PUT', 'orderDelivery', saveBody(created), created.version),
    );

    const stale = await call('DELETE', `orderDelivery/${created.id}`, undefined, created.version);
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `orderDelivery/${created.id}`)).statusCode).toBe(200);

    expect((await call('DELETE', `orderDelivery/${created.id}`, undefined, saved.version)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `orderDelivery/${created.id}`)).statusCode).toBe(404);
    const left = await testApp.database.db
      .select({ id: deliveryStopItem.id })
      .from(deliveryStopItem)
      .where(inArray(deliveryStopItem.orderItemId, itemIdsOf(order)));
    expect(left).toEqual([]);
    expect(await orderAssigned(order.id)).toBe(DeliveryAssigned.ids.NO);
    expect((await subOrdersOf(order.id)).map((row) => [row.deliveryNumber, row.deliveryStatusId])).toEqual([
      [null, SubOrderDeliveryStatus.ids.NOT_CONTACTED],
      [null, SubOrderDeliveryStatus.ids.NOT_CONTACTED],
    ]);
    expect(await logOf(ActionLogType.ids.ORDER_DELIVERY, created.id)).toEqual([
      ActionLogAction.ids.CREATE_DELIVERY,
      ActionLogAction.ids.SAVE,
      ActionLogAction.ids.DELETE,
    ]);
    // The items can be planned again.
    const again = await call('POST', 'orderDelivery', { subOrderItemIds: itemIdsOf(order) });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('lists every delivery call of this slice', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/orderDeliverySubOrderPageableResult',
        '/api/orderDelivery',
        '/api/orderDelivery/{id}',
        '/api/addOrderDeliveryItems',
        '/api/updateOrderDeliveryItems',
        '/api/updateOrderDeliveryStatus/{id}',
        '/api/updateOrderDeliveryStatus/{deliveryId}/{deliveryStatusId}',
        '/api/toggleOrderDeliveryVehicleBilled/{id}',
        '/api/orderDeliveryItemSummary/{id}',
        '/api/quoteDelivery',
        '/api/quoteDelivery/{id}',
        '/api/addQuoteDeliveryItems',
        '/api/updateQuoteDeliveryItems',
        '/api/validateDeliveryAssignment/{id}',
        '/api/validateDeliveryAssociated/{id}',
      ]),
    );
  });
});
