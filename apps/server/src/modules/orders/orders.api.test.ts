import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  AltItemImportSource,
  ErrorCode,
  fromCents,
  InventoryStatus,
  ItemStatus,
  MESSAGES,
  OrderStatus,
  Province,
  QuoteReturnStatus,
  QuoteStatus,
  SubOrderStatus,
  IDEMPOTENCY_HEADER,
  VERSION_HEADER,
  quoteMoney,
  type ConstructedQuote,
  type OrderRecord,
  type RecordQuoteReturn,
  type SubOrder,
} from '@portal/contracts';
import {
  actionLog,
  customerOrder,
  orderItem,
  productSize,
  quoteAltItem,
  quoteAltItemSpec,
  quoteItem,
  quoteItemSpec,
  quoteRequest,
  taxRate,
} from '../../db/schema';
import {
  publishedQuote,
  publishQuote,
  quoteFromIntake,
  readQuote,
  sourceQuote,
  type QuoteFixtureParties,
} from '../../../test/quote-fixtures';
import { expectSubOrdersCarryJobText } from '../../../test/order-fixtures';
import { refreshOrderRollups } from './orders.repository';
import { openStaffApi, type ErrorAnswer } from '../../../test/fixtures/staff-api';
import type { TestApp } from '../../../test/test-app';

let testApp: TestApp;
let operations: Record<string, string>;
let finance: Record<string, string>;
let parties: QuoteFixtureParties;
let quebecTax: number;

beforeAll(async () => {
  ({ testApp, operations, finance, parties } = await openStaffApi());
  const [tax] = await testApp.database.db
    .select({ gst: taxRate.gstRate, qst: taxRate.qstRate })
    .from(taxRate)
    .where(eq(taxRate.provinceId, Province.ids.QUEBEC));
  quebecTax = (tax?.gst ?? 0) + (tax?.qst ?? 0);
});
afterAll(async () => {
  await testApp.close();
});

async function recordReturn(current: ConstructedQuote, items: RecordQuoteReturn['items']) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/quoteReturn',
    headers: { ...operations, [VERSION_HEADER]: String(current.version) },
    payload: { id: current.id, items },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ConstructedQuote }>().data;
}

function placeOrder(quoteId: number, headers = operations) {
  return testApp.app.inject({ method: 'POST', url: '/api/order', headers, payload: { quoteId } });
}

function get(path: string, headers = operations) {
  return testApp.app.inject({ method: 'GET', url: `/api/${path}`, headers });
}

async function ordersOf(quoteId: number) {
  return testApp.database.db
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(eq(customerOrder.quoteId, quoteId));
}

