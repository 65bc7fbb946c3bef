import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fromCents, ItemStatus, lineMoney } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import type { customerOrder } from '../../db/schema';
import {
  orderAltItem,
  orderAltItemSpec,
  orderDiscount,
  orderItem,
  orderItemSpec,
  orderTransportCost,
  orderTransportCostTransporter,
  subOrder,
} from '../../db/schema';
import { groupBy, resolvePrices, type UnitPrices } from '../../lib/line-actions';
import { alternateColumns, alternateSpecRows, type AlternateWrite } from '../../lib/alternate-rows';

/**
 * The writes of PUT orderConstruction (decision 163): each a fixed number of statements whatever the item count
 * (a 200-item save issues no per-item query), all in the caller's transaction.
 */

/** Rows per statement: well under PostgreSQL's 65,535 parameters at the widest row. */
const CHUNK = 500;

const cents = (value: number | null) => (value === null ? null : fromCents(value));

/** The order's items as the save plans them: status, pair, seller (its sub-order's) and sourcing. One query. */
export async function findItemsForSave(db: DatabaseExecutor, orderId: number) {
  return db
    .select({
      id: orderItem.id,
      statusId: orderItem.statusId,
      replacesItemId: orderItem.replacesItemId,
      subOrderId: orderItem.subOrderId,
      sellerCompanyId: subOrder.sellerCompanyId,
      sequenceNumber: orderItem.sequenceNumber,
      productId: orderItem.productId,
      productSizeId: orderItem.productSizeId,
      quantity: orderItem.quantity,
      sellerUnitPrice: orderItem.sellerUnitPrice,
      markupRate: orderItem.markupRate,
      buyerUnitPrice: orderItem.buyerUnitPrice,
      sellerContacted: orderItem.sellerContacted,
      inventorySecured: orderItem.inventorySecured,
    })
    .from(orderItem)
    .innerJoin(subOrder, eq(subOrder.id, orderItem.subOrderId))
    .where(eq(orderItem.orderId, orderId))
    .orderBy(asc(orderItem.sequenceNumber), asc(orderItem.id));
}
export type ItemForSave = Awaited<ReturnType<typeof findItemsForSave>>[number];

/** The order's columns its sub-orders carry (decision 182: they never change on an order). */
export type OrderCopiedToSubOrders = Pick<
  typeof customerOrder.$inferSelect,
  'id' | 'orderNumber' | 'phaseNumber' | 'buyerCompanyId' | 'searchText'
>;

/**
 * What a new sub-order copies from its order: the number, phase and buyer its dashboard sorts and filters on, and
 * the folded job text its search tests (decision 182). Every insert of a sub-order takes them from here.
 */
export function subOrderCopyOf(order: OrderCopiedToSubOrders) {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    phaseNumber: order.phaseNumber,
    buyerCompanyId: order.buyerCompanyId,
    searchText: order.searchText,
  } satisfies Partial<typeof subOrder.$inferInsert>;
}

/**
 * The sub-order of each of these sellers, created (numbered after the order's last) for a seller the order did not
 * have yet: an item given a new seller moves to that seller's sub-order (decision 151: the seller is the
 * sub-order's). A sub-order left without items is kept, archived by its derived status (decision 164).
 */
export async function ensureSubOrders(
  db: DatabaseExecutor,
  order: OrderCopiedToSubOrders,
  sellerIds: readonly number[],
): Promise<Map<number, number>> {
  const existing = await db
    .select({
      id: subOrder.id,
      sellerCompanyId: subOrder.sellerCompanyId,
      sequenceNumber: subOrder.sequenceNumber,
    })
    .from(subOrder)
    .where(eq(subOrder.orderId, order.id));
  const subOrderOf = new Map(existing.map((row) => [row.sellerCompanyId, row.id]));
  const missing = [...new Set(sellerIds)].filter((sellerId) => !subOrderOf.has(sellerId));
  if (missing.length === 0) return subOrderOf;
  const last = existing.reduce((highest, row) => Math.max(highest, row.sequenceNumber), 0);
  const created = await db
    .insert(subOrder)
    .values(
      missing.map((sellerCompanyId, index) => ({
        ...subOrderCopyOf(order),
        sequenceNumber: last + index + 1,
        sellerCompanyId,
      })),
    )
    .returning({ id: subOrder.id, sellerCompanyId: subOrder.sellerCompanyId });
  for (const row of created) subOrderOf.set(row.sellerCompanyId, row.id);
  return subOrderOf;
}

