import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  COUNTED_ITEM_STATUS_IDS,
  CompanyType,
  ErrorCode,
  fromCents,
  InventoryStatus,
  inventoryStatusOf,
  ItemStatus,
  MESSAGES,
  MESSAGES_FR,
  orderMoney,
  OrderStatus,
  PictureStatus,
  Role,
  saveOrderConstructionSchema,
  subOrderStatusOf,
  SubOrderStatus,
  VERSION_HEADER,
  type OrderRecord,
  type SaveOrderConstruction,
} from '@portal/contracts';
import {
  actionLog,
  company,
  customerOrder,
  orderItem,
  orderItemPicture,
  orderPictureRequest,
  storedFile,
} from '../../db/schema';
import { expectSubOrdersCarryJobText, placedOrder, readOrder } from '../../../test/order-fixtures';
import type { QuoteFixtureParties } from '../../../test/quote-fixtures';
import { openStaffApi, type ErrorAnswer } from '../../../test/fixtures/staff-api';
import { bearer, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { countStatements } from '../../../test/count-statements';
import { createOrderConstructionService, type OrderSaveEffects } from './order-construction.service';

/**
 * PUT orderConstruction, orderComment, GET toggleOrderInvoiced/{id} and finish setup (issue 15; spec 001 §3
 * order editable fields, §4 item actions, §5 rules, §6 roles, §8 messages; decisions 153, 163, 164), on both
 * engines. After each write the stored roll-ups are compared with what the items make (decision 151's
 * consequence: a write that forgets refreshOrderRollups leaves the dashboards stale).
 */

let testApp: TestApp;
let operations: Record<string, string>;
let finance: Record<string, string>;
let superAdmin: Record<string, string>;
let parties: QuoteFixtureParties;

const I = ItemStatus.ids;
const O = OrderStatus.ids;

beforeAll(async () => {
  ({ testApp, operations, finance, parties } = await openStaffApi());
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
});
afterAll(async () => {
  await testApp.close();
});

/** The save that changes nothing: every item, discount and transport cost as the order has them. */
function bodyOf(order: OrderRecord): SaveOrderConstruction {
  return {
    id: order.id,
    items: order.items.map((item) => ({
      id: item.id,
      sellerCompanyId: item.sellerCompanyId,
      sellerUnitPrice: item.sellerUnitPrice,
      markupRate: item.markupRate,
      buyerUnitPrice: item.buyerUnitPrice,
      sellerContacted: item.sellerContacted,
      inventorySecured: item.inventorySecured,
    })),
    discounts: order.discounts.map(({ discountId, amount }) => ({ discountId, amount })),
    transportCosts: order.transportCosts.map((cost) => ({
      transportTypeId: cost.transportTypeId as 1 | 2,
      sellerCompanyId: cost.sellerCompanyId,
      cost: cost.cost,
      transporterIds: cost.transporters.map((carrier) => carrier.id),
    })),
    buyerDeliveryFee: order.buyerDeliveryFee,
  };
}

function put(url: string, payload: object, version: number, headers = operations) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/${url}`,
    headers: { ...headers, [VERSION_HEADER]: String(version) },
    payload,
  });
}

async function save(order: OrderRecord, body: SaveOrderConstruction): Promise<OrderRecord> {
  const response = await put('orderConstruction', body, order.version);
  expect(response.statusCode, response.body).toBe(200);
  const saved = response.json<{ data: OrderRecord }>().data;
  await expectRollupsMatchItems(saved);
  return saved;
}

async function refused(order: OrderRecord, body: SaveOrderConstruction, status = 400): Promise<ErrorAnswer> {
  const response = await put('orderConstruction', body, order.version);
  expect(response.statusCode, response.body).toBe(status);
  // A refusal writes nothing: the order reads as it was.
  expect(await readOrder(testApp, operations, order.id)).toEqual(order);
  return response.json<ErrorAnswer>();
}

function moveTo(order: OrderRecord, statusId: number) {
  return put('updateOrderStatus', { id: order.id, statusId }, order.version);
}

async function setStatus(order: OrderRecord, statusId: number): Promise<OrderRecord> {
  await testApp.database.db.update(customerOrder).set({ statusId }).where(eq(customerOrder.id, order.id));
  return readOrder(testApp, operations, order.id);
}

/**
 * The stored roll-ups (order totals, inventory status, per sub-order counts, totals, statuses) against what the
 * record's items, discounts, transport costs and delivery fee make by the contracts' rules.
 */
async function expectRollupsMatchItems(order: OrderRecord) {
  const counted = order.items.filter((item) => COUNTED_ITEM_STATUS_IDS.includes(item.statusId));
  const money = orderMoney({
    lines: counted,
    discounts: order.discounts.map((entry) => entry.amount),
    transportCosts: order.transportCosts.map((entry) => entry.cost),
    buyerFee:
      order.totals.buyerFeeRate === null
        ? null
        : { ratePercent: order.totals.buyerFeeRate, minimumAmount: order.totals.buyerFeeMinimum ?? 0 },
    taxRatePercent: order.totals.taxRate,
    buyerDeliveryFee: order.buyerDeliveryFee,
  });
  expect(order.totals).toMatchObject({
    itemCount: counted.length,
    sellerCost: fromCents(money.sellerCostCents),
    buyerSubtotal: fromCents(money.buyerSubtotalCents),
    discount: fromCents(money.discountCents),
    transport: fromCents(money.transportCents),
    fee: fromCents(money.feeCents),
    deliveryFee: fromCents(money.deliveryFeeCents),
    taxable: fromCents(money.taxableCents),
    tax: fromCents(money.taxCents),
    grandTotal: fromCents(money.grandTotalCents),
  });
  const secured = counted.filter((item) => item.inventorySecured).length;
  const contacted = counted.filter((item) => item.sellerContacted || item.inventorySecured).length;
  expect(order.inventoryStatusId).toBe(
    inventoryStatusOf({ itemCount: counted.length, contactedCount: contacted, securedCount: secured }),
  );
  for (const subOrder of order.subOrders) {
    const own = order.items.filter((item) => item.subOrderId === subOrder.id);
    const ownCounted = own.filter((item) => COUNTED_ITEM_STATUS_IDS.includes(item.statusId));
    expect(subOrder).toMatchObject({
      itemCount: ownCounted.length,
      inventorySecuredCount: ownCounted.filter((item) => item.inventorySecured).length,
      sellerContactedCount: ownCounted.filter((item) => item.sellerContacted || item.inventorySecured).length,
      sellerTotal: ownCounted.reduce((sum, item) => sum + Math.round((item.sellerPrice ?? 0) * 100), 0) / 100,
      buyerTotal: ownCounted.reduce((sum, item) => sum + Math.round((item.buyerPrice ?? 0) * 100), 0) / 100,
      statusId: subOrderStatusOf({ orderStatusId: order.statusId, items: own }),
    });
  }
  // Every item sits in its seller's sub-order.
  for (const item of order.items) {
    expect(order.subOrders.find((subOrder) => subOrder.id === item.subOrderId)?.sellerCompanyId).toBe(
      item.sellerCompanyId,
    );
  }
}

async function orderLog(orderId: number) {
  return testApp.database.db
    .select({ actionId: actionLog.actionId, details: actionLog.details, changes: actionLog.changes })
    .from(actionLog)
    .where(and(eq(actionLog.actionTypeId, ActionLogType.ids.ORDER), eq(actionLog.entityId, orderId)))
    .orderBy(asc(actionLog.id));
}

describe('PUT orderConstruction: the items, charges and delivery fee (spec 001 §3, §5; decision 163)', () => {
  it('saves prices, contacted and secured, derives the markup, re-prices, and rolls everything up', async () => {
    const order = await placedOrder(testApp, operations, parties);
    expect(order.editable).toBe(true);
    await expectRollupsMatchItems(order);
    const body = bodyOf(order);
    const [first, second, third] = body.items;
    // A markup gives the buyer price; both unit prices give the markup; the client's line prices are ignored.
    body.items = [
      { ...first!, sellerUnitPrice: 10, markupRate: 25, buyerUnitPrice: null, sellerContacted: true },
      { ...second!, sellerUnitPrice: 4, markupRate: null, buyerUnitPrice: 5, inventorySecured: true },
      { ...third!, sellerContacted: false, inventorySecured: false },
    ];
    body.buyerDeliveryFee = 80;
    const saved = await save(order, body);
    expect(saved.version).toBe(order.version + 1);
    const [acer, thuja] = saved.items;
    expect(acer).toMatchObject({ sellerUnitPrice: 10, markupRate: 25, buyerUnitPrice: 12.5 });
    expect(acer!.buyerPrice).toBe(fromCents(Math.round(acer!.quantity * 1250)));
    expect(thuja).toMatchObject({
      sellerUnitPrice: 4,
      markupRate: 25,
      buyerUnitPrice: 5,
      inventorySecured: true,
    });
    expect(saved.inventoryStatusId).toBe(InventoryStatus.ids.PARTIALLY_SECURED);
    // The delivery fee is in the grand total (decision 163): 80.00 more before tax.
    expect(saved.totals.deliveryFee).toBe(80);
    expect(saved.buyerDeliveryFee).toBe(80);

    const log = await orderLog(order.id);
    expect(log.at(-1)).toMatchObject({
      actionId: ActionLogAction.ids.SAVE,
      details: { items: 3, buyerDeliveryFee: 80, sellerChangedItemIds: [] },
    });
  });

  it('keeps the markup the prices were made from until a price changes (decision 202)', async () => {
    const order = await placedOrder(testApp, operations, parties);
    const body = bodyOf(order);
    const [first, ...rest] = body.items;
    // 35 % of $12.34 makes $16.66, and $16.66 over $12.34 is 35.008 %: the rate typed is the one kept.
    body.items = [{ ...first!, sellerUnitPrice: 12.34, markupRate: 35, buyerUnitPrice: null }, ...rest];
    const priced = await save(order, body);
    expect(priced.items[0]).toMatchObject({ sellerUnitPrice: 12.34, markupRate: 35, buyerUnitPrice: 16.66 });
    // The workspace sends every price back as it read them: nothing changed, the rate stays 35.
    const again = await save(priced, bodyOf(priced));
    expect(again.items[0]).toMatchObject({ markupRate: 35, buyerUnitPrice: 16.66 });
    // A buyer price changed by hand: the markup is the one the prices make.
    const changed = bodyOf(again);
    changed.items[0] = { ...changed.items[0]!, buyerUnitPrice: 16.7 };
    const repriced = await save(again, changed);
    expect(repriced.items[0]).toMatchObject({ markupRate: 35.332, buyerUnitPrice: 16.7 });
  });

  it('moves an item to its new seller, creating the sub-order, and archives a sub-order left empty', async () => {
    const order = await placedOrder(testApp, operations, parties);
    const [firstSeller, secondSeller] = parties.sellers;
    const [thirdSeller] = await testApp.database.db
      .insert(company)
      .values({ name: `Pépinière du test ${Date.now()}`, companyTypeId: CompanyType.ids.SELLER })
      .returning({ id: company.id });
    const lonely = order.items.find((item) => item.sellerCompanyId === secondSeller)!;
    const moving = order.items.find((item) => item.sellerCompanyId === firstSeller)!;
    const body = bodyOf(order);
    body.items = body.items.map((item) => {
      if (item.id === lonely.id) return { ...item, sellerCompanyId: thirdSeller!.id };
      if (item.id === moving.id) return { ...item, sellerCompanyId: secondSeller };
      return item;
    });
    const saved = await save(order, body);
    expect(saved.subOrders.map((subOrder) => [subOrder.sellerCompanyId, subOrder.sequenceNumber])).toEqual([
      [firstSeller, 1],
      [secondSeller, 2],
      [thirdSeller!.id, 3],
    ]);
    expect(saved.items.find((item) => item.id === lonely.id)?.sellerCompanyId).toBe(thirdSeller!.id);
    expect(saved.items.find((item) => item.id === moving.id)?.sellerCompanyId).toBe(secondSeller);
    expect(saved.subOrders[2]?.subOrderNumber).toBe(`${saved.formattedNumber}-S3`);
    await expectSubOrdersCarryJobText(testApp, [order.id]);

    // The first seller's last item goes too: its sub-order stays (its number, comment, dates), archived.
    const emptied = bodyOf(saved);
    emptied.items = emptied.items.map((item) => ({ ...item, sellerCompanyId: secondSeller }));
    const after = await save(saved, emptied);
    const firstSubOrder = after.subOrders.find((subOrder) => subOrder.sellerCompanyId === firstSeller);
    expect(firstSubOrder).toMatchObject({ itemCount: 0, statusId: SubOrderStatus.ids.ARCHIVED });
    const log = await orderLog(order.id);
    expect((log.at(-1)?.details as { sellerChangedItemIds: number[] }).sellerChangedItemIds.sort()).toEqual(
      saved.items
        .filter((item) => item.sellerCompanyId !== secondSeller)
        .map((item) => item.id)
        .sort(),
    );
  });

  it('tells the seller-change hook which items moved, inside the save (spec 001 §5 pictures)', async () => {
    const order = await placedOrder(testApp, operations, parties);
    const calls: OrderSaveEffects[] = [];
    const service = createOrderConstructionService({
      db: testApp.database.db,
      runUnitOfWork: testApp.app.services.runUnitOfWork,
      onSellerChanged: async (_unit, effects) => {
        calls.push(effects);
      },
    });
    const [, secondSeller] = parties.sellers;
    const body = bodyOf(order);
    const actor = { userId: null, roleId: Role.ids.OPERATIONS };
    const unchanged = await service.save(actor, saveOrderConstructionSchema.parse(body), order.version);
    expect(calls).toEqual([]);
    const moved = body.items[0]!;
    await service.save(
      actor,
      saveOrderConstructionSchema.parse({ ...body, items: [{ ...moved, sellerCompanyId: secondSeller }] }),
      unchanged.version,
    );
    expect(calls).toEqual([{ orderId: order.id, sellerChangedItemIds: [moved.id] }]);
  });

  it("reads each item's pictures and request status in the order (decision 173), and a seller change clears them", async () => {
    const order = await placedOrder(testApp, operations, parties);
    const [withPictures, rejected, untouched] = order.items;
    expect(
      order.items.map(({ pictureCount, pictureStatusId }) => ({ pictureCount, pictureStatusId })),
    ).toEqual(order.items.map(() => ({ pictureCount: 0, pictureStatusId: PictureStatus.ids.NOT_SENT })));
    // Written as the picture manager leaves them: two pictures sent on one item, a rejection on another.
    const { db } = testApp.database;
    await db.insert(orderPictureRequest).values([
      { orderItemId: withPictures!.id, pictureStatusId: PictureStatus.ids.SENT },
      { orderItemId: rejected!.id, pictureStatusId: PictureStatus.ids.REJECTED, rejectionNote: 'Blurred' },
    ]);
    const files = await db
      .insert(storedFile)
      .values(
        [1, 2].map((index) => ({
          id: randomUUID(),
          ownerType: 'order_item',
          ownerId: withPictures!.id,
          folder: 'order_item_picture',
          storageKey: `order_item_picture/test-${randomUUID()}-${index}.png`,
          originalName: `front-${index}.png`,
          contentType: 'image/png',
          sizeBytes: 10,
          checksumSha256: '0'.repeat(64),
        })),
      )
      .returning({ id: storedFile.id });
    await db
      .insert(orderItemPicture)
      .values(files.map((file) => ({ orderItemId: withPictures!.id, storedFileId: file.id })));

    const read = await readOrder(testApp, operations, order.id);
    const pictureFieldsOf = (record: OrderRecord, itemId: number) => {
      const item = record.items.find((candidate) => candidate.id === itemId)!;
      return { pictureCount: item.pictureCount, pictureStatusId: item.pictureStatusId };
    };
    expect(pictureFieldsOf(read, withPictures!.id)).toEqual({
      pictureCount: 2,
      pictureStatusId: PictureStatus.ids.SENT,
    });
    expect(pictureFieldsOf(read, rejected!.id)).toEqual({
      pictureCount: 0,
      pictureStatusId: PictureStatus.ids.REJECTED,
    });
    expect(pictureFieldsOf(read, untouched!.id)).toEqual({
      pictureCount: 0,
      pictureStatusId: PictureStatus.ids.NOT_SENT,
    });

    // The save's answer carries them too: the item whose seller changed has none left (spec 001 §5).
    const [, secondSeller] = parties.sellers;
    const body = bodyOf(read);
    const moved = await save(read, {
      ...body,
      items: body.items
        .filter((item) => item.id === withPictures!.id)
        .map((item) => ({ ...item, sellerCompanyId: secondSeller })),
    });
    expect(pictureFieldsOf(moved, withPictures!.id)).toEqual({
      pictureCount: 0,
      pictureStatusId: PictureStatus.ids.NOT_SENT,
    });
    expect(pictureFieldsOf(moved, rejected!.id).pictureStatusId).toBe(PictureStatus.ids.REJECTED);
  });

  it('refuses a seller that is not a seller company, a second transport cost for a seller, a negative fee', async () => {
    const order = await placedOrder(testApp, operations, parties);
    const body = bodyOf(order);
    const notSeller = await refused(order, {
      ...body,
      items: [{ ...body.items[0]!, sellerCompanyId: parties.buyer.companyId }],
    });
    expect(notSeller.issues).toEqual([
      { field: 'items.0.sellerCompanyId', message: 'The seller must be a seller company.' },
    ]);
    const [firstSeller] = parties.sellers;
    const duplicate = await refused(order, {
      ...body,
      transportCosts: [
        { transportTypeId: 1, sellerCompanyId: firstSeller, cost: 10, transporterIds: [] },
        {
          transportTypeId: 2,
          sellerCompanyId: firstSeller,
          cost: 20,
          transporterIds: [parties.transporterId],
        },
      ],
    });
    expect(duplicate.issues).toEqual([
      { field: 'transportCosts.1.sellerCompanyId', message: MESSAGES.duplicateTransportCosts },
    ]);
    const negative = await refused(order, { ...body, buyerDeliveryFee: -5 });
    expect(negative.issues?.map((issue) => issue.field)).toEqual(['buyerDeliveryFee']);
  });

  it('replaces the discounts and transport costs, with transporters, and adds the delivery fee', async () => {
    const order = await placedOrder(testApp, operations, parties);
    const [firstSeller, secondSeller] = parties.sellers;
    const saved = await save(order, {
      ...bodyOf(order),
      discounts: [{ discountId: parties.discountId, amount: 12.5 }],
      transportCosts: [
        { transportTypeId: 1, sellerCompanyId: firstSeller, cost: 100, transporterIds: [] },
        {
          transportTypeId: 2,
          sellerCompanyId: secondSeller,
          cost: 45.5,
          transporterIds: [parties.transporterId],
        },
      ],
      buyerDeliveryFee: 0,
    });
    expect(saved.discounts.map(({ discountId, amount }) => ({ discountId, amount }))).toEqual([
      { discountId: parties.discountId, amount: 12.5 },
    ]);
    expect(
      saved.transportCosts.map((cost) => [
        cost.sellerCompanyId,
        cost.cost,
        cost.transporters.map((t) => t.id),
      ]),
    ).toEqual([
      [firstSeller, 100, []],
      [secondSeller, 45.5, [parties.transporterId]],
    ]);
    expect(saved.totals.transport).toBe(145.5);
    expect(saved.buyerDeliveryFee).toBe(0);
  });
});

describe('item actions through the transitions table (spec 001 §4 order items; decision 153)', () => {
  it('marks an item unavailable (out of the totals) and available again', async () => {
    const order = await placedOrder(testApp, operations, parties);
    const body = bodyOf(order);
    const unavailable = await save(order, {
      ...body,
      items: [{ ...body.items[0]!, statusId: I.UNAVAILABLE }],
    });
    expect(unavailable.items[0]?.statusId).toBe(I.UNAVAILABLE);
    expect(unavailable.totals.itemCount).toBe(order.totals.itemCount - 1);
    const available = await save(unavailable, {
      ...bodyOf(unavailable),
      items: [{ ...bodyOf(unavailable).items[0]!, statusId: I.WIP }],
    });
    expect(available.items[0]?.statusId).toBe(I.WIP);
    expect(available.totals).toEqual(order.totals);
  });

  it('substitutes an item (typed, or with an alternate), reverts it, and deletes a substitute with its original', async () => {
    const order = await placedOrder(testApp, operations, parties);
    const [firstSeller, secondSeller] = parties.sellers;
    const original = order.items[0]!;
    const other = order.items[1]!;
    // A typed substitution: another size, the second seller, priced; the original keeps its values.
    const substituted = await save(order, {
      ...bodyOf(order),
      items: [],
      substitutions: [
        {
          itemId: original.id,
          productSizeId: other.productSizeId,
          sellerCompanyId: secondSeller,
          sellerUnitPrice: 7,
          markupRate: 20,
          inventorySecured: true,
        },
      ],
    });
    const substitute = substituted.items.find((item) => item.replacesItemId === original.id)!;
    expect(substitute).toMatchObject({
      statusId: I.SUBSTITUTED,
      productId: original.productId,
      productSizeId: other.productSizeId,
      quantity: original.quantity,
      sellerCompanyId: secondSeller,
      sellerUnitPrice: 7,
      buyerUnitPrice: 8.4,
      inventorySecured: true,
      sequenceNumber: original.sequenceNumber,
    });
    expect(substituted.items.find((item) => item.id === original.id)).toMatchObject({
      statusId: I.ORIGINAL,
      sellerCompanyId: firstSeller,
      sellerUnitPrice: original.sellerUnitPrice,
    });
    // The original keeps what it had: changing it is refused, its substitute takes the change.
    const frozen = bodyOf(substituted);
    const originalIndex = substituted.items.findIndex((item) => item.id === original.id);
    frozen.items = [{ ...frozen.items[originalIndex]!, sellerUnitPrice: 1 }];
    const refusal = await refused(substituted, frozen);
    expect(refusal.issues).toEqual([
      {
        field: 'items.0.id',
        message: 'An original item keeps the values it had when it was substituted: change its substitute.',
      },
    ]);

    // Revert: the substitute is deleted and the original is back in construction (WIP).
    const reverted = await save(substituted, {
      ...bodyOf(substituted),
      items: [],
      revertedItemIds: [substitute.id],
    });
    expect(reverted.items.find((item) => item.id === substitute.id)).toBeUndefined();
    expect(reverted.items.find((item) => item.id === original.id)?.statusId).toBe(I.WIP);
    expect(reverted.totals).toEqual(order.totals);

    // With an alternate: the workspace sends the alternate's values as the substitution.
    const withAlternate = await save(reverted, {
      ...bodyOf(reverted),
      items: [
        {
          ...bodyOf(reverted).items[0]!,
          altItems: [
            {
              productId: other.productId,
              productSizeId: other.productSizeId,
              quantity: 5,
              sellerCompanyId: secondSeller,
              sellerUnitPrice: 3,
              note: 'Their last lot',
            },
          ],
        },
      ],
    });
    const alternate = withAlternate.items[0]!.altItems[0]!;
    expect(alternate).toMatchObject({
      productId: other.productId,
      sellerCompanyId: secondSeller,
      note: 'Their last lot',
    });
    const fromAlternate = await save(withAlternate, {
      ...bodyOf(withAlternate),
      items: [],
      substitutions: [
        {
          itemId: original.id,
          productId: alternate.productId,
          productSizeId: alternate.productSizeId,
          quantity: alternate.quantity,
          sellerCompanyId: alternate.sellerCompanyId,
          sellerUnitPrice: alternate.sellerUnitPrice,
          markupRate: 50,
        },
      ],
    });
    const second = fromAlternate.items.find((item) => item.replacesItemId === original.id)!;
    expect(second).toMatchObject({ productId: other.productId, quantity: 5, buyerUnitPrice: 4.5 });

    // Deleting the substitute deletes its original too: they are one requested item.
    const deleted = await save(fromAlternate, {
      ...bodyOf(fromAlternate),
      items: [],
      deletedItemIds: [second.id],
    });
    expect(deleted.items.map((item) => item.id)).not.toContain(original.id);
    expect(deleted.items.map((item) => item.id)).not.toContain(second.id);
    expect(deleted.items).toHaveLength(order.items.length - 1);
    const log = await orderLog(order.id);
    expect(log.at(-1)?.details).toMatchObject({ lineActions: { 'orderItem.delete': 1 } });
  });

  it('refuses every move §4 does not offer, an unknown item and an empty substitution, writing nothing', async () => {
    const order = await placedOrder(testApp, operations, parties);
    const body = bodyOf(order);
    const first = order.items[0]!;
    // Substituted and original are reached only by substituting; a WIP item cannot be reverted.
    const toSubstituted = await refused(order, {
      ...body,
      items: [{ ...body.items[0]!, statusId: I.SUBSTITUTED }],
    });
    expect(toSubstituted.issues).toEqual([
      { field: 'items.0.statusId', message: 'This order item is WIP: it cannot be moved to Substituted.' },
    ]);
    const toCancelled = await refused(order, {
      ...body,
      items: [{ ...body.items[0]!, statusId: I.CANCELLED }],
    });
    expect(toCancelled.issues?.[0]?.field).toBe('items.0.statusId');
    const revertWip = await refused(order, { ...body, items: [], revertedItemIds: [first.id] });
    expect(revertWip.issues).toEqual([
      { field: 'revertedItemIds.0', message: 'This order item is WIP: it cannot be moved to Original.' },
    ]);
    const unknown = await refused(order, { ...body, items: [], deletedItemIds: [987_654_321] });
    expect(unknown.issues).toEqual([
      { field: 'deletedItemIds.0', message: 'This item is not one of this order.' },
    ]);
    const empty = await refused(order, { ...body, items: [], substitutions: [{ itemId: first.id }] });
    expect(empty.issues).toEqual([
      { field: 'substitutions.0.productId', message: MESSAGES.emptySubstitution },
    ]);
    const twice = await refused(order, { ...body, deletedItemIds: [first.id] });
    expect(twice.issues).toEqual([{ field: 'items.0.id', message: 'This item is deleted by this save.' }]);
  });
});

describe('what may be saved when (spec 001 §4; decision 163)', () => {
  it('saves in New Order, WIP and Planning Delivery; refuses Waiting, Complete and Cancelled with 409', async () => {
    let order = await placedOrder(testApp, operations, parties);
    for (const statusId of [O.WIP, O.DELIVERY_PLANNING]) {
      order = await setStatus(order, statusId);
      order = await save(order, { ...bodyOf(order), buyerDeliveryFee: statusId });
    }
    for (const statusId of [O.WAITING, O.COMPLETE, O.CANCELLED]) {
      const current = await setStatus(order, statusId);
      expect(current.editable).toBe(false);
      const answer = await refused(current, bodyOf(current), 409);
      expect(answer).toMatchObject({ code: ErrorCode.CONFLICT, message: MESSAGES.orderNotEditable });
    }
  });

  it('refuses a save and a comment made on an outdated version (409, the outdated notice)', async () => {
    const order = await placedOrder(testApp, operations, parties);
    const saved = await save(order, { ...bodyOf(order), buyerDeliveryFee: 10 });
    const stale = await put('orderConstruction', { ...bodyOf(order), buyerDeliveryFee: 20 }, order.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.OUTDATED,
      message: MESSAGES.outdatedRecord,
    });
    const staleComment = await put('orderComment', { id: order.id, comment: 'late' }, order.version);
    expect(staleComment.statusCode).toBe(409);
    expect(await readOrder(testApp, operations, order.id)).toEqual(saved);
  });
});

describe('finish setup: WIP → Planning Delivery (spec 001 §5, §8 in order; decision 163)', () => {
  it('refuses with each message in turn, naming the fields, then moves', async () => {
    let order = await placedOrder(testApp, operations, parties);
    const moved = await moveTo(order, O.WIP);
    expect(moved.statusCode, moved.body).toBe(200);
    order = moved.json<{ data: OrderRecord }>().data;

    const finish = async (message: string, fields: string[]) => {
      const response = await moveTo(order, O.DELIVERY_PLANNING);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorAnswer>()).toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
        message,
        issues: fields.map((field) => ({ field, message })),
      });
      expect((await readOrder(testApp, operations, order.id)).statusId).toBe(O.WIP);
    };

    // 1. An item without a buyer unit price (its markup cleared too), everything else wrong as well.
    const broken = bodyOf(order);
    broken.items = broken.items.map((item, index) =>
      index === 1 ? { ...item, markupRate: null, buyerUnitPrice: null } : item,
    );
    broken.discounts = [{ discountId: parties.discountId, amount: 0 }];
    broken.transportCosts = [{ ...broken.transportCosts[0]!, cost: 0 }];
    broken.buyerDeliveryFee = null;
    order = await save(order, broken);
    await finish(MESSAGES.incompleteOrderItems, ['items.1.buyerUnitPrice']);
    // An unavailable item is not checked.
    order = await save(order, {
      ...bodyOf(order),
      items: [{ ...bodyOf(order).items[1]!, statusId: I.UNAVAILABLE }],
    });
    // 2. The discount without an amount.
    await finish(MESSAGES.incompleteOrderDiscounts, ['discounts.0.amount']);
    order = await save(order, {
      ...bodyOf(order),
      discounts: [{ discountId: parties.discountId, amount: 5 }],
    });
    // 3. The transport cost without an amount.
    await finish(MESSAGES.incompleteTransportCosts, ['transportCosts.0.cost']);
    order = await save(order, {
      ...bodyOf(order),
      transportCosts: [{ ...bodyOf(order).transportCosts[0]!, cost: 60 }],
    });
    // 4. A duplicate transport cost cannot be stored: the save refuses it with the same §8 message (above).
    // 5. The delivery fee not set.
    await finish(MESSAGES.deliveryFeeNotSet, ['buyerDeliveryFee']);
    order = await save(order, { ...bodyOf(order), buyerDeliveryFee: 0 });

    const done = await moveTo(order, O.DELIVERY_PLANNING);
    expect(done.statusCode, done.body).toBe(200);
    const planning = done.json<{ data: OrderRecord }>().data;
    expect(planning.statusId).toBe(O.DELIVERY_PLANNING);
    await expectRollupsMatchItems(planning);
    const log = await orderLog(order.id);
    expect(log.at(-1)?.actionId).toBe(ActionLogAction.ids.MOVE_TO_PLANNING_DELIVERY);
  });

  it('lets finance, like every staff role, finish setup, and tells it the rule', async () => {
    // Every staff role has the order rows (decision 086): finance finishing an incomplete order hears the rule.
    const order = await placedOrder(testApp, operations, parties);
    const wip = (await moveTo(order, O.WIP)).json<{ data: OrderRecord }>().data;
    const response = await put(
      'updateOrderStatus',
      { id: wip.id, statusId: O.DELIVERY_PLANNING },
      wip.version,
      finance,
    );
    expect(response.statusCode).toBe(400);
    // The finance demo account works in French: the rule comes in French (decision 199).
    expect(response.json<ErrorAnswer>().message).toBe(MESSAGES_FR.deliveryFeeNotSet);
  });
});

describe('PUT orderComment and GET toggleOrderInvoiced/{id} (spec 001 §6, §7, §8; decisions 163, 164)', () => {
  it('saves, trims and clears the comment, in any status, logging the change', async () => {
    const order = await placedOrder(testApp, operations, parties);
    const first = await put('orderComment', { id: order.id, comment: '  Call before 8 am  ' }, order.version);
    expect(first.statusCode, first.body).toBe(200);
    const commented = first.json<{ data: OrderRecord }>().data;
    expect(commented.comment).toBe('Call before 8 am');
    const cancelled = await setStatus(commented, O.CANCELLED);
    const cleared = await put('orderComment', { id: order.id, comment: '' }, cancelled.version, finance);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<{ data: OrderRecord }>().data.comment).toBeNull();
    const log = await orderLog(order.id);
    expect(log.slice(-2).map((row) => row.changes)).toEqual([
      [{ field: 'comment', old: null, new: 'Call before 8 am' }],
      [{ field: 'comment', old: 'Call before 8 am', new: null }],
    ]);
  });

  it('lets the super admin and finance flip invoiced, refuses operations (403) and a cancelled order (409)', async () => {
    const order = await placedOrder(testApp, operations, parties);
    const toggle = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'GET', url: `/api/toggleOrderInvoiced/${order.id}`, headers });
    const byOperations = await toggle(operations);
    expect(byOperations.statusCode).toBe(403);
    const byFinance = await toggle(finance);
    expect(byFinance.statusCode, byFinance.body).toBe(200);
    expect(byFinance.json<{ data: OrderRecord }>().data).toMatchObject({
      invoiced: true,
      version: order.version + 1,
    });
    const bySuperAdmin = await toggle(superAdmin);
    expect(bySuperAdmin.json<{ data: OrderRecord }>().data.invoiced).toBe(false);
    await setStatus(order, O.CANCELLED);
    const onCancelled = await toggle(finance);
    expect(onCancelled.statusCode).toBe(409);
    expect(onCancelled.json<ErrorAnswer>().message).toBe(MESSAGES_FR.invoicedToggleFailed);
    const log = await orderLog(order.id);
    expect(log.slice(-2).map((row) => row.changes)).toEqual([
      [{ field: 'invoiced', old: false, new: true }],
      [{ field: 'invoiced', old: true, new: false }],
    ]);
  });
});

describe('a large save issues no per-item query (issue 15 hardening)', () => {
  it('sends as many statements for 200 items as for 3', async () => {
    const small = await placedOrder(testApp, operations, parties);
    const large = await placedOrder(testApp, operations, parties);
    const template = await testApp.database.db
      .select()
      .from(orderItem)
      .where(eq(orderItem.id, large.items[0]!.id));
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = template[0]!;
    await testApp.database.db
      .insert(orderItem)
      .values(Array.from({ length: 197 }, (_, index) => ({ ...copy, sequenceNumber: 10 + index })));
    const current = await readOrder(testApp, operations, large.id);
    expect(current.items).toHaveLength(200);
    const [, secondSeller] = parties.sellers;
    const change = (order: OrderRecord): SaveOrderConstruction => {
      const body = bodyOf(order);
      body.items = body.items.map((item, index) => ({
        ...item,
        // Every item changes: half move seller, all are secured, one is marked unavailable.
        sellerCompanyId: index % 2 === 0 ? secondSeller : item.sellerCompanyId,
        inventorySecured: true,
        ...(index === 1 ? { statusId: I.UNAVAILABLE } : {}),
      }));
      body.buyerDeliveryFee = 30;
      return body;
    };
    const smallCount = await countStatements(testApp, () => save(small, change(small)));
    const largeCount = await countStatements(testApp, () => save(current, change(current)));
    // The counter sees the transaction's statements (the lock, the plan's reads, the writes, the roll-ups, the log).
    expect(smallCount).toBeGreaterThan(15);
    expect(largeCount).toBe(smallCount);
    expect(largeCount).toBeLessThan(40);
  });
});
