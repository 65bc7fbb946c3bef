import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  COUNTED_ITEM_STATUS_IDS,
  ErrorCode,
  fromCents,
  ItemStatus,
  Language,
  MESSAGES,
  OrderStatus,
  PHASING_ISSUE_MESSAGES,
  PhasingIssue,
  PictureStatus,
  orderMoney,
  toCents,
  transportSplitNote,
  IDEMPOTENCY_HEADER,
  VERSION_HEADER,
  type OrderPhaseRequest,
  type OrderPhaseResult,
  type OrderRecord,
} from '@portal/contracts';
import {
  actionLog,
  customerOrder,
  orderAltItem,
  orderAltItemSpec,
  orderItem,
  orderItemSpec,
  orderPictureRequest,
  productSize,
  subOrder,
} from '../../db/schema';
import { expectSubOrdersCarryJobText, placedOrder, readOrder } from '../../../test/order-fixtures';
import type { QuoteFixtureParties } from '../../../test/quote-fixtures';
import { openStaffApi, type ErrorAnswer } from '../../../test/fixtures/staff-api';
import type { TestApp } from '../../../test/test-app';
import { countStatements } from '../../../test/count-statements';
import { purchaseOrderContentOf } from '../emails/purchase-order-content';
import { refreshOrderRollups } from './orders.repository';

/**
 * POST orderPhase (spec 001 §7; §4 phasing only from New Order, WIP or Planning Delivery; §5 quantities required;
 * decision 171) on both engines: every rule allowed and refused, both orders' items, quantities, money and
 * roll-ups consistent, numbers, action log.
 */

let testApp: TestApp;
let operations: Record<string, string>;
let finance: Record<string, string>;
let parties: QuoteFixtureParties;

beforeAll(async () => {
  ({ testApp, operations, finance, parties } = await openStaffApi());
});
afterAll(async () => {
  await testApp.close();
});

function postPhase(
  order: Pick<OrderRecord, 'id' | 'version'>,
  items: OrderPhaseRequest['newPhase']['items'],
  headers = operations,
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/orderPhase',
    headers: { ...headers, [VERSION_HEADER]: String(order.version) },
    payload: { id: order.id, newPhase: { items } },
  });
}

async function phaseOk(
  order: Pick<OrderRecord, 'id' | 'version'>,
  items: OrderPhaseRequest['newPhase']['items'],
  headers = operations,
): Promise<OrderPhaseResult> {
  const response = await postPhase(order, items, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OrderPhaseResult }>().data;
}

/** A placed order (acer 25 × 13.00 and thuja 120 × 26.00 from the first seller, hydrangea 40 × 39.00 from the second). */
async function freshOrder(values: { buyerDeliveryFee?: number | null; statusId?: number } = {}) {
  const order = await placedOrder(testApp, operations, parties);
  if (Object.keys(values).length > 0) {
    // Set as order construction and the status calls would (their own tests cover those calls).
    await testApp.database.db.update(customerOrder).set(values).where(eq(customerOrder.id, order.id));
    await refreshOrderRollups(testApp.database.db, order.id);
  }
  return readOrder(testApp, operations, order.id);
}

function itemsNamed(order: OrderRecord) {
  const [acer, thuja, hydrangea] = order.items;
  if (!acer || !thuja || !hydrangea) throw new Error('the placed order has fewer than three items');
  return { acer, thuja, hydrangea };
}