export interface SourcingWrite extends UnitPrices {
  readonly id: number;
  readonly subOrderId: number;
  readonly quantity: number;
  readonly sellerContacted: boolean;
  readonly inventorySecured: boolean;
}

/** The items' sourcing and sub-order: one statement per 500 items, prices computed here (decision 148). */
export async function writeSourcing(db: DatabaseExecutor, orderId: number, items: readonly SourcingWrite[]) {
  for (let start = 0; start < items.length; start += CHUNK) {
    const values = items.slice(start, start + CHUNK).map((item) => {
      const prices = resolvePrices(item);
      const money = lineMoney({ quantity: item.quantity, ...prices });
      return sql`(${item.id}::bigint, ${item.subOrderId}::int, ${prices.sellerUnitPrice}::numeric,
        ${prices.markupRate}::numeric, ${prices.buyerUnitPrice}::numeric, ${cents(money.sellerPriceCents)}::numeric,
        ${cents(money.buyerPriceCents)}::numeric, ${item.sellerContacted}::boolean, ${item.inventorySecured}::boolean)`;
    });
    await db.execute(sql`update ${orderItem} as item set
        sub_order_id = v.sub_order_id, seller_unit_price = v.seller_unit_price, markup_rate = v.markup_rate,
        buyer_unit_price = v.buyer_unit_price, seller_price = v.seller_price, buyer_price = v.buyer_price,
        seller_contacted = v.seller_contacted, inventory_secured = v.inventory_secured, updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, sub_order_id, seller_unit_price, markup_rate,
        buyer_unit_price, seller_price, buyer_price, seller_contacted, inventory_secured)
      where item.id = v.id and item.order_id = ${orderId}`);
  }
}

/** Items deleted (specs and alternates go by cascade), in one statement. */
export async function deleteItems(db: DatabaseExecutor, orderId: number, itemIds: readonly number[]) {
  if (itemIds.length === 0) return;
  await db.delete(orderItem).where(and(eq(orderItem.orderId, orderId), inArray(orderItem.id, [...itemIds])));
}

/** Status moves, one statement per target status. */
export async function moveItems(db: DatabaseExecutor, orderId: number, moves: ReadonlyMap<number, number>) {
  for (const [statusId, entries] of groupBy([...moves], ([, to]) => to)) {
    await db
      .update(orderItem)
      .set({ statusId, updatedAt: new Date() })
      .where(
        and(
          eq(orderItem.orderId, orderId),
          inArray(
            orderItem.id,
            entries.map(([id]) => id),
          ),
        ),
      );
  }
}

export interface SubstituteWrite extends UnitPrices {
  readonly original: ItemForSave;
  readonly subOrderId: number;
  readonly productId: number;
  readonly productSizeId: number;
  readonly quantity: number;
  /** null: the original's specs. */
  readonly specIds: readonly number[] | null;
  readonly sellerContacted: boolean;
  readonly inventorySecured: boolean;
}

/**
 * Substitutes inserted in one statement (status substituted, naming the item they replace, at its place in the
 * order), priced here, with their specs (the original's when none are given) in one more.
 */
export async function insertSubstitutes(
  db: DatabaseExecutor,
  orderId: number,
  substitutes: readonly SubstituteWrite[],
) {
  if (substitutes.length === 0) return;
  const created = await db
    .insert(orderItem)
    .values(
      substitutes.map((substitute) => {
        const prices = resolvePrices(substitute);
        const money = lineMoney({ quantity: substitute.quantity, ...prices });
        return {
          orderId,
          subOrderId: substitute.subOrderId,
          sequenceNumber: substitute.original.sequenceNumber,
          productId: substitute.productId,
          productSizeId: substitute.productSizeId,
          quantity: substitute.quantity,
          statusId: ItemStatus.ids.SUBSTITUTED,
          ...prices,
          sellerPrice: cents(money.sellerPriceCents),
          buyerPrice: cents(money.buyerPriceCents),
          sellerContacted: substitute.sellerContacted,
          inventorySecured: substitute.inventorySecured,
          replacesItemId: substitute.original.id,
        };
      }),
    )
    .returning({ id: orderItem.id, replacesItemId: orderItem.replacesItemId });
  const substituteOf = new Map(created.map((item) => [item.replacesItemId, item.id]));
  const inheriting = substitutes.filter((substitute) => substitute.specIds === null);
  const originalSpecs =
    inheriting.length === 0
      ? new Map<number, { itemId: number; productSizeId: number }[]>()
      : groupBy(
          await db
            .select({ itemId: orderItemSpec.itemId, productSizeId: orderItemSpec.productSizeId })
            .from(orderItemSpec)
            .where(
              inArray(
                orderItemSpec.itemId,
                inheriting.map((substitute) => substitute.original.id),
              ),
            )
            .orderBy(asc(orderItemSpec.itemId), asc(orderItemSpec.position)),
          (spec) => spec.itemId,
        );
  const specs = substitutes.flatMap((substitute) => {
    const itemId = substituteOf.get(substitute.original.id);
    if (itemId === undefined) return [];
    const specIds =
      substitute.specIds ??
      (originalSpecs.get(substitute.original.id) ?? []).map((spec) => spec.productSizeId);
    return specIds.map((productSizeId, position) => ({ itemId, productSizeId, position }));
  });
  if (specs.length > 0) await db.insert(orderItemSpec).values(specs);
}

