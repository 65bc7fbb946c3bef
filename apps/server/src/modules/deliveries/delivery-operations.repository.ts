import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DatabaseExecutor } from '../../db/database';
import {
  appUser,
  company,
  customerOrder,
  delivery,
  deliveryOwner,
  deliveryStop,
  deliveryStopItem,
  storedFile,
} from '../../db/schema';

/**
 * The SQL of the delivery operations (issue 38, decisions 210, 211): the stops of several deliveries for their
 * routes, the merge's moves of stops, items and co-owners onto the survivor, and a stop's bill of lading. In the
 * caller's transaction where it writes.
 */

/** The deliveries' rows the routes call reads (number, kind, drop-offs' country). */
export async function findDeliveryHeads(db: DatabaseExecutor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: delivery.id,
      deliveryNumber: delivery.deliveryNumber,
      recordType: delivery.recordType,
      countryId: delivery.countryId,
    })
    .from(delivery)
    .where(inArray(delivery.id, [...ids]));
}

/** Every stop of these deliveries in driving order, with its seller, order and buyer. One query. */
export async function findRouteStops(db: DatabaseExecutor, deliveryIds: readonly number[]) {
  if (deliveryIds.length === 0) return [];
  const seller = alias(company, 'route_seller');
  const buyer = alias(company, 'route_buyer');
  return db
    .select({
      id: deliveryStop.id,
      deliveryId: deliveryStop.deliveryId,
      vehicleId: deliveryStop.vehicleId,
      sequenceNumber: deliveryStop.sequenceNumber,
      isDropOff: deliveryStop.isDropOff,
      address: deliveryStop.address,
      latitude: deliveryStop.latitude,
      longitude: deliveryStop.longitude,
      sellerCompanyName: seller.name,
      buyerCompanyName: buyer.name,
      orderNumber: customerOrder.orderNumber,
      phaseNumber: customerOrder.phaseNumber,
    })
    .from(deliveryStop)
    .leftJoin(seller, eq(seller.id, deliveryStop.sellerCompanyId))
    .leftJoin(customerOrder, eq(customerOrder.id, deliveryStop.orderId))
    .leftJoin(buyer, eq(buyer.id, customerOrder.buyerCompanyId))
    .where(inArray(deliveryStop.deliveryId, [...deliveryIds]))
    .orderBy(
      asc(deliveryStop.deliveryId),
      asc(deliveryStop.vehicleId),
      asc(deliveryStop.sequenceNumber),
      asc(deliveryStop.id),
    );
}

// ——— Merge (decision 210) ———

/**
 * Moves every stop of the merged delivery onto the survivor's first vehicle, with its items and bill of lading
 * (the stop row moves whole: its date, time, note, tracking and file stay as they were), and its co-owners.
 */
export async function moveDeliveryContents(
  db: DatabaseExecutor,
  from: number,
  to: { deliveryId: number; vehicleId: number },
): Promise<void> {
  await db
    .update(deliveryStop)
    .set({ deliveryId: to.deliveryId, vehicleId: to.vehicleId, updatedAt: new Date() })
    .where(eq(deliveryStop.deliveryId, from));
  await db
    .update(deliveryStopItem)
    .set({ deliveryId: to.deliveryId })
    .where(eq(deliveryStopItem.deliveryId, from));
  await db.execute(sql`insert into ${deliveryOwner} (delivery_id, user_id, kind)
    select ${to.deliveryId}::int, user_id, kind from ${deliveryOwner} where delivery_id = ${from} and kind = 2
    on conflict do nothing`);
}

// ——— Bills of lading (decision 211) ———

/** A stop with what its bill of lading's name and checks need: its delivery, order, buyer and file. */
export async function findBolStop(db: DatabaseExecutor, stopId: number) {
  const buyer = alias(company, 'bol_buyer');
  const [row] = await db
    .select({
      id: deliveryStop.id,
      deliveryId: deliveryStop.deliveryId,
      isDropOff: deliveryStop.isDropOff,
      deliveryDate: deliveryStop.deliveryDate,
      bolFileId: deliveryStop.bolFileId,
      deliveryNumber: delivery.deliveryNumber,
      recordType: delivery.recordType,
      orderNumber: customerOrder.orderNumber,
      phaseNumber: customerOrder.phaseNumber,
      buyerCompanyName: buyer.name,
      fileName: storedFile.originalName,
      contentType: storedFile.contentType,
    })
    .from(deliveryStop)
    .innerJoin(delivery, eq(delivery.id, deliveryStop.deliveryId))
    .leftJoin(customerOrder, eq(customerOrder.id, deliveryStop.orderId))
    .leftJoin(buyer, eq(buyer.id, customerOrder.buyerCompanyId))
    .leftJoin(storedFile, eq(storedFile.id, deliveryStop.bolFileId))
    .where(eq(deliveryStop.id, stopId));
  return row;
}
export type BolStop = NonNullable<Awaited<ReturnType<typeof findBolStop>>>;

/** Sets (or clears) the stop's bill of lading; answers the file it had. */
export async function setStopBol(
  db: DatabaseExecutor,
  stopId: number,
  fileId: string | null,
): Promise<string | null> {
  const [before] = await db
    .select({ bolFileId: deliveryStop.bolFileId })
    .from(deliveryStop)
    .where(eq(deliveryStop.id, stopId))
    .for('update');
  await db
    .update(deliveryStop)
    .set({ bolFileId: fileId, updatedAt: new Date() })
    .where(eq(deliveryStop.id, stopId));
  return before?.bolFileId ?? null;
}

/** The orders' job names and sites, for the printable bill of lading's consignee. */
export async function findOrderSites(db: DatabaseExecutor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  const buyer = alias(company, 'site_buyer');
  return db
    .select({
      id: customerOrder.id,
      jobName: customerOrder.jobName,
      address: customerOrder.deliveryAddress,
      city: customerOrder.city,
      buyerCompanyName: buyer.name,
      buyerAddress: buyer.address,
      buyerCity: buyer.city,
    })
    .from(customerOrder)
    .leftJoin(buyer, eq(buyer.id, customerOrder.buyerCompanyId))
    .where(inArray(customerOrder.id, [...orderIds]));
}

/** The user's language (Language: English 1, French 2), for the printable bill of lading. */
export async function findUserLanguageId(
  db: DatabaseExecutor,
  userId: number | null,
): Promise<number | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ languageId: appUser.languageId })
    .from(appUser)
    .where(and(eq(appUser.id, userId)));
  return row?.languageId ?? null;
}