/** The stored totals must be what the money rules make of the order's items and charges (decision 151). */
function expectRollupsConsistent(order: OrderRecord) {
  const counted = order.items.filter((item) => COUNTED_ITEM_STATUS_IDS.includes(item.statusId));
  const money = orderMoney({
    buyerDeliveryFee: order.buyerDeliveryFee,
    lines: counted,
    discounts: order.discounts.map((entry) => entry.amount),
    transportCosts: order.transportCosts.map((entry) => entry.cost),
    buyerFee:
      order.totals.buyerFeeRate === null
        ? null
        : { ratePercent: order.totals.buyerFeeRate, minimumAmount: order.totals.buyerFeeMinimum ?? 0 },
    taxRatePercent: order.totals.taxRate,
  });
  expect(order.totals).toMatchObject({
    itemCount: counted.length,
    sellerCost: fromCents(money.sellerCostCents),
    buyerSubtotal: fromCents(money.buyerSubtotalCents),
    discount: fromCents(money.discountCents),
    transport: fromCents(money.transportCents),
    fee: fromCents(money.feeCents),
    deliveryFee: fromCents(money.deliveryFeeCents),
    tax: fromCents(money.taxCents),
    grandTotal: fromCents(money.grandTotalCents),
  });
  for (const row of order.subOrders) {
    const mine = counted.filter((item) => item.subOrderId === row.id);
    expect(row.itemCount).toBe(mine.length);
    expect(toCents(row.buyerTotal)).toBe(mine.reduce((sum, item) => sum + toCents(item.buyerPrice ?? 0), 0));
  }
  for (const item of order.items) {
    expect(order.subOrders.find((row) => row.id === item.subOrderId)?.sellerCompanyId).toBe(
      item.sellerCompanyId,
    );
    expect(item.buyerPrice).toBe(fromCents(toCents(item.quantity * (item.buyerUnitPrice ?? 0))));
  }
}