/**
 * Each listed item's alternates replace its saved ones (decision 153): one delete, one insert of the alternates
 * and one of their specs, whatever the item count.
 */
export async function replaceAlternates(
  db: DatabaseExecutor,
  owners: ReadonlyArray<{ itemId: number; altItems: readonly AlternateWrite[] }>,
) {
  if (owners.length === 0) return;
  await db.delete(orderAltItem).where(
    inArray(
      orderAltItem.orderItemId,
      owners.map((owner) => owner.itemId),
    ),
  );
  const rows = owners.flatMap((owner) =>
    owner.altItems.map((alternate) => ({ orderItemId: owner.itemId, alternate })),
  );
  if (rows.length === 0) return;
  const created = await db
    .insert(orderAltItem)
    .values(rows.map(({ orderItemId, alternate }) => ({ orderItemId, ...alternateColumns(alternate) })))
    .returning({ id: orderAltItem.id });
  const specs = alternateSpecRows(
    rows.map((row) => row.alternate),
    created,
  );
  if (specs.length > 0) await db.insert(orderAltItemSpec).values(specs);
}

export interface ChargesWrite {
  readonly discounts: ReadonlyArray<{ discountId: number; amount: number }>;
  readonly transportCosts: ReadonlyArray<{
    transportTypeId: number;
    sellerCompanyId: number;
    cost: number;
    transporterIds: readonly number[];
  }>;
}

/**
 * The order's discount and transport-cost lists, replaced by the ones sent: four statements whatever their
 * length (a transport cost is one per seller, so its seller pairs the returned ids with its transporters).
 */
export async function replaceCharges(db: DatabaseExecutor, orderId: number, charges: ChargesWrite) {
  await db.delete(orderDiscount).where(eq(orderDiscount.orderId, orderId));
  if (charges.discounts.length > 0) {
    await db
      .insert(orderDiscount)
      .values(
        charges.discounts.map((entry) => ({ orderId, discountId: entry.discountId, amount: entry.amount })),
      );
  }
  // A seller's cost phasing split stays a share of its split (decision 202) through the replacement.
  const removed = await db
    .delete(orderTransportCost)
    .where(eq(orderTransportCost.orderId, orderId))
    .returning({
      sellerCompanyId: orderTransportCost.sellerCompanyId,
      splitGroupId: orderTransportCost.splitGroupId,
    });
  if (charges.transportCosts.length === 0) return;
  const splitGroupOf = new Map(removed.map((row) => [row.sellerCompanyId, row.splitGroupId]));
  const created = await db
    .insert(orderTransportCost)
    .values(
      charges.transportCosts.map((cost) => ({
        orderId,
        transportTypeId: cost.transportTypeId,
        sellerCompanyId: cost.sellerCompanyId,
        cost: cost.cost,
        splitGroupId: splitGroupOf.get(cost.sellerCompanyId) ?? null,
      })),
    )
    .returning({ id: orderTransportCost.id, sellerCompanyId: orderTransportCost.sellerCompanyId });
  const costOf = new Map(created.map((row) => [row.sellerCompanyId, row.id]));
  const carriers = charges.transportCosts.flatMap((cost) => {
    const transportCostId = costOf.get(cost.sellerCompanyId);
    return transportCostId === undefined
      ? []
      : cost.transporterIds.map((transporterId) => ({ transportCostId, transporterId }));
  });
  if (carriers.length > 0) await db.insert(orderTransportCostTransporter).values(carriers);
}
