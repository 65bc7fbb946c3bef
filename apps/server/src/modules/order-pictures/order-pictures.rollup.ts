import { eq, sql } from 'drizzle-orm';
import { COUNTED_ITEM_STATUS_IDS, PictureStatus, pictureStatusRollup } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { customerOrder, orderItem, orderPictureRequest, subOrder } from '../../db/schema';

/**
 * Writes the picture status of the order's sub-orders and of the order from its items' requests
 * (pictureStatusRollup, decisions 168 and 202): in the caller's transaction, after every write of requests or pictures,
 * and from refreshOrderRollups after every write of items (an item cancelled or moved to another seller's
 * sub-order changes the roll-ups too). Two reads and two writes whatever the order's size.
 *
 * Lives apart from the service so the orders module can call it without importing the picture module's routes.
 */
export async function refreshOrderPictureRollups(db: DatabaseExecutor, orderId: number): Promise<void> {
  const [subOrders, items] = await Promise.all([
    db.select({ id: subOrder.id }).from(subOrder).where(eq(subOrder.orderId, orderId)),
    db
      .select({
        subOrderId: orderItem.subOrderId,
        itemStatusId: orderItem.statusId,
        pictureStatusId: orderPictureRequest.pictureStatusId,
      })
      .from(orderItem)
      .leftJoin(orderPictureRequest, eq(orderPictureRequest.orderItemId, orderItem.id))
      .where(eq(orderItem.orderId, orderId)),
  ]);
  // Decision 202: every item that counts is in the roll-up, asked or not — an item nobody asked has sent nothing,
  // so 1 of 14 items with pictures is partially sent, never 'Sent'. A cancelled, unavailable or replaced item is
  // no longer expected to send anything.
  const counted = items
    .filter((row) => COUNTED_ITEM_STATUS_IDS.includes(row.itemStatusId))
    .map((row) => ({
      subOrderId: row.subOrderId,
      pictureStatusId: row.pictureStatusId ?? PictureStatus.ids.NOT_SENT,
    }));
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