describe('phasing an order (POST orderPhase; decision 171)', () => {
  it('moves an item chosen in full, splits one chosen in part and shares every charge so the phases add up', async () => {
    const order = await freshOrder({ buyerDeliveryFee: 75 });
    const { thuja, hydrangea } = itemsNamed(order);
    const db = testApp.database.db;
    // A spec and an alternate (with its spec) on the item that splits: the new phase's part has them too.
    const [size] = await db.select({ id: productSize.id }).from(productSize).limit(1);
    await db.insert(orderItemSpec).values({ itemId: hydrangea.id, productSizeId: size!.id, position: 1 });
    const [alternate] = await db
      .insert(orderAltItem)
      .values({
        orderItemId: hydrangea.id,
        productId: hydrangea.productId,
        quantity: 40,
        note: 'Field-grown',
      })
      .returning({ id: orderAltItem.id });
    await db
      .insert(orderAltItemSpec)
      .values({ altItemId: alternate!.id, productSizeId: size!.id, position: 1 });

    const { newPhase, balancePhase } = await phaseOk(order, [
      { id: thuja.id, quantity: 120 },
      { id: hydrangea.id, quantity: 10 },
    ]);

    expect(newPhase).toMatchObject({
      orderNumber: order.orderNumber,
      phaseNumber: 2,
      formattedNumber: `OR-${order.orderNumber}-P2`,
      phasedFromOrderId: order.id,
      quoteId: order.quoteId,
      statusId: order.statusId,
      buyerCompanyId: order.buyerCompanyId,
      buyerUserId: order.buyerUserId,
      ownerUserId: order.ownerUserId,
      jobName: order.jobName,
      referenceNumber: order.referenceNumber,
      deliveryAddress: order.deliveryAddress,
      provinceId: order.provinceId,
      invoiced: false,
      buyerDeliveryFee: 52.6,
      version: 1,
    });
    expect(newPhase.totals).toMatchObject({
      taxRate: order.totals.taxRate,
      buyerFeeRate: order.totals.buyerFeeRate,
      buyerFeeMinimum: order.totals.buyerFeeMinimum,
    });
    expect(balancePhase).toMatchObject({
      id: order.id,
      formattedNumber: order.formattedNumber,
      phaseNumber: 1,
      buyerDeliveryFee: 22.4,
      version: order.version + 1,
    });

    // The first seller keeps acer in the balance, so the new phase gets a sub-order of its own; the second
    // seller's hydrangea is split: a new sub-order too. Numbered in line order.
    const [first, second] = parties.sellers;
    expect(newPhase.subOrders.map((row) => [row.sellerCompanyId, row.subOrderNumber])).toEqual([
      [first, `OR-${order.orderNumber}-P2-S1`],
      [second, `OR-${order.orderNumber}-P2-S2`],
    ]);
    expect(balancePhase.subOrders.map((row) => row.id)).toEqual(order.subOrders.map((row) => row.id));
    await expectSubOrdersCarryJobText(testApp, [newPhase.id, balancePhase.id]);

    // Thuja moved whole (the same item); hydrangea split 10 / 30 with its prices per unit kept.
    expect(newPhase.items.map((item) => [item.fromQuoteItemId, item.quantity, item.buyerPrice])).toEqual([
      [thuja.fromQuoteItemId, 120, 3120],
      [hydrangea.fromQuoteItemId, 10, 390],
    ]);
    expect(newPhase.items[0]?.id).toBe(thuja.id);
    expect(newPhase.items[1]?.id).not.toBe(hydrangea.id);
    expect(newPhase.items[1]).toMatchObject({
      sellerUnitPrice: hydrangea.sellerUnitPrice,
      buyerUnitPrice: hydrangea.buyerUnitPrice,
      markupRate: hydrangea.markupRate,
      sellerPrice: 300,
      statusId: hydrangea.statusId,
    });
    expect(newPhase.items[1]?.specs.map((spec) => spec.id)).toEqual([size!.id]);
    expect(newPhase.items[1]?.altItems).toMatchObject([
      { productId: hydrangea.productId, quantity: 40, note: 'Field-grown', specs: [{ id: size!.id }] },
    ]);
    expect(
      balancePhase.items.map((item) => [item.id, item.quantity, item.sellerPrice, item.buyerPrice]),
    ).toEqual([
      [order.items[0]!.id, 25, 250, 325],
      [hydrangea.id, 30, 900, 1170],
    ]);
    expect(balancePhase.items[1]?.altItems).toHaveLength(1);

    // Charges (decision 171): 50.00 discount by the goods (3510.00 : 1495.00), the first seller's 120.00 transport
    // by its goods (3120.00 : 325.00), the 75.00 delivery fee by the goods.
    expect(newPhase.discounts.map((entry) => [entry.discountId, entry.amount])).toEqual([
      [parties.discountId, 35.06],
    ]);
    expect(balancePhase.discounts.map((entry) => [entry.discountId, entry.amount])).toEqual([
      [parties.discountId, 14.94],
    ]);
    expect(newPhase.transportCosts).toMatchObject([
      {
        sellerCompanyId: first,
        cost: 108.68,
        transportTypeId: 2,
        transporters: [{ id: parties.transporterId }],
      },
    ]);
    expect(balancePhase.transportCosts).toMatchObject([
      { sellerCompanyId: first, cost: 11.32, transporters: [{ id: parties.transporterId }] },
    ]);
    expect(toCents(newPhase.buyerDeliveryFee!) + toCents(balancePhase.buyerDeliveryFee!)).toBe(7500);
    // Both orders say the cost is split, this order's share first, and the shares add up to the cent
    // (decision 202): '$120.00, split: $11.32 on this order, $108.68 on P2'.
    expect(balancePhase.transportCosts[0]!.split).toEqual({
      total: 120,
      shares: [
        { orderId: balancePhase.id, phaseNumber: balancePhase.phaseNumber, cost: 11.32, isThisOrder: true },
        { orderId: newPhase.id, phaseNumber: newPhase.phaseNumber, cost: 108.68, isThisOrder: false },
      ],
    });
    expect(newPhase.transportCosts[0]!.split).toEqual({
      total: 120,
      shares: [
        { orderId: newPhase.id, phaseNumber: newPhase.phaseNumber, cost: 108.68, isThisOrder: true },
        { orderId: balancePhase.id, phaseNumber: balancePhase.phaseNumber, cost: 11.32, isThisOrder: false },
      ],
    });
    expect(
      transportSplitNote(balancePhase.transportCosts[0]!.split!, 'en', (value) => `$${value.toFixed(2)}`),
    ).toBe(`$120.00, split: $11.32 on this order, $108.68 on P${newPhase.phaseNumber}`);
    expectRollupsConsistent(newPhase);
    expectRollupsConsistent(balancePhase);
    expect(toCents(newPhase.totals.buyerSubtotal) + toCents(balancePhase.totals.buyerSubtotal)).toBe(
      toCents(order.totals.buyerSubtotal),
    );
    expect(toCents(newPhase.totals.discount) + toCents(balancePhase.totals.discount)).toBe(
      toCents(order.totals.discount),
    );
    expect(toCents(newPhase.totals.transport) + toCents(balancePhase.totals.transport)).toBe(
      toCents(order.totals.transport),
    );

    // Both logged: the original saved (its balance), the new phase created, each with its number.
    const logged = await db
      .select({
        actionId: actionLog.actionId,
        entityId: actionLog.entityId,
        entityNumber: actionLog.entityNumber,
        details: actionLog.details,
      })
      .from(actionLog)
      .where(
        and(
          eq(actionLog.actionTypeId, ActionLogType.ids.ORDER),
          inArray(actionLog.entityId, [order.id, newPhase.id]),
          inArray(actionLog.actionId, [ActionLogAction.ids.SAVE, ActionLogAction.ids.CREATE]),
        ),
      )
      .orderBy(asc(actionLog.id));
    expect(logged.slice(-2)).toMatchObject([
      {
        actionId: ActionLogAction.ids.SAVE,
        entityId: order.id,
        entityNumber: order.formattedNumber,
        details: { phasedInto: newPhase.formattedNumber },
      },
      {
        actionId: ActionLogAction.ids.CREATE,
        entityId: newPhase.id,
        entityNumber: newPhase.formattedNumber,
        details: { phasedFrom: order.formattedNumber },
      },
    ]);

    // A save of the balance keeps its share in the split; the purchase order of the seller says it.
    const resaved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/orderConstruction',
      headers: { ...operations, [VERSION_HEADER]: String(balancePhase.version) },
      payload: {
        id: balancePhase.id,
        items: balancePhase.items.map((item) => ({
          id: item.id,
          sellerCompanyId: item.sellerCompanyId,
          sellerUnitPrice: item.sellerUnitPrice,
          markupRate: item.markupRate,
          buyerUnitPrice: item.buyerUnitPrice,
          sellerContacted: item.sellerContacted,
          inventorySecured: item.inventorySecured,
        })),
        discounts: balancePhase.discounts.map(({ discountId, amount }) => ({ discountId, amount })),
        transportCosts: balancePhase.transportCosts.map((cost) => ({
          transportTypeId: cost.transportTypeId,
          sellerCompanyId: cost.sellerCompanyId,
          cost: cost.cost,
          transporterIds: cost.transporters.map((carrier) => carrier.id),
        })),
        buyerDeliveryFee: balancePhase.buyerDeliveryFee,
      },
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    const resavedOrder = resaved.json<{ data: OrderRecord }>().data;
    expect(resavedOrder.transportCosts[0]!.split?.total).toBe(120);
    const purchaseOrder = purchaseOrderContentOf({
      order: resavedOrder,
      sellerCompanyId: first,
      seller: { name: 'Seller', email: 'seller@example.com', address: null },
      languageId: Language.ids.ENGLISH,
      geocodeAddress: null,
      senderName: 'Operations',
      sentAt: new Date('2026-12-07T12:00:00Z'),
    });
    expect(purchaseOrder.transportSplitNote).toBe(
      `$120.00, split: $11.32 on this order, $108.68 on P${newPhase.phaseNumber}`,
    );
    expect(purchaseOrder.values.transportCost).toBe(
      `$11.32 ($120.00, split: $11.32 on this order, $108.68 on P${newPhase.phaseNumber})`,
    );
  });

  it("takes a sub-order along when all of its items move, and the seller's transport cost stays with the seller that stays", async () => {
    const order = await freshOrder();
    const { hydrangea } = itemsNamed(order);
    const [, second] = parties.sellers;
    const secondSubOrder = order.subOrders.find((row) => row.sellerCompanyId === second)!;
    await testApp.database.db
      .update(subOrder)
      .set({ comment: 'Pick up at the back gate', pickDateFrom: '2026-05-04' })
      .where(eq(subOrder.id, secondSubOrder.id));

    const { newPhase, balancePhase } = await phaseOk(order, [{ id: hydrangea.id, quantity: 40 }], finance);

    expect(newPhase.subOrders).toMatchObject([
      {
        id: secondSubOrder.id,
        sellerCompanyId: second,
        subOrderNumber: `OR-${order.orderNumber}-P2-S1`,
        comment: 'Pick up at the back gate',
        pickDateFrom: '2026-05-04',
        itemCount: 1,
        buyerTotal: 1560,
      },
    ]);
    expect(newPhase.items.map((item) => item.id)).toEqual([hydrangea.id]);
    expect(balancePhase.subOrders.map((row) => row.sellerCompanyId)).toEqual([parties.sellers[0]]);
    expect(balancePhase.items).toHaveLength(2);
    // The only transport cost is the first seller's, whose goods all stay: none moves.
    expect(newPhase.transportCosts).toEqual([]);
    expect(balancePhase.transportCosts.map((entry) => entry.cost)).toEqual([120]);
    // An unset delivery fee stays unset in both.
    expect([newPhase.buyerDeliveryFee, balancePhase.buyerDeliveryFee]).toEqual([null, null]);
    // 50.00 by 1560.00 : 3445.00 → 15.58 and 34.42.
    expect([newPhase.discounts[0]?.amount, balancePhase.discounts[0]?.amount]).toEqual([15.58, 34.42]);
    expectRollupsConsistent(newPhase);
    expectRollupsConsistent(balancePhase);
  });

  it("keeps an item's picture request with the item: moved with a whole item, left with the balance of a split one", async () => {
    const order = await freshOrder();
    const { thuja, hydrangea } = itemsNamed(order);
    const db = testApp.database.db;
    await db.insert(orderPictureRequest).values([
      { orderItemId: thuja.id, pictureStatusId: PictureStatus.ids.SENT },
      { orderItemId: hydrangea.id, pictureStatusId: PictureStatus.ids.REJECTED, rejectionNote: 'Blurred' },
    ]);
    await refreshOrderRollups(db, order.id);
    const current = await readOrder(testApp, operations, order.id);

    const { newPhase, balancePhase } = await phaseOk(current, [
      { id: thuja.id, quantity: 120 },
      { id: hydrangea.id, quantity: 4 },
    ]);
    const requests = await db
      .select({ orderItemId: orderPictureRequest.orderItemId })
      .from(orderPictureRequest)
      .where(inArray(orderPictureRequest.orderItemId, [thuja.id, hydrangea.id, newPhase.items[1]!.id]))
      .orderBy(asc(orderPictureRequest.orderItemId));
    expect(requests.map((request) => request.orderItemId)).toEqual([thuja.id, hydrangea.id]);
    expect(newPhase.items.map((item) => item.id)).toContain(thuja.id);
    // The new phase: thuja's pictures sent, its hydrangea part asked none — so partially sent, every item counting
    // (decision 202); the balance keeps the rejected ones.
    expect(newPhase.pictureStatusId).toBe(PictureStatus.ids.PARTIALLY_SENT);
    expect(balancePhase.pictureStatusId).toBe(PictureStatus.ids.REJECTED);
    expect(newPhase.subOrders.map((row) => row.pictureStatusId)).toEqual([
      PictureStatus.ids.SENT,
      PictureStatus.ids.NOT_SENT,
    ]);
  });

  it('numbers each further phase of the job next: P3 from the original, P4 from a phase', async () => {
    const order = await freshOrder();
    const { acer, thuja } = itemsNamed(order);
    const second = await phaseOk(order, [{ id: acer.id, quantity: 5 }]);
    const third = await phaseOk(second.balancePhase, [{ id: thuja.id, quantity: 20 }]);
    expect(third.newPhase.formattedNumber).toBe(`OR-${order.orderNumber}-P3`);
    expect(third.newPhase.phasedFromOrderId).toBe(order.id);
    const fourth = await phaseOk(second.newPhase, [{ id: second.newPhase.items[0]!.id, quantity: 1 }]);
    expect(fourth.newPhase).toMatchObject({
      formattedNumber: `OR-${order.orderNumber}-P4`,
      phasedFromOrderId: second.newPhase.id,
    });
    // Every unit of the job is in exactly one phase.
    const phases = await Promise.all(
      [order.id, second.newPhase.id, third.newPhase.id, fourth.newPhase.id].map((id) =>
        readOrder(testApp, operations, id),
      ),
    );
    const acerUnits = phases
      .flatMap((phase) => phase.items)
      .filter((item) => item.fromQuoteItemId === acer.fromQuoteItemId)
      .reduce((sum, item) => sum + item.quantity, 0);
    expect(acerUnits).toBe(25);
  });

  it('gives two phasings of the same job at once the next two phases, and refuses the second of one order as outdated', async () => {
    const order = await freshOrder();
    const { acer, thuja } = itemsNamed(order);
    const second = await phaseOk(order, [{ id: acer.id, quantity: 5 }]);
    // The original and its phase, phased at the same time: neither waits forever, each gets its own number.
    const [fromOriginal, fromPhase] = await Promise.all([
      postPhase(second.balancePhase, [{ id: thuja.id, quantity: 10 }]),
      postPhase(second.newPhase, [{ id: second.newPhase.items[0]!.id, quantity: 1 }]),
    ]);
    expect([fromOriginal.statusCode, fromPhase.statusCode], fromOriginal.body + fromPhase.body).toEqual([
      200, 200,
    ]);
    const numbers = [fromOriginal, fromPhase]
      .map((response) => response.json<{ data: OrderPhaseResult }>().data.newPhase.phaseNumber)
      .sort();
    expect(numbers).toEqual([3, 4]);
    // The same order twice at the same version: one phase, the other call outdated.
    const current = await readOrder(testApp, operations, order.id);
    const twice = await Promise.all([
      postPhase(current, [{ id: thuja.id, quantity: 1 }]),
      postPhase(current, [{ id: thuja.id, quantity: 2 }]),
    ]);
    expect(twice.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers a repeated phasing (same idempotency key) with the first phase, made once (decision 193)', async () => {
    const order = await freshOrder();
    const { thuja } = itemsNamed(order);
    const withKey = () =>
      postPhase(order, [{ id: thuja.id, quantity: 3 }], {
        ...operations,
        [IDEMPOTENCY_HEADER]: 'phase-intent-1',
      });
    const [first, again] = await Promise.all([withKey(), withKey()]);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    const firstPhase = first.json<{ data: OrderPhaseResult }>().data.newPhase;
    expect(again.json<{ data: OrderPhaseResult }>().data.newPhase.id).toBe(firstPhase.id);
    // One new phase only: a third call with the same key still answers it, though the version moved on.
    const third = await withKey();
    expect(third.json<{ data: OrderPhaseResult }>().data.newPhase.id).toBe(firstPhase.id);
    const balance = await readOrder(testApp, operations, order.id);
    expect(balance.items.find((item) => item.id === thuja.id)?.quantity).toBe(thuja.quantity - 3);
  });

  it('sends as many statements to phase 200 items as to phase 2: no per-item query', async () => {
    const small = await freshOrder({ buyerDeliveryFee: 10 });
    const large = await freshOrder({ buyerDeliveryFee: 10 });
    const db = testApp.database.db;
    const [template] = await db.select().from(orderItem).where(eq(orderItem.id, large.items[0]!.id));
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = template!;
    await db
      .insert(orderItem)
      .values(Array.from({ length: 197 }, (_, index) => ({ ...copy, sequenceNumber: 10 + index })));
    await refreshOrderRollups(db, large.id);
    const current = await readOrder(testApp, operations, large.id);
    // Every item but one split in two, the first seller's taken whole: moves, copies, specs, charges.
    const selection = (order: OrderRecord) =>
      order.items.slice(1).map((entry) => ({ id: entry.id, quantity: entry.quantity === 40 ? 40 : 1 }));
    const smallCount = await countStatements(testApp, () => phaseOk(small, selection(small)));
    const largeCount = await countStatements(testApp, () => phaseOk(current, selection(current)));
    expect(smallCount).toBeGreaterThan(20);
    expect(largeCount).toBe(smallCount);
  });

  it('takes an original along with its substitute', async () => {
    const order = await freshOrder();
    const { acer } = itemsNamed(order);
    const db = testApp.database.db;
    // Acer replaced by a substitute of 30 (as order construction's substitute action leaves it).
    await db.update(orderItem).set({ statusId: ItemStatus.ids.ORIGINAL }).where(eq(orderItem.id, acer.id));
    const [substitute] = await db
      .insert(orderItem)
      .values({
        orderId: order.id,
        subOrderId: acer.subOrderId,
        sequenceNumber: acer.sequenceNumber,
        productId: acer.productId,
        productSizeId: acer.productSizeId,
        quantity: 30,
        statusId: ItemStatus.ids.SUBSTITUTED,
        sellerUnitPrice: 10,
        buyerUnitPrice: 13,
        sellerPrice: 300,
        buyerPrice: 390,
        replacesItemId: acer.id,
      })
      .returning({ id: orderItem.id });
    await refreshOrderRollups(db, order.id);
    const current = await readOrder(testApp, operations, order.id);

    const refused = await postPhase(current, [{ id: acer.id, quantity: 5 }]);
    expect(refused.statusCode).toBe(400);

    const { newPhase, balancePhase } = await phaseOk(current, [{ id: substitute!.id, quantity: 12 }]);
    const copiedSubstitute = newPhase.items.find((item) => item.statusId === ItemStatus.ids.SUBSTITUTED)!;
    const copiedOriginal = newPhase.items.find((item) => item.statusId === ItemStatus.ids.ORIGINAL)!;
    expect(copiedSubstitute.quantity).toBe(12);
    // The original at the same share: 25 × 12 / 30 = 10.
    expect(copiedOriginal.quantity).toBe(10);
    expect(copiedSubstitute.replacesItemId).toBe(copiedOriginal.id);
    const balanceOriginal = balancePhase.items.find((item) => item.id === acer.id)!;
    expect(balanceOriginal.quantity).toBe(15);
    expect(balancePhase.items.find((item) => item.id === substitute!.id)?.quantity).toBe(18);
    expectRollupsConsistent(newPhase);
    expectRollupsConsistent(balancePhase);
  });

  it.each([
    ['WIP', OrderStatus.ids.WIP],
    ['Planning Delivery', OrderStatus.ids.DELIVERY_PLANNING],
  ])('phases an order in %s, the new phase in the same status', async (_name, statusId) => {
    const order = await freshOrder({ statusId });
    const { newPhase } = await phaseOk(order, [{ id: itemsNamed(order).acer.id, quantity: 1 }]);
    expect(newPhase.statusId).toBe(statusId);
  });

  it.each([
    ['Waiting for Delivery', OrderStatus.ids.WAITING],
    ['Complete', OrderStatus.ids.COMPLETE],
    ['Cancelled', OrderStatus.ids.CANCELLED],
  ])('refuses to phase an order in %s (spec 001 §4)', async (_name, statusId) => {
    const order = await freshOrder({ statusId });
    const response = await postPhase(order, [{ id: itemsNamed(order).acer.id, quantity: 1 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: MESSAGES.phasingNotAllowed,
    });
  });

  describe('refuses a selection the rules do not allow (spec 001 §5), changing nothing', () => {
    let order: OrderRecord;
    beforeAll(async () => {
      order = await freshOrder({ buyerDeliveryFee: 20 });
      await testApp.database.db
        .update(orderItem)
        .set({ statusId: ItemStatus.ids.UNAVAILABLE })
        .where(eq(orderItem.id, itemsNamed(order).acer.id));
      await refreshOrderRollups(testApp.database.db, order.id);
      order = await readOrder(testApp, operations, order.id);
    });

    it.each<
      [
        string,
        (items: ReturnType<typeof itemsNamed>) => OrderPhaseRequest['newPhase']['items'],
        string,
        string,
      ]
    >([
      [
        'an item without a quantity',
        ({ thuja }) => [{ id: thuja.id, quantity: null }],
        'newPhase.items.0.quantity',
        PHASING_ISSUE_MESSAGES[PhasingIssue.QUANTITY_NOT_SET],
      ],
      [
        'a quantity of 0',
        ({ thuja }) => [{ id: thuja.id, quantity: 0 }],
        'newPhase.items.0.quantity',
        MESSAGES.phasingQuantityNotSet,
      ],
      [
        'a negative quantity',
        ({ hydrangea }) => [{ id: hydrangea.id, quantity: -2 }],
        'newPhase.items.0.quantity',
        MESSAGES.phasingQuantityNotSet,
      ],
      [
        'more than the item holds',
        ({ thuja, hydrangea }) => [
          { id: thuja.id, quantity: 1 },
          { id: hydrangea.id, quantity: 40.001 },
        ],
        'newPhase.items.1.quantity',
        PHASING_ISSUE_MESSAGES[PhasingIssue.QUANTITY_TOO_LARGE],
      ],
      [
        'an item that does not count (unavailable)',
        ({ acer }) => [{ id: acer.id, quantity: 1 }],
        'newPhase.items.0.id',
        PHASING_ISSUE_MESSAGES[PhasingIssue.ITEM_NOT_PHASEABLE],
      ],
      [
        'every item that counts in full: nothing would remain',
        ({ thuja, hydrangea }) => [
          { id: thuja.id, quantity: 120 },
          { id: hydrangea.id, quantity: 40 },
        ],
        'newPhase.items',
        PHASING_ISSUE_MESSAGES[PhasingIssue.NOTHING_REMAINS],
      ],
      [
        'an item of another order',
        () => [{ id: 987_654_321, quantity: 1 }],
        'newPhase.items.0.id',
        PHASING_ISSUE_MESSAGES[PhasingIssue.UNKNOWN_ITEM],
      ],
    ])('%s', async (_name, selection, field, message) => {
      const response = await postPhase(order, selection(itemsNamed(order)));
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json<ErrorAnswer>();
      expect(answer.code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(answer.issues).toContainEqual({ field, message });
      expect(await readOrder(testApp, operations, order.id)).toEqual(order);
    });

    it('answers a missing quantity with the catalogue sentence itself', async () => {
      const response = await postPhase(order, [{ id: itemsNamed(order).thuja.id, quantity: null }]);
      expect(response.json<ErrorAnswer>().message).toBe(MESSAGES.phasingQuantityNotSet);
    });

    it.each<[string, unknown]>([
      ['nothing selected', []],
      ['an item listed twice', 'twice'],
      ['a quantity with four decimals', 'decimals'],
    ])('refuses %s in the request schema', async (_name, kind) => {
      const { thuja } = itemsNamed(order);
      const items =
        kind === 'twice'
          ? [
              { id: thuja.id, quantity: 1 },
              { id: thuja.id, quantity: 2 },
            ]
          : kind === 'decimals'
            ? [{ id: thuja.id, quantity: 1.0001 }]
            : [];
      const response = await postPhase(order, items);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorAnswer>().code).toBe(ErrorCode.VALIDATION_FAILED);
    });

    it('refuses a version another user has moved on (409) and an order that does not exist (404)', async () => {
      const { thuja } = itemsNamed(order);
      const outdated = await postPhase({ id: order.id, version: order.version + 1 }, [
        { id: thuja.id, quantity: 1 },
      ]);
      expect(outdated.statusCode).toBe(409);
      expect(outdated.json<ErrorAnswer>().code).toBe(ErrorCode.OUTDATED);
      // The notice names who last changed the order when its action log knows (decision 193).
      expect(outdated.json<ErrorAnswer>().message).toMatch(/changed this record, so your view is outdated\./);
      const missing = await postPhase({ id: 987_654_321, version: 1 }, [{ id: thuja.id, quantity: 1 }]);
      expect(missing.statusCode).toBe(404);
      expect(await readOrder(testApp, operations, order.id)).toEqual(order);
    });

    it('refuses a request without the version header', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/orderPhase',
        headers: operations,
        payload: { id: order.id, newPhase: { items: [{ id: itemsNamed(order).thuja.id, quantity: 1 }] } },
      });
      expect(response.statusCode).toBe(400);
    });
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/orderPhase',
      headers: { [VERSION_HEADER]: '1' },
      payload: { id: 1, newPhase: { items: [{ id: 1, quantity: 1 }] } },
    });
    expect(response.statusCode).toBe(401);
  });
});
