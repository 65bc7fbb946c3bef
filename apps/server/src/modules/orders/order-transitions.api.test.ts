import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  OrderStatus,
  Role,
  SubOrderStatus,
  VERSION_HEADER,
  type OrderRecord,
  type SaveOrderConstruction,
} from '@portal/contracts';
import { actionLog, customerOrder } from '../../db/schema';
import { placedOrder, readOrder } from '../../../test/order-fixtures';
import type { QuoteFixtureParties } from '../../../test/quote-fixtures';
import { openStaffApi, type ErrorAnswer } from '../../../test/fixtures/staff-api';
import type { TestApp } from '../../../test/test-app';

/**
 * Every order status call from every order status (spec 001 §4 'Transitions offered in menus': New goes to WIP
 * or cancel; WIP goes back to New, to Planning Delivery, or cancel; Planning Delivery goes back to WIP or cancel;
 * Waiting goes to Complete, back to Planning Delivery, back to WIP, or cancel; Cancelled can be reinstated),
 * allowed and refused, on both engines (issue 15 acceptance 2; decision 164). The expectations are written here
 * from the spec's sentence, not read from the transitions table, so a wrong table row fails this file.
 */

let testApp: TestApp;
let operations: Record<string, string>;
let finance: Record<string, string>;
let parties: QuoteFixtureParties;
let order: OrderRecord;

const O = OrderStatus.ids;
const A = ActionLogAction.ids;
const ALL_STATUSES = [O.PENDING, O.WIP, O.WAITING, O.COMPLETE, O.CANCELLED, O.DELIVERY_PLANNING] as const;

/** spec 001 §4, as PUT updateOrderStatus offers it: from → the statuses it may move to, and the action logged. */
const MOVES: ReadonlyMap<number, ReadonlyMap<number, number>> = new Map([
  [O.PENDING, new Map([[O.WIP, A.MOVE_TO_WIP]])],
  [
    O.WIP,
    new Map([
      [O.PENDING, A.MOVE_BACK_TO_NEW],
      [O.DELIVERY_PLANNING, A.MOVE_TO_PLANNING_DELIVERY],
    ]),
  ],
  [O.DELIVERY_PLANNING, new Map([[O.WIP, A.MOVE_BACK_TO_WIP]])],
  [
    O.WAITING,
    new Map([
      [O.COMPLETE, A.COMPLETE],
      [O.DELIVERY_PLANNING, A.MOVE_BACK_TO_PLANNING_DELIVERY],
      [O.WIP, A.MOVE_BACK_TO_WIP],
    ]),
  ],
  [O.COMPLETE, new Map()],
  // Reinstating is its own call (reinstateOrder/{id}), not a status update.
  [O.CANCELLED, new Map()],
]);
/** 'New, WIP, Planning Delivery and Waiting … or cancel.' */
const CANCELLABLE: readonly number[] = [O.PENDING, O.WIP, O.DELIVERY_PLANNING, O.WAITING];

beforeAll(async () => {
  ({ testApp, operations, finance, parties } = await openStaffApi());
  const placed = await placedOrder(testApp, operations, parties);
  // Finishable: the fixture's items are priced, its discount and transport cost complete; set the delivery fee.
  const body: SaveOrderConstruction = {
    id: placed.id,
    items: placed.items.map((item) => ({
      id: item.id,
      sellerCompanyId: item.sellerCompanyId,
      sellerUnitPrice: item.sellerUnitPrice,
      markupRate: item.markupRate,
      buyerUnitPrice: item.buyerUnitPrice,
      sellerContacted: true,
      inventorySecured: true,
    })),
    discounts: placed.discounts.map(({ discountId, amount }) => ({ discountId, amount })),
    transportCosts: placed.transportCosts.map((cost) => ({
      transportTypeId: cost.transportTypeId as 1 | 2,
      sellerCompanyId: cost.sellerCompanyId,
      cost: cost.cost,
      transporterIds: cost.transporters.map((carrier) => carrier.id),
    })),
    buyerDeliveryFee: 75,
  };
  const saved = await testApp.app.inject({
    method: 'PUT',
    url: '/api/orderConstruction',
    headers: { ...operations, [VERSION_HEADER]: String(placed.version) },
    payload: body,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  order = saved.json<{ data: OrderRecord }>().data;
});
afterAll(async () => {
  await testApp.close();
});

/** Puts the order in a status the way the workflow would have left it (Waiting comes from publishing deliveries). */
async function setStatus(statusId: number): Promise<number> {
  const [row] = await testApp.database.db
    .update(customerOrder)
    .set({ statusId })
    .where(eq(customerOrder.id, order.id))
    .returning({ version: customerOrder.version });
  return row?.version ?? 0;
}

async function storedStatus() {
  const [row] = await testApp.database.db
    .select({ statusId: customerOrder.statusId, version: customerOrder.version })
    .from(customerOrder)
    .where(eq(customerOrder.id, order.id));
  return row;
}

async function lastAction() {
  const [row] = await testApp.database.db
    .select({
      actionId: actionLog.actionId,
      details: actionLog.details,
      entityNumber: actionLog.entityNumber,
    })
    .from(actionLog)
    .where(and(eq(actionLog.actionTypeId, ActionLogType.ids.ORDER), eq(actionLog.entityId, order.id)))
    .orderBy(desc(actionLog.id))
    .limit(1);
  return row;
}

function updateStatus(statusId: number, version: number, headers = operations) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/updateOrderStatus',
    headers: { ...headers, [VERSION_HEADER]: String(version) },
    payload: { id: order.id, statusId },
  });
}

