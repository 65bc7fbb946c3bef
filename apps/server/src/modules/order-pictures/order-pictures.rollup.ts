import { eq, sql } from 'drizzle-orm';
import { COUNTED_ITEM_STATUS_IDS, pictureStatusRollup } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { customerOrder, orderItem, orderPictureRequest, subOrder } from '../../db/schema';

/**
 * Writes the picture status of the order's sub-orders and of the order from its items' requests
 * (pictureStatusRollup, decision 168): in the caller's transaction, after every write of requests or pictures,
 * and from refreshOrderRollups after every write of items (an item cancelled or moved to another seller's
 * sub-order changes the roll-ups too). Two reads and two writes whatever the order's size.
 *
 * Lives apart from the service so the orders module can call it without importing the picture module's routes.
 */
export async function refreshOrderPictureRollups(db: DatabaseExecutor, orderId: number): Promise<void> {
  const [subOrders, requested] = await Promise.all([
    db.select({ id: subOrder.id }).from(subOrder).where(eq(subOrder.orderId, orderId)),
    db
      .select({
        subOrderId: orderItem.subOrderId,
        itemStatusId: orderItem.statusId,
        pictureStatusId: orderPictureRequest.pictureStatusId,
      })
      .from(orderPictureRequest)
      .innerJoin(orderItem, eq(orderItem.id, orderPictureRequest.orderItemId))
      .where(eq(orderItem.orderId, orderId)),
  ]);
  // A cancelled, unavailable or replaced item is no longer expected to send anything.
  const counted = requested.filter((row) => COUNTED_ITEM_STATUS_IDS.includes(row.itemStatusId));
  const perSubOrder = new Map<number, number[]>(subOrders.map((row) => [row.id, []]));
  for (const row of counted) perSubOrder.get(row.subOrderId)?.push(row.pictureStatusId);
  if (perSubOrder.size > 0) {
    const values = [...perSubOrder].map(
      ([id, statusIds]) => sql`(${id}::int, ${pictureStatusRollup(statusIds)}::smallint)`,
    );
    await db.execute(sql`update ${subOrder} as row set picture_status_id = v.picture_status_id
      from (values ${sql.join(values, sql`, `)}) as v(id, picture_status_id)
      where row.id = v.id and row.picture_status_id <> v.picture_status_id`);
  }
  await db
    .update(customerOrder)
    .set({ pictureStatusId: pictureStatusRollup(counted.map((row) => row.pictureStatusId)) })
    .where(eq(customerOrder.id, orderId));
}
