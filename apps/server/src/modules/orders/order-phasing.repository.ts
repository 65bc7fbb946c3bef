import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database';
import { rowsOf } from '../../db/query-rows';
import {
  customerOrder,
  orderDiscount,
  orderItem,
  orderTransportCost,
  orderTransportCostTransporter,
  subOrder,
} from '../../db/schema';

/** Rows per statement: well under PostgreSQL's 65,535 parameters at the widest row. */
const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) result.push(rows.slice(start, start + CHUNK));
  return result;
}

/**
 * Locks every phase of an order number, in id order, and says the next phase number — free until commit. The
 * order being phased is one of them: taking all the locks in one order, before anything else, lets two phasings of
 * the same job (of the same or of different phases) queue up instead of deadlocking.
 */
export async function lockPhases(
  db: DatabaseExecutor,
  orderId: number,
): Promise<{ nextPhaseNumber: number } | undefined> {
  const [order] = await db
    .select({ orderNumber: customerOrder.orderNumber })
    .from(customerOrder)
    .where(eq(customerOrder.id, orderId));
  if (!order) return undefined;
  await db
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(eq(customerOrder.orderNumber, order.orderNumber))
    .orderBy(asc(customerOrder.id))
    .for('update');
  // A statement of its own, after the locks: one that waited for another phasing sees the phase it committed
  // (the locking read's snapshot predates that insert).
  const [highest] = await db
    .select({ phaseNumber: max(customerOrder.phaseNumber) })
    .from(customerOrder)
    .where(eq(customerOrder.orderNumber, order.orderNumber));
  return { nextPhaseNumber: (highest?.phaseNumber ?? 0) + 1 };
}

/** A sub-order all of whose items move goes with them: renumbered in its new order, everything else kept. */
export async function moveSubOrders(
  db: DatabaseExecutor,
  target: { orderId: number; phaseNumber: number },
  moves: ReadonlyArray<{ id: number; sequenceNumber: number }>,
) {
  if (moves.length === 0) return;
  const values = moves.map((move) => sql`(${move.id}::int, ${move.sequenceNumber}::smallint)`);
  await db.execute(sql`update ${subOrder} as row set order_id = ${target.orderId},
      phase_number = ${target.phaseNumber}, sequence_number = v.sequence_number, version = row.version + 1,
      updated_at = now()
    from (values ${sql.join(values, sql`, `)}) as v(id, sequence_number)
    where row.id = v.id`);
}

/** Items the new phase takes whole: the rows themselves move (with their specs, alternates and pictures). */
export async function moveItems(
  db: DatabaseExecutor,
  orderId: number,
  moves: ReadonlyArray<{ id: number; subOrderId: number }>,
) {
  for (const slice of chunks(moves)) {
    const values = slice.map((move) => sql`(${move.id}::bigint, ${move.subOrderId}::int)`);
    await db.execute(sql`update ${orderItem} as item set order_id = ${orderId}, sub_order_id = v.sub_order_id,
        updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, sub_order_id)
      where item.id = v.id`);
  }
}

/** What the balance keeps of the items split: the quantity left and its prices. */
export async function updateBalanceItems(
  db: DatabaseExecutor,
  updates: ReadonlyArray<{
    id: number;
    quantity: number;
    sellerPrice: number | null;
    buyerPrice: number | null;
  }>,
) {
  for (const slice of chunks(updates)) {
    const values = slice.map(
      (update) =>
        sql`(${update.id}::bigint, ${update.quantity}::numeric, ${update.sellerPrice}::numeric, ${update.buyerPrice}::numeric)`,
    );
    await db.execute(sql`update ${orderItem} as item set quantity = v.quantity, seller_price = v.seller_price,
        buyer_price = v.buyer_price, updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, quantity, seller_price, buyer_price)
      where item.id = v.id`);
  }
}

/** A charge row's new amount in the balance. */
export async function setDiscountAmounts(
  db: DatabaseExecutor,
  updates: ReadonlyArray<{ id: number; amount: number }>,
) {
  for (const update of updates) {
    await db
      .update(orderDiscount)
      .set({ amount: update.amount, updatedAt: new Date() })
      .where(eq(orderDiscount.id, update.id));
  }
}

export async function moveDiscounts(db: DatabaseExecutor, orderId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(orderDiscount)
    .set({ orderId, updatedAt: new Date() })
    .where(inArray(orderDiscount.id, [...ids]));
}

/** The new phase's share of discounts the balance keeps a share of too: a copy of the row at that amount. */
export async function copyDiscounts(
  db: DatabaseExecutor,
  orderId: number,
  copies: ReadonlyArray<{ id: number; amount: number }>,
) {
  for (const copy of copies) {
    await db.execute(sql`insert into ${orderDiscount} (order_id, discount_id, amount)
      select ${orderId}, discount_id, ${copy.amount}::numeric from ${orderDiscount} where id = ${copy.id}`);
  }
}

export async function setTransportCosts(
  db: DatabaseExecutor,
  updates: ReadonlyArray<{ id: number; cost: number }>,
) {
  for (const update of updates) {
    await db
      .update(orderTransportCost)
      // The balance keeps a share of the cost: it joins the split's group (its own id when split the first time).
      .set({
        cost: update.cost,
        splitGroupId: sql`coalesce(${orderTransportCost.splitGroupId}, ${orderTransportCost.id})`,
        updatedAt: new Date(),
      })
      .where(eq(orderTransportCost.id, update.id));
  }
}

/** A seller's transport cost all of whose goods move: the row moves, its transporters with it. */
export async function moveTransportCosts(db: DatabaseExecutor, orderId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(orderTransportCost)
    .set({ orderId, updatedAt: new Date() })
    .where(inArray(orderTransportCost.id, [...ids]));
}

/**
 * The new phase's share of a seller's transport cost: a copy of the row (type, seller, transporters), in the
 * split's group (decision 202) so both orders and the purchase order say the cost is shared.
 */
export async function copyTransportCosts(
  db: DatabaseExecutor,
  orderId: number,
  copies: ReadonlyArray<{ id: number; cost: number }>,
) {
  for (const copy of copies) {
    const result = await db.execute(sql`insert into ${orderTransportCost}
        (order_id, transport_type_id, seller_company_id, cost, split_group_id)
      select ${orderId}, transport_type_id, seller_company_id, ${copy.cost}::numeric, coalesce(split_group_id, id)
      from ${orderTransportCost} where id = ${copy.id}
      returning id`);
    const [created] = rowsOf<{ id: number }>(result);
    if (!created) throw new Error(`transport cost ${copy.id} was not copied`);
    await db.execute(sql`insert into ${orderTransportCostTransporter} (transport_cost_id, transporter_id)
      select ${created.id}, transporter_id from ${orderTransportCostTransporter}
      where transport_cost_id = ${copy.id}`);
  }
}