/** GET cancelOrder/{id} or reinstateOrder/{id}, with the version of the order read (decision 204). */
function statusCall(
  call: 'cancelOrder' | 'reinstateOrder',
  version: number,
  headers = operations,
  id = order.id,
) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/${call}/${id}`,
    headers: { ...headers, [VERSION_HEADER]: String(version) },
  });
}

describe('PUT updateOrderStatus from every status to every status (spec 001 §4)', () => {
  for (const from of ALL_STATUSES) {
    for (const to of ALL_STATUSES) {
      const action = MOVES.get(from)?.get(to);
      const label = `${OrderStatus.labelOf(from)} → ${OrderStatus.labelOf(to)}`;
      it(`${label}: ${action === undefined ? 'refused' : 'moves'}`, async () => {
        const version = await setStatus(from);
        const before = await lastAction();
        const response = await updateStatus(to, version);
        if (action === undefined) {
          expect(response.statusCode, response.body).toBe(409);
          const error = response.json<ErrorAnswer>();
          // The rule, not the outdated notice: the version sent is the order's (decision 193).
          expect(error.code).toBe(ErrorCode.TRANSITION_REFUSED);
          expect(error.message).toBe(
            `This order is ${OrderStatus.labelOf(from)}: it cannot be moved to ${OrderStatus.labelOf(to)}.`,
          );
          expect(await storedStatus()).toEqual({ statusId: from, version });
          expect(await lastAction()).toEqual(before);
          return;
        }
        expect(response.statusCode, response.body).toBe(200);
        const moved = response.json<{ data: OrderRecord }>().data;
        expect(moved.statusId).toBe(to);
        expect(moved.version).toBe(version + 1);
        const logged = await lastAction();
        expect(logged?.actionId).toBe(action);
        expect(logged?.entityNumber).toBe(order.formattedNumber);
        expect(logged?.details).toMatchObject({ from, to });
      });
    }
  }
});

describe('GET cancelOrder/{id} and reinstateOrder/{id} from every status (spec 001 §4)', () => {
  for (const from of ALL_STATUSES) {
    const cancels = CANCELLABLE.includes(from);
    it(`cancel from ${OrderStatus.labelOf(from)}: ${cancels ? 'cancelled' : 'refused'}`, async () => {
      const version = await setStatus(from);
      const response = await statusCall('cancelOrder', version);
      if (!cancels) {
        expect(response.statusCode, response.body).toBe(409);
        expect(await storedStatus()).toEqual({ statusId: from, version });
        return;
      }
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: OrderRecord }>().data.statusId).toBe(O.CANCELLED);
      expect((await lastAction())?.actionId).toBe(A.CANCEL);
    });

    const reinstates = from === O.CANCELLED;
    it(`reinstate from ${OrderStatus.labelOf(from)}: ${reinstates ? 'New Order' : 'refused'}`, async () => {
      const version = await setStatus(from);
      const response = await statusCall('reinstateOrder', version);
      if (!reinstates) {
        expect(response.statusCode, response.body).toBe(409);
        expect(await storedStatus()).toEqual({ statusId: from, version });
        return;
      }
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: OrderRecord }>().data.statusId).toBe(O.PENDING);
      expect((await lastAction())?.actionId).toBe(A.REINSTATE);
    });
  }
});

describe('the cancel → reinstate round trip and what follows the order', () => {
  it('cancels, reinstates to New Order, and the sub-orders follow (decision 164)', async () => {
    const cancelled = await statusCall('cancelOrder', await setStatus(O.WIP), finance);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = cancelled.json<{ data: OrderRecord }>().data;
    expect(afterCancel.statusId).toBe(O.CANCELLED);
    expect(afterCancel.editable).toBe(false);
    expect(afterCancel.subOrders.map((subOrder) => subOrder.statusId)).toEqual(
      afterCancel.subOrders.map(() => SubOrderStatus.ids.CANCELLED),
    );

    const reinstated = await statusCall('reinstateOrder', afterCancel.version, finance);
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    const afterReinstate = reinstated.json<{ data: OrderRecord }>().data;
    expect(afterReinstate.statusId).toBe(O.PENDING);
    expect(afterReinstate.editable).toBe(true);
    // Every item is priced and secured (the fixture's save): each sub-order's setup is complete again.
    expect(afterReinstate.subOrders.map((subOrder) => subOrder.statusId)).toEqual(
      afterReinstate.subOrders.map(() => SubOrderStatus.ids.SETUP_COMPLETE),
    );
    // Nothing else moved: the items, charges and totals are the ones the order had.
    expect(afterReinstate.items).toEqual(order.items);
    expect(afterReinstate.totals).toEqual(order.totals);
  });

  it("publishes only from Planning Delivery (the deliveries' workflow move), confirming the sub-orders", async () => {
    const actor = { userId: null, roleId: Role.ids.OPERATIONS };
    for (const from of ALL_STATUSES.filter((status) => status !== O.DELIVERY_PLANNING)) {
      const version = await setStatus(from);
      await expect(testApp.app.services.orderStatus.publish(actor, order.id)).rejects.toMatchObject({
        code: ErrorCode.TRANSITION_REFUSED,
      });
      expect(await storedStatus()).toEqual({ statusId: from, version });
    }
    await setStatus(O.DELIVERY_PLANNING);
    const waiting = await testApp.app.services.orderStatus.publish(actor, order.id);
    expect(waiting.statusId).toBe(O.WAITING);
    expect(waiting.editable).toBe(false);
    expect((await lastAction())?.actionId).toBe(A.PUBLISH);
    expect(waiting.subOrders.map((subOrder) => subOrder.statusId)).toEqual(
      waiting.subOrders.map(() => SubOrderStatus.ids.CONFIRMED),
    );
    // The system (no role) has no authority over the table's rows.
    await setStatus(O.DELIVERY_PLANNING);
    await expect(
      testApp.app.services.orderStatus.publish({ userId: null, roleId: null }, order.id),
    ).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });

    const completed = await updateStatus(O.COMPLETE, await setStatus(O.WAITING));
    expect(completed.statusCode, completed.body).toBe(200);
    const record = completed.json<{ data: OrderRecord }>().data;
    expect(record.subOrders.map((subOrder) => subOrder.statusId)).toEqual(
      record.subOrders.map(() => SubOrderStatus.ids.COMPLETE),
    );
    expect(record.editable).toBe(false);
  });

  it('refuses a stale version (409 with the outdated notice) and writes nothing', async () => {
    const version = await setStatus(O.PENDING);
    const response = await updateStatus(O.WIP, version - 1);
    expect(response.statusCode, response.body).toBe(409);
    // The notice names who last changed the order when its action log knows (decision 193).
    expect(response.json<ErrorAnswer>()).toMatchObject({ code: ErrorCode.OUTDATED });
    expect(response.json<ErrorAnswer>().message).toMatch(
      /changed this record, so your view is outdated\. A refresh is required/,
    );
    expect(await storedStatus()).toEqual({ statusId: O.PENDING, version });
  });

  it('refuses an unknown status id with a 400 naming the field, and an unknown order with a 404', async () => {
    const version = await setStatus(O.PENDING);
    const unknown = await updateStatus(6, version);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorAnswer>().issues?.map((issue) => issue.field)).toEqual(['statusId']);
    const missing = await statusCall('cancelOrder', 1, operations, 987_654);
    expect(missing.statusCode).toBe(404);
  });

  it('reads the moved order back as the call answered it', async () => {
    const version = await setStatus(O.PENDING);
    const moved = await updateStatus(O.WIP, version);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await readOrder(testApp, operations, order.id)).toEqual(moved.json<{ data: OrderRecord }>().data);
  });
});
