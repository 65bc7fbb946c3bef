import { eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database';
import { customerOrder, orderItem, subOrder } from '../../db/schema';
import { orderDocument } from '../priced-documents';

/**
 * The order's own reads and writes of PUT orderConstruction (decision 163): its items as the save plans them and
 * their sellers' sub-orders. The lines', alternates' and charges' writes are the priced document's
 * (modules/priced-documents), all in the caller's transaction.
 */

/**
 * The order's items as a save plans them and a phasing splits them: status, pair, seller (its sub-order's),
 * sourcing and the quote line each came from, in line order. One query.
 */
export function findItemsForSave(db: DatabaseExecutor, orderId: number) {
  return orderDocument
    .selectLineFacts(db, orderId, {
      subOrderId: orderItem.subOrderId,
      sellerCompanyId: subOrder.sellerCompanyId,
      inventorySecured: orderItem.inventorySecured,
      fromQuoteItemId: orderItem.fromQuoteItemId,
    })
    .innerJoin(subOrder, eq(subOrder.id, orderItem.subOrderId));
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
  const created = await insertSubOrders(
    db,
    order,
    missing.map((sellerCompanyId, index) => ({ sellerCompanyId, sequenceNumber: last + index + 1 })),
  );
  for (const row of created) subOrderOf.set(row.sellerCompanyId, row.id);
  return subOrderOf;
}

/** New sub-orders of the order, each a seller's at the place given, with what they copy of the order. */
export async function insertSubOrders(
  db: DatabaseExecutor,
  order: OrderCopiedToSubOrders,
  rows: ReadonlyArray<{ sellerCompanyId: number; sequenceNumber: number }>,
) {
  if (rows.length === 0) return [];
  return db
    .insert(subOrder)
    .values(rows.map((row) => ({ ...subOrderCopyOf(order), ...row })))
    .returning({ id: subOrder.id, sellerCompanyId: subOrder.sellerCompanyId });
}

/** The order row, locked for the rest of the transaction (a write that does not take the client's version). */
export async function lockOrderRow(db: DatabaseExecutor, orderId: number) {
  const [current] = await db.select().from(customerOrder).where(eq(customerOrder.id, orderId)).for('update');
  return current;
}