describe('placing an order (POST order; spec 001 §4 returned quote card → place order; decisions 151, 152)', () => {
  it('makes a New Order with one sub-order per seller and the accepted lines at their quantities, priced again', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    const [first, second] = parties.sellers;
    const [acer, thuja, hydrangea] = published.items;
    const db = testApp.database.db;
    // A spec on the first line and an alternate with a spec on the first and second lines (the second is not
    // accepted, so its alternate stays behind).
    const [size] = await db.select({ id: productSize.id }).from(productSize).limit(1);
    await db.insert(quoteItemSpec).values({ itemId: acer!.id, productSizeId: size!.id, position: 1 });
    const [alternate] = await db
      .insert(quoteAltItem)
      .values([
        {
          quoteItemId: acer!.id,
          productId: acer!.productId,
          productSizeId: acer!.productSizeId,
          quantity: 25,
          sellerCompanyId: second,
          sellerUnitPrice: 9.5,
          note: 'Field-grown',
          importSourceId: AltItemImportSource.ids.REGULAR_QUOTE,
          sourceItemId: 12345,
        },
        { quoteItemId: thuja!.id, productId: thuja!.productId, note: 'Not accepted' },
      ])
      .returning({ id: quoteAltItem.id });
    await db
      .insert(quoteAltItemSpec)
      .values({ altItemId: alternate!.id, productSizeId: size!.id, position: 1 });

    const returned = await recordReturn(published, [
      { id: acer!.id, acceptedQuantity: 20 },
      { id: hydrangea!.id, acceptedQuantity: 40 },
    ]);
    const response = await placeOrder(published.id, finance);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ data: OrderRecord }>().data;

    expect(order).toMatchObject({
      orderNumber: published.quoteNumber,
      phaseNumber: 1,
      formattedNumber: `OR-${published.quoteNumber}`,
      quoteId: published.id,
      statusId: OrderStatus.ids.PENDING,
      buyerCompanyId: parties.buyer.companyId,
      buyerUserId: parties.buyer.id,
      jobName: published.jobName,
      referenceNumber: 'PJ-2026-04',
      provinceId: Province.ids.QUEBEC,
      inventoryStatusId: InventoryStatus.ids.NOT_CONTACTED,
      invoiced: false,
      buyerDeliveryFee: null,
      version: 1,
    });
    const [request] = await db
      .select({ deliveryMethodId: quoteRequest.deliveryMethodId })
      .from(quoteRequest)
      .where(eq(quoteRequest.id, published.quoteRequestId));
    expect(order.deliveryMethodId).toBe(request?.deliveryMethodId);
    await expectSubOrdersCarryJobText(testApp, [order.id]);

    // Two sellers → two sub-orders, numbered in line order.
    expect(order.subOrders).toMatchObject([
      {
        sequenceNumber: 1,
        subOrderNumber: `OR-${published.quoteNumber}-S1`,
        sellerCompanyId: first,
        statusId: SubOrderStatus.ids.WIP,
        itemCount: 1,
        sellerContactedCount: 0,
        inventorySecuredCount: 0,
        inventoryStatusId: InventoryStatus.ids.NOT_CONTACTED,
        sellerTotal: 200,
        buyerTotal: 260,
      },
      { sequenceNumber: 2, sellerCompanyId: second, itemCount: 1, sellerTotal: 1200, buyerTotal: 1560 },
    ]);
    // The accepted lines only, at the accepted quantities; prices from quantity × unit price.
    expect(
      order.items.map((item) => [
        item.fromQuoteItemId,
        item.sellerCompanyId,
        item.quantity,
        item.sellerUnitPrice,
        item.buyerUnitPrice,
        item.markupRate,
        item.sellerPrice,
        item.buyerPrice,
        item.sellerContacted,
        item.inventorySecured,
      ]),
    ).toEqual([
      [acer!.id, first, 20, 10, 13, 30, 200, 260, false, false],
      [hydrangea!.id, second, 40, 30, 39, 30, 1200, 1560, false, false],
    ]);
    expect(order.items[0]?.subOrderId).toBe(order.subOrders[0]?.id);
    expect(order.items[0]?.specs.map((spec) => spec.id)).toEqual([size!.id]);
    expect(order.items[0]?.altItems).toMatchObject([
      {
        productId: acer!.productId,
        quantity: 25,
        sellerCompanyId: second,
        sellerUnitPrice: 9.5,
        note: 'Field-grown',
        importSourceId: AltItemImportSource.ids.REGULAR_QUOTE,
        sourceItemId: 12345,
        specs: [{ id: size!.id }],
      },
    ]);
    expect(order.items[1]?.altItems).toEqual([]);

    // The discount as quoted; the first seller's transport cost with its transporter.
    expect(order.discounts).toMatchObject([{ discountId: parties.discountId, amount: 50 }]);
    expect(order.transportCosts).toMatchObject([
      {
        sellerCompanyId: first,
        cost: 120,
        transportTypeId: 2,
        transporters: [{ id: parties.transporterId }],
      },
    ]);
    // Totals by decision 148's rules over the order's items, with the rates fixed on the order.
    expect(order.totals.taxRate).toBe(quebecTax);
    const expected = quoteMoney({
      lines: [
        { quantity: 20, sellerUnitPrice: 10, buyerUnitPrice: 13 },
        { quantity: 40, sellerUnitPrice: 30, buyerUnitPrice: 39 },
      ],
      discounts: [50],
      transportCosts: [120],
      buyerFee:
        order.totals.buyerFeeRate === null
          ? null
          : { ratePercent: order.totals.buyerFeeRate, minimumAmount: order.totals.buyerFeeMinimum ?? 0 },
      taxRatePercent: quebecTax,
    });
    expect(order.totals).toMatchObject({
      itemCount: 2,
      sellerCost: 1400,
      buyerSubtotal: 1820,
      margin: 420,
      discount: 50,
      transport: 120,
      fee: fromCents(expected.feeCents),
      tax: fromCents(expected.taxCents),
      grandTotal: fromCents(expected.grandTotalCents),
    });

    // The quote is processed; both steps are in the action log.
    const quoteAfter = await readQuote(testApp, operations, published.id);
    expect(quoteAfter).toMatchObject({
      statusId: QuoteStatus.ids.PROCESSED,
      returnStatusId: QuoteReturnStatus.ids.RETURNED,
      version: returned.version + 1,
      // The quote names the order placed from it.
      placedOrder: {
        id: order.id,
        formattedNumber: `OR-${published.quoteNumber}`,
        statusId: OrderStatus.ids.PENDING,
      },
    });
    const quoteLog = await db
      .select({ actionId: actionLog.actionId })
      .from(actionLog)
      .where(and(eq(actionLog.actionTypeId, ActionLogType.ids.QUOTE), eq(actionLog.entityId, published.id)))
      .orderBy(asc(actionLog.id));
    expect(quoteLog.at(-1)?.actionId).toBe(ActionLogAction.ids.PLACE_ORDER);
    const orderLog = await db
      .select({
        actionId: actionLog.actionId,
        entityNumber: actionLog.entityNumber,
        details: actionLog.details,
      })
      .from(actionLog)
      .where(and(eq(actionLog.actionTypeId, ActionLogType.ids.ORDER), eq(actionLog.entityId, order.id)));
    expect(orderLog).toEqual([
      {
        actionId: ActionLogAction.ids.CREATE,
        entityNumber: `OR-${published.quoteNumber}`,
        details: { quoteId: published.id, subOrders: 2, items: 2 },
      },
    ]);

    // Read again, by every staff role: the same order; its sub-orders by their own call.
    const read = await get(`order/${order.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ data: OrderRecord }>().data).toEqual(order);
    const subOrders = await get(`subOrdersByOrderId/${order.id}`, finance);
    expect(subOrders.statusCode, subOrders.body).toBe(200);
    expect(subOrders.json<{ data: SubOrder[] }>().data).toEqual(order.subOrders);
  });

  it("leaves out a seller none of whose lines was accepted, with that seller's transport cost", async () => {
    const made = await quoteFromIntake(testApp, operations, parties);
    const [first, second] = parties.sellers;
    const sourced = await sourceQuote(
      testApp,
      operations,
      made,
      [
        { sellerCompanyId: first, sellerUnitPrice: 10, buyerUnitPrice: 12 },
        { sellerCompanyId: second, sellerUnitPrice: 10, buyerUnitPrice: 12 },
        { sellerCompanyId: first, sellerUnitPrice: 10, buyerUnitPrice: 12 },
      ],
      {
        discounts: [],
        transportCosts: [
          { transportTypeId: 1, sellerCompanyId: first, cost: 75, transporterIds: [] },
          { transportTypeId: 1, sellerCompanyId: second, cost: 90, transporterIds: [] },
        ],
      },
    );
    const published = await publishQuote(testApp, operations, sourced.id);
    await recordReturn(published, [
      { id: published.items[0]!.id, acceptedQuantity: 1 },
      { id: published.items[2]!.id, acceptedQuantity: 2.5 },
    ]);
    const response = await placeOrder(published.id);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ data: OrderRecord }>().data;
    expect(order.subOrders.map((entry) => [entry.sellerCompanyId, entry.itemCount])).toEqual([[first, 2]]);
    expect(order.items.map((item) => [item.quantity, item.buyerPrice])).toEqual([
      [1, 12],
      [2.5, 30],
    ]);
    expect(order.transportCosts.map((cost) => [cost.sellerCompanyId, cost.cost])).toEqual([[first, 75]]);
    expect(order.totals).toMatchObject({ sellerCost: 35, buyerSubtotal: 42, transport: 75 });
  });

  it('refuses a quote whose return is not recorded, and one in WIP (409); nothing is created', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    const pending = await placeOrder(published.id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.TRANSITION_REFUSED,
      message: 'This quote is Complete: it cannot be moved to Processed.',
    });
    const wip = await quoteFromIntake(testApp, operations, parties);
    expect((await placeOrder(wip.id)).statusCode).toBe(409);
    expect(await ordersOf(published.id)).toEqual([]);
    expect(await ordersOf(wip.id)).toEqual([]);
    expect((await readQuote(testApp, operations, published.id)).statusId).toBe(QuoteStatus.ids.COMPLETE);
  });

  it('places an order once: the second attempt is refused and the quote keeps its one order', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    await recordReturn(published, [{ id: published.items[0]!.id, acceptedQuantity: 25 }]);
    const first = await placeOrder(published.id);
    expect(first.statusCode, first.body).toBe(200);
    const second = await placeOrder(published.id);
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.TRANSITION_REFUSED,
      message: 'This quote is Processed: it cannot be moved to Processed.',
    });
    expect(await ordersOf(published.id)).toHaveLength(1);
  });

  it('answers a repeated placement (same idempotency key) with the order placed first (decision 193)', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    await recordReturn(published, [{ id: published.items[0]!.id, acceptedQuantity: 25 }]);
    const withKey = (key: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: { ...operations, [IDEMPOTENCY_HEADER]: key },
        payload: { quoteId: published.id },
      });
    const [first, again] = await Promise.all([withKey('place-intent-1'), withKey('place-intent-1')]);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: OrderRecord }>().data.id).toBe(first.json<{ data: OrderRecord }>().data.id);
    expect(await ordersOf(published.id)).toHaveLength(1);
    // Another intent (a new key) is a new placement: refused by the rule, the quote being processed.
    const other = await withKey('place-intent-2');
    expect(other.statusCode).toBe(409);
    expect(other.json<ErrorAnswer>().code).toBe(ErrorCode.TRANSITION_REFUSED);
    // A key is the user's own: the same key from another user is that user's intent.
    const financeKey = await testApp.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { ...finance, [IDEMPOTENCY_HEADER]: 'place-intent-1' },
      payload: { quoteId: published.id },
    });
    expect(financeKey.statusCode).toBe(409);
  });

  it('places one order when two staff place the same quote at once (the quote row is locked)', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    await recordReturn(published, [{ id: published.items[0]!.id, acceptedQuantity: 25 }]);
    const answers = await Promise.all([placeOrder(published.id), placeOrder(published.id, finance)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await ordersOf(published.id)).toHaveLength(1);
  });

  it('refuses a return that accepted no line (400) and leaves the quote returned', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    await recordReturn(published, []);
    const response = await placeOrder(published.id);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      message: MESSAGES.nothingAccepted,
    });
    expect(await readQuote(testApp, operations, published.id)).toMatchObject({
      statusId: QuoteStatus.ids.COMPLETE,
      returnStatusId: QuoteReturnStatus.ids.RETURNED,
    });
    expect(await ordersOf(published.id)).toEqual([]);
  });

  it('refuses an accepted line without a seller (400 naming it)', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    await recordReturn(published, [
      { id: published.items[0]!.id, acceptedQuantity: 1 },
      { id: published.items[1]!.id, acceptedQuantity: 1 },
    ]);
    // Publishing demands a seller on every line; the database is the judge all the same.
    await testApp.database.db
      .update(quoteItem)
      .set({ sellerCompanyId: null })
      .where(eq(quoteItem.id, published.items[1]!.id));
    const response = await placeOrder(published.id);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>()).toMatchObject({
      message: MESSAGES.acceptedLineWithoutSeller,
      issues: [{ field: 'items.1.sellerCompanyId', message: MESSAGES.acceptedLineWithoutSeller }],
    });
    expect(await ordersOf(published.id)).toEqual([]);
  });

  it('copies an accepted substitute as substituted; its original, not offered, cannot be accepted', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    const [, thuja, hydrangea] = published.items;
    // The third line stands in for the second (spec 001 §4 'marked substituted'), as construction leaves them.
    const db = testApp.database.db;
    await db.update(quoteItem).set({ statusId: ItemStatus.ids.ORIGINAL }).where(eq(quoteItem.id, thuja!.id));
    await db
      .update(quoteItem)
      .set({ statusId: ItemStatus.ids.SUBSTITUTED, replacesItemId: thuja!.id })
      .where(eq(quoteItem.id, hydrangea!.id));
    const refused = await testApp.app.inject({
      method: 'PUT',
      url: '/api/quoteReturn',
      headers: { ...operations, [VERSION_HEADER]: String(published.version) },
      payload: { id: published.id, items: [{ id: thuja!.id, acceptedQuantity: 1 }] },
    });
    expect(refused.statusCode).toBe(400);
    await recordReturn(published, [{ id: hydrangea!.id, acceptedQuantity: 10 }]);
    const response = await placeOrder(published.id);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ data: OrderRecord }>().data;
    expect(order.items).toMatchObject([
      {
        fromQuoteItemId: hydrangea!.id,
        statusId: ItemStatus.ids.SUBSTITUTED,
        replacesItemId: null,
        quantity: 10,
        buyerPrice: 390,
      },
    ]);
    expect(order.totals).toMatchObject({ itemCount: 1, buyerSubtotal: 390 });
  });

  it('keeps the roll-ups in step with the items: refreshOrderRollups after contacting and securing', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    await recordReturn(published, [
      { id: published.items[0]!.id, acceptedQuantity: 25 },
      { id: published.items[1]!.id, acceptedQuantity: 120 },
      { id: published.items[2]!.id, acceptedQuantity: 40 },
    ]);
    const placed = (await placeOrder(published.id)).json<{ data: OrderRecord }>().data;
    const [acer, thuja, hydrangea] = placed.items;
    const db = testApp.database.db;
    const setItem = (id: number, values: { sellerContacted?: boolean; inventorySecured?: boolean }) =>
      db.update(orderItem).set(values).where(eq(orderItem.id, id));
    const rollups = async () => {
      await refreshOrderRollups(db, placed.id);
      const read = (await get(`order/${placed.id}`)).json<{ data: OrderRecord }>().data;
      return {
        order: read.inventoryStatusId,
        subOrders: read.subOrders.map((entry) => [
          entry.inventoryStatusId,
          entry.sellerContactedCount,
          entry.inventorySecuredCount,
        ]),
      };
    };
    const ids = InventoryStatus.ids;
    await setItem(acer!.id, { sellerContacted: true });
    expect(await rollups()).toEqual({
      order: ids.PARTIALLY_CONTACTED,
      subOrders: [
        [ids.PARTIALLY_CONTACTED, 1, 0],
        [ids.NOT_CONTACTED, 0, 0],
      ],
    });
    await setItem(thuja!.id, { sellerContacted: true });
    await setItem(hydrangea!.id, { inventorySecured: true });
    expect(await rollups()).toEqual({
      order: ids.PARTIALLY_SECURED,
      subOrders: [
        [ids.SELLER_CONTACTED, 2, 0],
        [ids.INVENTORY_SECURED, 1, 1],
      ],
    });
    await setItem(acer!.id, { inventorySecured: true });
    await setItem(thuja!.id, { inventorySecured: true });
    expect((await rollups()).order).toBe(ids.INVENTORY_SECURED);
    // An unavailable item leaves the counts and the money.
    await db
      .update(orderItem)
      .set({ statusId: ItemStatus.ids.UNAVAILABLE })
      .where(eq(orderItem.id, thuja!.id));
    await refreshOrderRollups(db, placed.id);
    const read = (await get(`order/${placed.id}`)).json<{ data: OrderRecord }>().data;
    expect(read.subOrders[0]).toMatchObject({ itemCount: 1, sellerTotal: 250, buyerTotal: 325 });
    expect(read.totals).toMatchObject({ itemCount: 2, sellerCost: 1450, buyerSubtotal: 1885 });
  });

  it('answers 401 without a session, 404 for an order or quote that does not exist, 400 for a bad body', async () => {
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/api/order', payload: { quoteId: 1 } })).statusCode,
    ).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/order/1' })).statusCode).toBe(401);
    expect((await get('order/999999')).statusCode).toBe(404);
    expect((await get('subOrdersByOrderId/999999')).statusCode).toBe(404);
    expect((await placeOrder(999_999)).statusCode).toBe(404);
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: operations,
      payload: { quoteId: 'CQ-1' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
